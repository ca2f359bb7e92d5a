import crypto from "node:crypto";
import { DEMO_K12_ACCESS_CODE } from "#core/forms/k12";

/**
 * A complete school order (K12-*) as the order form sends it, with the demo access code and a new idempotency key;
 * `overrides` changes any field (the product, its quantity, the e-mail…).
 */
export function schoolOrder(overrides: Record<string, unknown> = {}) {
  return {
    firstName: "Fay",
    lastName: "Ng",
    email: "fay.ng@school.test",
    district: "District 9",
    school: "Hillcrest High",
    contactStreetNum: "12",
    contactStreetName: "Main St",
    contactCity: "Ottawa",
    contactStateProv: "ON",
    contactCountry: "Canada",
    contactPostZipCode: "K1A 0A1",
    contactPhoneNum: "613-555-0101",
    contactSchoolEmail: "office@hillcrest.test",
    billingAttn: "Accounts",
    billingPO: "PO-4411",
    billingCompanyName: "District 9 Board",
    billingStreetNum: "1",
    billingStreetName: "Board Rd",
    billingCity: "Ottawa",
    billingStateProv: "ON",
    billingCountry: "Canada",
    billingPostZipCode: "K1A 0A2",
    billingPhoneNum: "613-555-0102",
    productOrdered: "978-1-77000-102-8",
    productQty: "25",
    additionalComments: "Start in September",
    termConditionsAccepted: true,
    accessCode: DEMO_K12_ACCESS_CODE,
    idempotencyKey: crypto.randomUUID(),
    ...overrides,
  };
}
