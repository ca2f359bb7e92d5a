import type { Payload } from "payload";
export async function syncRoster(_payload: Payload, _identity: number): Promise<{ added: number }> {
  throw new Error("not yet");
}
