/** A Server-Sent Events reader for tests: the events of one GET, parsed as they arrive. */
export type SseEvent = { event: string; data: string; id: string | null; receivedAt: number };

export type SseStream = {
  status: number;
  headers: Headers;
  events: SseEvent[];
  /** Resolves with the first event (already received or to come) matching `match`; rejects after `ms`. */
  next: (match: (e: SseEvent) => boolean, ms: number) => Promise<SseEvent>;
  /** Resolves once the server has ended the response; rejects after `ms`. */
  ended: (ms: number) => Promise<void>;
  /** The body, for an answer that is not a stream (a refusal). */
  text: () => Promise<string>;
  close: () => void;
};

export async function openSse(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { accept: "text/event-stream", ...headers }, signal: controller.signal });
  const events: SseEvent[] = [];
  const waiters = new Set<() => void>();
  let done = false;
  const notify = () => {
    for (const w of [...waiters]) w();
  };
  const streaming = res.ok && (res.headers.get("content-type") ?? "").startsWith("text/event-stream");
  if (streaming && res.body) {
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = "";
      try {
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          let at: number;
          while ((at = buffer.indexOf("\n\n")) >= 0) {
            const block = buffer.slice(0, at);
            buffer = buffer.slice(at + 2);
            let event = "message";
            const data: string[] = [];
            let id: string | null = null;
            for (const line of block.split("\n")) {
              if (line.startsWith(":")) continue;
              const [field, ...rest] = line.split(":");
              const value = rest.join(":").replace(/^ /, "");
              if (field === "event") event = value;
              else if (field === "data") data.push(value);
              else if (field === "id") id = value;
            }
            if (data.length || event !== "message") events.push({ event, data: data.join("\n"), id, receivedAt: Date.now() });
          }
          notify();
        }
      } catch {
        // aborted
      }
      done = true;
      notify();
    })();
  }
  const wait = <T>(check: () => T | undefined, ms: number, what: string) =>
    new Promise<T>((resolve, reject) => {
      const tryIt = () => {
        const found = check();
        if (found !== undefined) {
          clearTimeout(timer);
          waiters.delete(tryIt);
          resolve(found);
        }
      };
      const timer = setTimeout(() => {
        waiters.delete(tryIt);
        reject(new Error(`${what} not seen within ${ms} ms; events: ${events.map((e) => e.event).join(", ")}`));
      }, ms);
      waiters.add(tryIt);
      tryIt();
    });
  return {
    status: res.status,
    headers: res.headers,
    events,
    next: (match, ms) => wait(() => events.find(match), ms, "the event"),
    ended: (ms) => wait(() => (done ? true : undefined), ms, "the end of the stream").then(() => undefined),
    text: () => res.text(),
    close: () => controller.abort(),
  };
}
