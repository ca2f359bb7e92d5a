import { describe, expect, it } from "vitest";
import { DASHBOARD_TABS, visibleTabs } from "#shared/dashboardTabs";

const base = ["dashboard", "myQuiz", "orders", "resetPassword"];

describe("dashboard tab visibility", () => {
  it("SES-050 SES-054 students, editors and role-less accounts see only the base tabs", () => {
    for (const role of ["student", "editor", "none"]) expect(visibleTabs({ role, isLib: false, multiSession: false })).toEqual(base);
  });

  it("SES-052 issue 28 teachers also see Students, Quiz Settings, General Settings and Live Class", () => {
    expect(visibleTabs({ role: "teacher", isLib: false, multiSession: false })).toEqual([...base, "students", "quizSettings", "generalSettings", "liveClass"]);
  });

  it("SES-053 SES-054 admins see every tab", () => {
    expect(visibleTabs({ role: "admin", isLib: false, multiSession: false })).toEqual([...DASHBOARD_TABS]);
  });

  it("SES-029 SES-051 library and multi-session sessions lose My Quiz, Orders and Reset Password", () => {
    expect(visibleTabs({ role: "student", isLib: true, multiSession: false })).toEqual(["dashboard"]);
    expect(visibleTabs({ role: "student", isLib: false, multiSession: true })).toEqual(["dashboard"]);
    expect(visibleTabs({ role: "teacher", isLib: true, multiSession: false })).toEqual([
      "dashboard",
      "students",
      "quizSettings",
      "generalSettings",
      "liveClass",
    ]);
  });
});
