import { describe, expect, it } from "vitest";
import { createI18n } from "../../app/i18n";
import { resources } from "../../app/i18n/resources";
import { stringsJson, stringsUrl, stringsVersion } from "../../app/i18n/strings.server";
import { loader } from "../../app/routes/i18n.$lang";

const load = (path: string) =>
  loader({ params: { lang: path.split("/")[2].split("?")[0] }, request: new Request(`http://localhost${path}`), context: {} } as never) as Promise<Response>;

describe("the interface strings, one JSON resource per language", () => {
  it("I18N-001 I18N-005 each language's resource holds exactly that language's strings, under a URL that changes with them", () => {
    expect(JSON.parse(stringsJson("fr"))).toEqual(resources.fr.translation);
    expect(JSON.parse(stringsJson("en"))).toEqual(resources.en.translation);
    expect(stringsJson("en")).not.toContain(resources.fr.translation.header.login);
    expect(stringsUrl("fr")).toBe(`/i18n/fr?v=${stringsVersion("fr")}`);
    expect(stringsVersion("fr")).toMatch(/^[0-9a-f]{16}$/);
    expect(stringsVersion("fr")).not.toBe(stringsVersion("en"));
  });

  it("I18N-001 the versioned URL is kept by the browser for a year; another version is answered to be checked again; an unknown language is not found", async () => {
    const current = await load(stringsUrl("fr"));
    expect(current.status).toBe(200);
    expect(current.headers.get("content-type")).toMatch(/^application\/json/);
    expect(current.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await current.json()).toEqual(resources.fr.translation);
    const stale = await load("/i18n/fr?v=0000000000000000");
    expect(stale.headers.get("cache-control")).toBe("no-cache");
    expect(await stale.json()).toEqual(resources.fr.translation);
    await expect(load("/i18n/de")).rejects.toMatchObject({ status: 404 });
  });

  it("I18N-005 the i18next instance of a language translates from that language's strings", () => {
    expect(createI18n("fr").t("header.login")).toBe(resources.fr.translation.header.login);
    expect(createI18n("en").t("header.login")).toBe(resources.en.translation.header.login);
  });
});
