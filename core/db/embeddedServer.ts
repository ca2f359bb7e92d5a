import crypto from "node:crypto";
import net from "node:net";
import type { PGlite } from "@electric-sql/pglite";

/**
 * The embedded database's wire server (docs/decisions/055-embedded-database-sessions.md).
 *
 * PGlite is one PostgreSQL backend: one session. node-postgres pools open several connections, and
 * each expects a session of its own. pglite-socket (which this replaces) forwarded every message
 * of every connection to that one session in arrival order, so
 *  - a Parse of one connection could be bound by another's Bind (extended-protocol messages of two
 *    connections interleaved),
 *  - a named statement prepared on one connection "already existed" for the next
 *    (`prepared statement "find-session" already exists`),
 *  - a transaction begun on one connection took in other connections' statements,
 *  - a fifth connection was refused ("Too many connections": `Connection terminated unexpectedly`).
 *
 * Here every connection is a virtual session:
 *  - its messages run as whole batches (up to a Sync or a simple Query), never interleaved;
 *  - while its transaction is open (or its extended query is unfinished) no other connection runs;
 *  - its statement names are its own (rewritten with a per-connection prefix, deallocated when it
 *    closes); a connection that closes mid-transaction is rolled back;
 *  - any number of connections are accepted; they wait their turn. A wait longer than
 *    `lockTimeoutMs` (a transaction left open while its owner waits for another connection, which
 *    would otherwise hang forever) answers that batch with an error (SQLSTATE 55P03) instead.
 *
 * Every connection authenticates first (issue 44 finding 1: anyone on the machine could connect as a
 * superuser and read every password hash): SCRAM-SHA-256 against `password` (the install's own, kept
 * in the data folder, core/db/database.ts), as PostgreSQL does; nothing reaches PGlite before it succeeded.
 * A wrong or missing password, or any other message instead, answers ErrorResponse 28P01 and closes.
 */

const SSL_REQUEST = 80877103;
const GSSENC_REQUEST = 80877104;
const CANCEL_REQUEST = 80877102;

type Turn = { release: () => void };

/** A FIFO lock; `acquire` rejects after `timeoutMs` if the lock was not granted by then. */
class Turnstile {
  private held = false;
  private waiting: { grant: () => void; timer: NodeJS.Timeout | null }[] = [];

  acquire(timeoutMs: number): Promise<Turn> {
    const turn: Turn = { release: () => this.release() };
    if (!this.held) {
      this.held = true;
      return Promise.resolve(turn);
    }
    return new Promise((resolve, reject) => {
      const entry = {
        grant: () => resolve(turn),
        timer: null as NodeJS.Timeout | null,
      };
      entry.timer = setTimeout(() => {
        const i = this.waiting.indexOf(entry);
        if (i >= 0) this.waiting.splice(i, 1);
        reject(new Error("lock timeout"));
      }, timeoutMs);
      this.waiting.push(entry);
    });
  }

  private release() {
    const next = this.waiting.shift();
    if (!next) {
      this.held = false;
      return;
    }
    if (next.timer) clearTimeout(next.timer);
    next.grant();
  }

  get queued() {
    return this.waiting.length;
  }
}

function cstring(buf: Buffer, at: number): { value: string; end: number } {
  const end = buf.indexOf(0, at);
  if (end < 0) throw new Error("malformed message: unterminated string");
  return { value: buf.toString("utf8", at, end), end: end + 1 };
}

function typed(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(5);
  head.write(type, 0, "latin1");
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}

/** An ErrorResponse then ReadyForQuery, as PostgreSQL answers a batch it refuses. */
function errorAnswer(code: string, message: string, status: "I" | "T" | "E"): Buffer {
  const field = (k: string, v: string) => Buffer.concat([Buffer.from(k, "latin1"), Buffer.from(v, "utf8"), Buffer.from([0])]);
  const body = Buffer.concat([field("S", "ERROR"), field("V", "ERROR"), field("C", code), field("M", message), Buffer.from([0])]);
  return Buffer.concat([typed("E", body), typed("Z", Buffer.from(status, "latin1"))]);
}

/** A FATAL ErrorResponse (no ReadyForQuery follows: the connection ends), as PostgreSQL refuses a login. */
function fatalAnswer(code: string, message: string): Buffer {
  const field = (k: string, v: string) => Buffer.concat([Buffer.from(k, "latin1"), Buffer.from(v, "utf8"), Buffer.from([0])]);
  return typed("E", Buffer.concat([field("S", "FATAL"), field("V", "FATAL"), field("C", code), field("M", message), Buffer.from([0])]));
}

function authRequest(code: number, data = Buffer.alloc(0)): Buffer {
  const head = Buffer.alloc(4);
  head.writeInt32BE(code, 0);
  return typed("R", Buffer.concat([head, data]));
}

const SCRAM_ITERATIONS = 4096;
const hmac = (key: Buffer, text: string) => crypto.createHmac("sha256", key).update(text, "utf8").digest();

/** The server's side of SCRAM-SHA-256 (RFC 5802, RFC 7677) for one password: its keys derived once. */
class ScramVerifier {
  private readonly salt = crypto.randomBytes(16);
  private readonly storedKey: Buffer;
  private readonly serverKey: Buffer;

  constructor(password: string) {
    // The password is SASLprep'd by clients; the install's password is ASCII (hex), which SASLprep leaves as it is.
    const salted = crypto.pbkdf2Sync(password, this.salt, SCRAM_ITERATIONS, 32, "sha256");
    this.storedKey = crypto.createHash("sha256").update(hmac(salted, "Client Key")).digest();
    this.serverKey = hmac(salted, "Server Key");
  }

  /** The client-first-message: the server-first-message to answer, or null when malformed. */
  first(clientFirst: string): { serverFirst: string; clientFirstBare: string; nonce: string; gs2: string } | null {
    const m = /^([ny]),(?:a=[^,]*)?,(n=[^,]*,r=([\x21-\x2b\x2d-\x7e]+)(?:,.*)?)$/.exec(clientFirst);
    if (!m) return null;
    const nonce = m[3] + crypto.randomBytes(18).toString("base64");
    const gs2 = clientFirst.slice(0, clientFirst.length - m[2].length);
    return { serverFirst: `r=${nonce},s=${this.salt.toString("base64")},i=${SCRAM_ITERATIONS}`, clientFirstBare: m[2], nonce, gs2 };
  }

  /** The client-final-message: the server-final-message when the proof is right, else null. */
  final(first: { serverFirst: string; clientFirstBare: string; nonce: string; gs2: string }, clientFinal: string): string | null {
    const at = clientFinal.lastIndexOf(",p=");
    if (at < 0) return null;
    const withoutProof = clientFinal.slice(0, at);
    const fields = new Map(withoutProof.split(",").map((f) => [f.slice(0, 1), f.slice(2)] as const));
    if (fields.get("c") !== Buffer.from(first.gs2, "utf8").toString("base64") || fields.get("r") !== first.nonce) return null;
    const proof = Buffer.from(clientFinal.slice(at + 3), "base64");
    if (proof.length !== 32) return null;
    const authMessage = `${first.clientFirstBare},${first.serverFirst},${withoutProof}`;
    const signature = hmac(this.storedKey, authMessage);
    const clientKey = Buffer.alloc(32);
    for (let i = 0; i < 32; i++) clientKey[i] = proof[i] ^ signature[i];
    const stored = crypto.createHash("sha256").update(clientKey).digest();
    if (!crypto.timingSafeEqual(stored, this.storedKey)) return null;
    return `v=${hmac(this.serverKey, authMessage).toString("base64")}`;
  }
}

export type EmbeddedServerOptions = {
  db: PGlite;
  /** The password every connection must prove (SCRAM-SHA-256) before anything reaches PGlite. */
  password: string;
  host?: string;
  port?: number;
  lockTimeoutMs?: number;
  /** Names of prepared statements that only read (see `writes`). */
  readOnlyStatements?: ReadonlySet<string>;
};

/**
 * Whether a message leaves the data as it was: the extended protocol's bookkeeping (Execute, Describe, Sync, Flush,
 * Close) and the Parse and Bind of a statement named in `readOnly`. A simple Query, a function call, or any other
 * statement may write.
 */
export function readOnlyMessage(msg: Buffer, readOnly: ReadonlySet<string>): boolean {
  const type = String.fromCharCode(msg[0]);
  if (type === "E" || type === "D" || type === "S" || type === "H" || type === "C") return true;
  if (type === "P") return readOnly.has(cstring(msg, 5).value);
  if (type === "B") return readOnly.has(cstring(msg, cstring(msg, 5).end).value);
  return false;
}

export type EmbeddedServerStats = { connections: number; queued: number; batches: number; lockTimeouts: number };

export class EmbeddedServer {
  private server: net.Server | null = null;
  private readonly turnstile = new Turnstile();
  private readonly sockets = new Set<net.Socket>();
  private nextId = 1;
  readonly stats: EmbeddedServerStats = { connections: 0, queued: 0, batches: 0, lockTimeouts: 0 };
  port = 0;
  private writeBatches = 0;
  private readonly scram: ScramVerifier;

  /**
   * Batches run so far that may have changed data: every batch but those made only of `readOnlyMessage`s. PGlite is
   * this process's own and every connection goes through here, so an unchanged count means unchanged data. Counted
   * after a batch ran and before its answer is sent: whoever saw a write answered sees the count moved.
   */
  get writes(): number {
    return this.writeBatches;
  }

  constructor(private readonly options: EmbeddedServerOptions) {
    if (!options.password) throw new Error("the embedded database needs a password");
    this.scram = new ScramVerifier(options.password);
  }

  async start(): Promise<void> {
    await this.options.db.waitReady;
    const server = net.createServer((socket) => this.serve(socket));
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.options.port ?? 0, this.options.host ?? "127.0.0.1", () => {
        server.off("error", reject);
        this.port = (server.address() as net.AddressInfo).port;
        resolve();
      });
    });
  }

  /**
   * Runs SQL that changes no data (upkeep: ANALYZE) on PGlite in a turn of its own, between connections' batches and
   * never inside one's transaction. Not counted in `writes`.
   */
  async maintain(sql: string): Promise<void> {
    const turn = await this.turnstile.acquire((this.options.lockTimeoutMs ?? 30_000) * 4);
    try {
      await this.options.db.exec(sql);
    } finally {
      turn.release();
    }
  }

  async stop(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    this.sockets.clear();
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Runs one message through PGlite, collecting what it answers. */
  private async run(message: Buffer, out: Buffer[]): Promise<void> {
    const db = this.options.db;
    await db.runExclusive(() =>
      db.execProtocolRawStream(new Uint8Array(message.buffer, message.byteOffset, message.length), {
        onRawData: (chunk: Uint8Array) => {
          if (chunk.length) out.push(Buffer.from(chunk));
        },
      }),
    );
  }

  private serve(socket: net.Socket) {
    const id = this.nextId++;
    const prefix = `c${id}_`;
    const statements = new Set<string>();
    this.sockets.add(socket);
    this.stats.connections++;
    socket.setNoDelay(true);

    let buffer = Buffer.alloc(0);
    let started = false;
    let pending: Buffer[] = [];
    /** This connection's turn, held from a batch's start until its session is idle again. */
    let turn: Turn | null = null;
    let chain: Promise<void> = Promise.resolve();
    let closed = false;

    const rename = (name: string) => {
      if (!name) return name;
      statements.add(prefix + name);
      return prefix + name;
    };

    /** Statement names are per connection: rewrite them in Parse, Bind, Describe and Close. */
    const rewrite = (msg: Buffer): Buffer => {
      const type = String.fromCharCode(msg[0]);
      if (type === "P") {
        const name = cstring(msg, 5);
        if (!name.value) return msg;
        return typed("P", Buffer.concat([Buffer.from(rename(name.value) + "\0", "utf8"), msg.subarray(name.end)]));
      }
      if (type === "B") {
        const portal = cstring(msg, 5);
        const stmt = cstring(msg, portal.end);
        if (!stmt.value) return msg;
        return typed("B", Buffer.concat([msg.subarray(5, portal.end), Buffer.from(rename(stmt.value) + "\0", "utf8"), msg.subarray(stmt.end)]));
      }
      if ((type === "D" || type === "C") && msg[5] === 0x53 /* 'S' */) {
        const name = cstring(msg, 6);
        if (!name.value) return msg;
        const renamed = prefix + name.value;
        if (type === "C") statements.delete(renamed);
        return typed(type, Buffer.concat([Buffer.from("S", "latin1"), Buffer.from(renamed + "\0", "utf8"), msg.subarray(name.end)]));
      }
      return msg;
    };

    const lockTimeoutMs = this.options.lockTimeoutMs ?? 30_000;

    const runBatch = async (batch: Buffer[], complete: boolean) => {
      if (closed) return;
      if (!turn) {
        try {
          this.stats.queued = this.turnstile.queued + 1;
          turn = await this.turnstile.acquire(lockTimeoutMs);
        } catch {
          this.stats.lockTimeouts++;
          if (!closed && socket.writable) {
            socket.write(errorAnswer("55P03", "the embedded database is busy: another connection has held its session too long", "I"));
          }
          return;
        }
      }
      if (closed) {
        await cleanup();
        return;
      }
      const out: Buffer[] = [];
      const readOnly = this.options.readOnlyStatements;
      const writes = !readOnly || !batch.every((msg) => readOnlyMessage(msg, readOnly));
      try {
        for (const msg of batch) await this.run(rewrite(msg), out);
        this.stats.batches++;
        if (writes) this.writeBatches++;
      } catch (err) {
        this.writeBatches++;
        // PGlite itself failed (not an SQL error, which it answers in the protocol): end this connection.
        out.length = 0;
        socket.destroy(err as Error);
        await cleanup();
        return;
      }
      if (out.length && socket.writable) socket.write(out.length === 1 ? out[0] : Buffer.concat(out));
      // Keep the session while a transaction is open or an extended query is unfinished (no Sync yet).
      if (complete && !this.options.db.isInTransaction()) {
        const t = turn;
        turn = null;
        t?.release();
      }
    };

    /** After the connection ends: roll back what it left open, forget its statements, free the session. */
    let cleanedUp = false;
    const cleanup = async () => {
      if (cleanedUp) return;
      cleanedUp = true;
      this.sockets.delete(socket);
      this.stats.connections--;
      const names = [...statements];
      statements.clear();
      if (!turn && names.length === 0) return;
      let mine = turn;
      turn = null;
      try {
        if (!mine) mine = await this.turnstile.acquire(lockTimeoutMs * 4);
        const db = this.options.db;
        if (db.isInTransaction()) await db.exec("ROLLBACK");
        for (const n of names) await db.exec(`DEALLOCATE "${n.replace(/"/g, '""')}"`).catch(() => {});
      } catch {
        // The database is closing or busy past all patience; nothing more to free here.
      } finally {
        mine?.release();
      }
    };

    const enqueue = (work: () => Promise<void>) => {
      chain = chain.then(work).catch(() => {});
    };

    /** The login, before anything reaches PGlite: the startup message kept, then the SCRAM exchange. */
    let startup: Buffer | null = null;
    let user = "";
    let scram: ReturnType<ScramVerifier["first"]> = null;
    let authenticated = false;
    const refuse = () => {
      buffer = Buffer.alloc(0);
      if (socket.writable) socket.end(fatalAnswer("28P01", `password authentication failed for user "${user}"`));
      else socket.destroy();
    };
    /** One message of the login (a SASLInitialResponse, then a SASLResponse): false when the connection is refused. */
    const authenticate = (msg: Buffer): boolean => {
      if (msg[0] !== 0x70 /* 'p' */) return false;
      if (!scram) {
        const mechanism = cstring(msg, 5);
        if (mechanism.value !== "SCRAM-SHA-256" || mechanism.end + 4 > msg.length) return false;
        const length = msg.readInt32BE(mechanism.end);
        const data = msg.subarray(mechanism.end + 4, length < 0 ? mechanism.end + 4 : mechanism.end + 4 + length).toString("utf8");
        scram = this.scram.first(data);
        if (!scram) return false;
        socket.write(authRequest(11, Buffer.from(scram.serverFirst, "utf8")));
        return true;
      }
      const serverFinal = this.scram.final(scram, msg.subarray(5).toString("utf8"));
      if (!serverFinal) return false;
      authenticated = true;
      socket.write(authRequest(12, Buffer.from(serverFinal, "utf8")));
      // Now PGlite gets the startup message; its answer begins with AuthenticationOk.
      const first = startup!;
      enqueue(() => runBatch([first], true));
      return true;
    };

    socket.on("data", (data) => {
      buffer = buffer.length ? Buffer.concat([buffer, data]) : data;
      for (;;) {
        if (!started) {
          if (buffer.length < 8) return;
          const len = buffer.readInt32BE(0);
          const code = buffer.readInt32BE(4);
          if (len < 8 || len > 10_000) {
            refuse();
            return;
          }
          if (buffer.length < len) return;
          const msg = buffer.subarray(0, len);
          buffer = buffer.subarray(len);
          if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
            socket.write("N");
            continue;
          }
          if (code === CANCEL_REQUEST) {
            socket.end();
            return;
          }
          started = true;
          startup = Buffer.from(msg);
          const params = startup.subarray(8).toString("utf8").split("\0");
          for (let i = 0; i + 1 < params.length; i += 2) if (params[i] === "user") user = params[i + 1];
          socket.write(authRequest(10, Buffer.from("SCRAM-SHA-256\0\0", "utf8")));
          continue;
        }
        if (buffer.length < 5) return;
        const len = buffer.readInt32BE(1) + 1;
        if (!authenticated && (len < 5 || len > 10_000)) {
          refuse();
          return;
        }
        if (buffer.length < len) return;
        const msg = Buffer.from(buffer.subarray(0, len));
        buffer = buffer.subarray(len);
        const type = String.fromCharCode(msg[0]);
        if (!authenticated) {
          let accepted = false;
          try {
            accepted = authenticate(msg);
          } catch {
            // A malformed login message (a string without its end): refused like a wrong password, never thrown.
          }
          if (!accepted) {
            refuse();
            return;
          }
          continue;
        }
        if (type === "X") {
          socket.end();
          return;
        }
        pending.push(msg);
        if (type === "S" || type === "Q" || type === "H") {
          const batch = pending;
          pending = [];
          const complete = type !== "H";
          enqueue(() => runBatch(batch, complete));
        }
      }
    });

    const onEnd = () => {
      if (closed) return;
      closed = true;
      enqueue(cleanup);
    };
    socket.on("close", onEnd);
    socket.on("error", onEnd);
  }
}
