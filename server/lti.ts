import express, { type NextFunction, type Request, type Response } from "express";
import type { Payload } from "payload";
import { contentView } from "#core/content/readModel";
import { launch, redeemLaunchToken, type LaunchSuccess } from "#core/lti/launch";
import { deepLinkingResponse, launch13, loginInitiation, stateCookieName, type DeepLinkChoice, type LoginRequest } from "#core/lti/lti13";
import { publishedJwks } from "#core/lti/toolKeys";
import { startOutcomesRunner } from "#core/lti/outcomes";
import { clearedSessionCookie, SESSION_COOKIE, sessionCookie } from "#core/session/sessions";
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

export function mountLti(app: express.Express, opts: { payload: Payload; secureCookies: boolean; runOutcomes?: boolean }) {
  const { payload } = opts;
  const form = express.text({ type: "application/x-www-form-urlencoded", limit: "64kb" });
  const session = loadSession(payload, { secureCookies: opts.secureCookies, createForPages: false });
  // Grade passback jobs (core/lti/outcomes.ts) run every 10 s; the timer does not keep the process alive.
  if (opts.runOutcomes !== false) startOutcomesRunner(payload);

  /** A verified launch (1.1 or 1.3): the session cookie and the page that checks it came back. */
  function launched(res: Response, result: LaunchSuccess, locale: string) {
    // LTI-001: the launch's session outranks any cookie the browser had (a first-party one is cleared).
    res.append("Set-Cookie", clearedSessionCookie(opts.secureCookies));
    res.append("Set-Cookie", ltiCookie(result.token, result.maxAgeMs));
    allowFraming(res, result.frameOrigins);
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
  }

  function refused(res: Response, code: string, meta: Record<string, unknown>) {
    payload.logger.warn({ code, ...meta }, `LTI launch refused: ${code}`);
    allowFraming(res, "*");
    res.redirect(303, `/lti/refused?code=${encodeURIComponent(code)}`);
  }

  mountLti13(app, { payload, form, launched, refused });

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
      launched(res, result, body.find(([k]) => k === "launch_presentation_locale")?.[1] ?? "");
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

// ---------------------------------------------------------------------------------------------
// LTI 1.3 (decision 051, core/lti/lti13.ts)

const TEXT13 = {
  en: {
    pickTitle: "Add BioText to your course",
    pickIntro:
      "Choose the unit, chapter or module this link opens. A chapter link opens its first module (and, for an Advanced consumer, locks the table of contents to it).",
    pickLabel: "Content",
    unit: "Unit",
    chapter: "Chapter",
    module: "Module",
    add: "Add to the course",
    returning: "Returning to your learning platform…",
    continue: "Continue",
  },
  fr: {
    pickTitle: "Ajouter BioText à votre cours",
    pickIntro:
      "Choisissez l'unité, le chapitre ou le module que ce lien ouvre. Un lien de chapitre ouvre son premier module (et, pour un consommateur Avancé, verrouille la table des matières sur ce chapitre).",
    pickLabel: "Contenu",
    unit: "Unité",
    chapter: "Chapitre",
    module: "Module",
    add: "Ajouter au cours",
    returning: "Retour vers votre plateforme d'apprentissage…",
    continue: "Continuer",
  },
} as const;

const PAGE_STYLE = `body{margin:0;font-family:ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f8fafc}
header{background:#0f5132;color:#fff;padding:.75rem 1.25rem;font-weight:700;font-size:1.125rem}
main{max-width:40rem;margin:2rem auto;padding:0 1.25rem}
h1{font-size:1.5rem}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
select{width:100%;font:inherit;padding:.5rem;border:1px solid #94a3b8;border-radius:.375rem;background:#fff}
button{margin-top:1rem;display:inline-block;background:#0f5132;color:#fff;border:0;border-radius:.375rem;padding:.625rem 1rem;font:inherit;font-weight:600;cursor:pointer}
button:focus-visible,select:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.muted{color:#475569;font-size:.875rem}`;

const langOf = (locale: string | null | undefined): "en" | "fr" => ((locale ?? "").toLowerCase().startsWith("fr") ? "fr" : "en");

/** The Deep Linking picker: every published unit, its chapters and their modules. */
async function pickerPage(payload: Payload, opts: { context: string; lang: "en" | "fr" }): Promise<string> {
  const t = TEXT13[opts.lang];
  const view = await contentView(payload, opts.lang);
  const units = [...view.units.values()].filter((u) => u.status === "published").sort((a, b) => a.order - b.order || a.id - b.id);
  const options = units
    .map((u) => {
      const chapters = view.chaptersOfUnit.get(u.id) ?? [];
      const inner = chapters
        .map((c) => {
          const modules = (view.modulesOfChapter.get(c.id) ?? []).map(
            (m) => `<option value="module:${m.id}">\u00a0\u00a0\u00a0\u00a0${escapeHtml(t.module)}: ${escapeHtml(m.title)}</option>`,
          );
          return [`<option value="chapter:${c.id}">\u00a0\u00a0${escapeHtml(t.chapter)}: ${escapeHtml(c.title)}</option>`, ...modules].join("");
        })
        .join("");
      return `<optgroup label="${escapeHtml(u.title)}"><option value="unit:${u.id}">${escapeHtml(t.unit)}: ${escapeHtml(u.title)}</option>${inner}</optgroup>`;
    })
    .join("");
  return `<!doctype html>
<html lang="${opts.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(t.pickTitle)} · BioText</title><style>${PAGE_STYLE}</style></head>
<body><header>BioText</header><main>
<h1>${escapeHtml(t.pickTitle)}</h1>
<p class="muted">${escapeHtml(t.pickIntro)}</p>
<form method="post" action="/lti/1.3/deep-link">
<input type="hidden" name="context" value="${escapeHtml(opts.context)}">
<input type="hidden" name="lang" value="${opts.lang}">
<label for="lti-dl-item">${escapeHtml(t.pickLabel)}</label>
<select id="lti-dl-item" name="item" required>${options}</select>
<button type="submit" id="lti-dl-add">${escapeHtml(t.add)}</button>
</form>
</main></body></html>`;
}

/** The signed LtiDeepLinkingResponse, posted back to the platform by the browser. */
function returnPage(opts: { nonce: string; returnUrl: string; jwt: string; lang: "en" | "fr" }): string {
  const t = TEXT13[opts.lang];
  return `<!doctype html>
<html lang="${opts.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(t.returning)}</title><style>${PAGE_STYLE}</style></head>
<body><header>BioText</header><main>
<p role="status">${escapeHtml(t.returning)}</p>
<form id="lti-dl-return" method="post" action="${escapeHtml(opts.returnUrl)}">
<input type="hidden" name="JWT" value="${escapeHtml(opts.jwt)}">
<button type="submit">${escapeHtml(t.continue)}</button>
</form>
</main>
<script nonce="${opts.nonce}">document.getElementById("lti-dl-return").submit();</script>
</body></html>`;
}

function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? "").split(";")) {
    const i = part.indexOf("=");
    if (i > 0 && part.slice(0, i).trim() === name) return part.slice(i + 1).trim();
  }
  return undefined;
}

const LOGIN_FIELDS = ["iss", "login_hint", "target_link_uri", "lti_message_hint", "client_id", "lti_deployment_id"] as const;

function mountLti13(
  app: express.Express,
  h: {
    payload: Payload;
    form: express.RequestHandler;
    launched: (res: Response, result: LaunchSuccess, locale: string) => void;
    refused: (res: Response, code: string, meta: Record<string, unknown>) => void;
  },
) {
  const { payload, form } = h;
  const fieldsOf = (req: Request): URLSearchParams =>
    req.method === "POST" && typeof req.body === "string" ? new URLSearchParams(req.body) : new URLSearchParams(req.url.split("?")[1] ?? "");
  const launchUrl13 = (req: Request) => new URL("/lti/1.3/launch", launchUrlOf(req)).toString();

  /** The tool's public keys (LTI 1.3): platforms verify Deep Linking responses and service assertions with them. */
  app.get("/.well-known/jwks.json", async (_req, res, next) => {
    try {
      res.setHeader("Cache-Control", "public, max-age=300");
      res.setHeader("Access-Control-Allow-Origin", "*");
      res.json(await publishedJwks({ payload }));
    } catch (err) {
      next(err);
    }
  });

  /** OIDC third-party login initiation (GET or POST). */
  const login = async (req: Request, res: Response, next: NextFunction) => {
    try {
      const fields = fieldsOf(req);
      const input: LoginRequest = {};
      for (const name of LOGIN_FIELDS) {
        const v = fields.get(name);
        if (v) input[name] = v.slice(0, 2000);
      }
      const answer = await loginInitiation(payload, input, launchUrl13(req));
      res.setHeader("Cache-Control", "no-store");
      if (!answer.ok) return h.refused(res, answer.code, { iss: input.iss, clientId: input.client_id, ip: req.ip });
      res.append(
        "Set-Cookie",
        [
          `${answer.cookieName}=${answer.state}`,
          "Path=/lti/1.3/",
          "HttpOnly",
          "SameSite=None",
          "Secure",
          "Partitioned",
          `Max-Age=${Math.floor(answer.maxAgeMs / 1000)}`,
        ].join("; "),
      );
      res.redirect(302, answer.redirect);
    } catch (err) {
      next(err);
    }
  };
  app.get("/lti/1.3/login", login);
  app.post("/lti/1.3/login", form, login);

  /** The platform's form post of the id_token (response_mode=form_post). */
  app.post("/lti/1.3/launch", form, async (req, res, next) => {
    try {
      const fields = fieldsOf(req);
      const state = fields.get("state") ?? "";
      const result = await launch13(payload, {
        idToken: fields.get("id_token") ?? undefined,
        state,
        stateCookie: state ? readCookie(req.get("cookie"), stateCookieName(state)) : undefined,
        ip: req.ip,
        userAgent: req.get("user-agent"),
      });
      res.setHeader("Cache-Control", "no-store");
      if (!result.ok) return h.refused(res, result.code, { ip: req.ip, version: "1.3" });
      if (state) res.append("Set-Cookie", `${stateCookieName(state)}=; Path=/lti/1.3/; HttpOnly; SameSite=None; Secure; Partitioned; Max-Age=0`);
      if (result.kind === "deepLinking") {
        allowFraming(res, result.consumer.frameOrigins);
        res
          .status(200)
          .type("html")
          .send(await pickerPage(payload, { context: result.context, lang: langOf(result.locale) }));
        return;
      }
      payload.logger.info(
        { userId: result.launch.userId, role: result.launch.role, lock: result.launch.ltiLock, roster: result.rosterQueued },
        "LTI 1.3 launch",
      );
      h.launched(res, result.launch, "");
    } catch (err) {
      next(err);
    }
  });

  /** The teacher's pick → the signed LtiDeepLinkingResponse, auto-posted to the platform. */
  app.post("/lti/1.3/deep-link", form, async (req, res, next) => {
    try {
      const fields = fieldsOf(req);
      const lang = langOf(fields.get("lang"));
      const m = /^(unit|chapter|module):(\d{1,9})$/.exec(fields.get("item") ?? "");
      const view = await contentView(payload, lang);
      const id = Number(m?.[2]);
      const kind = m?.[1] as DeepLinkChoice["kind"] | undefined;
      const row = kind === "unit" ? view.units.get(id) : kind === "chapter" ? view.chapters.get(id) : kind === "module" ? view.modules.get(id) : undefined;
      res.setHeader("Cache-Control", "no-store");
      if (!kind || !row) {
        res.status(400).type("text").send("Choose a unit, chapter or module.");
        return;
      }
      const answer = await deepLinkingResponse(payload, fields.get("context") ?? "", { kind, id, title: row.title }, launchUrl13(req));
      if (!answer.ok) return h.refused(res, answer.code, { ip: req.ip, version: "1.3" });
      const csp = res.getHeader("Content-Security-Policy");
      if (typeof csp === "string")
        res.setHeader("Content-Security-Policy", csp.replace(/form-action [^;]+/, `form-action 'self' ${new URL(answer.returnUrl).origin}`));
      allowFraming(res, answer.frameOrigins);
      res
        .status(200)
        .type("html")
        .send(returnPage({ nonce: res.locals.nonce ?? "", returnUrl: answer.returnUrl, jwt: answer.jwt, lang }));
    } catch (err) {
      next(err);
    }
  });
}
