import type { LoaderFunctionArgs } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { requestOrigin, safeRedirect } from "#shared/safeRedirect";
import { loader as loginLoader } from "../../app/routes/login";

const SITE = "http://localhost:3000";
const TLS_SITE = "https://biotext.example";

/** Where a browser on `origin` would land if handed `target` (what `location.assign` does). */
const landsOn = (target: string, origin: string) => new URL(target, origin);

describe("redirect targets (SES-012: login's `next`)", () => {
  // Each as the server sees it after the query string is decoded (`?next=/%09/evil.example` → "/\t/evil.example").
  const offSite: [string, string][] = [
    ["/%09/evil.example, decoded", "/\t/evil.example"],
    ["/\\t/evil.example", "/\t/evil.example"],
    ["/%0A/evil.example, decoded", "/\n/evil.example"],
    ["/%0D%5C/evil.example, decoded", "/\r\\/evil.example"],
    ["%0A%2F%2Fevil.example, decoded", "\n//evil.example"],
    ["//evil", "//evil"],
    ["/\\evil", "/\\evil"],
    ["\\\\evil", "\\\\evil"],
    ["https://evil.example", "https://evil.example"],
    ["https://evil.example/admin", "https://evil.example/admin"],
    ["javascript:alert(1)", "javascript:alert(1)"],
    ["JaVaScRiPt:alert(1)", " JaVaScRiPt:alert(1)"],
    ["data:text/html,<script>", "data:text/html,<script>alert(1)</script>"],
    ["/.//evil.example (normalises to //evil.example)", "/.//evil.example"],
    ["http://localhost:3000@evil.example/", "http://localhost:3000@evil.example/"],
  ];

  it.each(offSite)("SES-012 refuses %s", (_label, target) => {
    expect(safeRedirect(target, SITE)).toBeNull();
    expect(safeRedirect(target, TLS_SITE)).toBeNull();
  });

  it("SES-012 https:evil goes nowhere off-site (another scheme: refused; the site's own scheme: a path here)", () => {
    expect(safeRedirect("https:evil", SITE)).toBeNull();
    // The URL standard reads `https:evil` on an https page as the relative path `evil`.
    const onTls = safeRedirect("https:evil", TLS_SITE);
    expect(onTls === null || landsOn(onTls, TLS_SITE).origin === TLS_SITE).toBe(true);
  });

  it("SES-012 line breaks and percent-encoded payloads left encoded stay on the site", () => {
    for (const target of ["%0A", "%0D%5C", "/%09/evil.example", "/%0A/evil.example", "/%0D%5C/evil.example", "\n", "\r\\"]) {
      const result = safeRedirect(target, SITE);
      if (result !== null) {
        expect(result.startsWith("/") && !result.startsWith("//"), target).toBe(true);
        expect(landsOn(result, SITE).origin, target).toBe(SITE);
      }
    }
    expect(safeRedirect("/%09/evil.example", SITE)).toBe("/%09/evil.example");
  });

  it("SES-012 every accepted result lands on the site, even resolved a second time", () => {
    const all = [...offSite.map(([, t]) => t), "https:evil", "/admin", "/a/../b", "?x=1", "#top", "/x?next=//evil"];
    for (const origin of [SITE, TLS_SITE]) {
      for (const target of all) {
        const result = safeRedirect(target, origin);
        if (result === null) continue;
        expect(result.startsWith("/") && !result.startsWith("//") && !result.startsWith("/\\"), target).toBe(true);
        expect(landsOn(result, origin).origin, target).toBe(origin);
      }
    }
  });

  it("SES-012 accepts same-site paths, normalised, with their query and fragment", () => {
    expect(safeRedirect("/admin", SITE)).toBe("/admin");
    expect(safeRedirect("/textbook/module?id=1&s=2#x", SITE)).toBe("/textbook/module?id=1&s=2#x");
    expect(safeRedirect("/textbook/../account", SITE)).toBe("/account");
    expect(safeRedirect(`${SITE}/account?tab=searchUsers`, SITE)).toBe("/account?tab=searchUsers");
    expect(safeRedirect("/a b", SITE)).toBe("/a%20b");
  });

  it("SES-012 nothing, blanks and a bad origin give null", () => {
    expect(safeRedirect(null, SITE)).toBeNull();
    expect(safeRedirect(undefined, SITE)).toBeNull();
    expect(safeRedirect("", SITE)).toBeNull();
    expect(safeRedirect("   ", SITE)).toBeNull();
    expect(safeRedirect("/admin", "not an origin")).toBeNull();
  });

  it("the server resolves against the request's own origin", () => {
    expect(requestOrigin(new Request("https://biotext.example:8443/login?next=/admin"))).toBe("https://biotext.example:8443");
  });
});

describe("the login page's loader (SES-012)", () => {
  const context = (validLogin: boolean) =>
    ({
      trpc: {
        session: { details: async () => ({ validLogin }) },
        auth: { libraries: async () => [] },
        sso: { buttons: async () => [] },
      },
    } as unknown as LoaderFunctionArgs["context"]);
  const load = (query: string, validLogin = false) => loginLoader({ request: new Request(`${SITE}/login${query}`), context: context(validLogin), params: {} });

  it.each([
    ["?next=/%09/evil.example"],
    ["?next=/%0A/evil.example"],
    ["?next=/%0D%5C/evil.example"],
    ["?next=//evil.example"],
    ["?next=https://evil.example"],
    ["?next=javascript:alert(1)"],
  ])("SES-012 drops an off-site next (%s)", async (query) => {
    expect(await load(query)).toMatchObject({ next: null });
  });

  it("SES-012 keeps a same-site next, normalised", async () => {
    expect(await load("?next=%2Fadmin")).toMatchObject({ next: "/admin" });
    expect(await load(`?next=${encodeURIComponent("/textbook/module?id=1&s=2#x")}`)).toMatchObject({ next: "/textbook/module?id=1&s=2#x" });
  });

  it("SES-012 a signed-in visitor with an off-site next goes to /account, not to the other site", async () => {
    const thrown = await load("?next=/%09/evil.example", true).then(
      () => null,
      (r: unknown) => r,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("location")).toBe("/account");
  });
});
