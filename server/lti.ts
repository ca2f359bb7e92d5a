import express, { type NextFunction, type Request, type Response } from "express";
import type { Payload } from "payload";
import { contentView } from "#core/content/readModel";
import { launch, redeemLaunchToken, type LaunchSuccess } from "#core/lti/launch";
import { deepLinkingResponse, launch13, loginInitiation, stateCookieName, type DeepLinkChoice, type LoginRequest } from "#core/lti/lti13";
import { publishedJwks } from "#core/lti/toolKeys";
import { startOutcomesRunner } from "#core/lti/outcomes";
import { clearedSessionCookie, SESSION_COOKIE, sessionCookie } from "#core/session/sessions";
import { langOf, launchPage, pickerPage, returnPage } from "./lti/pages";
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
 * This file handles the protocol (requests, cookies, framing); the pages it answers are templates
 * with the site's EN/FR strings in ./lti/pages.ts.
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
          lang: langOf(locale),
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
          .send(pickerPage(await contentView(payload, langOf(result.locale)), { context: result.context, lang: langOf(result.locale) }));
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
