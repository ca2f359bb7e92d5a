import { z } from "zod";
import { emailNeedsAttention as sendAttentionMail } from "#core/liveClass/attention";
import { teacherProcedure } from "../../init";

export const emailNeedsAttentionInput = z.object({
  classId: z.number().int().positive(),
  userIds: z.array(z.number().int().positive()).max(500).optional(),
});

/** Issue 28 item 2: one click e-mails the students who need attention their reasons (rate-limited, logged). */
export const emailNeedsAttention = teacherProcedure.input(emailNeedsAttentionInput).mutation(({ ctx, input }) => sendAttentionMail(ctx, input));
