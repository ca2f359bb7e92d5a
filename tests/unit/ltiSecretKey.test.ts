import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { decryptWith, encryptWith, installKey, SecretUnreadable } from "#core/lti/secrets";

/**
 * Issue 44 finding 2: LTI consumer secrets, the LTI 1.3 tool key and the QuickBooks tokens were encrypted, without
 * LTI_SECRET_KEY, with a constant of the source (the probe decrypted consumer 1's secret with it). Now each install
 * generates its own key, kept in its DATA_DIR like its PAYLOAD_SECRET (decision 062).
 */
const dirs: string[] = [];
const install = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "biotext-lti-key-"));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

describe("the LTI secrets' key (issue 44 finding 4)", () => {
  it("issue 44 finding 4: without LTI_SECRET_KEY each install generates its own key once (DATA_DIR/lti-secret-key, mode 0600)", () => {
    const a = install();
    const b = install();
    const keyA = installKey(a);
    expect(installKey(a).equals(keyA)).toBe(true);
    expect(installKey(b).equals(keyA)).toBe(false);
    expect(fs.statSync(path.join(a, "lti-secret-key")).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(path.join(a, "lti-secret-key"), "utf8").trim()).toMatch(/^[0-9a-f]{64}$/);
  });

  it("issue 44 finding 4: a secret encrypted by one install cannot be decrypted by another (a typed error, not a crash)", () => {
    const a = installKey(install());
    const b = installKey(install());
    const stored = encryptWith(a, "consumer-secret-30-characters!");
    expect(decryptWith(a, stored)).toBe("consumer-secret-30-characters!");
    expect(() => decryptWith(b, stored)).toThrowError(SecretUnreadable);
    // A ciphertext of the old source constant's key (any other key) is refused the same way.
    expect(() => decryptWith(a, encryptWith(Buffer.alloc(32, 7), "x"))).toThrowError(SecretUnreadable);
    expect(() => decryptWith(a, "not a ciphertext")).toThrowError(SecretUnreadable);
  });

  it("issue 44 finding 4: no secret or key is a constant of the source (core/, cms/, server/, seeds/, scripts/)", () => {
    const offenders: string[] = [];
    const walk = (p: string) => {
      const stat = fs.statSync(p);
      if (stat.isDirectory()) {
        for (const name of fs.readdirSync(p)) if (!name.startsWith(".") && name !== "node_modules" && name !== "migrations") walk(path.join(p, name));
      } else if (/\.(ts|tsx)$/.test(p)) {
        const text = fs.readFileSync(p, "utf8");
        // The old fallback key, and any string constant named like a secret or a cipher key (DEV_KEY = "...").
        const named = /\b[A-Z_]*(SECRET|DEV_KEY|ENC(RYPTION)?_KEY|CIPHER_KEY|SIGNING_KEY|HMAC_KEY|AES_KEY)[A-Z_]*\s*=\s*["'`][^"'`]{8,}["'`]/;
        if (/development-only-lti-secret-key/.test(text) || named.test(text)) offenders.push(p);
      }
    };
    for (const dir of ["core", "cms", "server", "seeds", "scripts", "trpc", "app"]) if (fs.existsSync(dir)) walk(dir);
    expect(offenders).toEqual([]);
  });
});
