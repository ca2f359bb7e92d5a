/** Applies the committed migrations to DATABASE_URL (used to build the test template). */
import type { Migration } from "payload";

const { getPayload } = await import("payload");
const { default: config } = await import("../../cms/payload.config");
const { migrations } = await import("../../cms/migrations");
const payload = await getPayload({ config });
await payload.db.migrate({ migrations: migrations as unknown as Migration[] });
await payload.destroy().catch(() => {});
process.exit(0);
