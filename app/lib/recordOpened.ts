/**
 * The learning pages' "opened" record (LRN-007, LRN-040): a POST to /textbook/opened sent once the
 * page has rendered (never from a loader, so a GET changes nothing). It is a plain `fetch` with
 * `keepalive`, not a Remix fetcher: a fetcher's request is aborted when the user moves on before it
 * settles (a language switch, another lesson), which Remix reports as a console error, and the
 * record should reach the server even then. Best effort: a failure leaves the page as it is.
 */
export async function recordOpened<T>(fields: Record<string, string>): Promise<T | null> {
  try {
    const res = await fetch("/textbook/opened", {
      method: "POST",
      body: new URLSearchParams(fields),
      credentials: "same-origin",
      keepalive: true,
      headers: { Accept: "application/json" },
    });
    if (!res.ok) return null;
    return (await res.json()) as T;
  } catch (err) {
    // Aborted (the page unloads) or offline: the next visit records it again.
    console.warn("recording 'opened' failed", err);
    return null;
  }
}
