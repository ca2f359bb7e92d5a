import { describe, expect, it } from "vitest";
import { citations, decisions, parseRequirements, report, testTitles } from "../../scripts/reqs";

const spec = ["- **SES-036** a", "- **SES-040** b", "- **SES-042** c", "- **LTI-023** only LTI-1p0", "- **PUB-004** (unspecified) x", ""].join("\n");

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
      '  test.describe("SES-041 a group", () => {});',
      "  it(`SES-042 template ${1}`, async () => {});",
      '  test.step("SES-040 a step", async () => {});',
      "});",
    ].join("\n");
    expect(testTitles(source)).toEqual([
      { line: 2, title: "SES-036 the e-mail", runs: true },
      { line: 4, title: "SES-042 template ${…}", runs: true },
    ]);
  });

  it("issue 44 finding 8: skipped and todo tests do not run, nor do tests under a skipped describe", () => {
    const source = [
      "test.skip('SES-040 skipped', () => {});",
      'it.todo("SES-040 todo");',
      'test.fixme("SES-040 fixme", () => {});',
      'it.skipIf(true)("SES-040 skipIf(true)", () => {});',
      'it.skipIf(!process.env.X)("SES-040 skipIf(env)", () => {});',
      'it.runIf(false)("SES-040 runIf(false)", () => {});',
      'test("SES-040 skips itself", () => { test.skip(!process.env.BIG, "run with BIG=1"); });',
      'describe.skip("group", () => { it("SES-040 in a skipped group", () => {}); });',
      'it.only("SES-036 only", () => {});',
      'it.fails("SES-036 fails", () => {});',
      'it.concurrent("SES-036 concurrent", () => {});',
      'it.skipIf(false)("SES-036 skipIf(false)", () => {});',
      'it.each([1, 2])("SES-036 each %s", () => {});',
      'test("SES-036 a step inside", async () => { await test.step("x", async () => {}); });',
    ].join("\n");
    const titles = testTitles(source);
    expect(titles.filter((t) => !t.runs).map((t) => t.title)).toEqual([
      "SES-040 skipped",
      "SES-040 todo",
      "SES-040 fixme",
      "SES-040 skipIf(true)",
      "SES-040 skipIf(env)",
      "SES-040 runIf(false)",
      "SES-040 skips itself",
      "SES-040 in a skipped group",
    ]);
    expect(titles.filter((t) => t.runs).every((t) => t.title.startsWith("SES-036"))).toBe(true);
    expect(titles.filter((t) => t.runs)).toHaveLength(6);
    const { byId } = citations([{ file: "a.test.ts", source }], new Set(["SES-036", "SES-040"]));
    expect(byId.has("SES-040")).toBe(false);
    expect(byId.get("SES-036")).toHaveLength(6);
  });

  it("issue 44 finding 8: a title written inside a string (an example in a test's source) cites nothing", () => {
    const source = [
      'it("parses examples", () => {',
      "  const example = 'it(\"SES-040 inside a string\", () => {});';",
      '  const lines = ["  test(`SES-042 in an array of strings`, () => {});"];',
      "  const tpl = `test('SES-040 inside a template', () => {})`;",
      "});",
    ].join("\n");
    expect(testTitles(source)).toEqual([{ line: 1, title: "parses examples", runs: true }]);
  });

  it("issue 44 finding 8: a requirement is cited only by a title naming at most 4 requirement IDs", () => {
    const known = new Set(["SES-031", "SES-032", "SES-033", "SES-034", "SES-035", "SES-036"]);
    const source = [
      'it("SES-031 SES-032 SES-033 SES-034 four", () => {});',
      'it("SES-031, SES-032, SES-033, SES-034 and SES-035: five", () => {});',
      'it("SES-036 SES-036 twice, ABC-123 unknown, PUB-9 not an id", () => {});',
    ].join("\n");
    const { byId, broad } = citations([{ file: "a.test.ts", source }], known);
    expect([...byId.keys()].sort()).toEqual(["SES-031", "SES-032", "SES-033", "SES-034", "SES-036"]);
    expect(byId.has("SES-035")).toBe(false);
    expect(broad.map((c) => c.line)).toEqual([2]);
  });

  it("issue 44 finding 8: a decision record's 'Not kept:' / 'Superseded:' lines retire IDs; a title naming one cites nothing", () => {
    const records = [
      {
        name: "075-x.md",
        text: "# 075\n- **LTI-023** is not kept, as this prose says (no marker).\n\nNot kept: LTI-023 — 1.3 is offered too.\n",
      },
      { name: "090-y.md", text: "Decided PUB-004.\n- Superseded: SES-040 by SES-042 — one rule now.\n" },
    ];
    expect(decisions(records).retired).toEqual([
      { id: "LTI-023", how: "not kept", record: "075-x.md" },
      { id: "SES-040", how: "superseded", by: "SES-042", record: "090-y.md" },
    ]);
    const source = [
      "it(\"SES-036 the version is 'LTI-1p0' or '1.3' (LTI-023's 'only LTI-1p0' is not kept)\", () => {});",
      'it("SES-042 the rule", () => {});',
    ].join("\n");
    const r = report(spec, [{ file: "a.test.ts", source }], records);
    expect(r.byId.has("LTI-023")).toBe(false);
    expect(r.missing).toEqual([]);
    expect(r.exempt).toEqual(["PUB-004"]);
    expect(r.cited).toBe(2);
    expect(r.retired.map((x) => x.id)).toEqual(["LTI-023", "SES-040"]);
    // Without the marker lines, prose saying "not kept" retires nothing: the title's "LTI-023's" cites it
    // (the accident issue 44 found); SES-040 and PUB-004 (no record names it now) are gaps.
    const unmarked = report(spec, [{ file: "a.test.ts", source }], [{ name: "075-x.md", text: records[0]!.text.split("\n\n")[0]! }]);
    expect(unmarked.byId.has("LTI-023")).toBe(true);
    expect(unmarked.missing).toEqual(["SES-040", "PUB-004"]);
  });

  it("issue 44 finding 8: a superseding ID that is not a kept requirement is reported as a problem", () => {
    const r = report(spec, [], [{ name: "1.md", text: "Superseded: SES-040 by QQQ-999\nNot kept: XYZ-001\n" }]);
    expect(r.problems).toEqual(["1.md: SES-040 is superseded by QQQ-999, which is not a kept requirement", "1.md: XYZ-001 is not a requirement of the spec"]);
  });
});
