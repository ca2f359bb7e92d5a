/**
 * A real S3-compatible server for tests: s3rver (npm, a Koa implementation of the S3 REST API that
 * keeps objects in a directory), started on loopback on a free port with a scratch directory, and
 * spoken to over HTTP by the AWS SDK v3 client, the same client @payloadcms/storage-s3 uses.
 *
 * What s3rver checks and what it does not (docs/media-storage.md, "Tests"): it refuses an access key
 * it does not know (InvalidAccessKeyId), but it does not verify SigV4 signatures, so the secret is
 * not tested; and it does not decode `aws-chunked` bodies with trailing checksums (the SDK sends
 * those for streamed bodies; the adapter sends buffers), so the tests compare stored bytes.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";

/** s3rver's built-in account: the only access key it accepts. */
export const S3RVER_ACCESS_KEY = "S3RVER";
export const S3RVER_SECRET_KEY = "S3RVER";

export type S3Server = {
  /** http://127.0.0.1:<port>, for S3_ENDPOINT (path-style: S3_FORCE_PATH_STYLE=true). */
  endpoint: string;
  /** Where s3rver keeps the buckets (removed by close). */
  directory: string;
  /** An SDK client on the server with its credentials, to look at the bucket from outside the app. */
  client: S3Client;
  /** A client for the same server, signed with an access key s3rver does not know. */
  clientWithAccessKey: (accessKeyId: string) => S3Client;
  close: () => Promise<void>;
};

export async function startS3Server(buckets: string[]): Promise<S3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "s3rver-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, directory, silent: true });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const clientWithAccessKey = (accessKeyId: string) =>
    new S3Client({ region: "us-east-1", endpoint, forcePathStyle: true, credentials: { accessKeyId, secretAccessKey: S3RVER_SECRET_KEY } });
  const client = clientWithAccessKey(S3RVER_ACCESS_KEY);
  // Created through the S3 API, as an operator would (`aws s3 mb`), not by s3rver's configureBuckets.
  for (const Bucket of buckets) await client.send(new CreateBucketCommand({ Bucket }));
  return {
    endpoint,
    directory,
    client,
    clientWithAccessKey,
    async close() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
