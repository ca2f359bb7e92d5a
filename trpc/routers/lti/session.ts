import { idOf, type Ref } from "#core/ids";
import { publicProcedure } from "../../init";

/** LTI-007: the LTI details of the current session (LTI-008: these fields are ours). */
export const session = publicProcedure.query(({ ctx }) => {
  const s = ctx.session;
  return {
    isLTI: !!s?.isLTI,
    ltiLock: !!s?.ltiLock,
    ltiChapter: idOf(s?.ltiChapter as Ref),
    consumerId: idOf(s?.ltiConsumer as Ref),
  };
});
