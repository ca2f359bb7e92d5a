import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { loadLanguage } from "./i18n";

// Only the page's language is downloaded (app/i18n/index.ts); the server rendered <html lang> from it.
const language = document.documentElement.lang === "fr" ? "fr" : "en";

void loadLanguage(language).then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <RemixBrowser />
      </StrictMode>,
    );
  }),
);
