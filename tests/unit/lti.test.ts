import crypto from "node:crypto";
import OAuth from "oauth-1.0a";
import { describe, expect, it } from "vitest";
import { mapRoles } from "#core/lti/launch";
import { baseUrl, hmacSha1, percentEncode, signatureBaseString, safeEqual } from "#core/lti/oauth1";
import { decryptSecret, encryptSecret, generateSecret } from "#core/lti/secrets";
import { createConsumerInput, normalizeConsumerKey, parseFrameOrigins } from "#shared/lti";

describe("OAuth 1.0a signatures (RFC 5849) as LTI 1.1 uses them", () => {
  it("percent-encodes per RFC 3986 (unreserved characters only stay)", () => {
    expect(percentEncode("a b!*'()~-._")).toBe("a%20b%21%2A%27%28%29~-._");
    expect(percentEncode("é")).toBe("%C3%A9");
  });

  it("normalizes the base URL: scheme and host lower-case, default ports dropped, query and fragment left out", () => {
    expect(baseUrl(new URL("HTTPS://Tool.Example:443/lti/launch?x=1#f"))).toBe("https://tool.example/lti/launch");
    expect(baseUrl(new URL("http://tool.example:80/lti/launch"))).toBe("http://tool.example/lti/launch");
    expect(baseUrl(new URL("http://tool.example:8080/lti/launch"))).toBe("http://tool.example:8080/lti/launch");
  });

  it("builds the same base string and signature as the independent oauth-1.0a package, query and repeated characters included", () => {
    const oauth = new OAuth({
      consumer: { key: "k", secret: "s&cret" },
      signature_method: "HMAC-SHA1",
      hash_function: (b, k) => crypto.createHmac("sha1", k).update(b).digest("base64"),
    });
    const url = "https://tool.example/lti/launch?course=7&b=%20x";
    const data = { resource_link_id: "r 1", roles: "urn:lti:role:ims/lis/Instructor", custom_note: "a+b=c&d" };
    const auth = oauth.authorize({ url, method: "POST", data: { ...data } });
    const body = [...Object.entries(data), ...Object.entries(auth).filter(([k]) => k.startsWith("oauth_"))].map(([k, v]) => [k, String(v)] as [string, string]);
    expect(hmacSha1(signatureBaseString("POST", new URL(url), body), "s&cret")).toBe(auth.oauth_signature);
  });

  it("compares signatures without depending on where they differ", () => {
    expect(safeEqual("abc", "abc")).toBe(true);
    expect(safeEqual("abc", "abd")).toBe(false);
    expect(safeEqual("abc", "abcd")).toBe(false);
  });
});

describe("LTI roles and consumers", () => {
  it("maps LTI roles: Instructor → teacher, Learner → student, Administrator → as configured, else none", () => {
    expect(mapRoles("Instructor", "none")).toBe("teacher");
    expect(mapRoles("urn:lti:role:ims/lis/Instructor,urn:lti:role:ims/lis/Learner", "none")).toBe("teacher");
    expect(mapRoles("Learner", "none")).toBe("student");
    expect(mapRoles("urn:lti:instrole:ims/lis/Student", "none")).toBe("student");
    expect(mapRoles("Administrator", "none")).toBe("none");
    expect(mapRoles("urn:lti:sysrole:ims/lis/Administrator", "teacher")).toBe("teacher");
    expect(mapRoles("ContentDeveloper", "teacher")).toBe("none");
    expect(mapRoles(undefined, "teacher")).toBe("none");
  });

  it("LTI-021 whitespace in a key becomes '.'; LTI-022 secrets are 30 alphanumerics", () => {
    expect(normalizeConsumerKey("river side\tmoodle")).toBe("river.side.moodle");
    const secrets = new Set(Array.from({ length: 50 }, () => generateSecret()));
    expect(secrets.size).toBe(50);
    for (const s of secrets) expect(s).toMatch(/^[A-Za-z0-9]{30}$/);
  });

  it("secrets are encrypted (authenticated: a changed byte does not decrypt)", () => {
    const stored = encryptSecret("Secret123");
    expect(stored).not.toContain("Secret123");
    expect(decryptSecret(stored)).toBe("Secret123");
    const tampered = stored.slice(0, -2) + (stored.endsWith("A") ? "BB" : "AA");
    expect(() => decryptSecret(tampered)).toThrow();
  });

  it("portal origins must be origins (they go into frame-ancestors)", () => {
    expect(parseFrameOrigins("https://moodle.school.example  http://localhost:8080/")).toEqual(["https://moodle.school.example", "http://localhost:8080"]);
    expect(parseFrameOrigins("")).toEqual([]);
    expect(parseFrameOrigins("https://a.example; script-src *")).toBeNull();
    expect(parseFrameOrigins("*")).toBeNull();
  });

  it("LTI-020 every field is required; the version is 'LTI-1p0' or, since decision 051, '1.3' (LTI-023's 'only LTI-1p0' is not kept)", () => {
    const ok = { consumerName: "n", consumerKey: "k", ltiVersion: "LTI-1p0", ltiType: "unit", classSelected: 1, membership: 2 };
    expect(createConsumerInput.safeParse(ok).success).toBe(true);
    for (const [field, value] of [
      ["consumerName", ""],
      ["ltiVersion", "1.3"],
      ["ltiType", "lesson"],
      ["classSelected", ""],
      ["membership", 0],
    ] as const) {
      const r = createConsumerInput.safeParse({ ...ok, [field]: value });
      expect(r.success, field).toBe(false);
      expect(r.error?.issues[0]?.message, field).toBe("Ensure all fields are completed");
    }
  });
});
