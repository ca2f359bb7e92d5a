import type { TrialInput } from "#shared/commerce";

/** A complete instructor trial request (TRIAL-003…TRIAL-005) for `email`: a professor, with a password that meets the rule. */
export const trialRequest = (email: string): TrialInput => ({
  firstname: "Grace",
  lastname: "Hopper",
  email,
  password: "Trial-password-9",
  userType: "ICB",
  school: "Vassar",
  country: "CA",
  province: "ON",
  whoAmI: "Professor / Instructor",
  classCourseName: "BIO 101",
  numStudents: "120",
  foundUs: "Google",
  message: "Hello",
});
