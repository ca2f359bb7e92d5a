import { expect, seriousViolations, test } from "./fixtures";
import { DEMO_PERIOD3, demoRosterRows, rosterZip } from "../../seeds/roster";

/**
 * Issue 47 item 2 (docs/rosters.md): an admin uploads a OneRoster ZIP in the Roster Import tab, reads the dry run,
 * imports it. The roster is the demo school's Period 3 alone (its six new students and a new teacher), so the
 * worker's demo class and teacher stay as the other files expect them. The demo ZIP itself is imported in
 * tests/integration/roster.test.ts.
 */
async function period3Zip() {
  const rows = demoRosterRows();
  rows["classes.csv"] = rows["classes.csv"].filter((c) => c.sourcedId === DEMO_PERIOD3.sourcedId);
  rows["users.csv"] = rows["users.csv"].filter((u) => u.sourcedId.startsWith("user-p3-"));
  rows["users.csv"].push({ sourcedId: "user-e2e-teacher", enabledUser: "true", givenName: "Rosa", familyName: "Roster", email: "rosa.roster@biotext.test" });
  rows["enrollments.csv"] = rows["enrollments.csv"].filter((e) => e.classSourcedId === DEMO_PERIOD3.sourcedId && e.userSourcedId !== "user-teacher");
  rows["enrollments.csv"].push({
    sourcedId: "enr-e2e-t",
    classSourcedId: DEMO_PERIOD3.sourcedId,
    schoolSourcedId: "org-school",
    userSourcedId: "user-e2e-teacher",
    role: "teacher",
  });
  return rosterZip(rows);
}

test("issue 47 an admin uploads a OneRoster ZIP, reads the dry run and imports it", async ({ adminPage: { page, goto } }) => {
  await goto("/account?tab=rosterImport");
  const panel = page.getByRole("tabpanel");
  await panel.getByLabel("Roster ZIP").setInputFiles({ name: "period3.zip", mimeType: "application/zip", buffer: await period3Zip() });
  await panel.getByRole("button", { name: "Dry run" }).click();

  const heading = panel.getByRole("heading", { name: "Dry run: what the import would change" });
  await expect(heading).toBeFocused();
  const summary = panel.getByRole("table", { name: "What the import would change" });
  await expect(summary.getByRole("row", { name: /^Classes 1 0 0$/ })).toBeVisible();
  await expect(summary.getByRole("row", { name: /^Teachers 1 0 0$/ })).toBeVisible();
  await expect(summary.getByRole("row", { name: /^Students 6 0 0$/ })).toBeVisible();
  await panel.getByText("Students to add (6)").click();
  await expect(panel.getByText("demo.roster01@biotext.test")).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await panel.getByRole("button", { name: "Import" }).click();
  await expect(panel.getByRole("heading", { name: "Roster imported" })).toBeFocused();
  await expect(panel.getByRole("status").getByText("The roster was imported: 7 class memberships added, 0 removed.")).toBeVisible();

  // The same file again: nothing to change, no Import button.
  await panel.getByLabel("Roster ZIP").setInputFiles({ name: "period3.zip", mimeType: "application/zip", buffer: await period3Zip() });
  await panel.getByRole("button", { name: "Dry run" }).click();
  await expect(panel.getByRole("status").getByText("Nothing to change: the site already matches this roster.")).toBeVisible();
  await expect(panel.getByRole("button", { name: "Import" })).toHaveCount(0);
});
