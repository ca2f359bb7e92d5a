import { $createCodeNode, CodeHighlightNode, CodeNode } from "@lexical/code-core";
import { $isLinkNode, LinkNode, TOGGLE_LINK_COMMAND } from "@lexical/link";
import { INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, ListItemNode, ListNode } from "@lexical/list";
import { LexicalComposer } from "@lexical/react/LexicalComposer";
import { useLexicalComposerContext } from "@lexical/react/LexicalComposerContext";
import { ContentEditable } from "@lexical/react/LexicalContentEditable";
import { LexicalErrorBoundary } from "@lexical/react/LexicalErrorBoundary";
import { createEmptyHistoryState, HistoryPlugin } from "@lexical/react/LexicalHistoryPlugin";
import { LinkPlugin } from "@lexical/react/LexicalLinkPlugin";
import { ListPlugin } from "@lexical/react/LexicalListPlugin";
import { OnChangePlugin } from "@lexical/react/LexicalOnChangePlugin";
import { RichTextPlugin } from "@lexical/react/LexicalRichTextPlugin";
import { $createHeadingNode, $createQuoteNode, HeadingNode, QuoteNode } from "@lexical/rich-text";
import { $patchStyleText, $setBlocksType } from "@lexical/selection";
import {
  $createParagraphNode,
  $getSelection,
  $insertNodes,
  $isRangeSelection,
  COMMAND_PRIORITY_HIGH,
  FORMAT_ELEMENT_COMMAND,
  FORMAT_TEXT_COMMAND,
  INDENT_CONTENT_COMMAND,
  OUTDENT_CONTENT_COMMAND,
  PASTE_COMMAND,
  REDO_COMMAND,
  UNDO_COMMAND,
  type EditorState,
  type TextFormatType,
} from "lexical";
import {
  AlignCenter,
  AlignLeft,
  AlignRight,
  Bold,
  Code,
  ImagePlus,
  Indent,
  Italic,
  Link2,
  List,
  ListOrdered,
  Outdent,
  Quote,
  Redo2,
  Strikethrough,
  Subscript,
  Superscript,
  Underline,
  Undo2,
} from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "~/i18n/useTranslation";
import { editableNoteState, NOTE_FONT_FAMILIES, NOTE_FONT_SIZES, stripActiveHtml } from "#shared/study";
import { $createNoteImageNode, NoteImageNode, pictureForNote } from "./NoteImageNode";

/** NOTE-014: 100 undo steps, changes within 500 ms merged into one. */
export const UNDO_STEPS = 100;
export const UNDO_MERGE_MS = 500;

const safeLink = (url: string) => /^(https?:\/\/|mailto:)/i.test(url.trim());

function ToolButton({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
      className="inline-flex size-8 items-center justify-center rounded hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
    >
      {children}
    </button>
  );
}

function Toolbar() {
  const { t } = useTranslation();
  const [editor] = useLexicalComposerContext();
  const format = (f: TextFormatType) => editor.dispatchCommand(FORMAT_TEXT_COMMAND, f);
  const block = (kind: string) =>
    editor.update(() => {
      const sel = $getSelection();
      if (!$isRangeSelection(sel)) return;
      if (kind === "h2" || kind === "h3") $setBlocksType(sel, () => $createHeadingNode(kind));
      else if (kind === "quote") $setBlocksType(sel, () => $createQuoteNode());
      else if (kind === "code") $setBlocksType(sel, () => $createCodeNode());
      else $setBlocksType(sel, () => $createParagraphNode());
    });
  const link = () => {
    let current = "";
    editor.getEditorState().read(() => {
      const sel = $getSelection();
      const node = $isRangeSelection(sel) ? sel.anchor.getNode().getParent() : null;
      if ($isLinkNode(node)) current = node.getURL();
    });
    const url = window.prompt(t("study.note.linkPrompt"), current || "https://");
    if (url == null) return;
    editor.dispatchCommand(TOGGLE_LINK_COMMAND, url && safeLink(url) ? url : null);
  };
  const style = (patch: Record<string, string | null>) =>
    editor.update(() => {
      const sel = $getSelection();
      if ($isRangeSelection(sel)) $patchStyleText(sel, patch);
    });
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [imageError, setImageError] = useState(false);
  const insertImage = async (file: File | undefined) => {
    if (!file) return;
    const picture = await pictureForNote(file);
    setImageError(!picture);
    if (!picture) return;
    const alt = (window.prompt(t("study.note.imageAlt"), "") ?? "").slice(0, 200);
    editor.update(() => $insertNodes([$createNoteImageNode(picture.src, alt, picture.width)]));
  };
  const icon = "size-4";
  const select = "h-8 rounded border bg-background px-1 text-sm";
  return (
    <div role="toolbar" aria-label={t("study.note.toolbar")} className="flex flex-wrap items-center gap-0.5 border-b p-1">
      <label className="sr-only" htmlFor="note-block-type">
        {t("study.note.blockType")}
      </label>
      <select id="note-block-type" className="h-8 rounded border bg-background px-1 text-sm" defaultValue="p" onChange={(e) => block(e.target.value)}>
        <option value="h2">{t("study.note.heading")}</option>
        <option value="h3">{t("study.note.subheading")}</option>
        <option value="p">{t("study.note.normal")}</option>
      </select>
      <label className="sr-only" htmlFor={`${id}-font`}>
        {t("study.note.font")}
      </label>
      <select id={`${id}-font`} className={select} defaultValue="" onChange={(e) => style({ "font-family": e.target.value || null })}>
        <option value="">{t("study.note.fontDefault")}</option>
        {NOTE_FONT_FAMILIES.map((f) => (
          <option key={f} value={f}>
            {f}
          </option>
        ))}
      </select>
      <label className="sr-only" htmlFor={`${id}-size`}>
        {t("study.note.size")}
      </label>
      <select id={`${id}-size`} className={select} defaultValue="" onChange={(e) => style({ "font-size": e.target.value || null })}>
        <option value="">{t("study.note.sizeDefault")}</option>
        {NOTE_FONT_SIZES.map((f) => (
          <option key={f} value={f}>
            {f}
          </option>
        ))}
      </select>
      <label className="inline-flex size-8 items-center justify-center rounded hover:bg-accent" title={t("study.note.color")}>
        <span className="sr-only">{t("study.note.color")}</span>
        <input
          type="color"
          className="size-6 cursor-pointer border-0 bg-transparent p-0"
          defaultValue="#000000"
          onChange={(e) => style({ color: e.target.value })}
        />
      </label>
      <label className="inline-flex size-8 items-center justify-center rounded hover:bg-accent" title={t("study.note.background")}>
        <span className="sr-only">{t("study.note.background")}</span>
        <input
          type="color"
          className="size-6 cursor-pointer border-0 bg-transparent p-0"
          defaultValue="#ffff00"
          onChange={(e) => style({ "background-color": e.target.value })}
        />
      </label>
      <ToolButton label={t("study.note.bold")} onClick={() => format("bold")}>
        <Bold className={icon} aria-hidden="true" />
      </ToolButton>
      <ToolButton label={t("study.note.italic")} onClick={() => format("italic")}>
        <Italic className={icon} aria-hidden="true" />
      </ToolButton>
      <ToolButton label={t("study.note.underline")} onClick={() => format("underline")}>
        <Underline className={icon} aria-hidden="true" />
      </ToolButton>
      <ToolButton label={t("study.note.strike")} onClick={() => format("strikethrough")}>
        <Strikethrough className={icon} aria-hidden="true" />
      </ToolButton>
      <ToolButton label={t("study.note.subscript")} onClick={() => format("subscript")}>
        <Subscript className={icon} aria-hidden="true" />
      </ToolButton>
      <ToolButton label={t("study.note.superscript")} onClick={() => format("superscript")}>
        <Superscript className={icon} aria-hidden="true" />
      </ToolButton>
      <ToolButton label={t("study.note.quote")} onClick={() => block("quote")}>
        <Quote className={icon} aria-hidden="true" />
      </ToolButton>
      <ToolButton label={t("study.note.code")} onClick={() => block("code")}>
        <Code className={icon} aria-hidden="true" />
      </ToolButton>
      <ToolButton label={t("study.note.bullet")} onClick={() => editor.dispatchCommand(INSERT_UNORDERED_LIST_COMMAND, undefined)}>
        <List className={icon} aria-hidden="true" />
      </ToolButton>
      <ToolButton label={t("study.note.ordered")} onClick={() => editor.dispatchCommand(INSERT_ORDERED_LIST_COMMAND, undefined)}>
        <ListOrdered className={icon} aria-hidden="true" />
      </ToolButton>
      <ToolButton label={t("study.note.indent")} onClick={() => editor.dispatchCommand(INDENT_CONTENT_COMMAND, undefined)}>
        <Indent className={icon} aria-hidden="true" />
      </ToolButton>
      <ToolButton label={t("study.note.outdent")} onClick={() => editor.dispatchCommand(OUTDENT_CONTENT_COMMAND, undefined)}>
        <Outdent className={icon} aria-hidden="true" />
      </ToolButton>
      <ToolButton label={t("study.note.link")} onClick={link}>
        <Link2 className={icon} aria-hidden="true" />
      </ToolButton>
      <ToolButton label={t("study.note.image")} onClick={() => fileRef.current?.click()}>
        <ImagePlus className={icon} aria-hidden="true" />
      </ToolButton>
      <input
        ref={fileRef}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="note-image-file"
        onChange={(e) => {
          void insertImage(e.target.files?.[0]);
          e.target.value = "";
        }}
      />
      <ToolButton label={t("study.note.alignLeft")} onClick={() => editor.dispatchCommand(FORMAT_ELEMENT_COMMAND, "left")}>
        <AlignLeft className={icon} aria-hidden="true" />
      </ToolButton>
      <ToolButton label={t("study.note.alignCenter")} onClick={() => editor.dispatchCommand(FORMAT_ELEMENT_COMMAND, "center")}>
        <AlignCenter className={icon} aria-hidden="true" />
      </ToolButton>
      <ToolButton label={t("study.note.alignRight")} onClick={() => editor.dispatchCommand(FORMAT_ELEMENT_COMMAND, "right")}>
        <AlignRight className={icon} aria-hidden="true" />
      </ToolButton>
      <ToolButton label={t("study.note.undo")} onClick={() => editor.dispatchCommand(UNDO_COMMAND, undefined)}>
        <Undo2 className={icon} aria-hidden="true" />
      </ToolButton>
      <ToolButton label={t("study.note.redo")} onClick={() => editor.dispatchCommand(REDO_COMMAND, undefined)}>
        <Redo2 className={icon} aria-hidden="true" />
      </ToolButton>
      {imageError ? (
        <p role="alert" className="w-full px-1 text-sm text-destructive">
          {t("study.note.imageInvalid")}
        </p>
      ) : null}
    </div>
  );
}

const cleanedPastes = new WeakSet<ClipboardEvent>();

/** Pasted HTML loses its active markup before Lexical parses it (stripActiveHtml), then pastes as usual. */
function PasteCleaner() {
  const [editor] = useLexicalComposerContext();
  useEffect(
    () =>
      editor.registerCommand(
        PASTE_COMMAND,
        (event) => {
          if (!(event instanceof ClipboardEvent) || cleanedPastes.has(event)) return false;
          const html = event.clipboardData?.getData("text/html");
          if (!html) return false;
          const data = new DataTransfer();
          data.setData("text/html", stripActiveHtml(html));
          data.setData("text/plain", event.clipboardData?.getData("text/plain") ?? "");
          const copy = new ClipboardEvent("paste", { clipboardData: data, cancelable: true });
          cleanedPastes.add(copy);
          event.preventDefault();
          editor.dispatchCommand(PASTE_COMMAND, copy);
          return true;
        },
        COMMAND_PRIORITY_HIGH,
      ),
    [editor],
  );
  return null;
}

/** Keeps the undo stack at UNDO_STEPS entries (the history plugin has no limit of its own). */
function HistoryCap({ history }: { history: ReturnType<typeof createEmptyHistoryState> }) {
  const [editor] = useLexicalComposerContext();
  useEffect(
    () =>
      editor.registerUpdateListener(() => {
        const extra = history.undoStack.length - UNDO_STEPS;
        if (extra > 0) history.undoStack.splice(0, extra);
      }),
    [editor, history],
  );
  return null;
}

/**
 * NOTE-012…NOTE-014: the note's rich-text editor (Lexical) with the NOTE-013 formats: text style
 * (header), font, size, bold, italic, underline, strike, sub/superscript (script), quote, code
 * block, bullet and numbered lists, indent, link, image, text and highlight color, alignment.
 * Only those nodes are registered, so pasted HTML can create nothing else (Lexical's import;
 * styles other than the allow-listed ones and event handlers are not carried); the server
 * cleans the JSON again (core/study/noteBody.ts).
 */
export function NoteEditor({ initial, onChange, labelledBy }: { initial?: string; onChange: (json: string) => void; labelledBy: string }) {
  const history = useMemo(() => createEmptyHistoryState(), []);
  const initialConfig = useMemo(
    () => ({
      namespace: "study-note",
      nodes: [HeadingNode, QuoteNode, ListNode, ListItemNode, LinkNode, CodeNode, CodeHighlightNode, NoteImageNode],
      editorState: editableNoteState(initial),
      onError: (error: Error) => console.error(error),
      theme: {
        text: {
          bold: "font-bold",
          italic: "italic",
          underline: "underline",
          strikethrough: "line-through",
          subscript: "align-sub",
          superscript: "align-super",
        },
        heading: { h2: "text-xl font-semibold", h3: "text-lg font-semibold" },
        quote: "border-l-4 pl-3 italic",
        code: "block rounded bg-muted p-2 font-mono text-xs whitespace-pre-wrap",
        list: { ul: "list-disc pl-6", ol: "list-decimal pl-6", nested: { listitem: "list-none" } },
        link: "text-primary underline",
      },
    }),
    [initial],
  );
  return (
    <LexicalComposer initialConfig={initialConfig}>
      <div className="rounded-md border">
        <Toolbar />
        <RichTextPlugin
          contentEditable={
            <ContentEditable
              aria-labelledby={labelledBy}
              aria-multiline="true"
              className="min-h-40 max-h-[300px] overflow-y-auto p-3 text-sm focus-visible:outline-2 focus-visible:outline-ring"
              data-testid="note-editor"
            />
          }
          ErrorBoundary={LexicalErrorBoundary}
        />
        <HistoryPlugin delay={UNDO_MERGE_MS} externalHistoryState={history} />
        <HistoryCap history={history} />
        <PasteCleaner />
        <ListPlugin />
        <LinkPlugin validateUrl={safeLink} />
        <OnChangePlugin ignoreSelectionChange onChange={(state: EditorState) => onChange(JSON.stringify(state.toJSON()))} />
      </div>
    </LexicalComposer>
  );
}
