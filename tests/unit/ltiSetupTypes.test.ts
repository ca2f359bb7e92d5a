import { describe, expect, it } from "vitest";
import en from "../../app/i18n/locales/en.lti.json";
import { LtiConsumers } from "../../cms/collections/LtiConsumers";
import { createConsumerInput, LTI_SETUP_TYPES } from "#shared/lti";

const request = (ltiType: string) => ({
  consumerName: "Moodle",
  consumerKey: "moodle.key",
  ltiVersion: "LTI-1p0",
  ltiType,
  classSelected: 1,
  membership: 2,
});

describe("LTI consumer setup types", () => {
  it("LTI-024 the setup types are 'unit' (shown as Basic) and 'chapter' (shown as Advanced); no other value is accepted", () => {
    expect(LTI_SETUP_TYPES).toEqual(["unit", "chapter"]);
    expect(createConsumerInput.parse(request("unit")).ltiType).toBe("unit");
    expect(createConsumerInput.parse(request("chapter")).ltiType).toBe("chapter");
    for (const other of ["Basic", "Advanced", "module", ""]) expect(createConsumerInput.safeParse(request(other)).success, other).toBe(false);
    // The admin tab's labels, and the CMS's.
    expect(en.consumers.basic).toBe("Basic");
    expect(en.consumers.advanced).toBe("Advanced");
    const field = LtiConsumers.fields.find((f) => "name" in f && f.name === "setupType") as { options: { label: string; value: string }[] };
    expect(field.options).toEqual([
      { label: "Basic (unit)", value: "unit" },
      { label: "Advanced (chapter)", value: "chapter" },
    ]);
  });
});
