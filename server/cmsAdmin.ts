/**
 * The CMS admin (Payload's admin and REST API, served by Next from cms/) on a first start (issue 45 item 1):
 * `npm start` builds the site and listens without waiting for Next's build (about 70 s on 2 cores, more on a
 * busy machine). The build then runs in the background, and until Next is ready:
 *   - /admin answers a small page, in the visitor's language, saying the admin is being prepared (it refreshes itself);
 *   - /api answers 503 with Retry-After and a JSON error, except GET/HEAD /api/media/file/… (the learning
 *     area's videos, figures and covers), which Payload's own REST handler answers without Next
 *     (`handleEndpoints`, the function Next's route cms/app/(payload)/api/[...slug]/route.ts calls);
 *   - /_next answers 503.
 * `npm test`'s build step and `npm run build` still build Next up front (scripts/build.ts), so test servers and
 * deployments have the admin at once. See docs/decisions/140-first-start.md.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import type { Request, Response, NextFunction } from "express";
import en from "../app/i18n/locales/en.json";
import fr from "../app/i18n/locales/fr.json";
import { languageOf } from "./errorResponses";
import { NEXT_STAMP_FILE } from "./nextBuildStamp";

/** How long a client is told to wait before asking again while the admin is prepared. */
export const ADMIN_RETRY_AFTER_SECONDS = 10;

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;
type State = { kind: "preparing" } | { kind: "ready"; handle: Handler } | { kind: "failed" };

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const strings = {
  en: { preparing: [en.errors.adminPreparingTitle, en.errors.adminPreparingText], failed: [en.errors.adminFailedTitle, en.errors.adminFailedText] },
  fr: { preparing: [fr.errors.adminPreparingTitle, fr.errors.adminPreparingText], failed: [fr.errors.adminFailedTitle, fr.errors.adminFailedText] },
} as const;

/** The page /admin shows while Next is not ready: it refreshes itself every few seconds (while preparing). */
export function adminStatePage(lang: "en" | "fr", kind: "preparing" | "failed"): string {
  const [title, text] = strings[lang][kind];
  const refresh = kind === "preparing" ? `<meta http-equiv="refresh" content="5">` : "";
  return `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${refresh}<title>${escapeHtml(
    title,
  )} · BioText</title><style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem;text-align:center;color:#111}</style></head><body><main data-admin-state="${kind}"><h1>${escapeHtml(
    title,
  )}</h1><p>${escapeHtml(text)}</p><p><a href="/">BioText</a></p></main></body></html>`;
}

/** Payload's REST handler without Next, for the uploaded files only (see the file's comment). */
export type FileHandler = (request: globalThis.Request) => Promise<globalThis.Response>;

async function answerWithFetchHandler(req: IncomingMessage, res: ServerResponse, handler: FileHandler) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value == null) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  const url = new URL(req.url ?? "/", `http://${req.headers.host ?? "localhost"}`);
  const answer = await handler(new Request(url, { method: req.method, headers }));
  res.statusCode = answer.status;
  answer.headers.forEach((value, name) => {
    if (name.toLowerCase() !== "set-cookie") res.setHeader(name, value);
  });
  const cookies = answer.headers.getSetCookie();
  if (cookies.length) res.setHeader("Set-Cookie", cookies);
  if (!answer.body || req.method === "HEAD") {
    res.end();
    return;
  }
  await new Promise<void>((resolve, reject) => {
    Readable.fromWeb(answer.body as WebReadableStream)
      .on("error", reject)
      .pipe(res)
      .on("finish", resolve)
      .on("error", reject);
  });
}

/**
 * Express's last stop for /admin, /api and /_next: Next's handler once `ready` is called; before, the
 * preparing answers above (and the uploaded files through `files`).
 */
export function createAdminGate({ files }: { files?: FileHandler } = {}) {
  let state: State = { kind: "preparing" };
  const middleware = (req: Request, res: Response, next: NextFunction) => {
    if (state.kind === "ready") {
      Promise.resolve(state.handle(req, res)).catch(next);
      return;
    }
    if (files && (req.method === "GET" || req.method === "HEAD") && req.path.startsWith("/api/media/file/")) {
      answerWithFetchHandler(req, res, files).catch(next);
      return;
    }
    res.status(503).set({ "Retry-After": String(ADMIN_RETRY_AFTER_SECONDS), "Cache-Control": "no-store" });
    if (req.path.startsWith("/admin")) {
      res.type("html").send(adminStatePage(languageOf(req, (res.locals.session as { language?: string } | undefined)?.language), state.kind));
      return;
    }
    res.json({
      error: {
        code: state.kind === "failed" ? "ADMIN_BUILD_FAILED" : "ADMIN_PREPARING",
        message: state.kind === "failed" ? "The CMS could not be built; restart the server to try again." : "The CMS is being prepared; try again shortly.",
      },
    });
  };
  return {
    middleware,
    ready(handle: Handler) {
      state = { kind: "ready", handle };
    },
    failed() {
      state = { kind: "failed" };
    },
    get state() {
      return state.kind;
    },
  };
}

/**
 * Runs `next build cms` in the background (the same build scripts/build.ts runs, with Next's own bin and no npx in
 * between, so the signals reach it); resolves true when it succeeded. Its output goes to the server's log, prefixed.
 * It stays in the server's process group (Ctrl-C stops both) and is stopped with the server: `kill`, and when the
 * process exits for any reason, so no orphaned build writes cms/.next under the next start's.
 */
export function buildNextInBackground(root: string, log: (line: string) => void): { done: Promise<boolean>; kill: () => void } {
  // cms/.next is being rewritten: until recordNextBuilt, no stamp says it is whole (an interrupted build is redone).
  fs.rmSync(path.join(root, NEXT_STAMP_FILE), { force: true });
  const child = spawn(process.execPath, [path.join(root, "node_modules/next/dist/bin/next"), "build", "cms"], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const kill = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
  };
  process.once("exit", kill);
  const done = new Promise<boolean>((resolve) => {
    const relay = (data: Buffer) => {
      for (const line of data.toString().split("\n")) if (line.trim()) log(`CMS build: ${line}`);
    };
    child.stdout.on("data", relay);
    child.stderr.on("data", relay);
    child.once("error", (err) => {
      log(`CMS build: could not run next build: ${err.message}`);
      resolve(false);
    });
    child.once("exit", (code, signal) => {
      process.off("exit", kill);
      if (code !== 0) log(`CMS build: next build ended with ${signal ?? `exit code ${code}`}`);
      resolve(code === 0);
    });
  });
  return { done, kill };
}

/** Tests only: a "build" that succeeds after `ms` (Next's real build is what `npm test`'s build step made). */
export function buildingForTests(ms: number): { done: Promise<boolean>; kill: () => void } {
  let timer: NodeJS.Timeout | undefined;
  const done = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(true), ms);
  });
  return { done, kill: () => clearTimeout(timer) };
}
