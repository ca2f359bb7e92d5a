/** Applies the committed migrations to a new embedded database in DATA_DIR (the embedded test template). */
import type { Migration } from "payload";

const { readEnv } = await import("#core/env");
const { openDatabase } = await import("#core/db/database");
const database = await openDatabase(readEnv());
const { getPayload } = await import("payload");
const { default: config } = await import("../../cms/payload.config");
const { migrations } = await import("../../cms/migrations");
const payload = await getPayload({ config });
await payload.db.migrate({ migrations: migrations as unknown as Migration[] });
await payload.destroy().catch(() => {});
await database.close();
process.exit(0);
