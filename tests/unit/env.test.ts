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
});
