import { ValidationError } from "payload";
import { describe, expect, it } from "vitest";
import { isUniqueViolation } from "#core/db/pgErrors";

describe("unique violations, read one way (core/db/pgErrors.ts)", () => {
  const pg = (constraint: string) => Object.assign(new Error("duplicate key"), { code: "23505", constraint });

  it("a PostgreSQL 23505, direct or wrapped by drizzle/Payload, on the field named in the index", () => {
    expect(isUniqueViolation(pg("users_email_idx"))).toBe(true);
    expect(isUniqueViolation(pg("users_email_idx"), "email")).toBe(true);
    expect(isUniqueViolation(pg("users_email_idx"), "username")).toBe(false);
    expect(isUniqueViolation(new Error("wrapped", { cause: pg("contact_messages_idempotency_key_idx") }), "idempotencyKey")).toBe(true);
  });

  it("other errors are not collisions: an outage stays an outage", () => {
    expect(isUniqueViolation(Object.assign(new Error("connection refused"), { code: "ECONNREFUSED" }))).toBe(false);
    expect(isUniqueViolation(Object.assign(new Error("fk"), { code: "23503" }))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });

  it("Payload's ValidationError counts only for the field it names", () => {
    const err = new ValidationError({ errors: [{ message: "Value must be unique", path: "email" }] });
    expect(isUniqueViolation(err, "email")).toBe(true);
    expect(isUniqueViolation(err, "username")).toBe(false);
    expect(isUniqueViolation(err)).toBe(false);
  });
});
