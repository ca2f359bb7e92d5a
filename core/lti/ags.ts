import type { Payload } from "payload";
export type AgsScoreInput = { identity: number; unit: number; score: number; syncType: "grade" | "force" };
export async function sendAgsScore(_payload: Payload, _input: AgsScoreInput): Promise<{ ok: true; response: string }> {
  throw new Error("not yet");
}
