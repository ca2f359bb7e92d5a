import { ensureEmbeddedTemplate } from "./embedded";

/** The embedded integration project's template (a migrated PGlite folder), built once per change of the migrations. */
export default async function setup() {
  ensureEmbeddedTemplate();
}
