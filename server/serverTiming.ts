import type { NextFunction, Request, Response } from "express";
import { newQueryStats, runWithQueryStats, type QueryStats } from "#core/db/queryStats";

const ms = (v: number) => Math.max(0, v).toFixed(1);

/** The Server-Timing value: database time and statement count, the rest of our time, and the total. */
export function serverTimingValue(stats: QueryStats, totalMs: number): string {
  return [`db;dur=${ms(stats.ms)};desc="${stats.count} queries"`, `app;dur=${ms(totalMs - stats.ms)}`, `total;dur=${ms(totalMs)}`].join(", ");
}

/**
 * Runs the rest of the request in a query-stats store (core/db/queryStats.ts: every statement on
 * Payload's pool is counted and timed there) and writes a `Server-Timing` header just before the
 * headers go out (the on-headers pattern: res.writeHead, which res.write/res.end call too), so an
 * operator sees where a page's or procedure's time went:
 *   Server-Timing: db;dur=1.9;desc="2 queries", app;dur=6.3, total;dur=8.2
 * Statements that overlap (Promise.all) add up, so db can exceed the wall time they took; app is
 * total minus db, never below 0. Static files are answered before Express and carry no header.
 */
export function serverTiming() {
  return (_req: Request, res: Response, next: NextFunction) => {
    const stats = newQueryStats();
    const started = performance.now();
    const writeHead = res.writeHead;
    let written = false;
    res.writeHead = function (this: Response, ...args: unknown[]) {
      if (!written && !this.headersSent) {
        written = true;
        // A value set by the handler (the private page cache's hit) comes first.
        const before = this.getHeader("Server-Timing");
        const value = serverTimingValue(stats, performance.now() - started);
        this.setHeader("Server-Timing", before ? `${String(before)}, ${value}` : value);
      }
      return (writeHead as (...a: unknown[]) => Response).apply(this, args);
    } as Response["writeHead"];
    runWithQueryStats(stats, next);
  };
}
