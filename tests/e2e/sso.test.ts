import bcrypt from "bcrypt";
import type { Page } from "@playwright/test";
import { startOidcProvider, type LocalOidcProvider } from "../support/oidcProvider";
import { expect, gotoHydrated, hydrated, seriousViolations, test } from "./fixtures";

/**
 * Issue 47 in Chromium: an admin adds a school's OpenID Connect provider in the dashboard's Single Sign-On tab; then
 * people click "Sign in with …" on /login, sign in at the provider's own page (oidc-provider on loopback, its own
 * keys) and land on the dashboard as the right role — a new student (the domain's role), a teacher (a groups claim),
 * an existing password account (linked after its password is given once). The tests run in order in one worker.
 */
const ACCOUNTS = {
  newStudent: { email: `ana-${Date.now()}@lycee.example`, email_verified: true, given_name: "Ana", family_name: "Martin" },
  teacher: { email: `tom-${Date.now()}@lycee.example`, email_verified: true, given_name: "Tom", groups: ["teachers"] },
  pat: { email: `pat-${Date.now()}@lycee.example`, email_verified: true, given_name: "Pat" },
};
const PAT_PASSWORD = "Pat-password-2026";
let idp: LocalOidcProvider;

test.beforeAll(async ({ server, db }) => {
  idp = await startOidcProvider({ redirectUris: [`${server.baseURL}/login/sso/callback`], accounts: ACCOUNTS });
  await db.query(`INSERT INTO users (email, role, first_name, password_hash) VALUES ($1, 'student', 'Pat', $2)`, [
    ACCOUNTS.pat.email,
    await bcrypt.hash(PAT_PASSWORD, 10),
  ]);
});
test.afterAll(async () => {
  await idp?.stop();
});

/** From /login: the school's button, the provider's sign-in page, back to BioText. */
async function signInWithSchool(page: Page, account: keyof typeof ACCOUNTS) {
  await gotoHydrated(page, "/login");
  await page.getByRole("link", { name: "Sign in with Lycée Demo" }).click();
  await page.waitForURL(`${idp.issuer}/**`);
  await page.locator('input[name="login"]').fill(account);
  await page.locator('input[name="password"]').fill("any");
  await page.getByRole("button", { name: "Sign-in" }).click();
}

async function roleOf(page: Page): Promise<string | null> {
  const res = await page.request.get("/trpc/session.details");
  return ((await res.json()) as { result: { data: { json: { role: string | null } } } }).result.data.json.role;
}

test.describe.serial("issue 47: single sign-on with a school's OpenID Connect provider", () => {
  test("issue 47: an admin adds the school's provider in the Single Sign-On tab", async ({ adminPage }) => {
    const { page } = adminPage;
    await gotoHydrated(page, "/account?tab=sso");
    await expect(page.getByTestId("sso-redirect-uri")).toHaveText(/\/login\/sso\/callback$/);
    await page.getByLabel("School or provider name (shown on the button)").fill("Lycée Demo");
    await page.getByLabel("Short name for the link").fill("lycee-demo");
    await page.getByLabel("Issuer URL").fill(idp.issuer);
    await page.getByLabel("Client ID").fill(idp.clientId);
    await page.getByLabel("Client secret").fill(idp.clientSecret);
    await page.getByLabel("E-mail domains the school owns, with the role of new accounts").fill("lycee.example student");
    await page.getByLabel("Roles from a claim (optional; wins over the domain's role)").fill("groups teachers teacher");
    await page.getByLabel("Create an account for an unknown user of these domains (otherwise refuse them)").check();
    await page.getByRole("button", { name: "Add provider" }).click();
    await expect(page.getByText("Provider added.")).toBeVisible();
    await expect(page.getByRole("cell", { name: /^Lycée Demo/ }).getByText("/login/sso/lycee-demo")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("issue 47: a new student signs in with the school and lands on the dashboard as a student", async ({ openPage }) => {
    const { page } = await openPage();
    await gotoHydrated(page, "/login");
    expect(await seriousViolations(page)).toEqual([]);
    await signInWithSchool(page, "newStudent");
    await page.waitForURL("**/account");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await roleOf(page)).toBe("student");
  });

  test("issue 47: a teacher gets the teacher role from the groups claim", async ({ openPage }) => {
    const { page } = await openPage();
    await signInWithSchool(page, "teacher");
    await page.waitForURL("**/account");
    await hydrated(page);
    await expect(page.getByRole("tab", { name: "Students" })).toBeVisible();
    expect(await roleOf(page)).toBe("teacher");
  });

  test("issue 47: an existing password account is linked after its password is given once", async ({ openPage }) => {
    const { page } = await openPage();
    await signInWithSchool(page, "pat");
    await page.waitForURL("**/login/sso/link");
    await hydrated(page);
    await expect(page.getByText(ACCOUNTS.pat.email)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel("BioText password").fill("wrong-password-1");
    await page.getByRole("button", { name: "Link and sign in" }).click();
    await expect(page.getByTestId("sso-link-message")).toHaveText("Incorrect password, please try again.");
    await page.getByLabel("BioText password").fill(PAT_PASSWORD);
    await page.getByRole("button", { name: "Link and sign in" }).click();
    await page.waitForURL("**/account");
    expect(await roleOf(page)).toBe("student");
    // Linked: the next sign-in with the school goes straight to the dashboard.
    const again = await openPage();
    await signInWithSchool(again.page, "pat");
    await again.page.waitForURL("**/account");
  });
});
