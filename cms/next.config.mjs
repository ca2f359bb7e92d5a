import path from "node:path";
import { fileURLToPath } from "node:url";
import { withPayload } from "@payloadcms/next/withPayload";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

/** Next only serves Payload's admin and REST API here; the site itself is Remix. */
export default withPayload({
  poweredByHeader: false,
  outputFileTracingRoot: root,
  turbopack: { root },
  allowedDevOrigins: ["127.0.0.1", "localhost"],
  // `npm test` type-checks the whole repository once; do not do it again during `next build`.
  typescript: { ignoreBuildErrors: true },
});
