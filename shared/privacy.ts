/** Issue 50 item 4 (docs/privacy.md): what the privacy tools answer, and how a former student's posts are signed. */
export const PRIVACY_MESSAGES = {
  userNotFound: "User Not Found",
  alreadyErased: "This student's personal data was already erased.",
  notStudent: "Only a student's account can be erased here; delete other accounts in the Delete User tab.",
  confirmMismatch: "The e-mail address typed does not match the account.",
  dataLeft: "The erasure was cancelled: the student's e-mail address is still held in",
} as const;

/** How the Q&A signs a post of an erased student (core/study/qa.ts), in the reader's language. */
export const FORMER_STUDENT = { en: "Former student", fr: "Ancien élève" } as const;
