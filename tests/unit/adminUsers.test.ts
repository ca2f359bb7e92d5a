import { describe, expect, it } from "vitest";
import { exampleXlsx, tableFromXlsx } from "../../app/components/admin/spreadsheet";
import { resources } from "../../app/i18n/resources";
import {
  ADMIN_MESSAGES,
  adminMessageKey,
  badIpEntries,
  createUserInput,
  describeDifferences,
  displayName,
  hasDifferences,
  ipListInput,
  splitAddresses,
  userDifferences,
} from "#shared/adminUsers";
import { BULK_COLUMNS, BULK_REASON_TEXT, checkBulkRow, EXAMPLE_ROWS, keyList, parseCsv, rowsFromTable } from "#shared/bulkUpload";
import { isValidEmail } from "#shared/adminUsers";

const en = resources.en.translation.admin;
const fr = resources.fr.translation.admin;

describe("admin messages", () => {
  it("ADM-007 ADM-008 ADM-010 ADM-019 ADM-025 ADM-035 ADM-036 ADM-038 keep the legacy wording exactly (typos included)", () => {
    expect(ADMIN_MESSAGES.emailFormat).toBe("An incorrect email format has been entered, correct and resubmit.");
    expect(ADMIN_MESSAGES.emailInUse).toBe("Email entered is already used, please enter another email address.");
    expect(ADMIN_MESSAGES.userCreated).toBe("User has been created");
    expect(en.common.errorOccured).toBe("Error has occured: {{message}}");
    expect(ADMIN_MESSAGES.noChanges).toBe("No changes found.");
    expect(ADMIN_MESSAGES.ipFormat).toBe("Incorrect Format, Please Retry");
    expect(ADMIN_MESSAGES.entriesMissing).toBe("Entries missing, please validate all fields have been filled out!");
    expect(ADMIN_MESSAGES.ipListCreated).toBe("Ip List has been created");
    expect(en.common.classesFailed).toBe("Error retrieving classes");
    expect(en.common.membershipsFailed).toBe("Error retrieving memberships");
    expect(en.edit.failed).toBe("Failed to update user. Status: {{status}}");
    expect(en.record.resetSent).toBe("Password Email Sent!");
    expect(en.record.resetFailed).toBe("Error Occured: {{reason}}");
    expect(en.record.noNotes).toBe("No Notes on Profile");
    expect(en.create.delay).toBe("New account creation may take up to 5 minutes.");
  });

  it("every server message has its English text, word for word, and a French one", () => {
    expect(en.messages).toEqual(ADMIN_MESSAGES);
    expect(Object.keys(fr.messages).sort()).toEqual(Object.keys(ADMIN_MESSAGES).sort());
    for (const [key, text] of Object.entries(ADMIN_MESSAGES)) expect(adminMessageKey(text)).toBe(key);
    expect(adminMessageKey("Something went wrong. Reference: ABCD1234")).toBeNull();
  });

  it("the bulk refusal reasons read the same in the tab as in the API", () => {
    for (const [reason, text] of Object.entries(BULK_REASON_TEXT)) {
      expect(en.bulk.reasons[reason as keyof typeof en.bulk.reasons]).toBe(text.replace("{detail}", "{{detail}}"));
    }
    expect(Object.keys(en.bulk.columns).sort()).toEqual(BULK_COLUMNS.map((c) => c.name).sort());
  });
});

describe("Create User checks shared by the form and the server", () => {
  const valid = {
    email: "a@b.test",
    password: "tulip-harbor-42",
    firstName: "A",
    lastName: "B",
    role: "student",
    isLTI: false,
    membershipId: null,
    classId: null,
    language: "en",
  } as const;

  it("ADM-005 ADM-007 required fields and the e-mail format, one message per field", () => {
    expect(createUserInput.safeParse(valid).success).toBe(true);
    const result = createUserInput.safeParse({ ...valid, email: "a@", firstName: " " });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["email", ADMIN_MESSAGES.emailFormat],
      ["firstName", ADMIN_MESSAGES.required],
    ]);
    expect(createUserInput.parse({ ...valid, email: "  Mixed@Case.TEST " }).email).toBe("mixed@case.test");
  });

  it("SES-048 offers the roles None, admin, teacher and student only", () => {
    for (const role of ["none", "admin", "teacher", "student"]) expect(createUserInput.safeParse({ ...valid, role }).success).toBe(true);
    expect(createUserInput.safeParse({ ...valid, role: "editor" }).success).toBe(false);
  });

  it("ADM-015 shows names as 'last, first'", () => {
    expect(displayName({ firstName: "Ana", lastName: "Lopez" })).toBe("Lopez, Ana");
    expect(displayName({ firstName: "Ana", lastName: null })).toBe("Ana");
  });
});

describe("edit differences (ADM-019, ADM-020)", () => {
  const before = {
    email: "a@b.test",
    username: "a",
    firstName: "Ana",
    lastName: "Lopez",
    role: "student",
    memberships: [{ id: 1, name: "LIFE" }],
    classes: [],
  };

  it("lists changed fields as Old/New and added/removed memberships and classes joined by ' | '", () => {
    const d = userDifferences(
      7,
      before,
      { firstName: "Anna", email: "a@b.test", role: "teacher" },
      {
        memberships: {
          add: [
            { id: 2, name: "HS" },
            { id: 1, name: "LIFE" },
          ],
          remove: [{ id: 1, name: "LIFE" }],
        },
        classes: {
          add: [
            { id: 5, name: "River" },
            { id: 6, name: "Lake" },
          ],
          remove: [{ id: 9, name: "Gone" }],
        },
      },
    );
    expect(d).toEqual({
      ID: 7,
      fields: { firstName: { Old: "Ana", New: "Anna" }, role: { Old: "student", New: "teacher" } },
      membershipUpdates: { add: "HS", remove: "LIFE" },
      classUpdates: { add: "River | Lake", remove: "" },
    });
    expect(hasDifferences(d)).toBe(true);
    expect(describeDifferences(d)).toBe(
      "User updated. First name: Ana → Anna; Role: student → teacher; Memberships added: HS; Memberships removed: LIFE; Classes added: River | Lake",
    );
  });

  it("'No changes found.' when nothing differs", () => {
    const none = userDifferences(
      7,
      before,
      { firstName: "Ana" },
      { memberships: { add: [{ id: 1, name: "LIFE" }], remove: [] }, classes: { add: [], remove: [] } },
    );
    expect(hasDifferences(none)).toBe(false);
  });
});

describe("IP list entries (ADM-035 … ADM-037)", () => {
  it("ADM-035 accepts a.b.c.d, a.b.c.* and a.b.*.* with octets 0–255 only", () => {
    expect(badIpEntries(["10.0.0.1", "192.168.1.*", "172.16.*.*", "0.0.0.0", "255.255.255.255"])).toEqual([]);
    expect(badIpEntries(["999.1.1.1", "10.0.0", "10.*.*.*", "10.0.*.1", "1.2.3.256", "abc", "1.2.3.4.5"])).toEqual([
      "999.1.1.1",
      "10.0.0",
      "10.*.*.*",
      "10.0.*.1",
      "1.2.3.256",
      "abc",
      "1.2.3.4.5",
    ]);
    expect(splitAddresses(" 10.0.0.1\n\n10.0.0.2, 10.0.0.3 ;10.0.0.4 ")).toEqual(["10.0.0.1", "10.0.0.2", "10.0.0.3", "10.0.0.4"]);
  });

  it("ADM-036 ADM-037 missing fields and a malformed dummy e-mail", () => {
    const r = ipListInput.safeParse({ name: "", classId: 0, addresses: [], account: { email: "x@", userName: "" }, membershipIds: [] });
    expect(r.error!.issues.map((i) => `${i.path.join(".")}: ${i.message}`)).toEqual([
      `name: ${ADMIN_MESSAGES.entriesMissing}`,
      `classId: ${ADMIN_MESSAGES.entriesMissing}`,
      `addresses: ${ADMIN_MESSAGES.entriesMissing}`,
      `account.email: ${ADMIN_MESSAGES.emailFormat}`,
      `membershipIds: ${ADMIN_MESSAGES.entriesMissing}`,
    ]);
  });
});

describe("bulk file reading (ADM-013)", () => {
  it("parses quoted cells with delimiters, doubled quotes and line breaks, keeping file line numbers", () => {
    const rows = parseCsv('email,firstName,lastName\n"a@b.test","Ann, ""Jr""","Line\nBreak"\n\nc@d.test,C,D');
    expect(rows).toEqual([
      { line: 1, cells: ["email", "firstName", "lastName"] },
      { line: 2, cells: ["a@b.test", 'Ann, "Jr"', "Line\nBreak"] },
      { line: 5, cells: ["c@d.test", "C", "D"] },
    ]);
    expect(parseCsv("email\tfirstName\tlastName\r\nx@y.test\tX\tY\r\n")[1].cells).toEqual(["x@y.test", "X", "Y"]);
  });

  it("checks one row: defaults, Y/N, languages, keys", () => {
    const catalog = { membership: (k: string) => ({ "life-all": 1 }[k.toLowerCase()]), class: (k: string) => ({ "river-1": 5 }[k.toLowerCase()]) };
    const base = { email: "A@B.test", firstName: "A", lastName: "B", role: "", isLTI: "", memberships: "", classes: "", language: "", username: "" };
    expect(checkBulkRow(base, catalog, isValidEmail)).toEqual({
      ok: true,
      language: "en",
      account: { email: "a@b.test", username: "a@b.test", firstName: "A", lastName: "B", role: "student", isLTI: false, memberships: [], classes: [] },
    });
    expect(
      checkBulkRow({ ...base, isLTI: "yes", language: "Français", memberships: "LIFE-ALL | life-all", classes: "RIVER-1" }, catalog, isValidEmail),
    ).toMatchObject({
      ok: true,
      language: "fr",
      account: { isLTI: true, memberships: [1], classes: [5] },
    });
    expect(checkBulkRow({ ...base, email: "", lastName: "" }, catalog, isValidEmail)).toEqual({ ok: false, reason: "missingField", detail: "email, lastName" });
    expect(keyList(" A | B |A|")).toEqual(["A", "B"]);
  });

  it("reads the XLSX example (exceljs) back into the same rows", async () => {
    const buffer = await exampleXlsx({ email: "E-mail" });
    const { rows, missingColumns } = rowsFromTable(await tableFromXlsx(buffer));
    expect(missingColumns).toEqual([]);
    expect(rows.map(({ line: _line, ...r }) => r)).toEqual(EXAMPLE_ROWS);
    expect(rows.map((r) => r.line)).toEqual([2, 3, 4]);
  });
});
