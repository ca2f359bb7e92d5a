/**
 * Note bodies (NOTE-013, NOTE-015, docs/decisions/041-notes-and-bookmarks.md): Lexical JSON from
 * the browser is rebuilt node by node through an allow-list — only the node types, text formats,
 * styles, alignments and link schemes of NOTE-013 survive; anything else (forged node types,
 * event-handler or style injection, javascript:/data: URLs) is dropped or reduced to its text.
 * The stored JSON is that clean tree, and the HTML the Notebook shows is rendered from it here,
 * on the server, with every text and attribute escaped.
 */

import { NOTE_FONT_FAMILIES, NOTE_FONT_SIZES } from "#shared/study";

export type CleanNode =
  | { type: "root"; children: CleanNode[] }
  | { type: "paragraph"; format: Align; indent: number; children: CleanNode[] }
  | { type: "heading"; tag: "h2" | "h3"; format: Align; indent: number; children: CleanNode[] }
  | { type: "quote"; format: Align; indent: number; children: CleanNode[] }
  | { type: "code"; children: CleanNode[] }
  | { type: "list"; listType: "bullet" | "number"; children: CleanNode[] }
  | { type: "listitem"; indent: number; children: CleanNode[] }
  | { type: "link"; url: string; children: CleanNode[] }
  | { type: "image"; src: string; altText: string; width: number }
  | { type: "text"; text: string; format: number; style: string }
  | { type: "linebreak" };

type Align = "" | "left" | "center" | "right" | "justify";
const ALIGNS = new Set<Align>(["", "left", "center", "right", "justify"]);

/** Lexical's text format bits: bold 1, italic 2, strikethrough 4, underline 8, code 16, subscript 32, superscript 64. */
const FORMAT_MASK = 1 | 2 | 4 | 8 | 16 | 32 | 64;
const MAX_DEPTH = 12;
const MAX_NODES = 5000;

export const FONT_FAMILIES = NOTE_FONT_FAMILIES;
export const FONT_SIZES = NOTE_FONT_SIZES;
const COLOR = /^(#[0-9a-f]{3}|#[0-9a-f]{6}|rgb\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*\))$/i;

/** Keeps only `color`, `background-color`, `font-size` and `font-family` with values from the allow-list. */
export function cleanStyle(style: unknown): string {
  if (typeof style !== "string" || style.length > 300) return "";
  const out: string[] = [];
  for (const decl of style.split(";")) {
    const i = decl.indexOf(":");
    if (i < 0) continue;
    const prop = decl.slice(0, i).trim().toLowerCase();
    const value = decl.slice(i + 1).trim();
    if ((prop === "color" || prop === "background-color") && COLOR.test(value)) out.push(`${prop}: ${value.toLowerCase()}`);
    else if (prop === "font-size" && (FONT_SIZES as readonly string[]).includes(value)) out.push(`font-size: ${value}`);
    else if (prop === "font-family" && (FONT_FAMILIES as readonly string[]).includes(value.replace(/["']/g, ""))) {
      out.push(`font-family: ${value.replace(/["']/g, "")}`);
    }
  }
  return out.join("; ");
}

/** http(s) and mailto links only (NOTE-013 'link'); anything else is no link. */
export function safeUrl(url: unknown): string | null {
  if (typeof url !== "string" || url.length > 2000) return null;
  const trimmed = url.trim();
  try {
    const u = new URL(trimmed);
    return u.protocol === "http:" || u.protocol === "https:" || u.protocol === "mailto:" ? u.href : null;
  } catch {
    return null;
  }
}

/**
 * Image sources (NOTE-013 'image'): a picture embedded in the note as a base64 data URL of a
 * raster type (never SVG, which is a document), or a picture of this site (a path of the same
 * origin, e.g. a lesson's media). Both are allowed by the page's CSP (`img-src 'self' data:`);
 * nothing is loaded from another site.
 */
export const NOTE_IMAGE_TYPES = ["image/png", "image/jpeg", "image/gif", "image/webp"] as const;
const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+={0,2}$/;
const SITE_PATH = /^\/(?![/\\])[A-Za-z0-9/_\-.~%]+(\?[A-Za-z0-9=&_\-.%]*)?$/;
export function safeImageSrc(src: unknown): string | null {
  if (typeof src !== "string" || src.length > 60_000) return null;
  return DATA_IMAGE.test(src) || (SITE_PATH.test(src) && !src.includes("..")) ? src : null;
}

type Raw = Record<string, unknown>;
const isObj = (v: unknown): v is Raw => typeof v === "object" && v !== null && !Array.isArray(v);
const indentOf = (v: unknown) => (typeof v === "number" && Number.isInteger(v) ? Math.min(Math.max(v, 0), 8) : 0);
const alignOf = (v: unknown): Align => (typeof v === "string" && ALIGNS.has(v as Align) ? (v as Align) : "");

/** Rebuilds a Lexical editor state (`{ root: … }` or its JSON text) through the allow-list. */
export function cleanNoteBody(input: unknown): CleanNode & { type: "root" } {
  let value = input;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value);
    } catch {
      value = null;
    }
  }
  const root = isObj(value) && isObj(value.root) ? value.root : null;
  let count = 0;

  const inline = (nodes: unknown, depth: number): CleanNode[] => {
    const out: CleanNode[] = [];
    if (!Array.isArray(nodes) || depth > MAX_DEPTH) return out;
    for (const n of nodes) {
      if (!isObj(n) || ++count > MAX_NODES) continue;
      if (n.type === "text" || n.type === "code-highlight") {
        if (typeof n.text === "string" && n.text)
          out.push({ type: "text", text: n.text, format: typeof n.format === "number" ? n.format & FORMAT_MASK : 0, style: cleanStyle(n.style) });
      } else if (n.type === "image") {
        const src = safeImageSrc(n.src);
        const width = typeof n.width === "number" && Number.isFinite(n.width) ? Math.round(Math.min(Math.max(n.width, 16), 800)) : 0;
        if (src) out.push({ type: "image", src, altText: typeof n.altText === "string" ? n.altText.slice(0, 200) : "", width });
      } else if (n.type === "linebreak") out.push({ type: "linebreak" });
      else if (n.type === "tab") out.push({ type: "text", text: "\t", format: 0, style: "" });
      else if (n.type === "link" || n.type === "autolink") {
        const url = safeUrl(n.url);
        const children = inline(n.children, depth + 1);
        if (url) out.push({ type: "link", url, children });
        else out.push(...children);
      } else if (Array.isArray(n.children)) out.push(...inline(n.children, depth + 1)); // unknown inline: its text only
    }
    return out;
  };

  const blocks = (nodes: unknown, depth: number): CleanNode[] => {
    const out: CleanNode[] = [];
    if (!Array.isArray(nodes) || depth > MAX_DEPTH) return out;
    for (const n of nodes) {
      if (!isObj(n) || ++count > MAX_NODES) continue;
      const format = alignOf(n.format);
      const indent = indentOf(n.indent);
      switch (n.type) {
        case "paragraph":
          out.push({ type: "paragraph", format, indent, children: inline(n.children, depth + 1) });
          break;
        case "heading":
          out.push({ type: "heading", tag: n.tag === "h3" ? "h3" : "h2", format, indent, children: inline(n.children, depth + 1) });
          break;
        case "quote":
          out.push({ type: "quote", format, indent, children: inline(n.children, depth + 1) });
          break;
        case "code":
          out.push({ type: "code", children: inline(n.children, depth + 1) });
          break;
        case "list": {
          const items: CleanNode[] = [];
          for (const item of Array.isArray(n.children) ? n.children : []) {
            if (!isObj(item) || ++count > MAX_NODES) continue;
            const children = (Array.isArray(item.children) ? item.children : []).flatMap((c: unknown) =>
              isObj(c) && c.type === "list" ? blocks([c], depth + 2) : inline([c], depth + 2),
            );
            items.push({ type: "listitem", indent: indentOf(item.indent), children });
          }
          out.push({ type: "list", listType: n.listType === "number" ? "number" : "bullet", children: items });
          break;
        }
        default: {
          // A forged or unknown block: keep its text as a paragraph.
          const children = inline(n.children, depth + 1);
          if (children.length) out.push({ type: "paragraph", format: "", indent: 0, children });
        }
      }
    }
    return out;
  };

  return { type: "root", children: root ? blocks(root.children, 0) : [] };
}

export const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

function blockStyle(format: Align, indent: number) {
  const parts = [format ? `text-align: ${format}` : "", indent ? `padding-left: ${indent * 1.5}rem` : ""].filter(Boolean);
  return parts.length ? ` style="${parts.join("; ")}"` : "";
}

function renderText(n: Extract<CleanNode, { type: "text" }>): string {
  let html = escapeHtml(n.text);
  if (n.format & 16) html = `<code>${html}</code>`;
  if (n.format & 1) html = `<strong>${html}</strong>`;
  if (n.format & 2) html = `<em>${html}</em>`;
  if (n.format & 8) html = `<u>${html}</u>`;
  if (n.format & 4) html = `<s>${html}</s>`;
  if (n.format & 32) html = `<sub>${html}</sub>`;
  if (n.format & 64) html = `<sup>${html}</sup>`;
  return n.style ? `<span style="${escapeHtml(n.style)}">${html}</span>` : html;
}

/** The clean tree as HTML; every tag and attribute comes from this function, every text is escaped. */
export function renderNoteHtml(node: CleanNode): string {
  const inner = (children: CleanNode[]) => children.map(renderNoteHtml).join("");
  switch (node.type) {
    case "root":
      return inner(node.children);
    case "paragraph":
      return `<p${blockStyle(node.format, node.indent)}>${inner(node.children) || "<br>"}</p>`;
    case "heading":
      return `<${node.tag}${blockStyle(node.format, node.indent)}>${inner(node.children)}</${node.tag}>`;
    case "quote":
      return `<blockquote${blockStyle(node.format, node.indent)}>${inner(node.children)}</blockquote>`;
    case "code":
      return `<pre><code>${inner(node.children)}</code></pre>`;
    case "list": {
      const tag = node.listType === "number" ? "ol" : "ul";
      return `<${tag}>${inner(node.children)}</${tag}>`;
    }
    case "listitem":
      return `<li${blockStyle("", node.indent)}>${inner(node.children)}</li>`;
    case "link":
      return `<a href="${escapeHtml(node.url)}" rel="noopener noreferrer nofollow" target="_blank">${inner(node.children)}</a>`;
    case "text":
      return renderText(node);
    case "image":
      return `<img src="${escapeHtml(node.src)}" alt="${escapeHtml(node.altText)}" style="max-width: 100%${
        node.width ? `; width: ${node.width}px` : ""
      }" loading="lazy">`;
    case "linebreak":
      return "<br>";
  }
}

/** The note's plain text (for an empty-body check). */
export function noteText(node: CleanNode): string {
  if (node.type === "text") return node.text;
  if (node.type === "linebreak") return "\n";
  return "children" in node ? node.children.map(noteText).join("") : "";
}
