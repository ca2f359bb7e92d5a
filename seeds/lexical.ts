/** Plain paragraphs ("\n\n"-separated) as a Lexical rich-text document, the format Payload stores. */
export function paragraphsToLexical(text: string) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return {
    root: {
      type: "root",
      format: "",
      indent: 0,
      version: 1,
      direction: "ltr",
      children: paragraphs.map((p) => ({
        type: "paragraph",
        format: "",
        indent: 0,
        version: 1,
        direction: "ltr",
        textFormat: 0,
        textStyle: "",
        children: [{ type: "text", text: p, format: 0, style: "", mode: "normal", detail: 0, version: 1 }],
      })),
    },
  };
}

/** The plain text of a Lexical document (search, previews, tests). */
export function lexicalToText(doc: unknown): string {
  const out: string[] = [];
  const walk = (n: unknown) => {
    if (!n || typeof n !== "object") return;
    const node = n as { type?: string; text?: string; children?: unknown[] };
    if (node.type === "text" && node.text) out.push(node.text);
    node.children?.forEach(walk);
    if (node.type === "paragraph") out.push("\n\n");
  };
  walk((doc as { root?: unknown })?.root);
  return out.join("").trim();
}
