/**
 * Issue 25 (docs/decisions/083-one-buffer-per-page.md): the per-render work the server no longer repeats — a class list
 * merged once (`cn`), a day formatter built once per time zone (`dayIn`) — gives the same answers as before, and the
 * entry streams only pages with deferred data.
 */
import { describe, expect, it } from "vitest";
import { hasDeferredData } from "~/entry.server";
import { cn } from "~/lib/utils";
import { dayIn } from "#shared/quizzes";

describe("issue 25: per-render caches", () => {
  it("cn gives the same merge from its memo as on the first call, for many distinct lists", () => {
    expect(cn("px-2 text-sm", "px-4")).toBe("text-sm px-4");
    expect(cn("px-2 text-sm", "px-4")).toBe("text-sm px-4");
    expect(cn("p-4", "px-2")).toBe("p-4 px-2");
    expect(cn("px-2", "p-4")).toBe("p-4");
    // Past the memo's limit (it starts afresh): still the right merges.
    for (let i = 0; i < 2500; i++) expect(cn(`mt-${i}`, "mt-1", i % 2 ? "hidden" : false)).toBe(i % 2 ? "mt-1 hidden" : "mt-1");
    expect(cn("px-2 text-sm", "px-4")).toBe("text-sm px-4");
  });

  it("QUIZ-021 dayIn keeps one formatter per time zone: the same instant is a different day in different zones", () => {
    const at = new Date("2026-11-24T03:30:00Z");
    expect(dayIn("America/Toronto", at)).toBe("2026-11-23");
    expect(dayIn("Europe/Paris", at)).toBe("2026-11-24");
    expect(dayIn("America/Toronto", at)).toBe("2026-11-23");
    expect(dayIn("Pacific/Kiritimati", new Date("2026-11-24T12:00:00Z"))).toBe("2026-11-25");
    expect(dayIn("Pacific/Pago_Pago", new Date("2026-11-24T12:00:00Z"))).toBe("2026-11-24");
  });

  it("QUIZ-021 dayIn answers from the last minute's day only within that minute: every instant around midnight, in zones with 30 and 45 minute offsets", () => {
    const formats = new Map<string, Intl.DateTimeFormat>();
    const formatted = (zone: string, at: Date) => {
      if (!formats.has(zone)) formats.set(zone, new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" }));
      return formats.get(zone)!.format(at);
    };
    for (const zone of ["America/Toronto", "Asia/Kolkata", "Asia/Kathmandu", "Australia/Eucla", "America/St_Johns", "UTC"]) {
      // Midnight in the zone on 24 Nov 2026, found by stepping minutes back from the UTC midnight ± 14 h.
      const start = Date.UTC(2026, 10, 24) - 15 * 3_600_000;
      for (let t = start; t < start + 30 * 3_600_000; t += 13_913)
        expect(dayIn(zone, new Date(t)), `${zone} ${new Date(t).toISOString()}`).toBe(formatted(zone, new Date(t)));
    }
    // The same minute, then the next second past a zone's midnight (Kolkata: UTC+5:30, midnight at 18:30 UTC).
    expect(dayIn("Asia/Kolkata", new Date("2026-11-24T18:29:59.999Z"))).toBe("2026-11-24");
    expect(dayIn("Asia/Kolkata", new Date("2026-11-24T18:29:00.000Z"))).toBe("2026-11-24");
    expect(dayIn("Asia/Kolkata", new Date("2026-11-24T18:30:00.000Z"))).toBe("2026-11-25");
    expect(dayIn("Asia/Kolkata", new Date("2026-11-24T18:29:30.000Z"))).toBe("2026-11-24");
    // Before 1980 (offsets in seconds, e.g. Liberia's −0:44:30 until 1972): formatted every time.
    expect(dayIn("Africa/Monrovia", new Date("1970-06-01T00:44:29Z"))).toBe(formatted("Africa/Monrovia", new Date("1970-06-01T00:44:29Z")));
    expect(dayIn("Africa/Monrovia", new Date("1970-06-01T00:44:31Z"))).toBe(formatted("Africa/Monrovia", new Date("1970-06-01T00:44:31Z")));
    expect(() => dayIn("UTC", new Date(NaN))).toThrow(RangeError);
  });

  it("decision 083: only a page whose loader or action data holds a promise is streamed", () => {
    const ctx = (loaderData: Record<string, unknown>, actionData: Record<string, unknown> | null = null) =>
      ({ staticHandlerContext: { loaderData, actionData } } as unknown as Parameters<typeof hasDeferredData>[0]);
    expect(hasDeferredData(ctx({ root: { session: null }, "routes/textbook.module": { module: { id: 1 } } }))).toBe(false);
    expect(hasDeferredData(ctx({ root: { session: null }, "routes/product": { products: Promise.resolve([]) } }))).toBe(true);
    expect(hasDeferredData(ctx({ root: null, "routes/x": Promise.resolve(1) }))).toBe(true);
    expect(hasDeferredData(ctx({ root: {} }, { "routes/x": { later: Promise.resolve(1) } }))).toBe(true);
  });
});
