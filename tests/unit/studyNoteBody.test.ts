import { describe, expect, it } from "vitest";
import { cleanNoteBody, renderNoteHtml, safeImageSrc } from "#core/study/noteBody";
import { stripActiveHtml } from "#shared/study";

/** NOTE-013: each format the editor offers survives the server's allow-list and renders as HTML. */
type Node = Record<string, unknown>;
const text = (t: string, format = 0, style = ""): Node => ({ type: "text", text: t, format, style, detail: 0, mode: "normal", version: 1 });
const para = (...children: Node[]): Node => ({ type: "paragraph", children, format: "", indent: 0, version: 1 });
const render = (...children: Node[]) => renderNoteHtml(cleanNoteBody({ root: { type: "root", children } }));

const PNG = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";

describe("NOTE-013 note formats: the allow-list renderer", () => {
  it("header: heading and subheading", () => {
    expect(render({ type: "heading", tag: "h2", children: [text("H")], format: "", indent: 0 })).toBe("<h2>H</h2>");
    expect(render({ type: "heading", tag: "h3", children: [text("S")], format: "", indent: 0 })).toBe("<h3>S</h3>");
    expect(render({ type: "heading", tag: "h1", children: [text("T")], format: "", indent: 0 })).toBe("<h2>T</h2>");
  });

  it("font and size: the listed families and sizes only", () => {
    expect(render(para(text("f", 0, "font-family: Georgia")))).toBe('<p><span style="font-family: Georgia">f</span></p>');
    expect(render(para(text("z", 0, "font-size: 20px")))).toBe('<p><span style="font-size: 20px">z</span></p>');
    expect(render(para(text("x", 0, "font-family: Comic Sans; font-size: 200px")))).toBe("<p>x</p>");
  });

  it("bold, italic, underline, strike, script (sub and super) and inline code", () => {
    expect(render(para(text("b", 1), text("i", 2), text("u", 8), text("s", 4), text("lo", 32), text("hi", 64), text("c", 16)))).toBe(
      "<p><strong>b</strong><em>i</em><u>u</u><s>s</s><sub>lo</sub><sup>hi</sup><code>c</code></p>",
    );
  });

  it("align and indent", () => {
    for (const align of ["left", "center", "right", "justify"]) {
      expect(render({ type: "paragraph", children: [text("a")], format: align, indent: 0 })).toBe(`<p style="text-align: ${align}">a</p>`);
    }
    expect(render({ type: "paragraph", children: [text("a")], format: "sideways", indent: 2 })).toBe('<p style="padding-left: 3rem">a</p>');
  });

  it("blockquote and code-block", () => {
    expect(render({ type: "quote", children: [text("q")], format: "", indent: 0 })).toBe("<blockquote>q</blockquote>");
    expect(render({ type: "code", language: "js", children: [text("a < b"), { type: "linebreak" }, { type: "code-highlight", text: "c" }] })).toBe(
      "<pre><code>a &lt; b<br>c</code></pre>",
    );
  });

  it("color and background: hex or rgb only", () => {
    expect(render(para(text("c", 0, "color: #00AA00; background-color: rgb(255, 255, 0)")))).toBe(
      '<p><span style="color: #00aa00; background-color: rgb(255, 255, 0)">c</span></p>',
    );
    expect(render(para(text("c", 0, "color: expression(alert(1)); background-color: url(javascript:x)")))).toBe("<p>c</p>");
  });

  it("list and bullet, nested", () => {
    const item = (...children: Node[]): Node => ({ type: "listitem", children, indent: 0 });
    expect(
      render(
        { type: "list", listType: "number", children: [item(text("one")), item(text("two"))] },
        { type: "list", listType: "bullet", children: [item(text("a"), { type: "list", listType: "bullet", children: [item(text("b"))] })] },
      ),
    ).toBe("<ol><li>one</li><li>two</li></ol><ul><li>a<ul><li>b</li></ul></li></ul>");
  });

  it("link: http(s) and mailto only", () => {
    expect(render(para({ type: "link", url: "https://example.org/", children: [text("ok")] }))).toBe(
      '<p><a href="https://example.org/" rel="noopener noreferrer nofollow" target="_blank">ok</a></p>',
    );
    expect(render(para({ type: "link", url: "javascript:alert(1)", children: [text("no")] }))).toBe("<p>no</p>");
  });

  it("image: an embedded raster picture or a picture of this site, with its text alternative", () => {
    expect(render(para({ type: "image", src: PNG, altText: 'A "cell"', width: 300 }))).toBe(
      `<p><img src="${PNG}" alt="A &quot;cell&quot;" style="max-width: 100%; width: 300px" loading="lazy"></p>`,
    );
    expect(render(para({ type: "image", src: "/media/cell.png", altText: "" }))).toBe(
      '<p><img src="/media/cell.png" alt="" style="max-width: 100%" loading="lazy"></p>',
    );
    for (const bad of [
      "data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+",
      "data:text/html;base64,PHNjcmlwdD4=",
      "javascript:alert(1)",
      "https://tracker.example/pixel.gif",
      "//evil.example/x.png",
      "/\\evil.example/x.png",
      '/media/x.png" onerror="alert(1)',
      "/media/../../etc/passwd",
    ]) {
      expect(safeImageSrc(bad), bad).toBeNull();
      expect(render(para({ type: "image", src: bad, altText: "x" })), bad).not.toContain("<img");
    }
  });

  it("pasted or forged nodes keep only their text; markup in text is escaped", () => {
    expect(render({ type: "html", html: "<script>alert(1)</script>", children: [text("kept")] })).toBe("<p>kept</p>");
    expect(render(para(text('<img src=x onerror="alert(1)">')))).toBe("<p>&lt;img src=x onerror=&quot;alert(1)&quot;&gt;</p>");
    expect(render(para({ type: "image", src: PNG, altText: '"><script>alert(1)</script>' }))).not.toContain("<script>");
  });
});

describe("NOTE-013 pasted HTML loses its active markup before the editor parses it", () => {
  it("drops scripts, styles, frames, event handlers and script URLs; keeps the text and simple markup", () => {
    const pasted =
      '<p><b>Bold</b> <img src="x" onerror="alert(1)"><img/src=y/onload=alert(2)><a href="javascript:alert(3)">a</a><a href=\' data:text/html,x\'>d</a>' +
      "<span style=\"color:red\" onclick='alert(4)'>s</span><script>alert(5)</script><style>*{}</style><iframe src=//x></iframe><svg><script>alert(6)</script></svg>";
    const out = stripActiveHtml(pasted);
    expect(out).not.toMatch(/on(error|load|click)\s*=|javascript:|data:|<script|<style|<iframe|alert\((1|2|4|5|6)\)/i);
    expect(out).toContain("<b>Bold</b>");
    expect(out).toMatch(/<span style="color:red"\s*>s<\/span>/);
  });
});
