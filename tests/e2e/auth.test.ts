import crypto from "node:crypto";
import bcrypt from "bcrypt";
import pg from "pg";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { baseURL, launch, openPage, hydrated } from "./browser";

/**
 * Signing in in all its forms and passwords, in Chromium through the real server: login
 * messages (EN and FR), lockout, library (IP) login from an allowed and a refused location,
 * forgot password → e-mailed link → reset → login, change when logged in, invalid sessions.
 * The accounts and IP lists are this file's own (created in the e2e server's database);
 * the server sees this browser at 127.0.0.1.
 */
let browser: Browser;
let db: pg.Client;
const PASSWORD = "e2e correct horse";
const run = crypto.randomBytes(3).toString("hex");
const email = (name: string) => `${name}-${run}@auth.test`;
const LIB_HERE = `E2E-HERE-${run}`;
const LIB_FAR = `E2E-FAR-${run}`;
let farListId: number;

async function createUser(address: string, flags: { isLTI?: boolean; mustResetPassword?: boolean; password?: string } = {}) {
  const hash = await bcrypt.hash(flags.password ?? PASSWORD, 10);
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO users (email, role, password_hash, is_l_t_i, must_reset_password) VALUES ($1, 'student', $2, $3, $4) RETURNING id`,
    [address, hash, !!flags.isLTI, !!flags.mustResetPassword],
  );
  return rows[0].id;
}

async function createIpList(name: string, classId: number, accountId: number, pattern: string) {
  const { rows } = await db.query<{ id: number }>(`INSERT INTO ip_lists (name, class_id, account_id) VALUES ($1, $2, $3) RETURNING id`, [
    name,
    classId,
    accountId,
  ]);
  await db.query(`INSERT INTO ip_lists_addresses (_order, _parent_id, id, pattern) VALUES (1, $1, $2, $3)`, [
    rows[0].id,
    crypto.randomBytes(12).toString("hex"),
    pattern,
  ]);
  return rows[0].id;
}

/** The newest captured e-mail to `to` (no SMTP server in tests: every message lands in the emails table). */
async function lastEmail(to: string) {
  const { rows } = await db.query<{ subject: string; text: string }>(
    `SELECT subject, text FROM emails WHERE "to" = $1 ORDER BY created_at DESC, id DESC LIMIT 1`,
    [to],
  );
  if (!rows[0]) throw new Error(`no e-mail to ${to}`);
  return rows[0];
}

const resetPath = (text: string) => {
  const match = /\/passwordReset\/[A-Za-z0-9_-]+/.exec(text);
  if (!match) throw new Error("no reset link in the e-mail");
  return match[0];
};

beforeAll(async () => {
  browser = await launch();
  db = new pg.Client({ connectionString: inject("databaseURL") });
  await db.connect();
  const cls = await db.query<{ id: number }>(`INSERT INTO classes (name, key) VALUES ($1, $2) RETURNING id`, [`E2E Library ${run}`, `e2e-library-${run}`]);
  const account = await createUser(email("library"), { mustResetPassword: true });
  await createIpList(LIB_HERE, cls.rows[0].id, account, "127.0.0.*");
  farListId = await createIpList(LIB_FAR, cls.rows[0].id, account, "10.1.2.*");
});
afterAll(async () => {
  await browser?.close();
  await db?.end();
});

async function toFrench(page: Page) {
  await Promise.all([page.waitForEvent("load"), page.getByRole("combobox", { name: "Language" }).selectOption("FR")]);
  await hydrated(page);
  await page.waitForFunction(() => document.documentElement.lang === "fr");
}

/**
 * Clicks `button` and returns the text of the message `testId` it leads to. `procedure`: the
 * click calls it (the message comes after its answer); otherwise the check is the form's own and
 * the message is there when the click returns (React renders discrete events synchronously).
 */
async function messageAfterClick(page: Page, scope: Locator, button: Locator, testId: string, procedure?: string) {
  if (procedure) await Promise.all([page.waitForResponse((r) => r.url().includes(`/trpc/${procedure}`)), button.click()]);
  else await button.click();
  const message = scope.getByTestId(testId);
  await message.waitFor();
  return (await message.textContent())?.trim();
}

type LoginLabels = { id: string; pw: string; submit: string };
const EN_LABELS: LoginLabels = { id: "Email or Username", pw: "Password", submit: "Login" };

/** Fills the /login page's form and submits it; returns the message shown. */
async function submitLogin(page: Page, identifier: string, password: string, labels = EN_LABELS) {
  const main = page.getByRole("main");
  await main.getByLabel(labels.id).fill(identifier);
  await main.getByLabel(labels.pw, { exact: true }).fill(password);
  return messageAfterClick(page, main, main.getByRole("button", { name: labels.submit, exact: true }), "login-message", "auth.login");
}

/** Logs in through the /login page (already open) and waits for the page the login leads to. */
async function loginAndWait(page: Page, identifier: string, password: string, pathname: string) {
  const main = page.getByRole("main");
  await main.getByLabel(EN_LABELS.id).fill(identifier);
  await main.getByLabel(EN_LABELS.pw, { exact: true }).fill(password);
  await Promise.all([page.waitForURL((u) => u.pathname === pathname), main.getByRole("button", { name: EN_LABELS.submit, exact: true }).click()]);
}

const FR_LABELS: LoginLabels = { id: "Courriel ou nom d'utilisateur", pw: "Mot de passe", submit: "Connexion" };

describe("login (SES-012…SES-024)", () => {
  it("SES-012 SES-013 SES-014 /login has the e-mail or username, password, 'or', the library dropdown from data and 'Library Login'", async () => {
    const { page, context, errors } = await openPage(browser);
    await page.goto("/login");
    const main = page.getByRole("main");
    expect(await main.getByLabel("Email or Username").isVisible()).toBe(true);
    expect(await main.getByLabel("Password", { exact: true }).getAttribute("type")).toBe("password");
    expect(await main.getByRole("separator").textContent()).toBe("or");
    const library = main.getByLabel("Library");
    const options = await library.locator("option").evaluateAll((els) => els.map((o) => [(o as HTMLOptionElement).value, o.textContent]));
    expect(options[0]).toEqual(["0", "select your library"]);
    expect(options.map((o) => o[1])).toEqual(expect.arrayContaining([LIB_HERE, LIB_FAR]));
    expect(await main.getByRole("button", { name: "Library Login" }).isVisible()).toBe(true);
    // The header modal holds the same form.
    await page.getByRole("banner").getByRole("button", { name: "Login" }).click();
    const dialog = page.getByRole("dialog");
    expect(await dialog.getByLabel("Library").locator("option").count()).toBe(options.length);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("SES-018 SES-022 a wrong password is refused; the right one lands on /account", async () => {
    const address = email("visitor");
    await createUser(address);
    const { page, context } = await openPage(browser);
    await page.goto("/login");
    expect(await submitLogin(page, address, "not the password")).toBe("Incorrect Password, please try again");
    await loginAndWait(page, address, PASSWORD, "/account");
    expect(await page.getByRole("banner").getByRole("button", { name: "Logout" }).isVisible()).toBe(true);
    await context.close();
  });

  it("SES-019 SES-020 SES-021 the LTI-only and must-reset accounts get their warnings; an unknown account its alert", async () => {
    const lti = email("lti");
    const mustReset = email("must-reset");
    await createUser(lti, { isLTI: true });
    await createUser(mustReset, { mustResetPassword: true });
    const { page, context } = await openPage(browser);
    await page.goto("/login");
    expect(await submitLogin(page, lti, PASSWORD)).toBe("IMPORTANT: Unable to login, please use your school portal to access your content");
    const main = page.getByRole("main");
    expect(await main.getByLabel("Email or Username").getAttribute("aria-invalid")).toBe("true");
    expect(await main.getByLabel("Password", { exact: true }).getAttribute("aria-invalid")).toBe("true");
    expect(await submitLogin(page, mustReset, PASSWORD)).toBe("Please reset your password using the email sent to your inbox");
    expect(await main.getByLabel("Email or Username").getAttribute("aria-invalid")).toBeNull();
    expect(await submitLogin(page, email("nobody"), PASSWORD)).toBe("Username/Email does not exist, Validate details entered and retry");
    await context.close();
  });

  it("I18N-005 SES-019 SES-020 SES-022 the same messages in French", async () => {
    const address = email("french");
    const lti = email("lti-fr");
    const mustReset = email("must-reset-fr");
    await createUser(address);
    await createUser(lti, { isLTI: true });
    await createUser(mustReset, { mustResetPassword: true });
    const { page, context } = await openPage(browser);
    await page.goto("/login");
    await toFrench(page);
    expect(await page.getByRole("main").getByLabel("Bibliothèque").locator("option").first().textContent()).toBe("sélectionnez votre bibliothèque");
    expect(await submitLogin(page, address, "pas le mot de passe", FR_LABELS)).toBe("Mot de passe incorrect, veuillez réessayer");
    expect(await submitLogin(page, lti, PASSWORD, FR_LABELS)).toBe(
      "IMPORTANT : connexion impossible, veuillez passer par le portail de votre école pour accéder à votre contenu",
    );
    expect(await submitLogin(page, mustReset, PASSWORD, FR_LABELS)).toBe(
      "Veuillez réinitialiser votre mot de passe à l'aide du courriel envoyé dans votre boîte de réception",
    );
    await context.close();
  });

  it("SES-024 repeated failures lock the account with a clear message (EN and FR)", async () => {
    const address = email("locked");
    await createUser(address);
    const { page, context } = await openPage(browser);
    await page.goto("/login");
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await submitLogin(page, address, `wrong ${i}`));
    expect(answers.slice(0, 4)).toEqual(Array(4).fill("Incorrect Password, please try again"));
    expect(answers[4]).toBe(
      "Too many failed attempts: sign-in to this account is paused for 1 minute. Try again later, or reset your password with 'Forgot Password?'.",
    );
    await toFrench(page);
    expect(await submitLogin(page, address, PASSWORD, FR_LABELS)).toMatch(
      /^Trop de tentatives infructueuses : la connexion à ce compte est suspendue pendant 1 minute\./,
    );
    await context.close();
  });
});

describe("library login (SES-025…SES-029, SES-057)", () => {
  async function libraryLogin(page: Page, name: string) {
    const main = page.getByRole("main");
    await main.getByLabel("Library").selectOption({ label: name });
    await main.getByRole("button", { name: "Library Login" }).click();
  }

  it("SES-025 Library Login without a library asks to select one", async () => {
    const { page, context } = await openPage(browser);
    await page.goto("/login");
    const main = page.getByRole("main");
    expect(await messageAfterClick(page, main, main.getByRole("button", { name: "Library Login" }), "library-message")).toBe(
      "Please select a library before logging in via library",
    );
    await context.close();
  });

  it("SES-027 SES-028 from an address outside the list: 'Unable to login from this location…'", async () => {
    const { page, context } = await openPage(browser);
    await page.goto("/login");
    const main = page.getByRole("main");
    await main.getByLabel("Library").selectOption({ label: LIB_FAR });
    expect(await messageAfterClick(page, main, main.getByRole("button", { name: "Library Login" }), "library-message", "auth.libraryLogin")).toBe(
      "Unable to login from this location, please login from your school.",
    );
    expect(new URL(page.url()).pathname).toBe("/login");
    await context.close();
  });

  it("SES-026 the server ignores an address the client reports (X-Forwarded-For with TRUST_PROXY=0)", async () => {
    const res = await fetch(`${baseURL()}/trpc/auth.libraryLogin`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: baseURL(), "x-forwarded-for": "10.1.2.3" },
      body: JSON.stringify({ json: { libraryId: farListId } }),
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { result: { data: { json: unknown } } }).result.data.json).toEqual({ validLogin: false, errorId: "LOCATION" });
    expect(res.headers.get("set-cookie")).toBeNull();
  });

  it("SES-027 SES-057 SES-029 from an allowed address: signed in as the library account on /account, without the Notebook", async () => {
    const { page, context } = await openPage(browser);
    await page.goto("/login");
    await Promise.all([page.waitForURL((u) => u.pathname === "/account"), libraryLogin(page, LIB_HERE)]);
    const header = page.getByRole("banner");
    expect(await header.getByRole("button", { name: "Logout" }).isVisible()).toBe(true);
    expect(await header.getByRole("button", { name: "Notebook" }).count()).toBe(0);
    // A shared library session cannot reach the password screen.
    await page.goto("/password");
    expect(new URL(page.url()).pathname).toBe("/account");
    await context.close();
  });
});

describe("forgot password and the e-mailed link (SES-035…SES-040)", () => {
  it("SES-035 SES-036 SES-037 SES-038 SES-039 SES-043 SES-044 SES-047 forgot → e-mail → reset → login with the new password; the link works once", async () => {
    const address = email("forgot");
    await createUser(address);
    const { page, context } = await openPage(browser);
    await page.goto("/");
    await page.getByRole("banner").getByRole("button", { name: "Login" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Forgot Password?" }).click();
    const dialog = page.getByRole("dialog");
    const send = async (value: string) => {
      await dialog.getByLabel("Email").fill(value);
      return messageAfterClick(
        page,
        dialog,
        dialog.getByRole("button", { name: "Send reset link" }),
        "forgot-message",
        value ? "auth.requestPasswordReset" : undefined,
      );
    };
    expect(await send("")).toBe("Enter Email Address");
    expect(await send(email("ghost"))).toBe("User Not Found");
    expect(await send(address)).toBe("If an account is associated with this email, a password reset link will be sent to you within a few minutes.");

    const mail = await lastEmail(address);
    expect(mail.subject).toBe("Reset your BioText password");
    const link = resetPath(mail.text);
    await page.goto(link);
    const main = page.getByRole("main");
    expect(await main.getByRole("heading", { level: 1 }).textContent()).toBe("Reset your password");
    const newPassword = "a fresh e2e passphrase";
    const submit = async (first: string, repeat: string, procedure?: string) => {
      await main.getByLabel("New Password", { exact: true }).fill(first);
      await main.getByLabel("Repeat New Password").fill(repeat);
      return messageAfterClick(page, main, main.getByRole("button", { name: "Reset Password" }), "password-message", procedure);
    };
    expect(await submit("", "")).toBe("Please enter all fields to reset password");
    expect(await submit(newPassword, `${newPassword}!`)).toBe("New Passsword Must Match!");
    expect(await main.getByLabel("Repeat New Password").getAttribute("aria-invalid")).toBe("true");
    expect(await submit("short", "short")).toBe("Password must be at least 8 characters.");
    expect(await submit(newPassword, newPassword, "auth.resetPassword")).toBe("Password has been changed");

    await Promise.all([page.waitForURL((u) => u.pathname === "/login"), main.getByRole("link", { name: "Log in with your new password" }).click()]);
    await loginAndWait(page, address, newPassword, "/account");

    // The link is spent: the page says so and offers a new one.
    await page.goto(link);
    expect(await page.getByTestId("invalid-reset-link").isVisible()).toBe(true);
    expect(await page.getByRole("main").getByRole("button", { name: "Send reset link" }).isVisible()).toBe(true);
    await context.close();
  });

  it("I18N-005 SES-036 SES-037 in French the modal answers in French and the e-mail is French", async () => {
    const address = email("oublie");
    await createUser(address);
    const { page, context } = await openPage(browser);
    await page.goto("/");
    await toFrench(page);
    await page.getByRole("banner").getByRole("button", { name: "Connexion" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Mot de passe oublié ?" }).click();
    const dialog = page.getByRole("dialog");
    const send = dialog.getByRole("button", { name: "Envoyer le lien" });
    expect(await messageAfterClick(page, dialog, send, "forgot-message")).toBe("Saisissez votre adresse courriel");
    await dialog.getByLabel("Courriel").fill(address);
    expect(await messageAfterClick(page, dialog, send, "forgot-message", "auth.requestPasswordReset")).toBe(
      "Si un compte est associé à ce courriel, un lien de réinitialisation du mot de passe vous sera envoyé d'ici quelques minutes.",
    );
    expect((await lastEmail(address)).subject).toBe("Réinitialisez votre mot de passe BioText");
    await context.close();
  });
});

describe("password change when logged in and invalid sessions (SES-030…SES-034, SES-041…SES-047)", () => {
  it("SES-032 the password screen sends visitors to log in and back", async () => {
    const { page, context } = await openPage(browser);
    await page.goto("/password");
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/login?next=%2Fpassword");
    await context.close();
  });

  it("SES-041 SES-042 SES-045 SES-047 SES-031 SES-032 SES-033 change: existing checked, success keeps this session, the other device gets 'Invalid Session'", async () => {
    const address = email("changer");
    await createUser(address);
    const other = await openPage(browser);
    await other.page.goto("/login");
    await loginAndWait(other.page, address, PASSWORD, "/account");

    const { page, context } = await openPage(browser);
    await page.goto("/login?next=/password");
    await loginAndWait(page, address, PASSWORD, "/password");
    const main = page.getByRole("main");
    expect(await main.getByRole("heading", { level: 1 }).textContent()).toBe("Change your password");
    const submit = async (existing: string, next: string, procedure?: string) => {
      await main.getByLabel("Existing Password").fill(existing);
      await main.getByLabel("New Password", { exact: true }).fill(next);
      await main.getByLabel("Repeat New Password").fill(next);
      return messageAfterClick(page, main, main.getByRole("button", { name: "Reset Password" }), "password-message", procedure);
    };
    expect(await submit("", "whatever long")).toBe("Please enter all fields to reset password");
    expect(await submit("not my password", "a changed e2e passphrase", "auth.changePassword")).toBe("Existing Passwords don't match!");
    expect(await main.getByLabel("Existing Password").getAttribute("aria-invalid")).toBe("true");
    expect(await submit(PASSWORD, "a changed e2e passphrase", "auth.changePassword")).toBe("Password has been changed");

    // This session stays…
    await page.goto("/account");
    expect(new URL(page.url()).pathname).toBe("/account");
    // …the other device's session has ended: a page that needs login (requireUser) sends it home
    // with the invalid-session modal.
    await other.page.goto("/password");
    expect(new URL(other.page.url()).search).toBe("?invalidLogin=true");
    // The modal opens after hydration: wait for it rather than sampling once.
    await other.page.getByRole("dialog").getByText("Invalid Session, please login or re-enter through your school portal.").waitFor();
    await other.context.close();

    // Logout ends the session: back to /account means logging in again.
    await Promise.all([page.waitForURL((u) => u.pathname === "/"), page.getByRole("banner").getByRole("button", { name: "Logout" }).click()]);
    await page.goto("/password");
    expect(new URL(page.url()).pathname).toBe("/login");
    await context.close();
  });
});
