import crypto from "node:crypto";
import { env } from "#core/env";
import { LTI_SECRET_LENGTH } from "#shared/lti";

/**
 * Consumer secrets are stored encrypted (AES-256-GCM). The key comes from LTI_SECRET_KEY (any
 * long random string; its SHA-256 is the AES key). Outside production a fixed development key is
 * used so the demo runs without setup; production refuses to start an LTI operation without one.
 */
const DEV_KEY = "development-only-lti-secret-key-not-for-production";

let cached: Buffer | undefined;
function key(): Buffer {
  if (cached) return cached;
  const configured = process.env.LTI_SECRET_KEY;
  if (!configured || configured.length < 32) {
    if (env().APP_ENV === "production") throw new Error("LTI_SECRET_KEY (at least 32 characters) is required when APP_ENV=production");
  }
  cached = crypto
    .createHash("sha256")
    .update(configured && configured.length >= 32 ? configured : DEV_KEY)
    .digest();
  return cached;
}

export function encryptSecret(secret: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", key(), iv);
  const body = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return `v1.${iv.toString("base64url")}.${cipher.getAuthTag().toString("base64url")}.${body.toString("base64url")}`;
}

export function decryptSecret(stored: string): string {
  const [version, iv, tag, body] = stored.split(".");
  if (version !== "v1" || !iv || !tag || !body) throw new Error("unreadable LTI secret");
  const decipher = crypto.createDecipheriv("aes-256-gcm", key(), Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
}

const ALPHANUMERIC = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** LTI-022: 30 alphanumeric characters from the system's random source, without modulo bias. */
export function generateSecret(length = LTI_SECRET_LENGTH): string {
  let out = "";
  while (out.length < length) {
    for (const b of crypto.randomBytes(length * 2)) {
      if (b < 248 && out.length < length) out += ALPHANUMERIC[b % 62];
    }
  }
  return out;
}

export function secretHint(secret: string): string {
  return `••••${secret.slice(-4)}`;
}
