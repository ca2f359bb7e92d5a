import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Request, Response } from "express";
import type { Payload } from "payload";
import { createContext, newReference } from "#core/context";
import { domainError } from "#core/errors";
import { assertRosterAdmin, importRoster } from "#core/roster/importRoster";
import { ROSTER_REFUSED } from "#core/roster/validate";
import { HTTP_STATUS_OF_KIND } from "#shared/errors";
import { ROSTER_LIMITS, type RosterEvent, type RosterRefusal } from "#shared/roster";

/**
 * Issue 47 item 2 (docs/rosters.md, docs/decisions/158-roster-import.md): `POST /roster/import?mode=dryRun|apply`
 * with the ZIP as the body (any type but a form: same-origin checked like every POST). Admins only: 401/403 as JSON
 * before the body is read. The body goes to a temporary file (at most ROSTER_LIMITS.uploadBytes), then the answer
 * streams newline-delimited JSON (shared/roster.ts RosterEvent): `progress` lines while the files are read, then
 * one `plan` (dry run, or refused rows), `applied`, `refused` (the ZIP or a file) or `error`. Never compressed or
 * cached (server/app.ts skips it).
 */
export function rosterImportHandler(payload: Payload, opts: { secureCookies: boolean }) {
  return async (req: Request, res: Response) => {
    const ctx = createContext({
      payload,
      session: res.locals.session ?? null,
      ip: req.ip ?? "",
      userAgent: req.get("user-agent"),
      secureCookies: opts.secureCookies,
      setCookie: () => {},
      requestId: res.locals.requestId,
    });
    try {
      assertRosterAdmin(ctx);
    } catch (err) {
      const domain = domainError(err)!;
      res
        .status(HTTP_STATUS_OF_KIND[domain.kind])
        .set("Cache-Control", "no-store")
        .json({ error: { message: domain.message, code: domain.code } });
      return;
    }
    if (Number(req.get("content-length") ?? 0) > ROSTER_LIMITS.uploadBytes) {
      req.resume();
      res.status(413).json({ error: { message: `The file is too large: the limit is ${ROSTER_LIMITS.uploadBytes / 1048576} MB.`, code: "roster.tooLarge" } });
      return;
    }
    const mode = req.query.mode === "apply" ? "apply" : "dryRun";
    const dir = await mkdtemp(path.join(os.tmpdir(), "roster-"));
    const file = path.join(dir, "roster.zip");
    let received = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        received += chunk.length;
        if (received > ROSTER_LIMITS.uploadBytes) return done(new Error("too large"));
        done(null, chunk);
      },
    });
    try {
      try {
        await pipeline(req, counter, createWriteStream(file));
      } catch {
        res.status(received > ROSTER_LIMITS.uploadBytes ? 413 : 400).json({ error: { message: "The upload did not arrive whole.", code: "roster.upload" } });
        return;
      }
      res.status(200).set({ "Content-Type": "application/x-ndjson; charset=utf-8", "Cache-Control": "no-store", "X-Accel-Buffering": "no" });
      res.flushHeaders();
      let open = true;
      // The response's close, not the request's (which Node emits once the body is read): the browser went away.
      res.on("close", () => void (open = false));
      const send = (event: RosterEvent) => {
        if (open) res.write(`${JSON.stringify(event)}\n`);
      };
      try {
        const result = await importRoster(ctx, file, {
          mode,
          fileHash: typeof req.query.hash === "string" ? req.query.hash : undefined,
          sendEmails: req.query.emails === "1",
          progress: (f, rows) => send({ type: "progress", file: f, rows }),
          emailProgress: (sent, total) => send({ type: "emails", sent, total }),
        });
        send(result.applied ? { type: "applied", plan: result.plan, emailsSent: result.emailsSent } : { type: "plan", plan: result.plan });
      } catch (err) {
        const domain = domainError(err);
        // Recognised by its code, not instanceof (decision 065: the build may bundle core twice).
        const refusals = domain?.code === ROSTER_REFUSED ? (domain.details?.refusals as RosterRefusal[]) : null;
        if (refusals) send({ type: "refused", refusals, refusalCount: refusals.length });
        else {
          if (domain) send({ type: "error", code: domain.code, message: domain.message });
          else {
            const reference = newReference();
            payload.logger.error({ err, reference }, `roster import failed (ref ${reference})`);
            send({ type: "error", code: "roster.failed", message: reference });
          }
        }
      }
      res.end();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  };
}
