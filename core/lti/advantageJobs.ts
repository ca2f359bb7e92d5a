import type { TaskConfig } from "payload";
import { sendAgsScore, type AgsScoreInput } from "./ags";
import { syncRoster } from "./nrps";

/** LTI 1.3 AGS: one score to one line item; retried 5 times, 30 s doubling (like the 1.1 passback). */
export const ltiAgsScoreTask: TaskConfig<{ input: AgsScoreInput; output: { response: string } }> = {
  slug: "ltiAgsScore",
  retries: { attempts: 5, backoff: { type: "exponential", delay: 30_000 } },
  inputSchema: [
    { name: "identity", type: "number", required: true },
    { name: "unit", type: "number", required: true },
    { name: "score", type: "number", required: true },
    { name: "syncType", type: "text", required: true },
  ],
  outputSchema: [{ name: "response", type: "text" }],
  handler: async ({ input, req }) => {
    const { response } = await sendAgsScore(req.payload, input as AgsScoreInput);
    return { output: { response } };
  },
};

/** LTI 1.3 NRPS: the class roster from the platform's context_memberships_url (queued at an instructor's launch). */
export const ltiRosterSyncTask: TaskConfig<{ input: { identity: number }; output: { added: number } }> = {
  slug: "ltiRosterSync",
  retries: { attempts: 3, backoff: { type: "exponential", delay: 30_000 } },
  inputSchema: [{ name: "identity", type: "number", required: true }],
  outputSchema: [{ name: "added", type: "number" }],
  handler: async ({ input, req }) => {
    const { added } = await syncRoster(req.payload, (input as { identity: number }).identity);
    return { output: { added } };
  },
};
