import { describe, expect, it } from "vitest";
import { createI18n } from "../../app/i18n";
import "../../app/i18n/resources";
import { loader as trialLoader } from "../../app/routes/trial";
import { UNDO_MERGE_MS, UNDO_STEPS } from "../../app/components/study/NoteEditor";
import {
  contactInput,
  CONTACT_MANDATORY,
  EDUCATION_LEVELS,
  fieldErrors,
  K12_BILLING_FIELDS,
  K12_CONTACT_FIELDS,
  K12_EMAIL,
  K12_FORMAT,
  K12_INCOMPLETE,
  K12_TERMS,
  k12OrderInput,
} from "#shared/forms";
import { FOUND_US, trialSchema, WHO_AM_I } from "#shared/commerce";

/**
 * The public forms' rules and constants (K12, TRIAL, CON) and the note editor's undo history, as the
 * spec names them (exact field names, option values and messages).
 */
const en = createI18n("en").t;
const KEY = "7f8b3a0e-3c1d-4b5e-9a2f-0c1d2e3f4a5b";

const completeOrder = () => ({
  ...Object.fromEntries([...K12_CONTACT_FIELDS, ...K12_BILLING_FIELDS].map((f) => [f, `v-${f}`])),
  email: "ida.moss@school.test",
  contactSchoolEmail: "office@pine-ridge.test",
  productOrdered: "978-1-77000-101-1",
  productQty: "40",
  additionalComments: "Two classes",
  termConditionsAccepted: true,
  idempotencyKey: KEY,
});

const issues = (input: unknown) => {
  const parsed = k12OrderInput.safeParse(input);
  return parsed.success ? {} : fieldErrors(parsed.error).fields;
};

describe("school order form (K12)", () => {
  it("K12-004 the contact fields are exactly the thirteen of the spec, each required", () => {
    expect(K12_CONTACT_FIELDS).toEqual([
      "firstName",
      "lastName",
      "email",
      "district",
      "school",
      "contactStreetNum",
      "contactStreetName",
      "contactCity",
      "contactStateProv",
      "contactCountry",
      "contactPostZipCode",
      "contactPhoneNum",
      "contactSchoolEmail",
    ]);
    for (const f of K12_CONTACT_FIELDS) expect(issues({ ...completeOrder(), [f]: "" })[f], f).toBe(K12_INCOMPLETE);
  });

  it("K12-005 the billing fields are exactly the ten of the spec, each required", () => {
    expect(K12_BILLING_FIELDS).toEqual([
      "billingAttn",
      "billingPO",
      "billingCompanyName",
      "billingStreetNum",
      "billingStreetName",
      "billingCity",
      "billingStateProv",
      "billingCountry",
      "billingPostZipCode",
      "billingPhoneNum",
    ]);
    for (const f of K12_BILLING_FIELDS) expect(issues({ ...completeOrder(), [f]: "" })[f], f).toBe(K12_INCOMPLETE);
  });

  it("K12-006 the order fields productOrdered, productQty, termConditionsAccepted and additionalComments; the type is 'HIGHSCHOOL'", () => {
    const parsed = k12OrderInput.parse(completeOrder());
    expect(parsed).toMatchObject({
      productOrdered: "978-1-77000-101-1",
      productQty: "40",
      termConditionsAccepted: true,
      additionalComments: "Two classes",
      orderType: "HIGHSCHOOL",
    });
    for (const f of ["productOrdered", "productQty", "additionalComments"]) expect(issues({ ...completeOrder(), [f]: "" })[f], f).toBe(K12_INCOMPLETE);
    // No other order type is accepted.
    expect(k12OrderInput.safeParse({ ...completeOrder(), orderType: "UNIVERSITY" }).success).toBe(false);
    expect(k12OrderInput.parse({ ...completeOrder(), orderType: "HIGHSCHOOL" }).orderType).toBe("HIGHSCHOOL");
  });

  it("K12-008 the terms switch must be on, else 'Please accept Terms and Conditions'", () => {
    expect(issues(completeOrder())).toEqual({});
    const off = issues({ ...completeOrder(), termConditionsAccepted: false });
    expect(off).toEqual({ termConditionsAccepted: K12_TERMS });
    expect(en(K12_TERMS)).toBe("Please accept Terms and Conditions");
    // A form without the switch at all is refused the same way.
    const { termConditionsAccepted: _t, ...withoutSwitch } = completeOrder();
    expect(issues(withoutSwitch).termConditionsAccepted).toBe(K12_TERMS);
  });

  it("K12-009 email and contactSchoolEmail: letters, digits, . _ -, '@', a domain, a dot and 1 to 6 letters, else 'Please Enter Correct Format'", () => {
    for (const ok of ["ida.moss@school.test", "a_b-c.9@x-y.co", "A@b.c", "x@sub.domain.museum"]) expect(K12_EMAIL.test(ok), ok).toBe(true);
    // The legacy pattern rejects '+' in the local part and a top-level domain longer than 6 letters.
    for (const bad of ["ida+k12@school.test", "ida@school.academy", "ida@school", "ida.school.test", "ida@school.t3st", "i da@school.test"])
      expect(K12_EMAIL.test(bad), bad).toBe(false);
    for (const f of ["email", "contactSchoolEmail"] as const) {
      expect(issues({ ...completeOrder(), [f]: "ida+k12@school.test" }), f).toEqual({ [f]: K12_FORMAT });
    }
    expect(en(K12_FORMAT)).toBe("Please Enter Correct Format");
  });
});

describe("instructor trial (TRIAL)", () => {
  const load = (query: string) => trialLoader({ request: new Request(`http://localhost/trial${query}`), params: {}, context: {} as never });

  it("TRIAL-002 ?type=icb sets userType 'ICB', ?type=enterprise 'ENTERPRISE'; any other value (or none) 'N/A'", () => {
    expect(load("?type=icb")).toEqual({ userType: "ICB" });
    expect(load("?type=enterprise")).toEqual({ userType: "ENTERPRISE" });
    expect(load("?type=school")).toEqual({ userType: "N/A" });
    expect(load("")).toEqual({ userType: "N/A" });
  });

  it("TRIAL-003 a request carries firstname, lastname, email, userType, school, country, province, whoAmI, classCourseName, numStudents, foundUs, message and a password", () => {
    const fields = Object.keys(trialSchema.shape).filter((k) => k !== "foundUsOther");
    expect(fields.sort()).toEqual(
      [
        "firstname",
        "lastname",
        "email",
        "password",
        "userType",
        "school",
        "country",
        "province",
        "whoAmI",
        "classCourseName",
        "numStudents",
        "foundUs",
        "message",
      ].sort(),
    );
    expect(trialSchema.shape.userType.options).toEqual(["ICB", "ENTERPRISE", "N/A"]);
  });

  it("TRIAL-006 who-am-I options: 'Professor / Instructor', 'Student', 'Industrial Professional / Leader'", () => {
    expect(WHO_AM_I).toEqual(["Professor / Instructor", "Student", "Industrial Professional / Leader"]);
    expect(["professor", "student", "industry"].map((k) => en(`commerce.trial.whoAmIOptions.${k}`))).toEqual([...WHO_AM_I]);
  });

  it("TRIAL-007 how-heard options: 'Instagram', 'Twitter', 'LinkedIn', 'YouTube', 'Google', 'Other'", () => {
    expect(FOUND_US).toEqual(["Instagram", "Twitter", "LinkedIn", "YouTube", "Google", "Other"]);
    expect(FOUND_US.map((o) => en(`commerce.trial.foundUsOptions.${o.toLowerCase()}`))).toEqual([...FOUND_US]);
  });
});

describe("contact and enterprise (CON)", () => {
  const enterprise = {
    variant: "enterprise" as const,
    name: "Bo Chen",
    email: "bo@enterprise.test",
    message: "Site licence",
    institutionName: "Lakeside College",
    institutionContact: "Dean Roy",
    contactNumber: "555-0100",
    country: "Canada",
    province: "Ontario",
    idempotencyKey: KEY,
  };

  it("CON-005 education levels 'HS', 'HEHS', 'FYB', 'UYB', 'IT' with their names; the default value 0 counts as not chosen", () => {
    expect(EDUCATION_LEVELS).toEqual(["HS", "HEHS", "FYB", "UYB", "IT"]);
    expect(EDUCATION_LEVELS.map((l) => en(`forms.contact.levels.${l}`))).toEqual([
      "High School",
      "Higher Education",
      "First Year Biology",
      "Second Year Biology",
      "Industry Training",
    ]);
    for (const level of EDUCATION_LEVELS) expect(contactInput.safeParse({ ...enterprise, educationLevel: level }).success, level).toBe(true);
    for (const input of [enterprise, { ...enterprise, educationLevel: "0" }, { ...enterprise, educationLevel: "PHD" }]) {
      const parsed = contactInput.safeParse(input);
      expect(parsed.success).toBe(false);
      expect(fieldErrors(parsed.error!).fields).toEqual({ educationLevel: CONTACT_MANDATORY });
    }
  });

  it("CON-007 no format rule beyond the input types: free text is taken as typed; only the e-mail field's own type check applies", () => {
    const free = { ...enterprise, educationLevel: "IT", name: "x", contactNumber: "call the front desk", country: "?", province: "42", message: "1" };
    expect(contactInput.parse(free)).toMatchObject({ name: "x", contactNumber: "call the front desk", country: "?", province: "42", message: "1" });
    const notAnEmail = contactInput.safeParse({ ...free, email: "bo at enterprise" });
    expect(fieldErrors(notAnEmail.error!).fields).toEqual({ email: "forms.contact.emailType" });
    // An address the school order's stricter pattern refuses ('+', a long top-level domain) is fine here.
    expect(contactInput.safeParse({ ...free, email: "bo+sales@lakeside.academy" }).success).toBe(true);
  });
});

describe("note editor (NOTE)", () => {
  it("NOTE-014 the undo history keeps 100 steps and merges changes within 500 ms", () => {
    expect(UNDO_STEPS).toBe(100);
    expect(UNDO_MERGE_MS).toBe(500);
  });
});
