import { RateLimited } from "#core/errors";
import type { WithPayload } from "#core/context";
import { env } from "#core/env";
import { mailBody, sendMail } from "#core/mail/mail";
import { hitRateLimit } from "#core/auth/rateLimit";
import type { Language } from "#shared/language";
import { contactInput, type ContactInput } from "#shared/forms";
import { storeOnce } from "./submissions";

/** Per sender address: 5 messages an hour; per client address: 20 an hour (docs/decisions/016). */
export const CONTACT_LIMITS = { perEmail: { limit: 5, windowMs: 60 * 60_000 }, perIp: { limit: 20, windowMs: 60 * 60_000 } };

export type ContactResult = { status: "SUCCESS"; duplicate: boolean; id: number | null };

/**
 * CON-006…009: validates with the shared schema, stores the message (contactMessages) and e-mails
 * it to the support address; SUCCESS only after both. A filled honeypot answers SUCCESS and keeps
 * nothing (a bot learns nothing). Throws BAD_REQUEST (zod) for wrong input and TOO_MANY_REQUESTS.
 */
export async function submitContact({ payload }: WithPayload, raw: ContactInput, meta: { ip: string; language: Language }): Promise<ContactResult> {
  const input = contactInput.parse(raw);
  if (input.website) return { status: "SUCCESS", duplicate: false, id: null };
  const email = input.email.toLowerCase();
  const [byEmail, byIp] = await Promise.all([
    hitRateLimit(payload, `contact:email:${email}`, CONTACT_LIMITS.perEmail),
    hitRateLimit(payload, `contact:ip:${meta.ip}`, CONTACT_LIMITS.perIp),
  ]);
  if (!byEmail.allowed || !byIp.allowed) throw new RateLimited("forms.tooMany", "forms.errors.tooMany");
  const enterprise = input.variant === "enterprise";
  const enterpriseDetails = enterprise
    ? {
        institutionName: input.institutionName,
        institutionContact: input.institutionContact,
        contactNumber: input.contactNumber,
        educationLevel: input.educationLevel,
        country: input.country,
        province: input.province,
      }
    : {};
  const { doc, duplicate } = await storeOnce<{ id: number }>(
    payload,
    "contactMessages",
    input.idempotencyKey,
    {
      variant: input.variant,
      name: input.name,
      email: input.email,
      message: input.message,
      trialRequest: input.trialRequest,
      enterpriseDetails,
      language: meta.language,
    },
    async (stored) => {
      const lines = [
        `${enterprise ? "Enterprise enquiry" : "Contact message"} #${stored.id} from ${input.name} <${input.email}>`,
        input.message,
        ...(enterprise
          ? [
              `Institution: ${input.institutionName}`,
              `Institution contact: ${input.institutionContact}`,
              `Contact number: ${input.contactNumber}`,
              `Education level: ${input.educationLevel}`,
              `Country / province: ${input.country} / ${input.province}`,
            ]
          : []),
        `Trial request: ${input.trialRequest ? "yes" : "no"} · Language: ${meta.language}`,
      ];
      await sendMail(payload, {
        to: env().SUPPORT_EMAIL,
        subject: `${enterprise ? "[Enterprise] " : "[Contact] "}${input.name}`,
        kind: enterprise ? "contact-enterprise" : "contact",
        ...mailBody(lines),
      });
    },
  );
  return { status: "SUCCESS", duplicate, id: doc.id };
}
