import { queueAccountingSync } from "#core/commerce/accountingSync";
import type { Context } from "#core/context";
import { inTransaction, poolOf } from "#core/db/pool";
import { loadProducts } from "#core/commerce/cart";
import { emailExists, grantMemberships, insertUser } from "#core/commerce/orders";
import { createSetPasswordLink } from "#core/auth/accountEmails";
import { mailBody, sendMail } from "#core/mail/mail";
import { hashPassword } from "#core/auth/passwords";
import { isUniqueViolation } from "#core/db/pgErrors";
import { trialLength } from "#core/commerce/trialExpiry";
import { EMAIL, TRIAL_MESSAGES, trialEndDate, trialMissing, type TrialInput } from "#shared/commerce";
import { passwordProblem, PASSWORD_PROBLEM_TEXT } from "#shared/passwordPolicy";

export type TrialResult = { ok: true; message: string; orderId: number; userId: number } | { ok: false; message: string };

/** TRIAL-010's tax for the trial order: hst 0.013 on a zero price. */
const TRIAL_TAX = { gst: 0, hst: 0.013, pst: 0, qst: 0, rate: 0.013, cents: { gst: 0, hst: 0, pst: 0, qst: 0 } };

/**
 * TRIAL-004…TRIAL-015: an instructor account (teacher role; its password hashed like every other,
 * or none — then the e-mailed link sets it), the membership of the trial product chosen in the
 * Commerce Settings global, and a zero-price order flagged trialOrder, in one transaction.
 */
export async function createTrial(ctx: Context, input: TrialInput): Promise<TrialResult> {
  if (trialMissing(input) || !EMAIL.test(input.email)) return { ok: false, message: TRIAL_MESSAGES.mandatory };
  // TRIAL-008's note: a password, when one is given, meets the rule of every new password (none: the e-mail's link sets one).
  const weak = input.password ? passwordProblem(input.password) : null;
  if (weak) return { ok: false, message: PASSWORD_PROBLEM_TEXT[weak] };
  const db = poolOf(ctx.payload);
  if (await emailExists(db, input.email)) return { ok: false, message: TRIAL_MESSAGES.emailExists };
  const { rows } = await db.query(`SELECT trial_product_id, trial_days FROM commerce_settings LIMIT 1`);
  const productId = rows[0]?.trial_product_id as number | undefined;
  // TRIAL-016 (decided): the trial lasts the settings' days from now; core/commerce/trialExpiry.ts ends it.
  const days = trialLength(rows[0]?.trial_days);
  const product = productId ? (await loadProducts(db, [productId], ctx.language)).get(productId) : undefined;
  if (!product) {
    ctx.payload.logger.error("The instructor trial has no product: set one in Commerce Settings.");
    return { ok: false, message: TRIAL_MESSAGES.error };
  }
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const email = input.email.trim().toLowerCase();
  try {
    const created = await inTransaction(ctx.payload, async (tx) => {
      const userId = await insertUser(tx, { email, firstName: input.firstname, lastName: input.lastname, role: "teacher", passwordHash });
      await grantMemberships(tx, userId, product.memberships);
      const details = {
        userType: input.userType,
        school: input.school,
        whoAmI: input.whoAmI,
        classCourseName: input.classCourseName,
        numStudents: input.numStudents,
        foundUs: input.foundUs === "Other" && input.foundUsOther ? `Other: ${input.foundUsOther}` : input.foundUs,
        message: input.message,
      };
      const order = await tx.query(
        `INSERT INTO orders (user_id, email, status, trial_order, idempotency_key, currency, lines, subtotal_cents, discount_cents, tax_cents, taxes, total_cents, address, paid_at, trial_ends_at, trial_language)
         VALUES ($1, $2, 'paid', true, $3, $4, $5::jsonb, 0, 0, 0, $6::jsonb, 0, $7::jsonb, now(), now() + make_interval(days => $8), $9) RETURNING id, trial_ends_at`,
        [
          userId,
          email,
          `trial:${userId}`,
          product.currency,
          JSON.stringify([{ productId: product.id, productName: product.title, priceCents: 0, quantity: 1, memberships: product.memberships }]),
          JSON.stringify({ ...TRIAL_TAX, region: input.province }),
          JSON.stringify({ country: input.country, province: input.province, postalCode: "", trial: details }),
          days,
          ctx.language === "fr" ? "fr" : "en",
        ],
      );
      return { userId, orderId: order.rows[0]!.id as number, endsAt: new Date(order.rows[0]!.trial_ends_at as string) };
    });
    await queueAccountingSync(ctx.payload, created.orderId).catch((err: unknown) => ctx.payload.logger.error({ err }, "accounting sync not queued"));
    // Without a password (the field is optional, TRIAL-008) the account gets a single-use link to choose one.
    const link = passwordHash ? undefined : await createSetPasswordLink(ctx.payload, created.userId);
    const body = mailBody(
      ctx.language === "fr"
        ? [
            `Bonjour ${input.firstname},`,
            `Votre abonnement d'essai (${product.title}) a été créé. Connectez-vous avec ${email}.`,
            `Votre essai prend fin le ${trialEndDate("fr", created.endsAt)} (${days} jours).`,
          ]
        : [
            `Hello ${input.firstname},`,
            `Your trial membership (${product.title}) has been created. Log in with ${email}.`,
            `Your trial ends on ${trialEndDate("en", created.endsAt)} (${days} days).`,
          ],
      link ? { href: link, label: ctx.language === "fr" ? "Choisir un mot de passe" : "Choose a password" } : undefined,
    );
    await sendMail(ctx.payload, {
      to: email,
      subject: ctx.language === "fr" ? "Votre essai BioText" : "Your BioText trial",
      kind: "trial-created",
      ...body,
    }).catch((err) => ctx.payload.logger.error({ err }, "trial e-mail failed"));
    return { ok: true, message: TRIAL_MESSAGES.success, orderId: created.orderId, userId: created.userId };
  } catch (err) {
    if (isUniqueViolation(err)) return { ok: false, message: TRIAL_MESSAGES.emailExists };
    throw err;
  }
}
