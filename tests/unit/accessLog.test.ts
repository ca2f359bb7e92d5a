import { describe, expect, it } from "vitest";
import { redactUrl } from "../../server/accessLog";
import { fallbackRoute, trpcRoute } from "../../server/routeTemplate";

describe("issue 50: what the access log and the metrics write of a URL", () => {
  it("issue 50: token query values and the password reset link's token are redacted; other parameters are kept", () => {
    expect(redactUrl("/passwordReset/abcDEF123")).toBe("/passwordReset/[redacted]");
    expect(redactUrl("/lti/launch?id_token=eyJ.x.y&state=s1&lang=fr")).toBe("/lti/launch?id_token=[redacted]&state=[redacted]&lang=fr");
    expect(redactUrl("/account/accounting/callback?code=AB&realmId=123&x=1")).toBe("/account/accounting/callback?code=[redacted]&realmId=[redacted]&x=1");
    expect(redactUrl("/x?Token=1&access%5Ftoken=2&q=cell")).toBe("/x?Token=[redacted]&access%5Ftoken=[redacted]&q=cell");
    expect(redactUrl("/search?q=mitochondria")).toBe("/search?q=mitochondria");
    expect(redactUrl("/x?flag&token")).toBe("/x?flag&token");
    expect(redactUrl(undefined)).toBe("");
  });

  it("issue 50: routes answered outside Remix get fixed names; tRPC only known procedure paths", () => {
    expect(fallbackRoute("/healthz")).toBe("healthz");
    expect(fallbackRoute("/api/media/file/cell-1.png?x=1")).toBe("cms:media-file");
    expect(fallbackRoute("/api/users/12")).toBe("cms:api");
    expect(fallbackRoute("/live/classes/4/events")).toBe("live:events");
    expect(fallbackRoute("/anything/else")).toBe("other");
    const procedures = new Set(["auth.login", "textbook.unit"]);
    expect(trpcRoute("auth.login", procedures)).toBe("trpc:auth.login");
    expect(trpcRoute("auth.login,textbook.unit", procedures)).toBe("trpc:batch");
    expect(trpcRoute("made.up.12345", procedures)).toBe("trpc:unknown");
  });
});
