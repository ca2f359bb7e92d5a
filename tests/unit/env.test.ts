import { describe, expect, it } from "vitest";
import { readEnv } from "#core/env";

describe("environment validation at boot", () => {
  it("applies defaults for a newcomer's machine", () => {
    const env = readEnv({});
    expect(env).toMatchObject({ PORT: 3000, APP_ENV: "demo", DATA_DIR: ".data", PUBLIC_URL: "http://localhost:3000" });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("reports every bad variable on its own line", () => {
    expect(() => readEnv({ PORT: "70000", DATABASE_URL: "mysql://x", SUPPORT_EMAIL: "nope" })).toThrowError(
      /PORT: .*\n.*DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL\n.*SUPPORT_EMAIL: must be an e-mail address/,
    );
  });

  it("requires a real PAYLOAD_SECRET in production", () => {
    expect(() => readEnv({ APP_ENV: "production" })).toThrowError(/PAYLOAD_SECRET: required when APP_ENV=production/);
    expect(() => readEnv({ APP_ENV: "production", PAYLOAD_SECRET: "short" })).toThrowError(/at least 32 characters/);
    expect(readEnv({ APP_ENV: "production", PAYLOAD_SECRET: "x".repeat(40) }).PAYLOAD_SECRET).toBe("x".repeat(40));
  });

  describe("issue 10 item 7: S3 media storage variables (all or nothing)", () => {
    const full = {
      S3_BUCKET: "biotext-media",
      S3_REGION: "eu-west-3",
      S3_ACCESS_KEY_ID: "AKIAEXAMPLE",
      S3_SECRET_ACCESS_KEY: "secret",
    };

    it("none set: media stay on local disk", () => {
      expect(readEnv({}).s3).toBeNull();
    });

    it("the four required set: S3 storage, path style off and AWS's own endpoint unless given", () => {
      expect(readEnv(full).s3).toEqual({
        bucket: "biotext-media",
        region: "eu-west-3",
        endpoint: undefined,
        accessKeyId: "AKIAEXAMPLE",
        secretAccessKey: "secret",
        forcePathStyle: false,
      });
      expect(readEnv({ ...full, S3_ENDPOINT: "http://127.0.0.1:9000", S3_FORCE_PATH_STYLE: "true" }).s3).toMatchObject({
        endpoint: "http://127.0.0.1:9000",
        forcePathStyle: true,
      });
    });

    it("a partial configuration names every missing variable instead of silently keeping local disk", () => {
      expect(() => readEnv({ S3_BUCKET: "biotext-media", S3_REGION: "eu-west-3" })).toThrowError(
        /S3_ACCESS_KEY_ID: required when S3_BUCKET, S3_REGION are set.*\n.*S3_SECRET_ACCESS_KEY: required when/,
      );
      expect(() => readEnv({ S3_ENDPOINT: "http://127.0.0.1:9000" })).toThrowError(/S3_BUCKET: required when S3_ENDPOINT is set/);
      const { S3_SECRET_ACCESS_KEY: _omitted, ...rest } = full;
      expect(() => readEnv(rest)).toThrowError(/^Invalid environment:\n {2}- S3_SECRET_ACCESS_KEY: required when/);
    });

    it("bad values are reported with the other variables", () => {
      expect(() => readEnv({ ...full, S3_BUCKET: "Not_A_Bucket", S3_ENDPOINT: "minio:9000", S3_FORCE_PATH_STYLE: "yes" })).toThrowError(
        /S3_BUCKET: must be an S3 bucket name.*\n.*S3_ENDPOINT: must be an http:\/\/ or https:\/\/ URL.*\n.*S3_FORCE_PATH_STYLE: must be true or false/,
      );
    });
  });
});
