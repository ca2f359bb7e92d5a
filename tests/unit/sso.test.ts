import { describe, expect, it } from "vitest";
import { resources } from "../../app/i18n/resources";
import { roleFor } from "#core/sso/signIn";
import { createSsoProviderInput, readFlowCookie, SSO_REFUSALS, ssoBrandOf, ssoSlugSchema } from "#shared/sso";

const school = {
  domains: [
    { domain: "lycee.example", role: "student" as const },
    { domain: "staff.lycee.example", role: "teacher" as const },
  ],
  claimRules: [{ claim: "groups", value: "teachers", role: "teacher" as const }],
};

describe("issue 47 single sign-on rules", () => {
  it("issue 47 a new account's role: a matching claim wins over the domain's; no role outside the school's domains", () => {
    expect(roleFor(school, "lycee.example", {})).toBe("student");
    expect(roleFor(school, "staff.lycee.example", {})).toBe("teacher");
    expect(roleFor(school, "lycee.example", { groups: ["staff", "teachers"] })).toBe("teacher");
    expect(roleFor(school, "lycee.example", { groups: "teachers staff" })).toBe("teacher");
    expect(roleFor(school, "lycee.example", { groups: ["teachers-old"] })).toBe("student");
    // A sub-domain is not its parent, nor the reverse: only listed domains.
    expect(roleFor(school, "evil.lycee.example", { groups: ["teachers"] })).toBeNull();
    expect(roleFor(school, "example", {})).toBeNull();
  });

  it("issue 47 every refusal has a message in English and in French", () => {
    for (const lang of ["en", "fr"] as const) {
      const refused = (resources[lang].translation.auth as unknown as { sso: { refused: Record<string, string> } }).sso.refused;
      for (const code of SSO_REFUSALS) expect(refused[code]?.length ?? 0, `${lang} ${code}`).toBeGreaterThan(30);
    }
  });

  it("issue 47 a provider's settings: https issuers (http only on loopback), no reserved short names", () => {
    const base = {
      name: "Lycée",
      slug: "lycee",
      issuer: "https://accounts.google.com",
      clientId: "id",
      clientSecret: "secret",
      domains: [{ domain: "lycee.example", role: "student" }],
      createUnknown: false,
      enabled: true,
    };
    expect(createSsoProviderInput.safeParse(base).success).toBe(true);
    expect(createSsoProviderInput.safeParse({ ...base, issuer: "http://idp.example" }).success).toBe(false);
    expect(createSsoProviderInput.safeParse({ ...base, issuer: "http://127.0.0.1:4000" }).success).toBe(true);
    expect(createSsoProviderInput.safeParse({ ...base, domains: [] }).success).toBe(false);
    expect(createSsoProviderInput.safeParse({ ...base, domains: [{ domain: "lycee.example", role: "admin" }] }).success).toBe(false);
    for (const slug of ["callback", "link", "Bad Slug", "-x"]) expect(ssoSlugSchema.safeParse(slug).success, slug).toBe(false);
  });

  it("issue 47 the flow's cookies are read only when well-formed", () => {
    const value = "a".repeat(43);
    expect(readFlowCookie(`sid=x; sso_state=${value}`, "sso_state")).toBe(value);
    expect(readFlowCookie(`sso_state=short`, "sso_state")).toBeNull();
    expect(readFlowCookie(undefined, "sso_state")).toBeNull();
  });
});

describe("issue 47 the provider's own mark on its sign-in button", () => {
  it("issue 47 known issuers get their brand; others none", () => {
    expect(ssoBrandOf("https://accounts.google.com")).toBe("google");
    expect(ssoBrandOf("https://login.microsoftonline.com/0000-tenant/v2.0")).toBe("microsoft");
    expect(ssoBrandOf("https://clever.com")).toBe("clever");
    expect(ssoBrandOf("https://launchpad.classlink.com")).toBe("classlink");
    expect(ssoBrandOf("https://accounts.google.com.evil.example")).toBeNull();
    expect(ssoBrandOf("http://127.0.0.1:9000/oidc")).toBeNull();
    expect(ssoBrandOf("not a url")).toBeNull();
  });
});
