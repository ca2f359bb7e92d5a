import fs from "node:fs";
import JSZip from "jszip";
import { expect, seriousViolations, test, toFrench } from "./fixtures";

/**
 * Issue 50 items 4 and 5 in the browser, in French: an admin exports the demo student's data from the Privacy
 * Requests tab (a ZIP download), then finds the export in the Audit tab.
 */
test("issue 50 an admin exports a student's data and sees the audit row in the Audit tab, in French", async ({ adminPage, db }) => {
  const { page, goto } = adminPage;
  const { rows } = await db.query<{ id: number }>(`SELECT id FROM users WHERE email = 'student@biotext.test'`);
  const studentId = rows[0]!.id;
  await goto("/account?tab=privacy");
  await toFrench(page);
  const panel = page.getByRole("tabpanel");
  await panel.getByLabel("Courriel de l’élève").fill("student@biotext.test");
  await panel.getByRole("button", { name: "Trouver l’élève" }).click();
  const [download] = await Promise.all([page.waitForEvent("download"), panel.getByRole("button", { name: "Exporter les données (ZIP)" }).click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^biotext-data-${studentId}-\\d{4}-\\d{2}-\\d{2}\\.zip$`));
  const zip = await JSZip.loadAsync(fs.readFileSync((await download.path())!));
  expect(JSON.parse(await zip.file("data/account.json")!.async("string"))[0]).toMatchObject({ id: studentId, email: "student@biotext.test" });
  expect(await zip.file("summary.html")!.async("string")).toContain("<h1>");
  await expect(panel.getByRole("status")).toContainText("Les données de student@biotext.test ont été téléchargées.");

  await page.getByRole("tab", { name: "Audit" }).click();
  const audit = page.getByRole("tabpanel");
  await audit.getByLabel("Action").selectOption({ label: "Données d’élève exportées" });
  await audit.getByRole("button", { name: "Rechercher" }).click();
  await expect(audit.getByTestId("audit-count")).toHaveText("1 entrée");
  const row = audit.getByRole("table", { name: "Journal d’audit, du plus récent au plus ancien" }).getByRole("row").nth(1);
  await expect(row).toContainText("Données d’élève exportées");
  await expect(row).toContainText("admin@biotext.test");
  await expect(row).toContainText(`Utilisateur #${studentId}`);
  expect(await seriousViolations(page)).toEqual([]);
});
