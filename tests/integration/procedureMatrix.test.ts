import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { User } from "../../cms/payload-types";
import { appRouter } from "../../trpc/router";
import { openTestDb, type TestDb } from "../support/payload";
import { callerOfKind } from "../support/procedures";

/**
 * The authorization matrix of the application API: every procedure of the router, called by
 * every kind of caller. A refused caller must get UNAUTHORIZED or FORBIDDEN before anything
 * runs; an allowed caller must get past the check (the empty input then fails validation, or
 * the call succeeds). A procedure missing from ACCESS fails the test, so none can be added
 * without deciding who may call it.
 */
const CALLERS = ["anonymous", "visitor", "student", "none", "editor", "teacher", "admin", "library", "lti", "multiSession"] as const;
type Caller = (typeof CALLERS)[number];

type Rule = "public" | "authed" | "accountOwner" | "recorder" | "teacher" | "editor" | "admin";
const SIGNED_IN: Caller[] = ["student", "none", "editor", "teacher", "admin", "library", "lti", "multiSession"];
const ALLOWED: Record<Rule, Caller[]> = {
  public: [...CALLERS],
  authed: SIGNED_IN,
  // Signed in to their own account: library and multi-session sessions are refused (SES-029, SES-051).
  accountOwner: SIGNED_IN.filter((c) => c !== "library" && c !== "multiSession"),
  // Records progress: multi-session sessions record nothing (SES-056, LRN-046).
  recorder: SIGNED_IN.filter((c) => c !== "multiSession"),
  teacher: ["teacher", "admin"],
  editor: ["editor", "admin"],
  admin: ["admin"],
};

/** Who may call what. Keep in step with the procedure builders in trpc/init.ts. */
const ACCESS: Record<string, Rule> = {
  "auth.login": "public",
  "auth.logout": "public",
  "auth.libraries": "public",
  "auth.libraryLogin": "public",
  "auth.requestPasswordReset": "public",
  "auth.passwordResetStatus": "public",
  "auth.resetPassword": "public",
  "auth.changePassword": "accountOwner",
  // Single sign-on (issue 47)
  "sso.buttons": "public",
  "sso.start": "public",
  "sso.callback": "public",
  "sso.linkStatus": "public",
  "sso.link": "public",
  "sso.providers": "admin",
  "sso.createProvider": "admin",
  "sso.updateProvider": "admin",
  "sso.deleteProvider": "admin",
  "sso.adminLink": "admin",
  "session.details": "public",
  "session.setLanguage": "public",
  "content.listUnits": "public",
  "content.moduleNames": "admin",
  "content.duplicateModule": "admin",
  "content.changesSince": "editor",
  // public site content (issue 11, home/about/catalogue/privacy)
  "publicSite.home": "public",
  "publicSite.about": "public",
  "publicSite.catalogue": "public",
  "publicSite.privacy": "public",
  "publicSite.checkoutVideo": "public",
  "textbook.unitContents": "public",
  "textbook.unitDetails": "public",
  "textbook.moduleDetails": "authed",
  "textbook.modulePage": "authed",
  "textbook.unitPage": "authed",
  "textbook.lessonDetails": "authed",
  "textbook.unitOfChapter": "public",
  "textbook.lessonAr": "public",
  "textbook.myTextbooks": "authed",
  "textbook.activeUnit": "authed",
  "textbook.arExperience": "public",
  "progress.full": "authed",
  "progress.status": "authed",
  "progress.unit": "authed",
  "progress.startUnit": "authed",
  "progress.openUnit": "recorder",
  "progress.openLesson": "recorder",
  "progress.openLessonInModule": "recorder",
  "progress.completeLesson": "recorder",
  "progress.completeLessonAndAdvance": "recorder",
  "progress.completeModule": "recorder",
  "progress.dismissModuleModal": "authed",
  // Quizzes, grades and the teacher's tools (issue 13); a shared computer takes no quiz (QUIZ-012, decision 137).
  "quizzes.status": "authed",
  "quizzes.current": "authed",
  "quizzes.start": "recorder",
  "quizzes.answer": "recorder",
  "quizzes.score": "recorder",
  "quizzes.submit": "recorder",
  "quizzes.membershipKeys": "authed",
  "quizzes.teacher.classes": "teacher",
  "quizzes.teacher.grades": "teacher",
  "quizzes.teacher.textbook": "teacher",
  "quizzes.teacher.updateDates": "teacher",
  "quizzes.teacher.extendDeadline": "teacher",
  "quizzes.teacher.itemAnalysis": "teacher",
  "quizzes.teacher.attempts": "teacher",
  "quizzes.teacher.setAttempts": "teacher",
  "quizzes.teacher.myGrades": "accountOwner",
  "quizzes.teacher.exportGrades": "teacher",
  "quizzes.teacher.setOverride": "teacher",
  "quizzes.teacher.removeOverride": "teacher",
  "quizzes.teacher.exportMyGrades": "accountOwner",
  "ar.listStructures": "admin",
  "ar.listLessons": "admin",
  "ar.updateAssociation": "admin",
  "ar.reviewAssociation": "admin",
  "users.list": "admin",
  "admin.listClasses": "admin",
  "admin.listMemberships": "admin",
  "admin.createUser": "admin",
  "admin.bulkCreateUsers": "admin",
  "admin.searchUsers": "admin",
  "admin.getUser": "admin",
  "admin.updateUser": "admin",
  "admin.addUserNote": "admin",
  "admin.sendPasswordResetEmail": "admin",
  "admin.findUserByEmail": "admin",
  "admin.deleteUser": "admin",
  "admin.listIpLists": "admin",
  "admin.createIpList": "admin",
  "admin.updateIpList": "admin",
  "admin.deleteIpList": "admin",
  // Issue 50: a family's request, and the audit trail.
  "privacy.exportStudent": "admin",
  "privacy.eraseStudent": "admin",
  "privacy.myData": "accountOwner",
  "audit.search": "admin",
  "audit.exportRows": "admin",
  // Study tools (issue 14): content search, notes and bookmarks, module Q&A.
  // Issue 28: spaced-repetition review
  "review.dueSummary": "accountOwner",
  "review.session": "accountOwner",
  "review.answer": "accountOwner",
  "review.settings": "teacher",
  "review.setEnabled": "teacher",
  // Issue 46 item 2: a module kept offline, writes made offline
  "offline.manifest": "authed",
  "offline.replay": "recorder",
  "study.search": "authed",
  "study.notes": "accountOwner",
  "study.createNote": "accountOwner",
  "study.updateNote": "accountOwner",
  "study.deleteNote": "accountOwner",
  "study.bookmarks": "accountOwner",
  "study.bookmarkOfModule": "accountOwner",
  "study.setBookmark": "accountOwner",
  "study.qa": "authed",
  "study.postComment": "accountOwner",
  "study.editComment": "accountOwner",
  "study.deleteComment": "accountOwner",
  "study.markCorrect": "teacher",
  "study.hideComment": "teacher",
  "study.forumSettings": "teacher",
  "study.setForum": "teacher",
  "study.classLanguages": "teacher",
  "study.setClassLanguage": "teacher",
  // LTI (issue 15): session details, the launch's chapter, the consumers tab (ADM-032).
  "lti.session": "public",
  "lti.chapterStart": "authed",
  "lti.listConsumers": "admin",
  "lti.createConsumer": "admin",
  "lti.rotateSecret": "admin",
  "lti.consumerDetails": "admin",
  "lti.syncLog": "admin",
  "lti.forceSync": "teacher",
  "lti.toolKeys": "admin",
  "lti.rotateToolKey": "admin",
  "lti.syncRoster": "teacher",
  // Issue 11, products and forms (feat/forms): the public store and its forms
  "catalog.list": "public",
  "catalog.search": "public",
  "catalog.product": "public",
  "forms.contact": "public",
  "forms.k12Unlock": "public",
  "forms.k12Prices": "public",
  "forms.k12Order": "public",
  // Commerce (issue 12): cart, checkout and trial are open to visitors; orders only to their owner.
  "commerce.cart": "public",
  "commerce.catalogue": "public",
  "commerce.addToCart": "public",
  "commerce.setQuantity": "public",
  "commerce.applyCoupon": "public",
  "commerce.saveAddress": "public",
  "commerce.placeOrder": "public",
  "commerce.order": "accountOwner",
  "commerce.myOrders": "accountOwner",
  "commerce.myTrial": "accountOwner",
  "commerce.createTrial": "public",
  "commerce.bulkCoupons": "admin",
  "commerce.adminOrders": "admin",
  "commerce.adminOrdersExport": "admin",
  "commerce.rerunAccountingSync": "admin",
  "commerce.refundOrder": "admin",
  "commerce.findInvoice": "public",
  "commerce.payInvoice": "public",
  "commerce.paidOrder": "public",
  // Issue 27: the processor's hosted checkout (the order's owner is checked in core/commerce/hostedCheckout.ts).
  "commerce.startHostedCheckout": "public",
  "commerce.confirmHostedCheckout": "public",
  "commerce.cancelHostedCheckout": "public",
  "commerce.paymentMode": "public",
  "accounting.quickBooksConnection": "admin",
  "accounting.startQuickBooksConnect": "admin",
  "accounting.completeQuickBooksConnect": "admin",
  "accounting.disconnectQuickBooks": "admin",
  "forms.builderOptions": "public",
  "forms.courseRequest": "public",
  // Issue 28: the live class view and its needs-attention list (the class's teachers; admins).
  "liveClass.snapshot": "teacher",
  "liveClass.needsAttention": "teacher",
  "liveClass.setAttentionThreshold": "teacher",
  "liveClass.emailNeedsAttention": "teacher",
};

let db: TestDb;
const users: Partial<Record<Caller, User>> = {};

beforeAll(async () => {
  db = await openTestDb();
  for (const role of ["student", "none", "editor", "teacher", "admin"] as const) users[role] = await db.createUser({ email: `${role}@matrix.test`, role });
  users.library = await db.createUser({ email: "library@matrix.test", role: "student" });
  users.lti = await db.createUser({ email: "lti@matrix.test", role: "student", isLTI: true });
  users.multiSession = await db.createUser({ email: "multi@matrix.test", role: "student" });
});
afterAll(() => db?.close());

function callerFor(kind: Caller) {
  return callerOfKind(db, users, kind);
}

const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, unknown>);

async function outcome(kind: Caller, path: string): Promise<string> {
  const caller = await callerFor(kind);
  const fn = path.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], caller) as (input?: unknown) => Promise<unknown>;
  try {
    await fn(undefined);
    return "OK";
  } catch (err) {
    return err instanceof TRPCError ? err.code : "THROWN";
  }
}

describe("application API authorization matrix (procedure × caller)", () => {
  it("every procedure of the router has a rule", () => {
    expect(procedures.map(([path]) => path).filter((p) => !(p in ACCESS))).toEqual([]);
    expect(Object.keys(ACCESS).filter((p) => !procedures.some(([path]) => path === p))).toEqual([]);
  });

  for (const [path] of procedures) {
    it(`${path} (${ACCESS[path] ?? "no rule"})`, async () => {
      const rule = ACCESS[path];
      if (!rule) return;
      const refused: Record<string, string> = {};
      const admitted: Record<string, string> = {};
      for (const kind of CALLERS) {
        const code = await outcome(kind, path);
        const wasRefused = code === "UNAUTHORIZED" || code === "FORBIDDEN";
        if (ALLOWED[rule].includes(kind)) admitted[kind] = wasRefused ? code : "admitted";
        else refused[kind] = wasRefused ? "refused" : code;
      }
      expect(admitted).toEqual(Object.fromEntries(Object.keys(admitted).map((k) => [k, "admitted"])));
      expect(refused).toEqual(Object.fromEntries(Object.keys(refused).map((k) => [k, "refused"])));
    });
  }
});
