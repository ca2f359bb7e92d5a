import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * Where the test templates that take long to make (the seeded demo's media folder, the migrated and the seeded
 * embedded databases) are kept: outside the checkout, so that a fresh clone on the same machine reuses them, as it
 * reuses the PostgreSQL templates on the machine's server. Each is named by a hash of everything it is made from
 * (migrations, CMS, seed code and media), so a change makes a new one. BIOTEXT_TEST_CACHE moves it.
 */
export function testCacheDir(): string {
  const dir = path.resolve(process.env.BIOTEXT_TEST_CACHE ?? path.join(os.homedir(), ".cache", "biotext-tests"));
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}
