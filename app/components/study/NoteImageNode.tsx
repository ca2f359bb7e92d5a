import { DecoratorNode, type LexicalNode, type NodeKey, type SerializedLexicalNode, type Spread } from "lexical";
import type { ReactNode } from "react";
import { NOTE_IMAGE_MAX_CHARS } from "#shared/study";

/**
 * NOTE-013 'image': a picture inside a note, stored as `{ type: "image", src, altText, width }`.
 * It has no importDOM, so pasted HTML never creates one (a pasted <img> is dropped); the server
 * keeps only raster data URLs and pictures of this site (core/study/noteBody.ts).
 */
export type SerializedNoteImage = Spread<{ src: string; altText: string; width: number }, SerializedLexicalNode>;

export class NoteImageNode extends DecoratorNode<ReactNode> {
  __src: string;
  __altText: string;
  __width: number;

  static getType() {
    return "image";
  }

  static clone(node: NoteImageNode) {
    return new NoteImageNode(node.__src, node.__altText, node.__width, node.__key);
  }

  static importJSON(json: SerializedNoteImage) {
    return new NoteImageNode(json.src, json.altText, json.width);
  }

  constructor(src: string, altText: string, width: number, key?: NodeKey) {
    super(key);
    this.__src = src;
    this.__altText = altText;
    this.__width = width;
  }

  exportJSON(): SerializedNoteImage {
    return { type: "image", version: 1, src: this.__src, altText: this.__altText, width: this.__width };
  }

  createDOM() {
    return document.createElement("span");
  }

  updateDOM() {
    return false;
  }

  isInline() {
    return true;
  }

  decorate() {
    return <img src={this.__src} alt={this.__altText} style={{ maxWidth: "100%", width: this.__width || undefined }} />;
  }
}

export const $createNoteImageNode = (src: string, altText: string, width: number) => new NoteImageNode(src, altText, width);
export const $isNoteImageNode = (node: LexicalNode | null | undefined): node is NoteImageNode => node instanceof NoteImageNode;

const RASTER = new Set(["image/png", "image/jpeg", "image/gif", "image/webp"]);

/** A chosen picture, scaled down (JPEG) until its data URL fits a note; null for a non-raster file. */
export async function pictureForNote(file: File): Promise<{ src: string; width: number } | null> {
  if (!RASTER.has(file.type)) return null;
  const url = URL.createObjectURL(file);
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    for (const [max, quality] of [
      [480, 0.8],
      [360, 0.7],
      [240, 0.6],
      [160, 0.5],
    ] as const) {
      const scale = Math.min(1, max / Math.max(img.naturalWidth, img.naturalHeight, 1));
      const canvas = document.createElement("canvas");
      canvas.width = Math.max(1, Math.round(img.naturalWidth * scale));
      canvas.height = Math.max(1, Math.round(img.naturalHeight * scale));
      const g = canvas.getContext("2d");
      if (!g) return null;
      g.fillStyle = "#fff";
      g.fillRect(0, 0, canvas.width, canvas.height);
      g.drawImage(img, 0, 0, canvas.width, canvas.height);
      const src = canvas.toDataURL("image/jpeg", quality);
      if (src.length <= NOTE_IMAGE_MAX_CHARS) return { src, width: canvas.width };
    }
    return null;
  } catch {
    return null;
  } finally {
    URL.revokeObjectURL(url);
  }
}
