import { EventEmitter } from "node:events";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { liveHubStats, stopLiveHub } from "#core/liveClass/hub";
import { createSession, findSession, type SessionWithUser } from "#core/session/sessions";
import { liveClassStream } from "../../server/liveClass";
import { openTestDb, type TestDb } from "../support/payload";

/**
 * Issue 28 item 1 (server/liveClass.ts): a live class stream whose browser goes away is removed from the
 * instance's hub — also when it goes away while the server is still checking that the caller teaches the
 * class (a page left or reloaded at once, an EventSource reconnecting). Otherwise the viewer stays in the
 * hub, written to, for as long as the teacher's session lives.
 */
let db: TestDb;
let classId: number;
let session: SessionWithUser;

beforeAll(async () => {
  db = await openTestDb();
  classId = (await db.payload.create({ collection: "classes", data: { name: "Live close", key: "LIVE-CLOSE" }, overrideAccess: true })).id;
  const teacher = await db.createUser({ email: "close.teacher@school.test", role: "teacher", classes: [classId] });
  const { token } = await createSession(db.payload, { user: teacher.id });
  session = (await findSession(db.payload, token))!;
}, 120_000);
afterAll(async () => {
  stopLiveHub(db.payload);
  await db?.close();
});

/** A GET of the stream as Express hands it over: the request (which emits "close") and a response that keeps what is written. */
function exchange() {
  const req = Object.assign(new EventEmitter(), {
    path: `/live/classes/${classId}/events`,
    ip: "127.0.0.1",
    get: () => undefined,
    socket: { setNoDelay: () => {}, setTimeout: () => {} },
  });
  const written: string[] = [];
  const res = {
    locals: { session, requestId: "review2" },
    write: (text: string) => written.push(text) > 0,
    end: () => {},
    writeHead: () => res,
    flushHeaders: () => {},
    status: () => res,
    set: () => res,
    json: () => res,
  };
  return { req, res, written };
}

describe("review2: live class streams leave the hub when their browser leaves", () => {
  it("issue 28: a stream open, then closed by the browser, leaves no viewer", async () => {
    const { req, res, written } = exchange();
    await liveClassStream(db.payload, { secureCookies: false })(req as never, res as never);
    expect(written.join("")).toContain("event: hello");
    expect(liveHubStats(db.payload).viewers).toBe(1);
    req.emit("close");
    expect(liveHubStats(db.payload).viewers).toBe(0);
  });

  it("issue 28: a browser that leaves while its access is being checked leaves no viewer behind", async () => {
    const { req, res } = exchange();
    const handling = liveClassStream(db.payload, { secureCookies: false })(req as never, res as never);
    req.emit("close"); // gone before the server answered
    await handling;
    expect(liveHubStats(db.payload).viewers).toBe(0);
  });
});
