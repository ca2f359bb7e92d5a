import type { Row } from "#core/db/pool";

type Lang = "en" | "fr";

/** The summary's words, in the student's language (the JSON files keep the database's column names). */
const TEXT = {
  en: {
    title: "Your data at BioText",
    intro: "Everything BioText holds about this account on the date below. Each section is also in the ZIP as a JSON file (data/…).",
    generated: "Generated",
    account: "Account",
    rows: (n: number) => (n === 1 ? "1 record" : `${n} records`),
    none: "Nothing held.",
    more: (n: number) => `${n} more in the JSON file.`,
    sections: {
      account: "Account",
      "memberships-and-classes": "Memberships and classes",
      progress: "Progress",
      "quiz-attempts": "Quiz attempts and grades",
      "quiz-overrides": "Quiz overrides set by a teacher",
      "deadline-extensions": "Deadline extensions",
      notes: "Notes",
      bookmarks: "Bookmarks",
      "qa-posts": "Q&A posts and comments",
      "review-cards": "Review cards",
      orders: "Orders",
      carts: "Carts",
      invoices: "Invoices",
      "sessions-and-sign-ins": "Sessions and sign-ins",
      "password-resets": "Password reset links",
      "sso-links": "School sign-in (SSO) links",
      "sso-sign-ins-under-way": "School sign-ins under way",
      "lti-identities": "School platform (LTI) identities",
      "lti-grade-sync": "Grades sent to the school platform",
      "account-log": "Account log",
      "emails-sent": "E-mails sent",
      "contact-messages": "Contact messages",
      "course-requests": "Course requests",
      "school-orders": "School orders",
      "audit-trail": "Staff actions on this account",
    } as Record<string, string>,
  },
  fr: {
    title: "Vos données chez BioText",
    intro: "Tout ce que BioText conserve sur ce compte à la date ci-dessous. Chaque section se trouve aussi dans le ZIP, en fichier JSON (data/…).",
    generated: "Produit le",
    account: "Compte",
    rows: (n: number) => (n <= 1 ? `${n} enregistrement` : `${n} enregistrements`),
    none: "Aucune donnée.",
    more: (n: number) => `${n} de plus dans le fichier JSON.`,
    sections: {
      account: "Compte",
      "memberships-and-classes": "Abonnements et classes",
      progress: "Progression",
      "quiz-attempts": "Tentatives de quiz et notes",
      "quiz-overrides": "Exceptions de quiz accordées par un enseignant",
      "deadline-extensions": "Prolongations d’échéance",
      notes: "Notes",
      bookmarks: "Signets",
      "qa-posts": "Questions et réponses publiées",
      "review-cards": "Cartes de révision",
      orders: "Commandes",
      carts: "Paniers",
      invoices: "Factures",
      "sessions-and-sign-ins": "Sessions et connexions",
      "password-resets": "Liens de réinitialisation du mot de passe",
      "sso-links": "Liens de connexion scolaire (SSO)",
      "sso-sign-ins-under-way": "Connexions scolaires en cours",
      "lti-identities": "Identités de la plateforme scolaire (LTI)",
      "lti-grade-sync": "Notes envoyées à la plateforme scolaire",
      "account-log": "Journal du compte",
      "emails-sent": "Courriels envoyés",
      "contact-messages": "Messages de contact",
      "course-requests": "Demandes de cours",
      "school-orders": "Commandes scolaires",
      "audit-trail": "Actions du personnel sur ce compte",
    } as Record<string, string>,
  },
} as const;

const HTML_ROWS = 200;

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c]!));
const cell = (v: unknown) => escape(v == null ? "" : typeof v === "object" ? JSON.stringify(v) : String(v));

/** A readable page of the export (one table per section, at most HTML_ROWS rows each), in `lang`. */
export function summaryHtml(lang: Lang, generatedAt: Date, sections: { file: string; rows: Row[] }[]): string {
  const t = TEXT[lang];
  const date = new Intl.DateTimeFormat(lang === "fr" ? "fr-CA" : "en-CA", { dateStyle: "long", timeStyle: "short", timeZone: "UTC" }).format(generatedAt);
  const parts = sections.map(({ file, rows }) => {
    const heading = `<h2>${escape(t.sections[file] ?? file)} <small>(${escape(t.rows(rows.length))})</small></h2>`;
    if (!rows.length) return `<section>${heading}<p>${escape(t.none)}</p></section>`;
    const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
    const body = rows
      .slice(0, HTML_ROWS)
      .map((r) => `<tr>${columns.map((c) => `<td>${cell(r[c])}</td>`).join("")}</tr>`)
      .join("\n");
    const more = rows.length > HTML_ROWS ? `<p>${escape(t.more(rows.length - HTML_ROWS))}</p>` : "";
    return `<section>${heading}<div class="scroll"><table><thead><tr>${columns
      .map((c) => `<th scope="col">${escape(c)}</th>`)
      .join("")}</tr></thead><tbody>\n${body}\n</tbody></table></div>${more}</section>`;
  });
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(t.title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#111}table{border-collapse:collapse;font-size:.85rem}th,td{border:1px solid #ccc;padding:.25rem .5rem;text-align:left;vertical-align:top}.scroll{overflow-x:auto}small{font-weight:normal;color:#444}</style></head>
<body><main><h1>${escape(t.title)}</h1><p>${escape(t.intro)}</p><p>${escape(t.generated)} ${escape(date)} (UTC)</p>
${parts.join("\n")}
</main></body></html>
`;
}
