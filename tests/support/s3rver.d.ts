/** s3rver 3.7 ships no type declarations; the part tests/support/s3Server.ts uses. */
declare module "s3rver" {
  type Options = {
    address?: string;
    port?: number;
    directory: string;
    silent?: boolean;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  };
  export default class S3rver {
    constructor(options: Options);
    run(): Promise<{ address: string; family: string; port: number }>;
    close(): Promise<void>;
  }
}
