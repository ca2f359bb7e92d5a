import type { Payload } from "payload";
import type { CoursewarePrice } from "../../cms/payload-types";

type Entry = NonNullable<CoursewarePrice["entries"]>[number];

/** A courseware price entry in US dollars, tax on top, no listed features: one year unless told otherwise. */
export function coursewareEntry(entry: Partial<Entry> = {}): Entry {
  return {
    isbn: "978-1-77000-101-1",
    name: "Courseware — 1 year",
    price: 30,
    currency: "USD",
    includeTax: true,
    dropDownDescription: "1 year",
    includedFeatures: [],
    ...entry,
  };
}

/** Replaces the courseware prices (the English entries) as an admin would. */
export async function setCoursewarePrices(payload: Payload, entries: Entry[]): Promise<void> {
  await payload.updateGlobal({ slug: "courseware-prices", locale: "en", overrideAccess: true, data: { entries } });
}
