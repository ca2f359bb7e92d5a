import { describe, expect, it } from "vitest";
import { readOnlyMessage } from "#core/db/embeddedServer";

/** A frontend message: its type, then its length (itself included) and body. */
const message = (type: string, ...parts: (string | Buffer)[]) => {
  const body = Buffer.concat(parts.map((p) => (typeof p === "string" ? Buffer.from(p + "\0", "utf8") : p)));
  const head = Buffer.alloc(5);
  head.write(type, 0, "latin1");
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
};
const READ_ONLY = new Set(["session-stamp"]);
const NO_PARAMS = Buffer.from([0, 0, 0, 0, 0, 0]);

describe("issue 25: the embedded database counts the batches that may write", () => {
  it("the Parse and Bind of a statement named as read-only, and the protocol's bookkeeping, leave the data as it was", () => {
    expect(readOnlyMessage(message("P", "session-stamp", "SELECT 1", Buffer.from([0, 0])), READ_ONLY)).toBe(true);
    expect(readOnlyMessage(message("B", "", "session-stamp", NO_PARAMS), READ_ONLY)).toBe(true);
    for (const type of ["E", "D", "S", "H", "C"]) expect(readOnlyMessage(message(type, ""), READ_ONLY)).toBe(true);
  });

  it("a simple query, an unnamed or another statement, or a portal named like the read-only statement may write", () => {
    expect(readOnlyMessage(message("Q", "SELECT 1"), READ_ONLY)).toBe(false);
    expect(readOnlyMessage(message("P", "", "UPDATE sessions SET language = 'fr'", Buffer.from([0, 0])), READ_ONLY)).toBe(false);
    expect(readOnlyMessage(message("P", "find-session", "SELECT 1", Buffer.from([0, 0])), READ_ONLY)).toBe(false);
    expect(readOnlyMessage(message("B", "", "", NO_PARAMS), READ_ONLY)).toBe(false);
    // The portal's name is not the statement's.
    expect(readOnlyMessage(message("B", "session-stamp", "other", NO_PARAMS), READ_ONLY)).toBe(false);
    expect(readOnlyMessage(message("F", ""), READ_ONLY)).toBe(false);
  });
});
