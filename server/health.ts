import type { Request, Response } from "express";

type Queryable = { query: (sql: string) => Promise<unknown> };

/** /healthz: 200 {"status":"ok","database":"ok"}, or 503 when the database does not answer within the timeout. */
export function healthHandler(getPool: () => Queryable, timeoutMs = 2000) {
  return async (_req: Request, res: Response) => {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        getPool().query("select 1"),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error("timeout")), timeoutMs);
        }),
      ]);
      res.json({ status: "ok", database: "ok" });
    } catch {
      res.status(503).json({ status: "error", database: "unreachable" });
    } finally {
      clearTimeout(timer);
    }
  };
}
