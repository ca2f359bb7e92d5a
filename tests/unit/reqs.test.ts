import { describe, expect, it } from "vitest";
import { parseRequirements, testTitles } from "../../scripts/reqs";

describe("npm run reqs (scripts/reqs.ts)", () => {
  it("reads every requirement line of the spec, (unspecified) ones marked", () => {
    const spec = "# x\n- **PUB-001** `/` serves the home page. [000 §2]\n- **PUB-004** (unspecified) not shown.\n  note: odd\ntext PUB-009\n";
    expect(parseRequirements(spec)).toEqual([
      { id: "PUB-001", unspecified: false, text: "`/` serves the home page. [000 §2]" },
      { id: "PUB-004", unspecified: true, text: "(unspecified) not shown." },
    ]);
  });

  it("counts it( and test( titles only: describe titles and their ranges do not cite", () => {
    const source = [
      'describe("forgot password (SES-035…SES-037)", () => {',
      '  it("SES-036 the e-mail", () => {});',
      "  test.skip('SES-040 skipped', () => {});",
      '  test.describe("SES-041 a group", () => {});',
      "  it(`SES-042 template`, async () => {});",
      "});",
    ].join("\n");
    expect(testTitles(source)).toEqual([
      { line: 2, title: "SES-036 the e-mail" },
      { line: 3, title: "SES-040 skipped" },
      { line: 5, title: "SES-042 template" },
    ]);
  });
});
