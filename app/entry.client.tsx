import { RemixBrowser } from "@remix-run/react";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { loadStrings } from "~/i18n";
import { RequestIdContext } from "~/lib/nonce";

// The page's interface strings first (preloaded by the document's head, ~/i18n); without them the
// server-rendered page stays as it is rather than hydrating into an error.
loadStrings().then(
  () =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <RequestIdContext.Provider value={document.querySelector("[data-request-id]")?.textContent ?? ""}>
            <RemixBrowser />
          </RequestIdContext.Provider>
        </StrictMode>,
      );
    }),
  (err) => console.error("The interface strings could not be loaded; the page is not interactive.", err),
);
