import type { TextFieldSingleValidation } from "payload";

export const LINK_ERROR = "Use an https:// or http:// address, or a path on this site starting with /.";

/**
 * Links written by editors (unit downloads and extra content, lesson embeds, purchase links) are
 * rendered as href/src: only http(s) and site-relative paths (`/path`, never `//host`, which is
 * another site) pass, so `javascript:`, `data:` and the like never reach a page.
 */
export function isSafeLink(value: string): boolean {
  // Browsers drop tabs and newlines inside URLs ("java\tscript:"): refuse any control character or space.
  // eslint-disable-next-line no-control-regex
  if (!value || /[\u0000-\u0020\u007f-\u009f\\]/.test(value)) return false;
  if (value.startsWith("/")) return !value.startsWith("//");
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "" && /^https?:\/\/[^/]/i.test(value);
}

/** The `validate` of a link text field (empty passes unless the field is required). */
export const validateLink: TextFieldSingleValidation = (value, { required }) => {
  if (value == null || value === "") return required ? "This field is required." : true;
  return isSafeLink(String(value)) || LINK_ERROR;
};
