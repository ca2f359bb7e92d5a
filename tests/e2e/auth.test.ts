import crypto from "node:crypto";
import type { Locator, Page } from "@playwright/test";
import bcrypt from "bcrypt";
import type pg from "pg";
import { expect, test, toFrench } from "./fixtures";

/**
 * Signing in in all its forms and passwords, in Chromium through the real server: login
 * messages (EN and FR), lockout, library (IP) login from an allowed and a refused location,
 * forgot password → e-mailed link → reset → login, change when logged in, invalid sessions.
 * The accounts and IP lists are this file's own (created in the worker's database);
 * the server sees this browser at 127.0.0.1.
 */
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

test.beforeAll(async ({ db: client }) => {
  db = client;
  const cls = await db.query<{ id: number }>(`INSERT INTO classes (name, key) VALUES ($1, $2) RETURNING id`, [`E2E Library ${run}`, `e2e-library-${run}`]);
  const account = await createUser(email("library"), { mustResetPassword: true });
  await createIpList(LIB_HERE, cls.rows[0].id, account, "127.0.0.*");
  farListId = await createIpList(LIB_FAR, cls.rows[0].id, account, "10.1.2.*");
});

/** Clicks `button` and, with `procedure`, waits for the procedure's answer (the message comes after it); otherwise the check is the form's own. */
async function click(page: Page, button: Locator, procedure?: string) {
  if (procedure) await Promise.all([page.waitForResponse((r) => r.url().includes(`/trpc/${procedure}`)), button.click()]);
  else await button.click();
}

type LoginLabels = { id: string; pw: string; submit: string };
const EN_LABELS: LoginLabels = { id: "Email or Username", pw: "Password", submit: "Login" };
const FR_LABELS: LoginLabels = { id: "Courriel ou nom d'utilisateur", pw: "Mot de passe", submit: "Connexion" };

/** Fills the /login page's form, submits it and checks the message shown. */
async function expectLoginMessage(page: Page, identifier: string, password: string, message: string | RegExp, labels = EN_LABELS) {
  const main = page.getByRole("main");
  await main.getByLabel(labels.id).fill(identifier);
  await main.getByLabel(labels.pw, { exact: true }).fill(password);
  await click(page, main.getByRole("button", { name: labels.submit, exact: true }), "auth.login");
  await expect(main.getByTestId("login-message")).toHaveText(message);
}

/** Logs in through the /login page (already open) and waits for the page the login leads to. */
async function loginAndWait(page: Page, identifier: string, password: string, pathname: string) {
  const main = page.getByRole("main");
  await main.getByLabel(EN_LABELS.id).fill(identifier);
  await main.getByLabel(EN_LABELS.pw, { exact: true }).fill(password);
  await Promise.all([page.waitForURL((u) => u.pathname === pathname), main.getByRole("button", { name: EN_LABELS.submit, exact: true }).click()]);
}

test.describe("login (SES-012…SES-024)", () => {
  test("SES-012 SES-013 SES-014 /login has the e-mail or username, password, 'or', the library dropdown from data and 'Library Login'", async ({
    page,
    goto,
    errors,
  }) => {
    await goto("/login");
    const main = page.getByRole("main");
    await expect(main.getByLabel("Email or Username")).toBeVisible();
    await expect(main.getByLabel("Password", { exact: true })).toHaveAttribute("type", "password");
    await expect(main.getByRole("separator")).toHaveText("or");
    const options = main.getByLabel("Library").locator("option");
    await expect(options.first()).toHaveText("select your library");
    await expect(options.first()).toHaveAttribute("value", "0");
    for (const name of [LIB_HERE, LIB_FAR]) await expect(options.filter({ hasText: name })).toHaveCount(1);
    await expect(main.getByRole("button", { name: "Library Login" })).toBeVisible();
    const libraries = await options.count();
    // The header modal holds the same form.
    await page.getByRole("banner").getByRole("button", { name: "Login" }).click();
    await expect(page.getByRole("dialog").getByLabel("Library").locator("option")).toHaveCount(libraries);
    expect(errors).toEqual([]);
  });

  test("SES-018 SES-022 a wrong password is refused; the right one lands on /account", async ({ page, goto }) => {
    const address = email("visitor");
    await createUser(address);
    await goto("/login");
    await expectLoginMessage(page, address, "not the password", "Incorrect Password, please try again");
    await loginAndWait(page, address, PASSWORD, "/account");
    await expect(page.getByRole("banner").getByRole("button", { name: "Logout" })).toBeVisible();
  });

  test("SES-019 SES-020 SES-021 the LTI-only and must-reset accounts get their warnings; an unknown account its alert", async ({ page, goto }) => {
    const lti = email("lti");
    const mustReset = email("must-reset");
    await createUser(lti, { isLTI: true });
    await createUser(mustReset, { mustResetPassword: true });
    await goto("/login");
    await expectLoginMessage(page, lti, PASSWORD, "IMPORTANT: Unable to login, please use your school portal to access your content");
    const main = page.getByRole("main");
    await expect(main.getByLabel("Email or Username")).toHaveAttribute("aria-invalid", "true");
    await expect(main.getByLabel("Password", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expectLoginMessage(page, mustReset, PASSWORD, "Please reset your password using the email sent to your inbox");
    await expect(main.getByLabel("Email or Username")).not.toHaveAttribute("aria-invalid");
    await expectLoginMessage(page, email("nobody"), PASSWORD, "Username/Email does not exist, Validate details entered and retry");
  });

  test("I18N-005 SES-019 SES-020 SES-022 the same messages in French", async ({ page, goto }) => {
    const address = email("french");
    const lti = email("lti-fr");
    const mustReset = email("must-reset-fr");
    await createUser(address);
    await createUser(lti, { isLTI: true });
    await createUser(mustReset, { mustResetPassword: true });
    await goto("/login");
    await toFrench(page);
    await expect(page.getByRole("main").getByLabel("Bibliothèque").locator("option").first()).toHaveText("sélectionnez votre bibliothèque");
    await expectLoginMessage(page, address, "pas le mot de passe", "Mot de passe incorrect, veuillez réessayer", FR_LABELS);
    await expectLoginMessage(
      page,
      lti,
      PASSWORD,
      "IMPORTANT : connexion impossible, veuillez passer par le portail de votre école pour accéder à votre contenu",
      FR_LABELS,
    );
    await expectLoginMessage(
      page,
      mustReset,
      PASSWORD,
      "Veuillez réinitialiser votre mot de passe à l'aide du courriel envoyé dans votre boîte de réception",
      FR_LABELS,
    );
  });

  test("SES-024 repeated failures lock the account with a clear message (EN and FR)", async ({ page, goto }) => {
    const address = email("locked");
    await createUser(address);
    await goto("/login");
    for (let i = 0; i < 4; i++) await expectLoginMessage(page, address, `wrong ${i}`, "Incorrect Password, please try again");
    await expectLoginMessage(
      page,
      address,
      "wrong 4",
      "Too many failed attempts: sign-in to this account is paused for 1 minute. Try again later, or reset your password with 'Forgot Password?'.",
    );
    await toFrench(page);
    await expectLoginMessage(
      page,
      address,
      PASSWORD,
      /^Trop de tentatives infructueuses : la connexion à ce compte est suspendue pendant 1 minute\./,
      FR_LABELS,
    );
  });
});

test.describe("library login (SES-025…SES-029, SES-057)", () => {
  test("SES-025 Library Login without a library asks to select one", async ({ page, goto }) => {
    await goto("/login");
    const main = page.getByRole("main");
    await click(page, main.getByRole("button", { name: "Library Login" }));
    await expect(main.getByTestId("library-message")).toHaveText("Please select a library before logging in via library");
  });

  test("SES-027 SES-028 from an address outside the list: 'Unable to login from this location…'", async ({ page, goto }) => {
    await goto("/login");
    const main = page.getByRole("main");
    await main.getByLabel("Library").selectOption({ label: LIB_FAR });
    await click(page, main.getByRole("button", { name: "Library Login" }), "auth.libraryLogin");
    await expect(main.getByTestId("library-message")).toHaveText("Unable to login from this location, please login from your school.");
    await expect(page).toHaveURL((u) => u.pathname === "/login");
  });

  test("SES-026 the server ignores an address the client reports (X-Forwarded-For with TRUST_PROXY=0)", async ({ playwright, baseURL }) => {
    const request = await playwright.request.newContext({ baseURL });
    const res = await request.post("/trpc/auth.libraryLogin", {
      headers: { "content-type": "application/json", origin: baseURL!, "x-forwarded-for": "10.1.2.3" },
      data: JSON.stringify({ json: { libraryId: farListId } }),
    });
    expect(res.status()).toBe(200);
    expect(((await res.json()) as { result: { data: { json: unknown } } }).result.data.json).toEqual({ validLogin: false, errorId: "LOCATION" });
    expect(res.headers()["set-cookie"]).toBeUndefined();
    await request.dispose();
  });

  test("SES-027 SES-057 SES-029 from an allowed address: signed in as the library account on /account, without the Notebook", async ({ page, goto }) => {
    await goto("/login");
    const main = page.getByRole("main");
    await main.getByLabel("Library").selectOption({ label: LIB_HERE });
    await Promise.all([page.waitForURL((u) => u.pathname === "/account"), main.getByRole("button", { name: "Library Login" }).click()]);
    const header = page.getByRole("banner");
    await expect(header.getByRole("button", { name: "Logout" })).toBeVisible();
    await expect(header.getByRole("button", { name: "Notebook" })).toHaveCount(0);
    // A shared library session cannot reach the password screen.
    await goto("/password");
    await expect(page).toHaveURL((u) => u.pathname === "/account");
  });
});

test.describe("forgot password and the e-mailed link (SES-035…SES-040)", () => {
  test("SES-035 SES-036 SES-037 SES-038 SES-039 SES-043 SES-044 SES-047 forgot → e-mail → reset → login with the new password; the link works once", async ({
    page,
    goto,
  }) => {
    const address = email("forgot");
    await createUser(address);
    await goto("/");
    await page.getByRole("banner").getByRole("button", { name: "Login" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Forgot Password?" }).click();
    const dialog = page.getByRole("dialog");
    const send = async (value: string, message: string) => {
      await dialog.getByLabel("Email").fill(value);
      const button = dialog.getByRole("button", { name: "Send reset link" });
      await click(page, button, value ? "auth.requestPasswordReset" : undefined);
      await expect(dialog.getByTestId("forgot-message")).toHaveText(message);
    };
    await send("", "Enter Email Address");
    await send(email("ghost"), "User Not Found");
    await send(address, "If an account is associated with this email, a password reset link will be sent to you within a few minutes.");

    const mail = await lastEmail(address);
    expect(mail.subject).toBe("Reset your BioText password");
    const link = resetPath(mail.text);
    await goto(link);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Reset your password");
    const newPassword = "a fresh e2e passphrase";
    const submit = async (first: string, repeat: string, message: string, procedure?: string) => {
      await main.getByLabel("New Password", { exact: true }).fill(first);
      await main.getByLabel("Repeat New Password").fill(repeat);
      await click(page, main.getByRole("button", { name: "Reset Password" }), procedure);
      await expect(main.getByTestId("password-message")).toHaveText(message);
    };
    await submit("", "", "Please enter all fields to reset password");
    await submit(newPassword, `${newPassword}!`, "New Passsword Must Match!");
    await expect(main.getByLabel("Repeat New Password")).toHaveAttribute("aria-invalid", "true");
    await submit("short", "short", "Password must be at least 8 characters.");
    await submit(newPassword, newPassword, "Password has been changed", "auth.resetPassword");

    await Promise.all([page.waitForURL((u) => u.pathname === "/login"), main.getByRole("link", { name: "Log in with your new password" }).click()]);
    await loginAndWait(page, address, newPassword, "/account");

    // The link is spent: the page says so and offers a new one.
    await goto(link);
    await expect(page.getByTestId("invalid-reset-link")).toBeVisible();
    await expect(page.getByRole("main").getByRole("button", { name: "Send reset link" })).toBeVisible();
  });

  test("I18N-005 SES-036 SES-037 in French the modal answers in French and the e-mail is French", async ({ page, goto }) => {
    const address = email("oublie");
    await createUser(address);
    await goto("/");
    await toFrench(page);
    await page.getByRole("banner").getByRole("button", { name: "Connexion" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Mot de passe oublié ?" }).click();
    const dialog = page.getByRole("dialog");
    const send = dialog.getByRole("button", { name: "Envoyer le lien" });
    await click(page, send);
    await expect(dialog.getByTestId("forgot-message")).toHaveText("Saisissez votre adresse courriel");
    await dialog.getByLabel("Courriel").fill(address);
    await click(page, send, "auth.requestPasswordReset");
    await expect(dialog.getByTestId("forgot-message")).toHaveText(
      "Si un compte est associé à ce courriel, un lien de réinitialisation du mot de passe vous sera envoyé d'ici quelques minutes.",
    );
    expect((await lastEmail(address)).subject).toBe("Réinitialisez votre mot de passe BioText");
  });
});

test.describe("password change when logged in and invalid sessions (SES-030…SES-034, SES-041…SES-047)", () => {
  test("SES-032 the password screen sends visitors to log in and back", async ({ page, goto }) => {
    await goto("/password");
    await expect(page).toHaveURL((u) => u.pathname + u.search === "/login?next=%2Fpassword");
  });

  test("SES-041 SES-042 SES-045 SES-047 SES-031 SES-032 SES-033 change: existing checked, success keeps this session, the other device gets 'Invalid Session'", async ({
    page,
    goto,
    openPage,
  }) => {
    const address = email("changer");
    await createUser(address);
    const other = await openPage();
    await other.goto("/login");
    await loginAndWait(other.page, address, PASSWORD, "/account");

    await goto("/login?next=/password");
    await loginAndWait(page, address, PASSWORD, "/password");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("Change your password");
    const submit = async (existing: string, next: string, message: string, procedure?: string) => {
      await main.getByLabel("Existing Password").fill(existing);
      await main.getByLabel("New Password", { exact: true }).fill(next);
      await main.getByLabel("Repeat New Password").fill(next);
      await click(page, main.getByRole("button", { name: "Reset Password" }), procedure);
      await expect(main.getByTestId("password-message")).toHaveText(message);
    };
    await submit("", "whatever long", "Please enter all fields to reset password");
    await submit("not my password", "a changed e2e passphrase", "Existing Passwords don't match!", "auth.changePassword");
    await expect(main.getByLabel("Existing Password")).toHaveAttribute("aria-invalid", "true");
    await submit(PASSWORD, "a changed e2e passphrase", "Password has been changed", "auth.changePassword");

    // This session stays…
    await goto("/account");
    await expect(page).toHaveURL((u) => u.pathname === "/account");
    // …the other device's session has ended: a page that needs login (requireUser) sends it home
    // with the invalid-session modal.
    await other.goto("/password");
    await expect(other.page).toHaveURL((u) => u.search === "?invalidLogin=true");
    await expect(other.page.getByRole("dialog").getByText("Invalid Session, please login or re-enter through your school portal.")).toBeVisible();

    // Logout ends the session: back to /account means logging in again.
    await Promise.all([page.waitForURL((u) => u.pathname === "/"), page.getByRole("banner").getByRole("button", { name: "Logout" }).click()]);
    await goto("/password");
    await expect(page).toHaveURL((u) => u.pathname === "/login");
  });
});
