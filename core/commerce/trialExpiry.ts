import type { Payload } from "payload";
import { inTransaction, poolOf } from "#core/db/pool";
import { membershipsOfLines, takeBackMemberships } from "#core/commerce/orderMemberships";
import { localizedProductTitles } from "#core/commerce/productTitles";
import { env } from "#core/env";
import { mailBody, sendMail } from "#core/mail/mail";
import type { Context } from "#core/context";
import { trialEndDate } from "#shared/commerce";

/**
 * TRIAL-016 (decided, docs/decisions/135-trial-length.md): an instructor trial lasts the Commerce Settings' `trialDays`
 * (30 by default), counted from the request. When it ends, the memberships its order granted are removed — unless
 * another paid order of the same account grants them too (a purchase, or another trial still running), as a refund
 * does (decision 021). The learner's progress, notes and the order itself stay; the order records when it ended.
 * REMIND_DAYS before the end, the instructor gets one reminder e-mail (`remindEndingTrials`).
 */

/** How long before a trial's end its reminder e-mail goes out. */
export const REMIND_DAYS = 3;

/** The trial's length (Commerce Settings' trial_days), in days: 1…366, 30 when unset. */
export function trialLength(value: unknown): number {
  const days = Number(value);
  return value != null && Number.isInteger(days) && days >= 1 && days <= 366 ? days : 30;
}

/** What a trial's end did: the order, its account and the memberships removed from it. */
export type EndedTrial = { orderId: number; userId: number | null; membershipsRemoved: number[] };

/**
 * Ends every trial whose end has come and that has not ended yet: one transaction per order, the order row locked
 * (waiting for a brief writer such as the accounting sync's status update, not skipping it: a skipped trial would
 * stay open until the next run) and its conditions checked again under the lock, so two runners (or a run and a
 * refund) never remove twice. Idempotent: an ended trial is not looked at again. Called by the commerce runner's reconciliation every minute (core/commerce/jobs.ts).
 */
export async function endExpiredTrials(payload: Payload, limit = 200): Promise<EndedTrial[]> {
  const { rows } = await poolOf(payload).query(
    `SELECT id FROM orders WHERE trial_order AND trial_ended_at IS NULL AND trial_ends_at <= now() ORDER BY trial_ends_at LIMIT $1`,
    [limit],
  );
  const ended: EndedTrial[] = [];
  for (const { id } of rows) {
    const one = await inTransaction(payload, async (tx) => {
      const locked = await tx.query(
        `SELECT id, user_id, status, lines FROM orders
          WHERE id = $1 AND trial_order AND trial_ended_at IS NULL AND trial_ends_at <= now() FOR UPDATE`,
        [id],
      );
      const o = locked.rows[0];
      if (!o) return null;
      const userId = o.user_id as number | null;
      // A refunded trial already gave its memberships back (decision 021).
      const removed = userId && o.status === "paid" ? await takeBackMemberships(tx, userId, id as number, membershipsOfLines(o.lines)) : [];
      await tx.query(`UPDATE orders SET trial_ended_at = now(), updated_at = now() WHERE id = $1`, [id]);
      return { orderId: id as number, userId, membershipsRemoved: removed };
    });
    if (one) ended.push(one);
  }
  return ended;
}

/** A reminder sent: the order and the address it went to. */
export type TrialReminder = { orderId: number; email: string; language: "en" | "fr" };

const REMINDER = {
  en: (first: string, product: string, day: string) => ({
    subject: `Your BioText trial ends on ${day}`,
    paragraphs: [
      `Hello ${first},`,
      `Your trial membership (${product}) ends on ${day}. After that day its lessons close; your progress, notes and quiz grades stay with your account.`,
      "To keep teaching with BioText, buy a membership for yourself or for your class.",
    ],
    label: "Buy BioText",
  }),
  fr: (first: string, product: string, day: string) => ({
    subject: `Votre essai BioText prend fin le ${day}`,
    paragraphs: [
      `Bonjour ${first},`,
      `Votre abonnement d'essai (${product}) prend fin le ${day}. Ensuite, ses leçons se ferment ; votre progression, vos notes et vos résultats aux quiz restent dans votre compte.`,
      "Pour continuer à enseigner avec BioText, achetez un abonnement pour vous ou pour votre classe.",
    ],
    label: "Acheter BioText",
  }),
};

/**
 * Decision 135: one e-mail to each instructor whose trial ends within REMIND_DAYS (a trial shorter than that gets
 * none: its first e-mail said the date). Each order is claimed first (`trial_reminded_at` set where it was empty: two
 * runners never both send); a failed send gives the claim back, so the next run (a minute later) tries again. Not sent
 * for a trial already ended or refunded. In the account's own language, else the one the trial was requested in.
 * Called with `endExpiredTrials` by the commerce runner's reconciliation (core/commerce/jobs.ts).
 */
export async function remindEndingTrials(payload: Payload, limit = 200): Promise<TrialReminder[]> {
  const pool = poolOf(payload);
  // Claimed in one statement: a second runner waits on the locked rows, then finds them reminded and skips them.
  const { rows } = await pool.query(
    `UPDATE orders o SET trial_reminded_at = now()
       FROM users u
      WHERE u.id = o.user_id AND o.trial_reminded_at IS NULL AND o.id IN (
            SELECT id FROM orders
             WHERE trial_order AND trial_ended_at IS NULL AND trial_reminded_at IS NULL AND status = 'paid'
               AND trial_ends_at > now() AND trial_ends_at <= now() + make_interval(days => $1)
               AND trial_ends_at - paid_at > make_interval(days => $1)
             ORDER BY trial_ends_at LIMIT $2 FOR UPDATE)
      RETURNING o.id, coalesce(u.email, o.email) AS email, o.trial_ends_at, o.lines,
                coalesce(u.language::text, o.trial_language::text, 'en') AS language, u.first_name`,
    [REMIND_DAYS, limit],
  );
  type Line = { productId?: number; productName?: string };
  const languageOf = (o: (typeof rows)[number]): "en" | "fr" => (o.language === "fr" ? "fr" : "en");
  const firstProduct = (o: (typeof rows)[number]) => (o.lines as Line[])[0]?.productId ?? 0;
  // The product's title in the e-mail's language (the order's line has it in the language the trial was requested in).
  const titles = {
    en: await localizedProductTitles(pool, rows.filter((o) => languageOf(o) === "en").map(firstProduct), "en"),
    fr: await localizedProductTitles(pool, rows.filter((o) => languageOf(o) === "fr").map(firstProduct), "fr"),
  };
  const sent: TrialReminder[] = [];
  for (const o of rows) {
    const id = o.id as number;
    const language = languageOf(o);
    const product = titles[language].get(firstProduct(o)) ?? (o.lines as Line[])[0]?.productName ?? "BioText";
    const m = REMINDER[language]((o.first_name as string | null) ?? "", product, trialEndDate(language, o.trial_ends_at as Date));
    try {
      await sendMail(payload, {
        to: o.email as string,
        subject: m.subject,
        kind: "trial-reminder",
        ...mailBody(m.paragraphs, { href: `${env().PUBLIC_URL}/buy/individual`, label: m.label }),
      });
      sent.push({ orderId: id, email: o.email as string, language });
    } catch (err) {
      payload.logger.error({ err, orderId: id }, "trial reminder not sent; tried again at the next run");
      await pool.query(`UPDATE orders SET trial_reminded_at = NULL WHERE id = $1`, [id]);
    }
  }
  return sent;
}

/**
 * Decision 135: the caller's trial still running (paid, not ended, its end to come): when it ends, for the dashboard's
 * notice. The latest end when there are several; null without one.
 */
export async function runningTrialOf(ctx: Context): Promise<{ endsAt: string } | null> {
  if (!ctx.user) return null;
  const { rows } = await poolOf(ctx.payload).query(
    `SELECT trial_ends_at FROM orders
      WHERE user_id = $1 AND trial_order AND status = 'paid' AND trial_ended_at IS NULL AND trial_ends_at > now()
      ORDER BY trial_ends_at DESC LIMIT 1`,
    [ctx.user.id],
  );
  return rows[0] ? { endsAt: new Date(rows[0].trial_ends_at as string).toISOString() } : null;
}
