import type { ContentView } from "#core/content/readModel";
import en from "../../app/i18n/locales/en.lti.json";
import fr from "../../app/i18n/locales/fr.lti.json";

/**
 * The HTML pages of the LTI protocol (server/lti.ts handles the requests): small standalone pages, outside the
 * site's layout because they answer a cross-site form post inside a school portal's iframe (the launch page) or
 * return to the platform (Deep Linking). Their words are the site's own EN/FR strings
 * (app/i18n/locales/{en,fr}.lti.json: `launchPage`, `deepLink`); the /lti/refused page is a Remix route.
 */
type Lang = "en" | "fr";
const STRINGS = { en, fr } as const;

/** French for a locale starting with "fr" (fr, fr-CA, FR…), English otherwise. */
export const langOf = (locale: string | null | undefined): Lang => ((locale ?? "").toLowerCase().startsWith("fr") ? "fr" : "en");

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The document around a page's body: the site's name in a header bar, the page's own style. */
function documentOf(opts: { lang: Lang; title: string; style: string; body: string; script?: string }): string {
  return `<!doctype html>
<html lang="${opts.lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(opts.title)}</title>${opts.style}</head>
<body><header>BioText</header><main>
${opts.body}
</main>${opts.script ?? ""}</body></html>`;
}

const BASE_STYLE = `body{margin:0;font-family:ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f8fafc}
header{background:#0f5132;color:#fff;padding:.75rem 1.25rem;font-weight:700;font-size:1.125rem}`;

const LAUNCH_STYLE = `
<style>
${BASE_STYLE}
main{max-width:36rem;margin:3rem auto;padding:0 1.25rem}
button,a.button{display:inline-block;background:#0f5132;color:#fff;border:0;border-radius:.375rem;padding:.625rem 1rem;font:inherit;font-weight:600;cursor:pointer;text-decoration:none}
button:focus-visible,a.button:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.muted{color:#475569;font-size:.875rem}
[hidden]{display:none}
</style>`;

const DEEP_LINK_STYLE = `<style>${BASE_STYLE}
main{max-width:40rem;margin:2rem auto;padding:0 1.25rem}
h1{font-size:1.5rem}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
select{width:100%;font:inherit;padding:.5rem;border:1px solid #94a3b8;border-radius:.375rem;background:#fff}
button{margin-top:1rem;display:inline-block;background:#0f5132;color:#fff;border:0;border-radius:.375rem;padding:.625rem 1rem;font:inherit;font-weight:600;cursor:pointer}
button:focus-visible,select:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
.muted{color:#475569;font-size:.875rem}</style>`;

/**
 * After a verified launch: checks that the session cookie came back (GET /lti/session-check) and goes on to the
 * destination; when it did not, offers the one-time launch token in a form that opens a new tab (POST /lti/continue).
 */
export function launchPage(opts: { nonce: string; destination: string; publicId: string; launchToken: string; lang: Lang }): string {
  const t = STRINGS[opts.lang].launchPage;
  const data = JSON.stringify({ destination: opts.destination, publicId: opts.publicId }).replace(/</g, "\\u003c");
  return documentOf({
    lang: opts.lang,
    title: t.title,
    style: LAUNCH_STYLE,
    body: `<p id="lti-wait" role="status">${escapeHtml(t.wait)}</p>
<div id="lti-blocked" hidden>
<p>${escapeHtml(t.blocked)}</p>
<form method="post" action="/lti/continue" target="_blank">
<input type="hidden" name="token" value="${escapeHtml(opts.launchToken)}">
<button type="submit" id="lti-open">${escapeHtml(t.open)}</button>
</form>
<p class="muted">${escapeHtml(t.once)}</p>
</div>
<noscript><a class="button" href="${escapeHtml(opts.destination)}">${escapeHtml(t.noscript)}</a></noscript>`,
    script: `
<script nonce="${opts.nonce}">
(function(){var d=${data};
fetch("/lti/session-check",{credentials:"same-origin",cache:"no-store"}).then(function(r){return r.json()}).then(function(j){
if(j&&j.publicId===d.publicId){location.replace(d.destination);return}
document.getElementById("lti-wait").hidden=true;document.getElementById("lti-blocked").hidden=false;document.getElementById("lti-open").focus();
}).catch(function(){document.getElementById("lti-wait").hidden=true;document.getElementById("lti-blocked").hidden=false});
})();
</script>`,
  });
}

/** The Deep Linking picker (LTI 1.3): every published unit of `view`, its chapters and their modules. */
export function pickerPage(view: ContentView, opts: { context: string; lang: Lang }): string {
  const t = STRINGS[opts.lang].deepLink;
  const units = [...view.units.values()].filter((u) => u.status === "published").sort((a, b) => a.order - b.order || a.id - b.id);
  const options = units
    .map((u) => {
      const chapters = view.chaptersOfUnit.get(u.id) ?? [];
      const inner = chapters
        .map((c) => {
          const modules = (view.modulesOfChapter.get(c.id) ?? []).map(
            (m) => `<option value="module:${m.id}">\u00a0\u00a0\u00a0\u00a0${escapeHtml(t.module)}: ${escapeHtml(m.title)}</option>`,
          );
          return [`<option value="chapter:${c.id}">\u00a0\u00a0${escapeHtml(t.chapter)}: ${escapeHtml(c.title)}</option>`, ...modules].join("");
        })
        .join("");
      return `<optgroup label="${escapeHtml(u.title)}"><option value="unit:${u.id}">${escapeHtml(t.unit)}: ${escapeHtml(u.title)}</option>${inner}</optgroup>`;
    })
    .join("");
  return documentOf({
    lang: opts.lang,
    title: `${t.pickTitle} · BioText`,
    style: DEEP_LINK_STYLE,
    body: `<h1>${escapeHtml(t.pickTitle)}</h1>
<p class="muted">${escapeHtml(t.pickIntro)}</p>
<form method="post" action="/lti/1.3/deep-link">
<input type="hidden" name="context" value="${escapeHtml(opts.context)}">
<input type="hidden" name="lang" value="${opts.lang}">
<label for="lti-dl-item">${escapeHtml(t.pickLabel)}</label>
<select id="lti-dl-item" name="item" required>${options}</select>
<button type="submit" id="lti-dl-add">${escapeHtml(t.add)}</button>
</form>`,
  });
}

/** The signed LtiDeepLinkingResponse, posted back to the platform by the browser. */
export function returnPage(opts: { nonce: string; returnUrl: string; jwt: string; lang: Lang }): string {
  const t = STRINGS[opts.lang].deepLink;
  return documentOf({
    lang: opts.lang,
    title: t.returning,
    style: DEEP_LINK_STYLE,
    body: `<p role="status">${escapeHtml(t.returning)}</p>
<form id="lti-dl-return" method="post" action="${escapeHtml(opts.returnUrl)}">
<input type="hidden" name="JWT" value="${escapeHtml(opts.jwt)}">
<button type="submit">${escapeHtml(t.continue)}</button>
</form>`,
    script: `
<script nonce="${opts.nonce}">document.getElementById("lti-dl-return").submit();</script>
`,
  });
}
