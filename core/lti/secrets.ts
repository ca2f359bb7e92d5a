import crypto from "node:crypto";
import path from "node:path";
import { env, secretFile } from "#core/env";
import { Precondition } from "#core/errors";
import { LTI_SECRET_LENGTH } from "#shared/lti";

/**
 * Consumer secrets, the LTI 1.3 tool key and the QuickBooks tokens are stored encrypted (AES-256-GCM). The key is
 * the SHA-256 of LTI_SECRET_KEY (any long random string). Without it, outside production, the install's own key:
 * DATA_DIR/lti-secret-key, 256 random bits made on the first start (mode 0600), as DATA_DIR/payload-secret
 * (decision 062; issue 44 finding 2: it was a constant of the source, so anyone could decrypt a demo install's
 * secrets). Production refuses an LTI operation without LTI_SECRET_KEY, and to start with a placeholder as one.
 */
export class SecretUnreadable extends Precondition {
  constructor() {
    super(
      "lti.secretUnreadable",
      "This stored secret was encrypted with another key (another install's, or the development key used before issue 44) and cannot be read: rotate the LTI consumer's secret, or connect QuickBooks again.",
    );
  }
}

/** The key of an install without LTI_SECRET_KEY: made on the first call, kept in `dataDir`. */
export function installKey(dataDir: string): Buffer {
  const secret = secretFile(path.resolve(dataDir, "lti-secret-key"), "set LTI_SECRET_KEY");
  return crypto.createHash("sha256").update(secret).digest();
}

let cached: { source: string; key: Buffer } | undefined;
function key(): Buffer {
  const e = env();
  if (!e.LTI_SECRET_KEY && e.APP_ENV === "production") throw new Error("LTI_SECRET_KEY (at least 32 characters) is required when APP_ENV=production");
  const source = e.LTI_SECRET_KEY ? `env:${e.LTI_SECRET_KEY}` : `dir:${path.resolve(e.DATA_DIR)}`;
  if (cached?.source !== source) {
    cached = { source, key: e.LTI_SECRET_KEY ? crypto.createHash("sha256").update(e.LTI_SECRET_KEY).digest() : installKey(e.DATA_DIR) };
  }
  return cached.key;
}

export function encryptWith(key: Buffer, secret: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return `v1.${iv.toString("base64url")}.${cipher.getAuthTag().toString("base64url")}.${body.toString("base64url")}`;
}

/** Throws SecretUnreadable when `stored` is not a ciphertext of this key (another install's, the old constant's). */
export function decryptWith(key: Buffer, stored: string): string {
  const [version, iv, tag, body] = stored.split(".");
  if (version !== "v1" || !iv || !tag || !body) throw new SecretUnreadable();
  try {
    const decipher = crypto.createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    throw new SecretUnreadable();
  }
}

export function encryptSecret(secret: string): string {
  return encryptWith(key(), secret);
}

export function decryptSecret(stored: string): string {
  return decryptWith(key(), stored);
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
