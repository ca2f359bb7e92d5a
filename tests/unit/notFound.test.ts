import { describe, expect, it } from "vitest";
import { NotFound } from "payload";
import { isNotFound, nullIfNotFound } from "#core/notFound";

describe("not found is decided in one place", () => {
  it("maps only Payload's NotFound (or a 404) to null", async () => {
    expect(await Promise.reject(new NotFound()).catch(nullIfNotFound)).toBeNull();
    expect(isNotFound({ status: 404 })).toBe(true);
  });

  it("rethrows every other error: an outage is never reported as 'not found'", async () => {
    const outage = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    await expect(Promise.reject(outage).catch(nullIfNotFound)).rejects.toBe(outage);
    expect(isNotFound(new Error("Forbidden"))).toBe(false);
  });
});
