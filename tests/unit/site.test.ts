import { describe, expect, it } from "vitest";
import { resources } from "../../app/i18n/resources";
import { safeRedirect } from "#shared/safeRedirect";
import { FOOTER_HIDDEN_PATHS, isFooterHidden } from "#shared/site";

describe("layout rules", () => {
  it("PUB-011 hides the footer on exactly the listed routes", () => {
    expect(FOOTER_HIDDEN_PATHS.sort()).toEqual(["/bookstore", "/buy", "/buy/class", "/buy/individual", "/checkout", "/not-found", "/thankyou"]);
    for (const p of FOOTER_HIDDEN_PATHS) expect(isFooterHidden(p)).toBe(true);
    expect(isFooterHidden("/checkout/")).toBe(true);
    for (const p of ["/", "/about-us", "/checkout-new", "/cart", "/buy/classes", "/account"]) expect(isFooterHidden(p)).toBe(false);
  });

  it("follows only same-site paths after login (more in safeRedirect.test.ts)", () => {
    const safeNext = (next: string | null | undefined) => safeRedirect(next, "http://localhost:3000");
    expect(safeNext("/admin")).toBe("/admin");
    expect(safeNext("/account?x=1")).toBe("/account?x=1");
    for (const bad of ["https://evil.example", "//evil.example", "/\\evil.example", "javascript:alert(1)", "", null, undefined]) {
      expect(safeNext(bad)).toBeNull();
    }
  });
});

function keys(obj: object, prefix = ""): string[] {
  return Object.entries(obj).flatMap(([k, v]) => (v && typeof v === "object" ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
}

const en = resources.en.translation;
const fr = resources.fr.translation;

describe("translations", () => {
  it("I18N-005 English and French define the same keys, none empty", () => {
    expect(keys(fr).sort()).toEqual(keys(en).sort());
    for (const [name, dict] of [
      ["en", en],
      ["fr", fr],
    ] as const) {
      const empty = keys(dict).filter((k) => !k.split(".").reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], dict));
      expect(empty, name).toEqual([]);
    }
  });

  it("keeps the legacy messages exactly", () => {
    expect(en.errors.notFoundTitle).toBe("Whoops, can't find what you are looking for!");
    expect(en.errors.errorTitle).toBe("Whoops, something unexpected happened!");
    expect(en.login.invalidSession).toBe("Invalid Session, please login or re-enter through your school portal.");
    expect(en.login.errors["M101-User"]).toBe("Username/Email does not exist, Validate details entered and retry");
    expect(en.login.errors.INVALID_PASSWORD).toBe("Incorrect Password, please try again");
    expect(en.footer.copyright).toContain("2015-2024");
  });
});
