import http from "node:http";
import type { AddressInfo } from "node:net";
import { createLocalJWKSet, decodeProtectedHeader, exportJWK, generateKeyPair, jwtVerify, SignJWT, type JWTPayload, type KeyLike } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConsumerError, createConsumer, rotateConsumerSecret } from "#core/lti/consumers";
import { CLAIM, deepLinkingResponse, launch13, loginInitiation, type Launch13Answer } from "#core/lti/lti13";
import { OUTCOMES_QUEUE, queueGradePassback } from "#core/lti/outcomes";
import { publishedJwks, rotateToolKey } from "#core/lti/toolKeys";
import { createConsumerInput } from "#shared/lti";
import express from "express";
import { mountLti } from "../../server/lti";
import { seedCatalog } from "../support/adminFixtures";
import { buildUnit } from "../support/content";
import { openTestDb, type TestDb } from "../support/payload";

/**
 * LTI 1.3 / LTI Advantage (decision 051) against a test platform written here with jose: its own
 * RSA keys and JWKS, an OAuth 2 token endpoint that checks the tool's signed client assertion
 * against the tool's published JWKS, an AGS score endpoint and an NRPS membership endpoint, all
 * served by a local http server. The platform's id_tokens go through the tool's login initiation
 * (state + nonce) and launch, exactly as a browser would carry them.
 */
let db: TestDb;
let platform: http.Server;
let base = "";
let platformKey: KeyLike;
let strangerKey: KeyLike;
const KID = "platform-key-1";
const ISSUER = "https://platform.test";
const CLIENT_ID = "biotext-client-1";
const DEPLOYMENT = "deployment-1";
const LAUNCH_URL = "https://tool.test/lti/1.3/launch";
let consumerId = 0;
let classId = 0;
let membershipId = 0;
let unitId = 0;
let quizId = 0;
let chapterId = 0;
const tokenRequests: { assertionValid: boolean; scope: string }[] = [];
const scores: { path: string; authorization: string; body: Record<string, unknown> }[] = [];

async function readBody(req: http.IncomingMessage): Promise<string> {
  let body = "";
  for await (const chunk of req) body += chunk;
  return body;
}

beforeAll(async () => {
  db = await openTestDb();
  const catalog = await seedCatalog(db.payload);
  classId = catalog.classes.river;
  membershipId = catalog.memberships.life;
  const graded = await buildUnit(db.payload, "Advantage", 1, { chapters: 1, modules: 1, lessons: 1 });
  unitId = graded.unit;
  quizId = graded.quizzes[0]!;
  chapterId = graded.chapters[0]!;
  const pair = await generateKeyPair("RS256");
  platformKey = pair.privateKey;
  ({ privateKey: strangerKey } = await generateKeyPair("RS256"));
  const platformPublic = await exportJWK(pair.publicKey);

  platform = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", base);
      const body = await readBody(req);
      if (url.pathname === "/jwks") {
        res.writeHead(200, { "Content-Type": "application/json" });
        res.end(JSON.stringify({ keys: [{ ...platformPublic, kid: KID, alg: "RS256", use: "sig" }] }));
        return;
      }
      if (url.pathname === "/token") {
        const form = new URLSearchParams(body);
        let assertionValid = false;
        try {
          // The tool's client assertion, verified against the tool's published JWKS.
          const { payload } = await jwtVerify(form.get("client_assertion") ?? "", createLocalJWKSet(await publishedJwks(db)), {
            issuer: CLIENT_ID,
            subject: CLIENT_ID,
            audience: `${base}/token`,
          });
          assertionValid = !!payload.jti && form.get("grant_type") === "client_credentials";
        } catch {
          assertionValid = false;
        }
        tokenRequests.push({ assertionValid, scope: form.get("scope") ?? "" });
        res.writeHead(assertionValid ? 200 : 401, { "Content-Type": "application/json" });
        res.end(
          JSON.stringify(
            assertionValid ? { access_token: `token-${tokenRequests.length}`, token_type: "Bearer", expires_in: 3600 } : { error: "invalid_client" },
          ),
        );
        return;
      }
      if (url.pathname.endsWith("/scores") && req.method === "POST") {
        scores.push({ path: url.pathname + url.search, authorization: req.headers.authorization ?? "", body: JSON.parse(body) as Record<string, unknown> });
        res.writeHead(200, { "Content-Type": "application/json" });
        res.end("{}");
        return;
      }
      if (url.pathname === "/memberships") {
        const page = url.searchParams.get("page") ?? "1";
        const members =
          page === "1"
            ? [
                { user_id: "teacher-roster", roles: ["http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor"], status: "Active" },
                {
                  user_id: "roster-1",
                  roles: ["http://purl.imsglobal.org/vocab/lis/v2/membership#Learner"],
                  status: "Active",
                  given_name: "Rosa",
                  family_name: "One",
                },
              ]
            : [
                { user_id: "roster-2", roles: ["Learner"], given_name: "Rami", family_name: "Two" },
                { user_id: "roster-gone", roles: ["Learner"], status: "Inactive" },
              ];
        res.writeHead(200, {
          "Content-Type": "application/vnd.ims.lti-nrps.v2.membershipcontainer+json",
          ...(page === "1" ? { Link: `<${base}/memberships?page=2>; rel="next"` } : {}),
        });
        res.end(JSON.stringify({ id: `${base}/memberships`, context: { id: "course-1" }, members }));
        return;
      }
      res.writeHead(404);
      res.end();
    })();
  });
  await new Promise<void>((r) => platform.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(platform.address() as AddressInfo).port}`;

  const created = await createConsumer(db, {
    consumerName: "Test platform 1.3",
    consumerKey: "test platform 13",
    ltiVersion: "1.3",
    ltiType: "chapter",
    classSelected: classId,
    membership: membershipId,
    frameOrigins: ISSUER,
    issuer: ISSUER,
    clientId: CLIENT_ID,
    deploymentIds: `${DEPLOYMENT} deployment-2`,
    authLoginUrl: `${base}/auth`,
    tokenUrl: `${base}/token`,
    jwksUrl: `${base}/jwks`,
  });
  consumerId = created.id;
}, 120_000);

afterAll(async () => {
  platform?.close();
  await db?.close();
});

/** The platform's side of the login: the tool's redirect to the auth URL, read back. */
async function login(overrides: Record<string, string> = {}) {
  const answer = await loginInitiation(
    db.payload,
    { iss: ISSUER, login_hint: "hint", target_link_uri: LAUNCH_URL, client_id: CLIENT_ID, lti_deployment_id: DEPLOYMENT, ...overrides },
    LAUNCH_URL,
  );
  if (!answer.ok) throw new Error(answer.code);
  const auth = new URL(answer.redirect);
  return { state: answer.state, nonce: auth.searchParams.get("nonce")!, auth };
}

const LEARNER = "http://purl.imsglobal.org/vocab/lis/v2/membership#Learner";
const INSTRUCTOR = "http://purl.imsglobal.org/vocab/lis/v2/membership#Instructor";

/** An id_token from the platform (claims overridable; `null` removes one). */
async function idToken(nonce: string, claims: Record<string, unknown> = {}, opts: { key?: KeyLike; kid?: string; iat?: number; exp?: number } = {}) {
  const now = Math.floor(Date.now() / 1000);
  const body: JWTPayload = {
    sub: "learner-1",
    nonce,
    given_name: "Lea",
    family_name: "Learner",
    [CLAIM.messageType]: "LtiResourceLinkRequest",
    [CLAIM.version]: "1.3.0",
    [CLAIM.deploymentId]: DEPLOYMENT,
    [CLAIM.targetLinkUri]: LAUNCH_URL,
    [CLAIM.resourceLink]: { id: "link-1", title: "Advantage chapter" },
    [CLAIM.roles]: [LEARNER],
    [CLAIM.context]: { id: "course-1", title: "Biology 101" },
    ...claims,
  };
  for (const [k, v] of Object.entries(body)) if (v === null) delete body[k];
  const jwt = new SignJWT(body)
    .setProtectedHeader({ alg: "RS256", kid: opts.kid ?? KID })
    .setIssuer((claims.iss as string) ?? ISSUER)
    .setAudience((claims.aud as string | string[]) ?? CLIENT_ID)
    .setIssuedAt(opts.iat ?? now)
    .setExpirationTime(opts.exp ?? now + 300);
  return jwt.sign(opts.key ?? platformKey);
}

/** A launch posted by the browser, with the state cookie it kept (by default the state's own; null: none). */
async function launchWith(token: string, state: string, cookie: string | null = state): Promise<Launch13Answer> {
  return launch13(db.payload, { idToken: token, state, stateCookie: cookie ?? undefined });
}

const codeOf = (a: Launch13Answer) => (a.ok ? "ok" : a.code);

describe("LTI 1.3 platform registration (consumers tab)", () => {
  it("a 1.3 platform needs its issuer, client id, deployment ids and URLs; it has no shared secret and its details give the tool's URLs", async () => {
    const base13 = {
      consumerName: "P",
      consumerKey: "p",
      ltiVersion: "1.3" as const,
      ltiType: "unit" as const,
      classSelected: classId,
      membership: membershipId,
      frameOrigins: "",
    };
    const missing = createConsumerInput.safeParse(base13);
    expect(missing.success).toBe(false);
    expect(missing.error!.issues.map((i) => i.path[0]).sort()).toEqual(["authLoginUrl", "clientId", "deploymentIds", "issuer", "jwksUrl", "tokenUrl"]);
    const created = await createConsumer(db, {
      ...base13,
      consumerKey: "second platform",
      issuer: "https://other-platform.test",
      clientId: "c2",
      deploymentIds: "d1, d2",
      authLoginUrl: "https://other-platform.test/auth",
      tokenUrl: "https://other-platform.test/token",
      jwksUrl: "https://other-platform.test/jwks",
    });
    expect(created.consumerDetails.security).toBe("");
    expect(created.consumerDetails.lti13).toMatchObject({
      loginUrl: expect.stringMatching(/\/lti\/1\.3\/login$/),
      launchUrl: expect.stringMatching(/\/lti\/1\.3\/launch$/),
      jwksUrl: expect.stringMatching(/\/\.well-known\/jwks\.json$/),
    });
    const doc = await db.payload.findByID({ collection: "lti-consumers", id: created.id, overrideAccess: true, showHiddenFields: true });
    expect(doc).toMatchObject({ version: "1.3", issuer: "https://other-platform.test", clientId: "c2", deploymentIds: "d1 d2", secretEncrypted: null });
    // The same issuer and client id twice: refused; a 1.3 platform has no secret to rotate.
    await expect(
      createConsumer(db, {
        ...base13,
        consumerKey: "dup",
        issuer: "https://other-platform.test",
        clientId: "c2",
        deploymentIds: "x",
        authLoginUrl: "https://o.test/a",
        tokenUrl: "https://o.test/t",
        jwksUrl: "https://o.test/j",
      }),
    ).rejects.toBeInstanceOf(ConsumerError);
    await expect(rotateConsumerSecret(db, created.id)).rejects.toBeInstanceOf(ConsumerError);
  });
});

describe("LTI 1.3 login and launch", () => {
  it("the login initiation redirects to the platform's auth URL with state, nonce and the OIDC parameters", async () => {
    const { auth, state, nonce } = await login({ lti_message_hint: "msg-hint" });
    expect(auth.origin + auth.pathname).toBe(`${base}/auth`);
    expect(Object.fromEntries(auth.searchParams)).toMatchObject({
      scope: "openid",
      response_type: "id_token",
      response_mode: "form_post",
      prompt: "none",
      client_id: CLIENT_ID,
      redirect_uri: LAUNCH_URL,
      login_hint: "hint",
      lti_message_hint: "msg-hint",
      state,
      nonce,
    });
    expect(state).not.toBe(nonce);
  });

  it("an unknown issuer, client id or deployment is refused at login", async () => {
    const code = async (o: Record<string, string>) => {
      const a = await loginInitiation(db.payload, { iss: ISSUER, login_hint: "h", target_link_uri: LAUNCH_URL, client_id: CLIENT_ID, ...o }, LAUNCH_URL);
      return a.ok ? "ok" : a.code;
    };
    expect(await code({ iss: "https://unknown.test" })).toBe("unknown_platform");
    expect(await code({ client_id: "someone-else" })).toBe("unknown_platform");
    expect(await code({ lti_deployment_id: "deployment-9" })).toBe("unknown_deployment");
    expect(await code({ login_hint: "" })).toBe("missing_login_parameters");
  });

  it("a learner's launch opens an LTI session: student role, the platform's class and membership, the chapter lock, AGS endpoints kept", async () => {
    const { state, nonce } = await login();
    const token = await idToken(nonce, {
      [CLAIM.custom]: { redirectType: "CHAPTER", contentId: String(chapterId) },
      [CLAIM.ags]: { scope: ["https://purl.imsglobal.org/spec/lti-ags/scope/score"], lineitem: `${base}/lineitems/7/lineitem?type=unit` },
    });
    const answer = await launchWith(token, state);
    expect(codeOf(answer)).toBe("ok");
    if (!answer.ok || answer.kind !== "resource") throw new Error("not a resource launch");
    expect(answer.launch).toMatchObject({ role: "student", ltiLock: true, ltiChapter: chapterId, destination: "/account?ltiChapter=true" });
    const user = await db.payload.findByID({ collection: "users", id: answer.launch.userId, depth: 0, overrideAccess: true });
    expect(user).toMatchObject({ role: "student", isLTI: true, firstName: "Lea", lastName: "Learner", classes: [classId], memberships: [membershipId] });
    expect(user.email).toMatch(/@lti\.biotext\.invalid$/);
    const session = await db.payload.findByID({ collection: "sessions", id: answer.launch.sessionId, depth: 0, overrideAccess: true });
    expect(session).toMatchObject({ isLTI: true, ltiLock: true, ltiConsumer: consumerId });
    const { docs } = await db.payload.find({
      collection: "lti-identities",
      where: { key: { equals: `${consumerId}:learner-1` } },
      overrideAccess: true,
      depth: 0,
    });
    expect(docs[0]).toMatchObject({ agsLineitem: `${base}/lineitems/7/lineitem?type=unit`, contextId: "course-1", resourceLinkId: "link-1" });
    expect(answer.rosterQueued).toBe(false);
  });

  it("refusals: wrong audience, expired token, reused nonce, wrong state, unknown deployment, foreign key, wrong version or message type", async () => {
    let s = await login();
    expect(codeOf(await launchWith(await idToken(s.nonce, { aud: "another-tool" }), s.state))).toBe("bad_audience");
    s = await login();
    const past = Math.floor(Date.now() / 1000) - 3600;
    expect(codeOf(await launchWith(await idToken(s.nonce, {}, { iat: past - 60, exp: past }), s.state))).toBe("expired_token");

    // A valid launch posted twice (a replay): the nonce is single-use.
    s = await login();
    const once = await idToken(s.nonce, { sub: "replayer" });
    expect(codeOf(await launchWith(once, s.state))).toBe("ok");
    expect(codeOf(await launchWith(once, s.state))).toBe("replayed_nonce");

    // The state must come back with this browser's cookie, and be one the tool issued.
    s = await login();
    const fine = await idToken(s.nonce, { sub: "state-user" });
    expect(codeOf(await launchWith(fine, s.state, "someone-elses-state"))).toBe("bad_state");
    expect(codeOf(await launchWith(fine, s.state, null))).toBe("bad_state");
    expect(codeOf(await launchWith(fine, "forged-state", "forged-state"))).toBe("bad_state");
    // A token made for another login (its nonce is not this state's).
    const other = await login();
    expect(codeOf(await launchWith(await idToken(other.nonce, { sub: "mixed" }), s.state))).toBe("bad_nonce");

    s = await login();
    expect(codeOf(await launchWith(await idToken(s.nonce, { [CLAIM.deploymentId]: "deployment-9" }), s.state))).toBe("unknown_deployment");
    s = await login();
    expect(codeOf(await launchWith(await idToken(s.nonce, {}, { key: strangerKey, kid: "stranger" }), s.state))).toBe("bad_signature");
    s = await login();
    expect(codeOf(await launchWith(await idToken(s.nonce, {}, { key: strangerKey }), s.state))).toBe("bad_signature");
    s = await login();
    expect(codeOf(await launchWith(await idToken(s.nonce, { iss: "https://evil.test" }), s.state))).toBe("bad_issuer");
    s = await login();
    expect(codeOf(await launchWith(await idToken(s.nonce, { aud: [CLIENT_ID, "other"] }), s.state))).toBe("bad_azp");
    s = await login();
    expect(codeOf(await launchWith(await idToken(s.nonce, { [CLAIM.version]: "1.1" }), s.state))).toBe("bad_lti_version");
    s = await login();
    expect(codeOf(await launchWith(await idToken(s.nonce, { [CLAIM.messageType]: "LtiSubmissionReviewRequest" }), s.state))).toBe("bad_message_type");
    s = await login();
    expect(codeOf(await launchWith(await idToken(s.nonce, { [CLAIM.resourceLink]: null }), s.state))).toBe("missing_resource_link_id");
    expect(codeOf(await launch13(db.payload, { state: s.state, stateCookie: s.state }))).toBe("missing_id_token");
  });

  it("an instructor's launch makes a teacher and brings the course roster into the class (NRPS, two pages, inactive members skipped)", async () => {
    const { state, nonce } = await login();
    const answer = await launchWith(
      await idToken(nonce, {
        sub: "teacher-roster",
        [CLAIM.roles]: [INSTRUCTOR],
        [CLAIM.nrps]: { context_memberships_url: `${base}/memberships`, service_versions: ["2.0"] },
      }),
      state,
    );
    if (!answer.ok || answer.kind !== "resource") throw new Error(codeOf(answer));
    expect(answer.launch.role).toBe("teacher");
    expect(answer.launch.ltiLock).toBe(false); // no chapter named
    expect(answer.rosterQueued).toBe(true);
    await db.payload.jobs.run({ queue: OUTCOMES_QUEUE });
    const byKey = async (sub: string) => {
      const { docs } = await db.payload.find({
        collection: "lti-identities",
        where: { key: { equals: `${consumerId}:${sub}` } },
        overrideAccess: true,
        depth: 0,
      });
      return docs[0] ? await db.payload.findByID({ collection: "users", id: docs[0].user as number, depth: 0, overrideAccess: true }) : null;
    };
    expect(await byKey("roster-1")).toMatchObject({ role: "student", firstName: "Rosa", classes: [classId], memberships: [membershipId], isLTI: true });
    expect(await byKey("roster-2")).toMatchObject({ role: "student", lastName: "Two", classes: [classId] });
    expect(await byKey("roster-gone")).toBeNull();
    const log = await db.payload.find({ collection: "lti-sync-logs", where: { syncType: { equals: "roster" } }, overrideAccess: true });
    expect(log.docs).toEqual([expect.objectContaining({ result: "success", response: "3 members synced, 2 new accounts" })]);
    expect(tokenRequests.some((t) => t.assertionValid && t.scope === "https://purl.imsglobal.org/spec/lti-nrps/scope/contextmembership.readonly")).toBe(true);

    // On demand (the teacher's action): the same roster again, nobody new; another teacher's class is refused.
    const teacher = await byKey("teacher-roster");
    const asTeacher = await db.callerAs(teacher!);
    expect(await asTeacher.lti.syncRoster({ classId })).toEqual({ platforms: 1, members: 3, added: 0 });
    const stranger = await db.createUser({ email: "stranger.teacher@lti13.test", role: "teacher" });
    await expect((await db.callerAs(stranger)).lti.syncRoster({ classId })).rejects.toMatchObject({ code: "FORBIDDEN" });
  });
});

describe("LTI 1.3 Assignment and Grade Services", () => {
  it("a quiz submitted by a 1.3 learner posts the unit's grade to the platform's line item with a client-credentials token (cached), logged", async () => {
    const { state, nonce } = await login();
    const answer = await launchWith(
      await idToken(nonce, {
        sub: "ags-learner",
        [CLAIM.ags]: { scope: ["https://purl.imsglobal.org/spec/lti-ags/scope/score"], lineitem: `${base}/lineitems/42/lineitem?type=unit` },
      }),
      state,
    );
    if (!answer.ok || answer.kind !== "resource") throw new Error(codeOf(answer));
    const userId = answer.launch.userId;
    const m = await db.payload.create({ collection: "memberships", data: { key: "M-ags", name: "ags", units: [unitId] }, overrideAccess: true });
    await db.payload.update({ collection: "users", id: userId, data: { memberships: [m.id] }, overrideAccess: true });
    const caller = await db.callerAs(await db.payload.findByID({ collection: "users", id: userId, depth: 0, overrideAccess: true }));
    const started = await caller.quizzes.start({ quizId });
    const answers = started.questions.map((q) => ({ questionId: q.id, optionId: q.options[0]!.id }));
    const scored = await caller.quizzes.score({ quizId, attemptId: started.attemptId, answers });
    await caller.quizzes.submit({ attemptId: started.attemptId! });
    await db.payload.jobs.run({ queue: OUTCOMES_QUEUE });

    const mine = scores.filter((s) => s.body.userId === "ags-learner");
    expect(mine).toHaveLength(1);
    expect(mine[0]!.path).toBe("/lineitems/42/lineitem/scores?type=unit");
    expect(mine[0]!.authorization).toMatch(/^Bearer token-\d+$/);
    expect(mine[0]!.body).toMatchObject({ scoreGiven: scored.score, scoreMaximum: 100, activityProgress: "Completed", gradingProgress: "FullyGraded" });
    const scoreTokens = tokenRequests.filter((t) => t.scope === "https://purl.imsglobal.org/spec/lti-ags/scope/score");
    expect(scoreTokens).toEqual([{ assertionValid: true, scope: "https://purl.imsglobal.org/spec/lti-ags/scope/score" }]);

    // A second grade: the kept access token is used again.
    expect(await queueGradePassback(db.payload, { userId, unitId, score: 0.5 })).toBe(1);
    await db.payload.jobs.run({ queue: OUTCOMES_QUEUE });
    expect(scores.filter((s) => s.body.userId === "ags-learner").map((s) => s.body.scoreGiven)).toEqual([scored.score, 50]);
    expect(tokenRequests.filter((t) => t.scope === "https://purl.imsglobal.org/spec/lti-ags/scope/score")).toHaveLength(1);
    const admin = await db.callerAs(await db.createUser({ email: "admin@lti13.test", role: "admin" }));
    const log = await admin.lti.syncLog({ userId });
    expect(log).toHaveLength(2);
    expect(log.every((e) => e.syncType === "grade" && e.result === "success" && e.lmsContentName === "Advantage chapter")).toBe(true);
  });
});

describe("LTI 1.3 Deep Linking and the tool's keys", () => {
  async function deepLinkingRequest(roles: string[]) {
    const { state, nonce } = await login();
    return launchWith(
      await idToken(nonce, {
        sub: `dl-${roles.length}-${nonce.slice(0, 6)}`,
        [CLAIM.messageType]: "LtiDeepLinkingRequest",
        [CLAIM.resourceLink]: null,
        [CLAIM.roles]: roles,
        [CLAIM.deepLinkingSettings]: { deep_link_return_url: `${base}/deep-link-return`, accept_types: ["ltiResourceLink"], data: "opaque-platform-data" },
      }),
      state,
    );
  }

  it("an instructor's Deep Linking request gives the picker; the chosen chapter comes back as an LtiDeepLinkingResponse signed by the tool's key (verified with /.well-known/jwks.json)", async () => {
    const answer = await deepLinkingRequest([INSTRUCTOR]);
    if (!answer.ok || answer.kind !== "deepLinking") throw new Error(codeOf(answer));
    const response = await deepLinkingResponse(db.payload, answer.context, { kind: "chapter", id: chapterId, title: "Advantage C1" }, LAUNCH_URL);
    if (!response.ok) throw new Error(response.code);
    expect(response.returnUrl).toBe(`${base}/deep-link-return`);
    const jwks = await publishedJwks(db);
    const { payload: claims } = await jwtVerify(response.jwt, createLocalJWKSet(jwks), { issuer: CLIENT_ID, audience: ISSUER });
    expect(claims[CLAIM.messageType]).toBe("LtiDeepLinkingResponse");
    expect(claims[CLAIM.version]).toBe("1.3.0");
    expect(claims[CLAIM.deploymentId]).toBe(DEPLOYMENT);
    expect(claims[CLAIM.deepLinkingData]).toBe("opaque-platform-data");
    expect(claims[CLAIM.deepLinkingItems]).toEqual([
      { type: "ltiResourceLink", title: "Advantage C1", url: LAUNCH_URL, custom: { redirectType: "CHAPTER", contentId: String(chapterId) } },
    ]);
    expect(typeof claims.nonce).toBe("string");
    // The tool's published keys are public keys only.
    expect(jwks.keys.every((k) => k.d === undefined && k.p === undefined && k.kty === "RSA")).toBe(true);
  });

  it("a learner's Deep Linking request is refused; a tampered picker context is refused", async () => {
    expect(codeOf(await deepLinkingRequest([LEARNER]))).toBe("not_instructor");
    const answer = await deepLinkingRequest([INSTRUCTOR]);
    if (!answer.ok || answer.kind !== "deepLinking") throw new Error(codeOf(answer));
    const forged = `${answer.context.slice(0, -4)}AAAA`;
    const refused = await deepLinkingResponse(db.payload, forged, { kind: "unit", id: unitId, title: "x" }, LAUNCH_URL);
    expect(refused.ok ? "ok" : refused.code).toBe("deep_link_expired");
  });

  it("rotating the tool's key signs with the new key and keeps the previous public key published", async () => {
    const before = await publishedJwks(db);
    const kid = await rotateToolKey(db);
    const after = await publishedJwks(db);
    expect(after.keys.map((k) => k.kid)).toEqual(expect.arrayContaining([kid, ...before.keys.map((k) => k.kid)]));
    const answer = await deepLinkingRequest([INSTRUCTOR]);
    if (!answer.ok || answer.kind !== "deepLinking") throw new Error(codeOf(answer));
    const response = await deepLinkingResponse(db.payload, answer.context, { kind: "module", id: 1, title: "M" }, LAUNCH_URL);
    if (!response.ok) throw new Error(response.code);
    expect(decodeProtectedHeader(response.jwt).kid).toBe(kid);
    await expect(jwtVerify(response.jwt, createLocalJWKSet(after), { issuer: CLIENT_ID, audience: ISSUER })).resolves.toBeTruthy();
    // Stored encrypted: no PEM in the database.
    const { docs } = await db.payload.find({ collection: "lti-tool-keys", overrideAccess: true, showHiddenFields: true, depth: 0 });
    expect(docs.every((d) => d.privateKeyEncrypted.startsWith("v1.") && !d.privateKeyEncrypted.includes("PRIVATE KEY"))).toBe(true);
  });
});

describe("LTI 1.3 over HTTP (server/lti.ts)", () => {
  let tool: http.Server;
  let toolUrl = "";
  beforeAll(async () => {
    const app = express();
    mountLti(app, { payload: db.payload, secureCookies: false, runOutcomes: false });
    tool = http.createServer(app);
    await new Promise<void>((r) => tool.listen(0, "127.0.0.1", r));
    toolUrl = `http://127.0.0.1:${(tool.address() as AddressInfo).port}`;
  });
  afterAll(() => tool?.close());

  const form = (fields: Record<string, string>, cookie?: string) => ({
    method: "POST",
    redirect: "manual" as const,
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams(fields).toString(),
  });

  /** GET or POST login: the redirect to the platform, and the state cookie set for the launch. */
  async function httpLogin(method: "GET" | "POST") {
    const fields = { iss: ISSUER, login_hint: "hint", target_link_uri: `${toolUrl}/lti/1.3/launch`, client_id: CLIENT_ID };
    const res =
      method === "GET"
        ? await fetch(`${toolUrl}/lti/1.3/login?${new URLSearchParams(fields)}`, { redirect: "manual" })
        : await fetch(`${toolUrl}/lti/1.3/login`, form(fields));
    expect(res.status).toBe(302);
    const auth = new URL(res.headers.get("location")!);
    const setCookie = res.headers.get("set-cookie")!;
    expect(setCookie).toMatch(/^lti13_[0-9a-f]{16}=[A-Za-z0-9_-]+; Path=\/lti\/1\.3\/; HttpOnly; SameSite=None; Secure; Partitioned; Max-Age=600$/);
    expect(auth.searchParams.get("redirect_uri")).toBe(`${toolUrl}/lti/1.3/launch`);
    return { state: auth.searchParams.get("state")!, nonce: auth.searchParams.get("nonce")!, cookie: setCookie.split(";")[0]! };
  }

  it("/.well-known/jwks.json publishes the tool's public keys", async () => {
    const res = await fetch(`${toolUrl}/.well-known/jwks.json`);
    expect(res.status).toBe(200);
    const jwks = (await res.json()) as { keys: { kid: string; kty: string; d?: string }[] };
    expect(jwks.keys.length).toBeGreaterThan(0);
    expect(jwks.keys.every((k) => k.kty === "RSA" && k.kid && k.d === undefined)).toBe(true);
  });

  it("login (GET and POST) → launch with the state cookie opens the session in a partitioned cookie; without the cookie the launch is refused", async () => {
    await httpLogin("GET");
    const s = await httpLogin("POST");
    const token = await idToken(s.nonce, { sub: "http-learner" });
    const refused = await fetch(`${toolUrl}/lti/1.3/launch`, form({ id_token: token, state: s.state }));
    expect(refused.status).toBe(303);
    expect(refused.headers.get("location")).toBe("/lti/refused?code=bad_state");
    const res = await fetch(`${toolUrl}/lti/1.3/launch`, form({ id_token: token, state: s.state }, s.cookie));
    expect(res.status).toBe(200);
    const cookies = res.headers.getSetCookie();
    expect(cookies.some((c) => /^sid=[^;]+; Path=\/; HttpOnly; SameSite=None; Secure; Partitioned/.test(c))).toBe(true);
    expect(cookies.some((c) => c.startsWith(`${s.cookie.split("=")[0]}=;`) && c.includes("Max-Age=0"))).toBe(true);
    expect(await res.text()).toContain("/lti/session-check");
  });

  it("Deep Linking over HTTP: the picker lists the content; the pick answers a page auto-posting the signed JWT to the platform", async () => {
    const s = await httpLogin("GET");
    const token = await idToken(s.nonce, {
      sub: "http-teacher",
      [CLAIM.messageType]: "LtiDeepLinkingRequest",
      [CLAIM.resourceLink]: null,
      [CLAIM.roles]: [INSTRUCTOR],
      [CLAIM.deepLinkingSettings]: { deep_link_return_url: `${base}/deep-link-return`, accept_types: ["ltiResourceLink"] },
    });
    const picker = await fetch(`${toolUrl}/lti/1.3/launch`, form({ id_token: token, state: s.state }, s.cookie));
    expect(picker.status).toBe(200);
    const html = await picker.text();
    expect(html).toContain(`value="chapter:${chapterId}"`);
    expect(html).toContain(`value="unit:${unitId}"`);
    const context = /name="context" value="([^"]+)"/.exec(html)![1]!;
    const back = await fetch(`${toolUrl}/lti/1.3/deep-link`, form({ context, item: `chapter:${chapterId}`, lang: "en" }));
    expect(back.status).toBe(200);
    const page = await back.text();
    expect(page).toContain(`action="${base}/deep-link-return"`);
    const jwt = /name="JWT" value="([^"]+)"/.exec(page)![1]!;
    const jwks = (await (await fetch(`${toolUrl}/.well-known/jwks.json`)).json()) as Parameters<typeof createLocalJWKSet>[0];
    const { payload: claims } = await jwtVerify(jwt, createLocalJWKSet(jwks), { issuer: CLIENT_ID, audience: ISSUER });
    expect(claims[CLAIM.deepLinkingItems]).toEqual([
      expect.objectContaining({ type: "ltiResourceLink", custom: { redirectType: "CHAPTER", contentId: String(chapterId) } }),
    ]);
    // An unknown pick is refused.
    expect((await fetch(`${toolUrl}/lti/1.3/deep-link`, form({ context, item: "chapter:999999" }))).status).toBe(400);
  });
});
