import fs from "node:fs";
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

  it("issue 44 finding 4: production refuses to start with a placeholder of .env.example as PAYLOAD_SECRET or LTI_SECRET_KEY, naming the variable", () => {
    const example = fs.readFileSync(".env.example", "utf8");
    const placeholder = (name: string) => new RegExp(`^${name}=(.*)$`, "m").exec(example)![1];
    const real = "a".repeat(64);
    for (const name of ["PAYLOAD_SECRET", "LTI_SECRET_KEY"]) {
      const value = placeholder(name);
      expect(value.length).toBeGreaterThanOrEqual(32);
      const other = name === "PAYLOAD_SECRET" ? { LTI_SECRET_KEY: real } : { PAYLOAD_SECRET: real };
      expect(() => readEnv({ APP_ENV: "production", NODE_ENV: "production", ...other, [name]: value })).toThrowError(
        new RegExp(`^[^\\n]*${name}: [^\\n]*placeholder`, "m"),
      );
      // Any value still holding CHANGE_ME (another length, lower case) is a placeholder too.
      expect(() => readEnv({ APP_ENV: "production", ...other, [name]: `change_me_${"0".repeat(40)}` })).toThrowError(new RegExp(`${name}: `));
    }
    expect(readEnv({ APP_ENV: "production", PAYLOAD_SECRET: real, LTI_SECRET_KEY: "b".repeat(64) })).toMatchObject({ LTI_SECRET_KEY: "b".repeat(64) });
    // A short LTI_SECRET_KEY is refused at start (before, it was silently replaced by the source's constant).
    expect(() => readEnv({ APP_ENV: "demo", LTI_SECRET_KEY: "short" })).toThrowError(/LTI_SECRET_KEY: must be at least 32 characters/);
  });

  it("issue 50: METRICS_TOKEN is at least 32 characters, and production refuses a placeholder; LOG_LEVEL defaults by environment", () => {
    const real = "a".repeat(64);
    expect(() => readEnv({ METRICS_TOKEN: "short" })).toThrowError(/METRICS_TOKEN: must be at least 32 characters/);
    expect(() => readEnv({ APP_ENV: "production", PAYLOAD_SECRET: real, METRICS_TOKEN: `CHANGE_ME_${"0".repeat(40)}` })).toThrowError(
      /^[^\n]*METRICS_TOKEN: [^\n]*placeholder/m,
    );
    expect(readEnv({ APP_ENV: "production", PAYLOAD_SECRET: real, METRICS_TOKEN: "b".repeat(64) }).METRICS_TOKEN).toBe("b".repeat(64));
    // Unset in production: no metrics are served (server/metrics.ts answers 404), the server still starts.
    expect(readEnv({ APP_ENV: "production", PAYLOAD_SECRET: real }).METRICS_TOKEN).toBeUndefined();
    expect(readEnv({ APP_ENV: "production", NODE_ENV: "production", PAYLOAD_SECRET: real }).LOG_LEVEL).toBe("info");
    expect(readEnv({ APP_ENV: "demo", NODE_ENV: "development" }).LOG_LEVEL).toBe("debug");
    expect(readEnv({ APP_ENV: "test", NODE_ENV: "production" }).LOG_LEVEL).toBe("warn");
    expect(readEnv({ APP_ENV: "test", LOG_LEVEL: "info" }).LOG_LEVEL).toBe("info");
    expect(readEnv({ DATA_DIR: "/srv/x" }).BACKUP_DIR).toBe("/srv/x/backups");
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
