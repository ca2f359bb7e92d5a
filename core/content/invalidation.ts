import { sql } from "@payloadcms/db-postgres";
import pg from "pg";
import type { Payload } from "payload";
import { directDatabaseUrl } from "#core/db/database";
import { dropContentModel } from "./readModel";
import { poolOf } from "#core/db/pool";

/** The channel on which an instance tells the others (and itself, after the commit) that published content changed. */
export const CONTENT_CHANNEL = "biotext_content";

/** The listener's application_name (pg_stat_activity). */
export const LISTENER_NAME = "biotext-content-listener";

type Executor = { execute: (query: unknown) => Promise<unknown> };
type DbAdapter = {
  drizzle?: Executor;
  sessions?: Record<string | number, { db?: Executor } | undefined>;
};

/**
 * Called by the content collections' afterChange/afterDelete hooks and the globals' afterChange
 * (cms/hooks/invalidateContent.ts): drops this instance's read model now and sends
 * `NOTIFY biotext_content`. The NOTIFY goes through the write's own transaction when there is one,
 * so PostgreSQL delivers it at COMMIT: every listening instance (this one included) drops its model
 * once the new rows are visible, and a read that reloaded between this drop and the commit is
 * dropped again. Never throws: a failed NOTIFY must not fail the editor's save.
 */
export async function invalidateContent(payload: Payload, transactionID?: string | number | Promise<string | number | undefined> | null): Promise<void> {
  dropContentModel(payload);
  const db = payload.db as unknown as DbAdapter;
  try {
    const id = await transactionID;
    const executor = (id != null ? db.sessions?.[id]?.db : undefined) ?? db.drizzle;
    if (!executor) return;
    await executor.execute(sql`select pg_notify(${CONTENT_CHANNEL}, ${String(process.pid)})`);
  } catch (err) {
    payload.logger.warn({ err }, "content: NOTIFY failed (other instances keep their read model until their next notice)");
  }
  const listener = listeners.get(payload);
  if (!listener?.listening) {
    // Without a LISTEN connection (embedded database, or while reconnecting) this instance gets no
    // notice at COMMIT: drop once more just after the write's transaction has had time to commit.
    const drop = new Promise<void>((resolve) => {
      setTimeout(() => {
        dropContentModel(payload);
        resolve();
      }, 250).unref?.();
    });
    pendingDrops.add(drop);
    void drop.then(() => pendingDrops.delete(drop));
  }
}

const pendingDrops = new Set<Promise<void>>();

/** Resolves once every delayed drop scheduled so far has happened (tests that count statements wait for it). */
export async function contentInvalidationSettled(): Promise<void> {
  await Promise.all([...pendingDrops]);
}

type ChannelHandler = { onNotice: (payloadText: string) => void; onReconnect?: () => void };
type Listener = {
  client: pg.Client | null;
  listening: boolean;
  stopped: boolean;
  timer: NodeJS.Timeout | null;
  /** Other channels sharing this connection (issue 28: the live class view's `biotext_live`). */
  channels: Map<string, Set<ChannelHandler>>;
};
const listeners = new WeakMap<Payload, Listener>();

/**
 * Keeps one dedicated connection that LISTENs on `biotext_content` and drops the read model on
 * every notice (from this instance or another). Reconnects quietly (after 1 s, then up to 30 s)
 * when the connection fails; the model is dropped on each reconnect, as notices may have been
 * missed meanwhile. Resolves once the first LISTEN succeeded or failed (never throws).
 * Returns the stop function (also available as stopContentListener).
 */
export async function startContentListener(payload: Payload, options: { onNotice?: (payloadText: string) => void } = {}): Promise<() => Promise<void>> {
  if (process.env.EMBEDDED_DATABASE === "1") {
    // PGlite behind pglite-socket accepts LISTEN but delivers a NOTIFY only to the connection that
    // sent it (measured, docs/decisions/007-content-read-model.md), and it serves 4 connections in
    // all: there is one process on it anyway, so invalidation stays local.
    return async () => {};
  }
  const existing = listeners.get(payload);
  if (existing && !existing.stopped) return () => stopContentListener(payload);
  const state: Listener = { client: null, listening: false, stopped: false, timer: null, channels: pendingChannels.get(payload) ?? new Map() };
  pendingChannels.delete(payload);
  listeners.set(payload, state);
  const config = poolOf(payload).options;
  let delay = 1000;

  const connect = async (): Promise<void> => {
    if (state.stopped || !config) return;
    // LISTEN needs a session of its own: behind a transaction-mode pooler (PgBouncer) it goes to DATABASE_DIRECT_URL
    // (docs/decisions/111). The name lets an operator (and a test) find this connection in pg_stat_activity.
    const client = new pg.Client({ ...config, connectionString: directDatabaseUrl() ?? config.connectionString, application_name: LISTENER_NAME });
    state.client = client;
    const retry = () => {
      if (state.client !== client) return;
      state.client = null;
      state.listening = false;
      client.removeAllListeners("error");
      client.on("error", () => {});
      client.end().catch(() => {});
      if (state.stopped) return;
      state.timer = setTimeout(() => void connect(), delay);
      state.timer.unref?.();
      delay = Math.min(delay * 2, 30_000);
    };
    client.on("error", retry);
    client.on("end", retry);
    client.on("notification", (msg) => {
      if (msg.channel !== CONTENT_CHANNEL) {
        for (const h of state.channels.get(msg.channel) ?? []) h.onNotice(msg.payload ?? "");
        return;
      }
      dropContentModel(payload);
      options.onNotice?.(msg.payload ?? "");
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CONTENT_CHANNEL}`);
      for (const channel of state.channels.keys()) await client.query(`LISTEN ${channel}`);
      if (state.client !== client) return;
      state.listening = true;
      delay = 1000;
      dropContentModel(payload);
      // Notices of the other channels may have been missed while (re)connecting.
      for (const handlers of state.channels.values()) for (const h of handlers) h.onReconnect?.();
    } catch (err) {
      payload.logger.debug?.({ err }, "content: LISTEN failed, retrying");
      retry();
    }
  };
  await connect();
  return () => stopContentListener(payload);
}

/** Stops this instance's listener and closes its connection (at shutdown). */
export async function stopContentListener(payload: Payload): Promise<void> {
  const state = listeners.get(payload);
  if (!state) return;
  listeners.delete(payload);
  state.stopped = true;
  state.listening = false;
  if (state.timer) clearTimeout(state.timer);
  const client = state.client;
  state.client = null;
  if (client) {
    client.removeAllListeners("error");
    client.removeAllListeners("end");
    client.on("error", () => {});
    await client.end().catch(() => {});
  }
}

/** True while this instance's listener holds a LISTEN connection. */
export function isContentListening(payload: Payload): boolean {
  return listeners.get(payload)?.listening === true;
}

const pendingChannels = new WeakMap<Payload, Map<string, Set<ChannelHandler>>>();

/**
 * Issue 28 (decision 105): another channel on the same LISTEN connection as the content
 * invalidation — one connection per instance whatever listens. `onNotice` gets each notice's payload;
 * `onReconnect` is called after every (re)connection, since notices may have been missed meanwhile.
 * Registered before the listener starts, the channel is listened to when it connects. Returns the
 * function that removes the handler. With no listener (the embedded database), nothing is delivered.
 */
export function listenOnContentConnection(payload: Payload, channel: string, handler: ChannelHandler): () => void {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  const state = listeners.get(payload);
  const channels = state && !state.stopped ? state.channels : pendingChannels.get(payload) ?? new Map<string, Set<ChannelHandler>>();
  if (!state || state.stopped) pendingChannels.set(payload, channels);
  let set = channels.get(channel);
  const fresh = !set;
  if (!set) channels.set(channel, (set = new Set()));
  set.add(handler);
  if (fresh && state?.listening && state.client) {
    const client = state.client;
    client.query(`LISTEN ${channel}`).catch(() => {});
  }
  return () => {
    set!.delete(handler);
  };
}
