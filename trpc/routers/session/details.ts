import { publicProcedure } from "../../init";

/**
 * SES-003, SES-007: the current session's details. A visitor gets the visitor shape
 * (userId 'New User', username and e-mail 'N/A', validLogin false).
 */
export const details = publicProcedure.query(({ ctx }) => {
  const s = ctx.session;
  const u = ctx.user;
  return {
    sessionId: s?.publicId ?? ctx.visitor?.publicId ?? "NEW",
    validLogin: !!u,
    userId: u ? String(u.id) : "New User",
    username: u ? u.username ?? u.email : "N/A",
    email: u ? u.email : "N/A",
    firstName: u?.firstName ?? null,
    lastName: u?.lastName ?? null,
    role: u ? u.role : null,
    class: u?.classes?.length ? String(typeof u.classes[0] === "object" ? u.classes[0].id : u.classes[0]) : null,
    multiSession: !!s?.multiSession,
    isLib: !!s?.isLib,
    isLTI: !!s?.isLTI,
    lang: ctx.language === "fr" ? ("FR" as const) : ("EN" as const),
  };
});
