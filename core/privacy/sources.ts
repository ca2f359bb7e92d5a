/**
 * Issue 50 item 4 (docs/privacy.md): every table that holds data about a student, how its rows are found, and what
 * the export leaves out (secrets: password hashes, token hashes, idempotency keys). `keys` are the columns that hold
 * the student's id or e-mail: tests/integration/privacyExport.test.ts lists every such column from the database's
 * catalogue and fails when one is neither a source's key nor in PRIVACY_NOT_EXPORTED below, so a table added later
 * cannot be forgotten.
 *
 * In `where`, $1 is the student's id and $2 their e-mail in lower case.
 */
export type PrivacySource = {
  /** The file in the ZIP (data/<file>.json) and the summary's section. */
  file: string;
  table: string;
  keys: string[];
  where: string;
  omit?: string[];
  order?: string;
};

export const PRIVACY_SOURCES: PrivacySource[] = [
  { file: "account", table: "users", keys: ["id", "email"], where: `id = $1`, omit: ["password_hash"] },
  { file: "memberships-and-classes", table: "users_rels", keys: ["parent_id"], where: `parent_id = $1`, order: `"order"` },
  { file: "progress", table: "progress", keys: ["user_id"], where: `user_id = $1` },
  { file: "quiz-attempts", table: "quiz_attempts", keys: ["user_id"], where: `user_id = $1` },
  { file: "quiz-overrides", table: "quiz_overrides", keys: ["user_id"], where: `user_id = $1` },
  { file: "deadline-extensions", table: "deadline_extensions", keys: ["user_id"], where: `user_id = $1` },
  { file: "notes", table: "study_notes", keys: ["user_id"], where: `user_id = $1` },
  { file: "bookmarks", table: "bookmarks", keys: ["user_id"], where: `user_id = $1` },
  { file: "qa-posts", table: "comments", keys: ["user_id"], where: `user_id = $1` },
  { file: "review-cards", table: "review_cards", keys: ["user_id"], where: `user_id = $1` },
  {
    file: "orders",
    table: "orders",
    keys: ["user_id", "email"],
    where: `user_id = $1 OR lower(email) = $2`,
    omit: ["idempotency_key", "payment_session_id"],
  },
  { file: "carts", table: "carts", keys: ["user_id"], where: `user_id = $1`, omit: ["public_id", "visitor_id"] },
  { file: "invoices", table: "invoices", keys: ["payment_email"], where: `lower(payment_email) = $2` },
  {
    file: "sessions-and-sign-ins",
    table: "sessions",
    keys: ["user_id", "email"],
    where: `user_id = $1 OR lower(email) = $2`,
    omit: ["token_hash", "public_id"],
  },
  { file: "password-resets", table: "password_resets", keys: ["user_id"], where: `user_id = $1`, omit: ["token_hash", "public_id"] },
  { file: "sso-links", table: "sso_links", keys: ["user_id", "email"], where: `user_id = $1 OR lower(email) = $2` },
  {
    file: "sso-sign-ins-under-way",
    table: "sso_states",
    keys: ["user_id", "email"],
    where: `user_id = $1 OR lower(email) = $2`,
    omit: ["state_hash", "nonce", "code_verifier"],
  },
  { file: "lti-identities", table: "lti_identities", keys: ["user_id", "lti_user_id"], where: `user_id = $1` },
  { file: "lti-grade-sync", table: "lti_sync_logs", keys: ["user_id"], where: `user_id = $1` },
  { file: "account-log", table: "user_notes", keys: ["user_id"], where: `user_id = $1` },
  { file: "emails-sent", table: "emails", keys: ["to"], where: `lower("to") = $2` },
  { file: "contact-messages", table: "contact_messages", keys: ["email"], where: `lower(email) = $2`, omit: ["idempotency_key"] },
  { file: "course-requests", table: "course_requests", keys: ["prof_email"], where: `lower(prof_email) = $2`, omit: ["idempotency_key"] },
  {
    file: "school-orders",
    table: "school_orders",
    keys: ["email", "contact_school_email"],
    where: `lower(email) = $2 OR lower(contact_school_email) = $2`,
    omit: ["idempotency_key"],
  },
  {
    file: "audit-trail",
    table: "audit_events",
    keys: ["target_id"],
    // Rows about the account, and staff actions whose summary names the student (deadlines, overrides, refunds).
    where: `(target_type = 'user' AND target_id = $1::text) OR summary->>'student' = $1::text OR summary->>'customer' = $1::text`,
  },
];

/**
 * Columns that hold a user's id or an e-mail but are deliberately not exported, each with its reason. The test above
 * reads this list; a new column must be added to a source or here.
 */
export const PRIVACY_NOT_EXPORTED: Record<string, string> = {
  "lessons.updated_by_id": "the editor who last saved a lesson: staff authorship of content, never a student",
  "modules.updated_by_id": "the editor who last saved a module: staff authorship of content",
  "units.updated_by_id": "the editor who last saved a unit: staff authorship of content",
  "_lessons_v.version_updated_by_id": "versions of a lesson: staff authorship of content",
  "_modules_v.version_updated_by_id": "versions of a module: staff authorship of content",
  "_units_v.version_updated_by_id": "versions of a unit: staff authorship of content",
  "comments.marked_by_id": "the teacher who marked a post correct (the student's own posts are exported by user_id)",
  "comments.hidden_by_id": "the moderator who hid a post",
  "orders.refund_refunded_by_id": "the admin who refunded an order",
  "quiz_overrides.set_by_id": "the teacher who set an override (the student's overrides are exported by user_id)",
  "user_notes.author_id": "the staff member who wrote a note (notes about the student are exported by user_id)",
  "offline_writes.user_id":
    "keys of writes replayed from a kept (offline) module: random idempotency keys and times, no content; the writes themselves are exported from their own tables, and the rows go with the account",
  "ip_lists.account_id": "a library's shared dummy account, never a student's",
  "payload_locked_documents_rels.users_id": "the CMS's edit locks: which editor has a document open",
  "payload_preferences_rels.users_id": "the CMS's interface preferences of an editor",
  "payload_locked_documents_rels.emails_id": "the CMS's edit locks on a captured e-mail (a document id, no address)",
  "user_data_versions.user_id": "a cache counter (decision 045), no data about the person",
  "audit_events.actor_id": "the staff member who acted; rows about the student are exported by target_id",
  "audit_events.actor_email": "the acting staff member's e-mail (students never act in the audit trail)",
};
