import type { ReactNode } from "react";

/**
 * Renders a Lexical document (what Payload stores for rich text) as plain React elements: text
 * is escaped by React, and links keep only http(s), mailto and relative targets.
 */
type Node = {
  type?: string;
  text?: string;
  format?: number | string;
  tag?: string;
  listType?: string;
  url?: string;
  fields?: { url?: string };
  children?: Node[];
};

const safeHref = (url?: string) => (url && /^(https?:|mailto:|\/|#)/i.test(url) ? url : undefined);

function renderText(node: Node, key: number): ReactNode {
  let el: ReactNode = node.text ?? "";
  const f = typeof node.format === "number" ? node.format : 0;
  if (f & 1) el = <strong>{el}</strong>;
  if (f & 2) el = <em>{el}</em>;
  if (f & 8) el = <u>{el}</u>;
  if (f & 16) el = <code>{el}</code>;
  if (f & 32) el = <sub>{el}</sub>;
  if (f & 64) el = <sup>{el}</sup>;
  return <span key={key}>{el}</span>;
}

function renderNode(node: Node, key: number): ReactNode {
  const children = (node.children ?? []).map(renderNode);
  switch (node.type) {
    case "text":
      return renderText(node, key);
    case "linebreak":
      return <br key={key} />;
    case "paragraph":
      return <p key={key}>{children}</p>;
    case "heading": {
      const Tag = (["h2", "h3", "h4", "h5", "h6"].includes(node.tag ?? "") ? node.tag : "h3") as "h3";
      return <Tag key={key}>{children}</Tag>;
    }
    case "list":
      return node.listType === "number" ? <ol key={key}>{children}</ol> : <ul key={key}>{children}</ul>;
    case "listitem":
      return <li key={key}>{children}</li>;
    case "quote":
      return <blockquote key={key}>{children}</blockquote>;
    case "link":
    case "autolink":
      return (
        <a key={key} href={safeHref(node.fields?.url ?? node.url)} rel="noopener noreferrer">
          {children}
        </a>
      );
    default:
      return children.length ? <span key={key}>{children}</span> : null;
  }
}

export function RichText({ value, className }: { value: unknown; className?: string }) {
  const root = (value as { root?: Node } | null)?.root;
  if (!root?.children?.length) return null;
  return <div className={className}>{root.children.map(renderNode)}</div>;
}
