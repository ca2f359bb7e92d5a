import type { LoaderFunctionArgs } from "@remix-run/node";
import { LANGUAGES, type Language } from "#shared/language";
import { stringsJson, stringsVersion } from "~/i18n/strings.server";

/**
 * I18N-001: one language's interface strings, as JSON (~/i18n/strings.server.ts). The versioned URL the
 * pages name is kept by the browser for a year; any other version answers the current strings, to be
 * checked again (a page rendered before a deploy).
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const language = params.lang as Language;
  if (!(LANGUAGES as readonly string[]).includes(language)) throw new Response("Not Found", { status: 404 });
  const current = new URL(request.url).searchParams.get("v") === stringsVersion(language);
  return new Response(stringsJson(language), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": current ? "public, max-age=31536000, immutable" : "no-cache",
    },
  });
}
