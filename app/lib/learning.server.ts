import { formError } from "~/.server/formError";

/** In a loader's `.catch`: a record that is not there (a domain NotFound) is null; any other failure is its page (formError). */
export function nullIfNotFound(err: unknown): null {
  return formError(err, { NotFound: () => null });
}

/** A record id from the query string: a whole number a PostgreSQL integer column holds, else null (issue 22 item 3). */
export function idParam(url: URL, name: string): number | null {
  const n = Number(url.searchParams.get(name));
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
}
