import express, { type NextFunction, type Request, type Response } from "express";
import type { Payload } from "payload";
import { launch, redeemLaunchToken } from "#core/lti/launch";
import { startOutcomesRunner } from "#core/lti/outcomes";
import { clearedSessionCookie, SESSION_COOKIE, sessionCookie } from "#core/sessions";
import { loadSession } from "./requestSession";

/**
 * LTI 1.1 launches (docs/lti.md). POST /lti/launch is a cross-site form post from a school
 * portal, usually inside the portal's iframe, so:
 * - the session cookie is `SameSite=None; Secure; Partitioned` (CHIPS: it lives in the portal's
 *   partition when third-party cookies are blocked);
 * - the answer is a small page that checks the cookie came back (GET /lti/session-check) and goes
 *   on; when it did not (a browser refusing even partitioned cookies), it offers to open the
 *   site in a new tab with a one-time, two-minute launch token posted in a form (POST
 *   /lti/continue): no session id ever travels in a URL;
 * - pages of an LTI session may be framed by the consumer's portal origins (frame-ancestors),
 *   never by everybody.
 * A refused launch is logged with its reason code and answered with the /lti/refused page.
 */
export function ltiCookie(token: string, maxAgeMs: number): string {
  return [`${SESSION_COOKIE}=${token}`, "Path=/", "HttpOnly", "SameSite=None", "Secure", "Partitioned", `Max-Age=${Math.floor(maxAgeMs / 1000)}`].join("; ");
}

/** Lets the given origins frame this response (CSP frame-ancestors); X-Frame-Options cannot list origins, so it goes. */
export function allowFraming(res: Response, origins: string[] | "*") {
  const list = origins === "*" ? "*" : ["'self'", ...origins].join(" ");
  const csp = res.getHeader("Content-Security-Policy");
  if (typeof csp === "string") res.setHeader("Content-Security-Policy", csp.replace(/frame-ancestors [^;]+/, `frame-ancestors ${list}`));
  res.removeHeader("X-Frame-Options");
}

/** Page requests of an LTI session may be framed by its portal (the origins stored on the session at launch). */
export function ltiFraming(req: Request, res: Response, next: NextFunction) {
  const s = res.locals.session;
  if (req.path === "/lti/refused") allowFraming(res, "*");
  else if (s?.isLTI && s.ltiFrameOrigins) allowFraming(res, s.ltiFrameOrigins.split(" ").filter(Boolean));
  next();
}

/** The launch URL as the consumer saw it: behind TRUST_PROXY hops, the forwarded scheme and host. */
export function launchUrlOf(req: Request): string {
  const trusted = Boolean(req.app.get("trust proxy"));
  const forwardedHost = trusted ? req.get("x-forwarded-host")?.split(",")[0]?.trim() : undefined;
  return `${req.protocol}://${forwardedHost || req.get("host")}${req.originalUrl}`;
}

const TEXT = {
  en: {
    title: "Opening BioText…",
    wait: "Opening your textbook…",
    blocked: "Your browser did not keep the sign-in inside your school portal's page.",
    open: "Open BioText in a new tab",
    once: "This button works once, for two minutes. If it expired, open the link from your school portal again.",
    noscript: "Continue",
  },
  fr: {
    title: "Ouverture de BioText…",
    wait: "Ouverture de votre manuel…",
    blocked: "Votre navigateur n'a pas conservé la connexion dans la page de votre portail scolaire.",
    open: "Ouvrir BioText dans un nouvel onglet",
    once: "Ce bouton fonctionne une seule fois, pendant deux minutes. S'il a expiré, rouvrez le lien depuis votre portail scolaire.",
    noscript: "Continuer",
  },
} as const;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function launchPage(opts: { nonce: string; destination: string; publicId: string; launchToken: string; lang: "en" | "fr" }): string {
  const t = TEXT[opts.lang];
  const data = JSON.stringify({ destination: opts.destination, publicId: opts.publicId }).replace(/</g, "\\u003c");
  return `<!doctype html>
<html lang="${opts.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(t.title)}</title>
<style>
body{margin:0;font-family:ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f8fafc}
header{background:#0f5132;color:#fff;padding:.75rem 1.25rem;font-weight:700;font-size:1.125rem}
main{max-width:36rem;margin:3rem auto;padding:0 1.25rem}
button,a.button{display:inline-block;background:#0f5132;color:#fff;border:0;border-radius:.375rem;padding:.625rem 1rem;font:inherit;font-weight:600;cursor:pointer;text-decoration:none}
button:focus-visible,a.button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.muted{color:#475569;font-size:.875rem}
[hidden]{display:none}
</style></head>
<body><header>BioText</header><main>
<p id="lti-wait" role="status">${escapeHtml(t.wait)}</p>
<div id="lti-blocked" hidden>
<p>${escapeHtml(t.blocked)}</p>
<form method="post" action="/lti/continue" target="_blank">
<input type="hidden" name="token" value="${escapeHtml(opts.launchToken)}">
<button type="submit" id="lti-open">${escapeHtml(t.open)}</button>
</form>
<p class="muted">${escapeHtml(t.once)}</p>
</div>
<noscript><a class="button" href="${escapeHtml(opts.destination)}">${escapeHtml(t.noscript)}</a></noscript>
</main>
<script nonce="${opts.nonce}">
(function(){var d=${data};
fetch("/lti/session-check",{credentials:"same-origin",cache:"no-store"}).then(function(r){return r.json()}).then(function(j){
if(j&&j.publicId===d.publicId){location.replace(d.destination);return}
document.getElementById("lti-wait").hidden=true;document.getElementById("lti-blocked").hidden=false;document.getElementById("lti-open").focus();
}).catch(function(){document.getElementById("lti-wait").hidden=true;document.getElementById("lti-blocked").hidden=false});
})();
</script></body></html>`;
}

export function mountLti(app: express.Express, opts: { payload: Payload; secureCookies: boolean }) {
  const { payload } = opts;
  const form = express.text({ type: "application/x-www-form-urlencoded", limit: "64kb" });
  const session = loadSession(payload, { secureCookies: opts.secureCookies, createForPages: false });
  // Grade passback jobs (core/lti/outcomes.ts) run every 10 s; the timer does not keep the process alive.
  startOutcomesRunner(payload);

  app.post("/lti/launch", form, async (req, res, next) => {
    try {
      const body = typeof req.body === "string" ? [...new URLSearchParams(req.body).entries()] : [];
      const result = await launch(payload, { method: req.method, url: launchUrlOf(req), body, ip: req.ip, userAgent: req.get("user-agent") });
      res.setHeader("Cache-Control", "no-store");
      if (!result.ok) {
        payload.logger.warn({ code: result.code, consumerKey: result.consumerKey, ip: req.ip }, `LTI launch refused: ${result.code}`);
        allowFraming(res, "*");
        res.redirect(303, `/lti/refused?code=${encodeURIComponent(result.code)}`);
        return;
      }
      payload.logger.info({ userId: result.userId, role: result.role, lock: result.ltiLock }, "LTI launch");
      // LTI-001: the launch's session outranks any cookie the browser had (a first-party one is cleared).
      res.append("Set-Cookie", clearedSessionCookie(opts.secureCookies));
      res.append("Set-Cookie", ltiCookie(result.token, result.maxAgeMs));
      allowFraming(res, result.frameOrigins);
      const locale = body.find(([k]) => k === "launch_presentation_locale")?.[1] ?? "";
      res
        .status(200)
        .type("html")
        .send(
          launchPage({
            nonce: res.locals.nonce ?? "",
            destination: result.destination,
            publicId: result.sessionPublicId,
            launchToken: result.launchToken,
            lang: locale.toLowerCase().startsWith("fr") ? "fr" : "en",
          }),
        );
    } catch (err) {
      next(err);
    }
  });

  /** Whether the launch's cookie came back: the session's public id (not its token), or null. */
  app.get("/lti/session-check", session, (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    const s = res.locals.session;
    res.json({ publicId: s?.isLTI ? s.publicId : null });
  });

  app.post("/lti/continue", form, async (req, res, next) => {
    try {
      // Only the launch page (this site's own origin) may post the token: no login CSRF with someone else's token.
      let sameOrigin = false;
      try {
        sameOrigin = new URL(req.get("origin") ?? "").host === req.get("host");
      } catch {
        sameOrigin = false;
      }
      const token = sameOrigin && typeof req.body === "string" ? new URLSearchParams(req.body).get("token") ?? "" : "";
      const opened = /^[A-Za-z0-9_-]{20,100}$/.test(token) ? await redeemLaunchToken(payload, token, { ip: req.ip, userAgent: req.get("user-agent") }) : null;
      res.setHeader("Cache-Control", "no-store");
      if (!opened) {
        payload.logger.warn({ ip: req.ip }, "LTI launch token refused: used, expired or unknown");
        res.redirect(303, "/lti/refused?code=launch_token_expired");
        return;
      }
      // A top-level tab: the site's own first-party cookie.
      res.append("Set-Cookie", sessionCookie(opened.token, { secure: opts.secureCookies, maxAgeMs: opened.maxAgeMs }));
      res.redirect(303, opened.destination);
    } catch (err) {
      next(err);
    }
  });
}
