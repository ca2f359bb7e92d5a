/**
 * SVG builders for the labelled schematic figures (800x500, white background), one per DiagramKind.
 *
 * How labels are placed:
 * - "Part" diagrams (atom, molecule, water, macromolecule, cells, membrane, transport, enzyme,
 *   energy-graph, mitochondrion, chloroplast, dna, chromosome, population-graph) match each label to a
 *   drawn part by keywords (English or French, accents ignored; e.g. "nucleolus"/"nucléole" → the
 *   nucleolus). The English and French labels of one index always go to the same part. A label
 *   that matches no part is never guessed onto the drawing: it is listed under the figure instead.
 * - Sequence diagrams use the labels themselves: cycle (3–6 steps, clockwise from the top), flow
 *   (left → right), tree (leaves top → bottom, first label = earliest-branching lineage), food-web
 *   (producers recognised by name, e.g. grass/algae/plante, else the first labels; consumers in list
 *   order from primary upwards; arrows show energy flow), punnett (4 cells row by row, then the 2
 *   gametes across the top, then the 2 gametes down the side).
 */
import { type DiagramKind, type FigureSpec } from "../data/curriculum/types";

export const FIG_W = 800;
export const FIG_H = 500;
const FONT = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";
const INK = "#1f2328";
const MUTED = "#57606a";

/** Labels to draw (one language) + normalized keys (English + French, lower case, no accents) for matching. */
export type DiagramInput = { labels: string[]; keys: string[] };
type Pt = [number, number];

// ---------------------------------------------------------------- shared helpers

/** Numbers in SVG: rounded to 0.1 so the output is short and stable. */
const n = (v: number) => {
  const r = Math.round(v * 10) / 10;
  return Object.is(r, -0) ? "0" : String(r);
};

export function xmlEscape(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

export function normalizeKey(s: string): string {
  return s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** Greedy word wrap to at most `max` characters per line (long words are kept whole). */
export function wrap(text: string, max: number): string[] {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let cur = "";
  for (const w of words) {
    if (!cur) cur = w;
    else if (cur.length + 1 + w.length <= max) cur += " " + w;
    else {
      lines.push(cur);
      cur = w;
    }
  }
  if (cur) lines.push(cur);
  return lines.length ? lines : [""];
}

/** Rough rendered width of a string in DejaVu Sans. */
export const textWidth = (s: string, size: number, bold = false) => s.length * size * (bold ? 0.64 : 0.58);

type TextOpts = {
  size?: number;
  anchor?: "start" | "middle" | "end";
  bold?: boolean;
  fill?: string;
  /** Wrap to this many characters per line. */
  max?: number;
  /** White outline behind the glyphs so text stays readable over drawings. */
  halo?: boolean;
  /** Vertical placement of the text block relative to y. */
  valign?: "middle" | "top" | "bottom";
  italic?: boolean;
  rotate?: number;
  /** Shrink the font (down to 11 px) if the widest line would be wider than this. */
  fit?: number;
};

/** Multi-line text block; returns SVG. */
export function text(x: number, y: number, s: string, o: TextOpts = {}): string {
  let size = o.size ?? 17;
  const lines = o.max ? wrap(s, o.max) : s.split("\n");
  if (o.fit) {
    const widest = Math.max(...lines.map((l) => textWidth(l, size, o.bold)));
    if (widest > o.fit) size = Math.max(11, Math.floor((size * o.fit) / widest));
  }
  const lh = size * 1.2;
  const total = lh * (lines.length - 1);
  const valign = o.valign ?? "middle";
  const first = valign === "middle" ? y - total / 2 + size * 0.35 : valign === "top" ? y + size * 0.8 : y - total - size * 0.25;
  const attrs = [
    `font-family="${FONT}"`,
    `font-size="${size}"`,
    `text-anchor="${o.anchor ?? "middle"}"`,
    `fill="${o.fill ?? INK}"`,
    o.bold ? `font-weight="bold"` : "",
    o.italic ? `font-style="italic"` : "",
    o.halo ? `stroke="#ffffff" stroke-width="${n(size / 4)}" stroke-linejoin="round" paint-order="stroke"` : "",
    o.rotate ? `transform="rotate(${o.rotate} ${n(x)} ${n(y)})"` : "",
  ]
    .filter(Boolean)
    .join(" ");
  const spans = lines.map((l, i) => `<tspan x="${n(x)}" y="${n(first + i * lh)}">${xmlEscape(l)}</tspan>`).join("");
  return `<text ${attrs}>${spans}</text>`;
}

/** Height of a wrapped text block. */
const blockHeight = (s: string, size: number, max: number) => wrap(s, max).length * size * 1.2;

type ArrowOpts = { color?: string; width?: number; head?: number; dash?: string; double?: boolean };

function arrowHead(tip: Pt, from: Pt, size: number, color: string): string {
  const a = Math.atan2(tip[1] - from[1], tip[0] - from[0]);
  const l: Pt = [tip[0] - size * Math.cos(a - 0.45), tip[1] - size * Math.sin(a - 0.45)];
  const r: Pt = [tip[0] - size * Math.cos(a + 0.45), tip[1] - size * Math.sin(a + 0.45)];
  return `<polygon points="${n(tip[0])},${n(tip[1])} ${n(l[0])},${n(l[1])} ${n(r[0])},${n(r[1])}" fill="${color}"/>`;
}

/** Straight arrow from (x1,y1) to (x2,y2), head drawn as a polygon (any colour, no markers needed). */
export function arrow(x1: number, y1: number, x2: number, y2: number, o: ArrowOpts = {}): string {
  const color = o.color ?? INK;
  const w = o.width ?? 3;
  const head = o.head ?? 6 + w * 2.5;
  const len = Math.hypot(x2 - x1, y2 - y1) || 1;
  const ux = (x2 - x1) / len;
  const uy = (y2 - y1) / len;
  const sx = o.double ? x1 + ux * head * 0.8 : x1;
  const sy = o.double ? y1 + uy * head * 0.8 : y1;
  const ex = x2 - ux * head * 0.8;
  const ey = y2 - uy * head * 0.8;
  let s = `<line x1="${n(sx)}" y1="${n(sy)}" x2="${n(ex)}" y2="${n(ey)}" stroke="${color}" stroke-width="${w}"${
    o.dash ? ` stroke-dasharray="${o.dash}"` : ""
  }/>`;
  s += arrowHead([x2, y2], [x1, y1], head, color);
  if (o.double) s += arrowHead([x1, y1], [x2, y2], head, color);
  return s;
}

/** Arrow along a polyline/curve given as points; head at the last point. */
export function pathArrow(points: Pt[], o: ArrowOpts = {}): string {
  const color = o.color ?? INK;
  const w = o.width ?? 3;
  const head = o.head ?? 6 + w * 2.5;
  if (points.length < 2) return "";
  const tip = points[points.length - 1];
  // direction of the head: from the last point at least one head length away from the tip
  let k = points.length - 2;
  while (k > 0 && Math.hypot(points[k][0] - tip[0], points[k][1] - tip[1]) < head) k--;
  const dist = Math.hypot(tip[0] - points[k][0], tip[1] - points[k][1]) || 1;
  // the line stops inside the head so it does not poke through its point
  const end: Pt = [tip[0] - ((tip[0] - points[k][0]) / dist) * head * 0.8, tip[1] - ((tip[1] - points[k][1]) / dist) * head * 0.8];
  const body = [...points.slice(0, k + 1), end];
  const d = body.map((p, i) => `${i ? "L" : "M"}${n(p[0])},${n(p[1])}`).join(" ");
  return (
    `<path d="${d}" fill="none" stroke="${color}" stroke-width="${w}" stroke-linejoin="round" stroke-linecap="round"${
      o.dash ? ` stroke-dasharray="${o.dash}"` : ""
    }/>` + arrowHead(tip, points[k], head, color)
  );
}

/** Leader line from a part (dot) to a label. */
export function leader(px: number, py: number, lx: number, ly: number, color = MUTED): string {
  return `<line x1="${n(px)}" y1="${n(py)}" x2="${n(lx)}" y2="${n(ly)}" stroke="${color}" stroke-width="1.5"/><circle cx="${n(px)}" cy="${n(
    py,
  )}" r="3.5" fill="${INK}" stroke="#fff" stroke-width="1.2"/>`;
}

/** A part of a drawing that a label can be attached to. */
type Part = { key: RegExp; at: Pt; side?: "left" | "right" | "top" | "bottom" };

/** Assigns labels to keyword-matched slots (first matching unused slot in priority order). */
function matchLabels(input: DiagramInput, keys: RegExp[]): { byPart: (string | undefined)[]; rest: string[] } {
  const byPart: (string | undefined)[] = keys.map(() => undefined);
  const rest: string[] = [];
  input.labels.forEach((label, i) => {
    const key = input.keys[i] ?? normalizeKey(label);
    const p = keys.findIndex((re, j) => byPart[j] === undefined && re.test(key));
    if (p >= 0) byPart[p] = label;
    else rest.push(label);
  });
  return { byPart, rest };
}

/** Labels that matched no part: listed as chips along the bottom edge. */
export function legend(rest: string[], y = FIG_H - 22, x0 = 20): string {
  if (!rest.length) return "";
  let x = x0;
  let row = y;
  let s = "";
  for (const r of rest) {
    const w = textWidth(r, 15) + 26;
    if (x + w > FIG_W - 10 && x > x0) {
      x = x0;
      row -= 26;
    }
    s += `<rect x="${n(x)}" y="${n(row - 12)}" width="${n(w)}" height="24" rx="12" fill="#f6f8fa" stroke="#d0d7de"/>`;
    s += text(x + w / 2, row, r, { size: 15 });
    x += w + 8;
  }
  return s;
}

type CalloutCfg = {
  /** "lr": labels in left/right margins; "tb": labels above/below the drawing. */
  layout: "lr" | "tb";
  /** lr: x of the left labels' right edge and the right labels' left edge. tb: y of top and bottom label rows. */
  a: number;
  b: number;
  /** Split point between the two sides (x for lr, y for tb). */
  split?: number;
  /** Allowed range along the margin (y for lr, x for tb). */
  range?: [number, number];
  size?: number;
  max?: number;
};

/** Places labels for the matched parts in the margins, spreads them to avoid overlaps, draws leaders. */
function callouts(items: { label: string; at: Pt; side?: Part["side"] }[], cfg: CalloutCfg): string {
  const size = cfg.size ?? 17;
  const max = cfg.max ?? 16;
  const lr = cfg.layout === "lr";
  const split = cfg.split ?? (lr ? FIG_W / 2 : FIG_H / 2);
  const range = cfg.range ?? (lr ? [40, FIG_H - 40] : [20, FIG_W - 20]);
  const sides: Record<"A" | "B", { label: string; at: Pt; pos: number; ext: number }[]> = { A: [], B: [] };
  for (const it of items) {
    const coord = lr ? it.at[0] : it.at[1];
    let side: "A" | "B" = coord < split ? "A" : "B";
    if (it.side === "left" || it.side === "top") side = "A";
    if (it.side === "right" || it.side === "bottom") side = "B";
    const ext = lr ? blockHeight(it.label, size, max) + 10 : Math.max(...wrap(it.label, max).map((l) => textWidth(l, size))) + 18;
    sides[side].push({ label: it.label, at: it.at, pos: lr ? it.at[1] : it.at[0], ext });
  }
  let s = "";
  for (const key of ["A", "B"] as const) {
    const list = sides[key].sort((p, q) => p.pos - q.pos);
    // 1D spreading: push forward, then pull back inside the range
    for (let i = 0; i < list.length; i++) {
      const min = i === 0 ? range[0] + list[i].ext / 2 : list[i - 1].pos + (list[i - 1].ext + list[i].ext) / 2;
      list[i].pos = Math.max(list[i].pos, min);
    }
    for (let i = list.length - 1; i >= 0; i--) {
      const max2 = i === list.length - 1 ? range[1] - list[i].ext / 2 : list[i + 1].pos - (list[i + 1].ext + list[i].ext) / 2;
      list[i].pos = Math.min(list[i].pos, max2);
    }
    for (const it of list) {
      if (lr) {
        const lx = key === "A" ? cfg.a : cfg.b;
        s += leader(it.at[0], it.at[1], key === "A" ? lx + 6 : lx - 6, it.pos);
        s += text(lx, it.pos, it.label, { size, max, anchor: key === "A" ? "end" : "start", halo: true, fit: key === "A" ? lx - 6 : FIG_W - lx - 6 });
      } else {
        const ly = key === "A" ? cfg.a : cfg.b;
        const h = blockHeight(it.label, size, max);
        s += leader(it.at[0], it.at[1], it.pos, key === "A" ? ly + h / 2 + 4 : ly - h / 2 - 4);
        s += text(it.pos, ly, it.label, { size, max, anchor: "middle", halo: true });
      }
    }
  }
  return s;
}

/** Matches labels to parts and draws the callouts + legend for the rest. */
function labelParts(input: DiagramInput, parts: Part[], cfg: CalloutCfg, legendY?: number): string {
  const { byPart, rest } = matchLabels(
    input,
    parts.map((p) => p.key),
  );
  const items = parts.flatMap((p, i) => (byPart[i] === undefined ? [] : [{ label: byPart[i] as string, at: p.at, side: p.side }]));
  return callouts(items, cfg) + legend(rest, legendY);
}

export function svgDoc(body: string, w = FIG_W, h = FIG_H): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="#ffffff"/>${body}</svg>`;
}

const ellipsePt = (cx: number, cy: number, rx: number, ry: number, deg: number): Pt => [
  cx + rx * Math.cos((deg * Math.PI) / 180),
  cy + ry * Math.sin((deg * Math.PI) / 180),
];

const poly = (pts: Pt[], close = true) => pts.map((p, i) => `${i ? "L" : "M"}${n(p[0])},${n(p[1])}`).join(" ") + (close ? " Z" : "");

/** Closed wobbly blob around (cx,cy). */
function blob(cx: number, cy: number, rx: number, ry: number, wobble: [number, number, number][]): string {
  const pts: Pt[] = [];
  for (let i = 0; i < 96; i++) {
    const t = (i / 96) * Math.PI * 2;
    const k = 1 + wobble.reduce((acc, [amp, freq, ph]) => acc + amp * Math.sin(freq * t + ph), 0);
    pts.push([cx + rx * k * Math.cos(t), cy + ry * k * Math.sin(t)]);
  }
  return poly(pts);
}

function mitoShape(cx: number, cy: number, rx: number, ry: number, rot: number): string {
  const folds = [-0.6, -0.2, 0.2, 0.6]
    .map((f, i) => {
      const x = cx + f * rx;
      const top = i % 2 === 0;
      const y1 = top ? cy - ry * 0.75 : cy + ry * 0.75;
      const y2 = top ? cy + ry * 0.25 : cy - ry * 0.25;
      return `M${n(x)},${n(y1)} L${n(x)},${n(y2)}`;
    })
    .join(" ");
  return (
    `<g transform="rotate(${rot} ${n(cx)} ${n(cy)})"><ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(
      ry,
    )}" fill="#fdba74" stroke="#c2410c" stroke-width="2.5"/>` + `<path d="${folds}" stroke="#c2410c" stroke-width="3" stroke-linecap="round" fill="none"/></g>`
  );
}

const dot = (x: number, y: number, r: number, fill: string, stroke?: string) =>
  `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${fill}"${stroke ? ` stroke="${stroke}" stroke-width="1.5"` : ""}/>`;

/** Deterministic pseudo-random numbers (for scattered dots etc.). */
function rng(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

// ---------------------------------------------------------------- the diagrams

function atom(input: DiagramInput): string {
  const cx = 400;
  const cy = 250;
  let s = "";
  s += `<circle cx="${cx}" cy="${cy}" r="90" fill="none" stroke="#8c959f" stroke-width="2" stroke-dasharray="6 5"/>`;
  s += `<circle cx="${cx}" cy="${cy}" r="160" fill="none" stroke="#8c959f" stroke-width="2" stroke-dasharray="6 5"/>`;
  s += `<circle cx="${cx}" cy="${cy}" r="42" fill="#fff1e5" stroke="#bc4c00" stroke-width="2"/>`;
  const nuc: [number, number, boolean][] = [];
  const offs: Pt[] = [
    [0, 0],
    [-20, -6],
    [20, 6],
    [-8, 19],
    [10, -19],
    [-22, 14],
    [22, -12],
    [4, 22],
    [-4, -22],
    [14, 14],
    [-14, -16],
    [-26, -2],
    [26, 2],
    [6, 0],
    [-10, 6],
    [12, -6],
  ];
  offs.forEach((o, i) => nuc.push([cx + o[0], cy + o[1], i % 2 === 0]));
  for (const [x, y, p] of nuc.slice().reverse()) {
    s += dot(x, y, 11, p ? "#e5484d" : "#8c959f", p ? "#a32a2e" : "#57606a");
    if (p) s += text(x, y, "+", { size: 14, fill: "#fff", bold: true });
  }
  const electrons: Pt[] = [ellipsePt(cx, cy, 90, 90, 30), ellipsePt(cx, cy, 90, 90, 210)];
  for (const a of [0, 60, 120, 180, 240, 300]) electrons.push(ellipsePt(cx, cy, 160, 160, a + 15));
  for (const [x, y] of electrons) {
    s += dot(x, y, 10, "#2f81f7", "#0b4fa8");
    s += text(x, y, "−", { size: 15, fill: "#fff", bold: true });
  }
  const parts: Part[] = [
    { key: /shell|couche|orbit|niveau|level/, at: ellipsePt(cx, cy, 160, 160, 135), side: "left" },
    { key: /valence/, at: electrons[4] },
    { key: /electron/, at: electrons[2], side: "right" },
    { key: /proton/, at: [nuc[0][0] + 4, nuc[0][1] - 4], side: "right" },
    { key: /neutron/, at: [nuc[1][0], nuc[1][1]], side: "left" },
    { key: /nucle|noyau/, at: ellipsePt(cx, cy, 42, 42, 200), side: "left" },
    { key: /atom/, at: ellipsePt(cx, cy, 160, 160, 250), side: "left" },
  ];
  return s + labelParts(input, parts, { layout: "lr", a: 200, b: 600, max: 16 });
}

function atomBall(x: number, y: number, el: "C" | "H" | "O" | "N" | "P"): string {
  const st: Record<string, [number, string, string, string]> = {
    C: [30, "#30363d", "#0d1117", "#ffffff"],
    H: [19, "#ffffff", "#57606a", INK],
    O: [30, "#e5484d", "#a32a2e", "#ffffff"],
    N: [30, "#2f81f7", "#0b4fa8", "#ffffff"],
    P: [32, "#f59e0b", "#b45309", INK],
  };
  const [r, fill, stroke, tc] = st[el];
  return (
    `<circle cx="${n(x)}" cy="${n(y)}" r="${r}" fill="${fill}" stroke="${stroke}" stroke-width="2.5"/>` +
    text(x, y, el, { size: r > 20 ? 22 : 16, bold: true, fill: tc })
  );
}

const stick = (a: Pt, b: Pt, w = 9) =>
  `<line x1="${n(a[0])}" y1="${n(a[1])}" x2="${n(b[0])}" y2="${n(b[1])}" stroke="#8c959f" stroke-width="${w}" stroke-linecap="round"/>`;

function molecule(input: DiagramInput): string {
  // ethanol, ball-and-stick
  const C1: Pt = [300, 250];
  const C2: Pt = [420, 250];
  const O: Pt = [530, 250];
  const HO: Pt = [580, 318];
  const H: Pt[] = [
    [230, 250],
    [300, 170],
    [300, 330],
    [420, 170],
    [420, 330],
  ];
  let s = "";
  s += stick(C1, C2) + stick(C2, O) + stick(O, HO);
  s += stick(C1, H[0]) + stick(C1, H[1]) + stick(C1, H[2]) + stick(C2, H[3]) + stick(C2, H[4]);
  s += atomBall(...C1, "C") + atomBall(...C2, "C") + atomBall(...O, "O") + atomBall(...HO, "H");
  for (const h of H) s += atomBall(...h, "H");
  const parts: Part[] = [
    { key: /hydroxyl|\boh\b|alcool|alcohol|functional|fonction/, at: [556, 285], side: "right" },
    { key: /double/, at: [475, 250] },
    { key: /bond|liaison|covalent/, at: [300, 205], side: "left" },
    { key: /carbon|\bc\b/, at: [282, 262], side: "left" },
    { key: /oxyg|\bo\b/, at: [548, 228], side: "right" },
    { key: /hydrog|\bh\b/, at: [420, 160], side: "right" },
    { key: /mol/, at: [230, 250], side: "left" },
  ];
  return s + labelParts(input, parts, { layout: "lr", a: 195, b: 640, max: 16 });
}

function waterMol(O: Pt, phiDeg: number, bond = 44): { svg: string; H: Pt[] } {
  const H = [phiDeg - 52.25, phiDeg + 52.25].map((a) => ellipsePt(O[0], O[1], bond, bond, a));
  let s = stick(O, H[0], 8) + stick(O, H[1], 8);
  s +=
    `<circle cx="${n(O[0])}" cy="${n(O[1])}" r="26" fill="#e5484d" stroke="#a32a2e" stroke-width="2.5"/>` +
    text(O[0], O[1], "O", { size: 20, bold: true, fill: "#fff" });
  for (const h of H)
    s += `<circle cx="${n(h[0])}" cy="${n(h[1])}" r="15" fill="#fff" stroke="#57606a" stroke-width="2.5"/>` + text(h[0], h[1], "H", { size: 14, bold: true });
  return { svg: s, H };
}

function water(input: DiagramInput): string {
  const O0: Pt = [400, 230];
  const center = waterMol(O0, 90);
  let bonds = "";
  let mols = center.svg;
  const dirOf = (a: Pt, b: Pt) => Math.atan2(b[1] - a[1], b[0] - a[0]);
  // acceptors: neighbours below, receiving the central molecule's hydrogens
  const acceptors: Pt[] = [];
  for (const h of center.H) {
    const d = dirOf(O0, h);
    const O: Pt = [h[0] + 72 * Math.cos(d), h[1] + 72 * Math.sin(d)];
    acceptors.push(O);
    const m = waterMol(O, (d * 180) / Math.PI + 20);
    mols += m.svg;
    bonds += `<line x1="${n(h[0] + 15 * Math.cos(d))}" y1="${n(h[1] + 15 * Math.sin(d))}" x2="${n(O[0] - 26 * Math.cos(d))}" y2="${n(
      O[1] - 26 * Math.sin(d),
    )}" stroke="#0969da" stroke-width="3" stroke-dasharray="5 5"/>`;
  }
  // donors: neighbours above, pointing one hydrogen at the central oxygen
  const donorH: Pt[] = [];
  for (const a of [-55, -125]) {
    const O: Pt = ellipsePt(O0[0], O0[1], 44 + 72, 44 + 72, a);
    const toCenter = (dirOf(O, O0) * 180) / Math.PI;
    const m = waterMol(O, toCenter - 52.25);
    mols += m.svg;
    const h = m.H[1];
    donorH.push(h);
    const d = dirOf(h, O0);
    bonds += `<line x1="${n(h[0] + 15 * Math.cos(d))}" y1="${n(h[1] + 15 * Math.sin(d))}" x2="${n(O0[0] - 26 * Math.cos(d))}" y2="${n(
      O0[1] - 26 * Math.sin(d),
    )}" stroke="#0969da" stroke-width="3" stroke-dasharray="5 5"/>`;
  }
  let s = bonds + mols;
  s += text(O0[0], O0[1] - 40, "δ−", { size: 18, bold: true, fill: "#a32a2e", halo: true });
  // δ+ beside each hydrogen, on the side away from the hydrogen bond
  const plus = center.H.map((h): Pt => {
    const d = dirOf(O0, h);
    const side = h[0] < O0[0] ? 1 : -1;
    return [h[0] + 27 * Math.cos(d + (side * Math.PI) / 2), h[1] + 27 * Math.sin(d + (side * Math.PI) / 2)];
  });
  for (const p of plus) s += text(p[0], p[1], "δ+", { size: 16, bold: true, fill: "#0b4fa8", halo: true });
  const hb: Pt = [(center.H[1][0] + acceptors[1][0]) / 2, (center.H[1][1] + acceptors[1][1]) / 2];
  const parts: Part[] = [
    { key: /hydrogen bond|h-bond|liaison.*hydrog|pont.*hydrog|hydrog.*bond/, at: hb, side: "left" },
    { key: /covalent/, at: [(O0[0] + center.H[1][0]) / 2, (O0[1] + center.H[1][1]) / 2], side: "right" },
    { key: /negati|δ-|δ−|\(-\)|\(−\)/, at: [O0[0] + 12, O0[1] - 44], side: "right" },
    { key: /positi|δ\+|\(\+\)/, at: [plus[1][0] - 12, plus[1][1]], side: "left" },
    { key: /oxyg/, at: [O0[0] - 20, O0[1] - 14], side: "left" },
    { key: /hydrog/, at: donorH[0], side: "right" },
    { key: /water|eau|h2o|molec/, at: acceptors[1], side: "right" },
    { key: /polar/, at: [O0[0] + 22, O0[1] + 10], side: "right" },
  ];
  return s + labelParts(input, parts, { layout: "lr", a: 175, b: 625, max: 15 });
}

function hexagon(cx: number, cy: number, r: number, fill: string, stroke: string): string {
  const pts: Pt[] = [];
  for (let i = 0; i < 6; i++) pts.push(ellipsePt(cx, cy, r, r, 30 + i * 60));
  return `<path d="${poly(pts)}" fill="${fill}" stroke="${stroke}" stroke-width="3" stroke-linejoin="round"/>`;
}

function macromolecule(input: DiagramInput): string {
  const xs = [100, 180, 260, 340, 420, 500];
  const y = 220;
  let s = "";
  for (let i = 0; i < xs.length - 1; i++) s += stick([xs[i], y], [xs[i + 1], y], 8);
  xs.forEach((x, i) => (s += hexagon(x, y, 30, i % 2 ? "#b6e3ff" : "#ddf4ff", "#0969da")));
  // free monomer joining the chain, releasing water
  s += hexagon(690, y, 30, "#ddf4ff", "#0969da");
  s += arrow(650, y, 545, y, { color: INK, width: 3 });
  s += `<circle cx="600" cy="330" r="18" fill="#e5484d" stroke="#a32a2e" stroke-width="2"/>` + text(600, 330, "O", { size: 15, bold: true, fill: "#fff" });
  s += dot(578, 350, 10, "#fff", "#57606a") + dot(622, 350, 10, "#fff", "#57606a");
  s += pathArrow(
    [
      [560, 240],
      [575, 280],
      [590, 306],
    ],
    { color: "#0969da", width: 2.5 },
  );
  // brace under the polymer and over one monomer
  const brace = (x1: number, x2: number, yy: number, dir: 1 | -1) =>
    `<path d="M${x1},${yy} q0,${12 * dir} 12,${12 * dir} L${(x1 + x2) / 2 - 12},${yy + 12 * dir} q12,0 12,${12 * dir} q0,${-12 * dir} 12,${-12 * dir} L${
      x2 - 12
    },${yy + 12 * dir} q12,0 12,${-12 * dir}" fill="none" stroke="${MUTED}" stroke-width="2.5"/>`;
  s += brace(68, 532, 268, 1);
  s += brace(72, 128, 172, -1);
  const parts: Part[] = [
    { key: /new|free|libre|nouve|added|ajout|incoming/, at: [690, 190], side: "top" },
    { key: /water|eau|h2o|dehydrat|deshydrat|condens|hydroly/, at: [620, 330], side: "bottom" },
    { key: /monomer|monomere|subunit|sous-unite|unit|residu|building/, at: [100, 148], side: "top" },
    { key: /bond|liaison|link|lien/, at: [300, y], side: "top" },
    { key: /polymer|polymere|chain|chaine|macromol/, at: [300, 296], side: "bottom" },
  ];
  return s + labelParts(input, parts, { layout: "tb", a: 70, b: 400, split: 250, range: [20, 780], max: 22 });
}

function cellAnimal(input: DiagramInput): string {
  const cx = 400;
  const cy = 255;
  const wob: [number, number, number][] = [
    [0.035, 3, 0.4],
    [0.025, 5, 1.3],
  ];
  let s = `<path d="${blob(cx, cy, 225, 180, wob)}" fill="#fff4e0" stroke="#bc4c00" stroke-width="5"/>`;
  // rough ER around the nucleus
  const nx = 370;
  const ny = 240;
  for (const r of [82, 98, 114]) {
    const pts: Pt[] = [];
    for (let a = -70; a <= 70; a += 5) {
      const rr = r + 4 * Math.sin((a * Math.PI) / 18);
      pts.push(ellipsePt(nx, ny, rr, rr, a));
    }
    s += `<path d="${poly(pts, false)}" fill="none" stroke="#8250df" stroke-width="5" stroke-linecap="round" opacity="0.75"/>`;
    for (let a = -65; a <= 65; a += 16) {
      const p = ellipsePt(nx, ny, r + 7, r + 7, a);
      s += dot(p[0], p[1], 2.8, "#24292f");
    }
  }
  // nucleus
  s += `<circle cx="${nx}" cy="${ny}" r="64" fill="#d8b9ff" stroke="#6639ba" stroke-width="4"/><circle cx="${nx}" cy="${ny}" r="57" fill="none" stroke="#6639ba" stroke-width="1.5"/>`;
  s += `<circle cx="${nx + 12}" cy="${ny - 8}" r="20" fill="#6639ba"/>`;
  // golgi
  for (let i = 0; i < 4; i++) {
    const r = 60 - i * 10;
    const p1 = ellipsePt(540, 395, r, r * 0.6, 200);
    const p2 = ellipsePt(540, 395, r, r * 0.6, 340);
    s += `<path d="M${n(p1[0])},${n(p1[1] - i * 12)} Q540,${n(395 - r * 0.9 - i * 12)} ${n(p2[0])},${n(
      p2[1] - i * 12,
    )}" fill="none" stroke="#1a7f37" stroke-width="7" stroke-linecap="round"/>`;
  }
  s += dot(600, 320, 7, "#aceebb", "#1a7f37") + dot(612, 345, 6, "#aceebb", "#1a7f37");
  // mitochondria, lysosome, vesicles, centrioles, free ribosomes
  s += mitoShape(270, 360, 42, 20, 25) + mitoShape(505, 150, 42, 20, -25);
  s += `<circle cx="270" cy="140" r="17" fill="#ffc8dd" stroke="#bf3989" stroke-width="2.5"/>` + dot(265, 136, 3, "#bf3989") + dot(275, 145, 3, "#bf3989");
  s += dot(600, 240, 9, "#ddf4ff", "#0969da");
  s += `<rect x="455" y="330" width="8" height="26" rx="2" fill="#6e7781" transform="rotate(20 459 343)"/><rect x="468" y="340" width="26" height="8" rx="2" fill="#6e7781"/>`;
  const r = rng(7);
  const ribos: Pt[] = [];
  for (let i = 0; i < 14; i++) {
    const p: Pt = [220 + r() * 90, 200 + r() * 120];
    ribos.push(p);
    s += dot(p[0], p[1], 2.8, "#24292f");
  }
  const edge = ellipsePt(cx, cy, 225 * 1.02, 180 * 1.02, 160);
  const parts: Part[] = [
    { key: /nucleol/, at: [nx + 12, ny - 8] },
    { key: /envelop|nuclear membrane|membrane nucl/, at: ellipsePt(nx, ny, 64, 64, 235) },
    { key: /nucle|noyau/, at: [nx - 30, ny + 25] },
    { key: /rough|rugueux|granul/, at: ellipsePt(nx, ny, 98, 98, -40) },
    { key: /smooth|lisse/, at: ellipsePt(nx, ny, 114, 114, 50) },
    { key: /reticul|endoplasm|\ber\b|\bre\b/, at: ellipsePt(nx, ny, 114, 114, 20) },
    { key: /golgi/, at: [540, 362] },
    { key: /vesic/, at: [600, 240] },
    { key: /mitoch/, at: [505, 150] },
    { key: /lysosom/, at: [270, 140] },
    { key: /centri|centros/, at: [470, 344] },
    { key: /ribosom/, at: ribos[3] },
    { key: /membrane|plasma/, at: edge },
    { key: /cytopla|cytosol/, at: [250, 300] },
    { key: /cell|cellule/, at: ellipsePt(cx, cy, 229, 183, 120) },
  ];
  return s + labelParts(input, parts, { layout: "lr", a: 160, b: 640, split: 400, max: 14 });
}

function chloroplastSmall(x: number, y: number, rot: number): string {
  let s = `<g transform="rotate(${rot} ${x} ${y})"><ellipse cx="${x}" cy="${y}" rx="30" ry="15" fill="#4ac26b" stroke="#116329" stroke-width="2.5"/>`;
  for (const dx of [-14, 0, 14]) s += `<rect x="${x + dx - 4}" y="${y - 7}" width="8" height="14" rx="1.5" fill="#116329"/>`;
  return s + "</g>";
}

function cellPlant(input: DiagramInput): string {
  let s = `<rect x="190" y="55" width="420" height="390" rx="18" fill="#b4e0a0" stroke="#3f6212" stroke-width="6"/>`;
  s += `<rect x="204" y="69" width="392" height="362" rx="12" fill="#f3fbe9" stroke="#65a30d" stroke-width="2.5"/>`;
  // plasmodesmata gaps
  for (const y of [150, 330]) s += `<rect x="606" y="${y}" width="8" height="10" fill="#f3fbe9"/>`;
  s += `<path d="${blob(430, 270, 140, 140, [
    [0.05, 3, 0.2],
    [0.03, 4, 1.1],
  ])}" fill="#ddf4ff" stroke="#0969da" stroke-width="3"/>`;
  s += `<circle cx="270" cy="150" r="44" fill="#d8b9ff" stroke="#6639ba" stroke-width="4"/><circle cx="278" cy="144" r="14" fill="#6639ba"/>`;
  for (const [x, y, a] of [
    [240, 270, 70],
    [250, 380, 20],
    [330, 95, 0],
    [470, 90, 10],
    [565, 190, 80],
    [560, 390, 30],
    [380, 415, 0],
  ] as [number, number, number][])
    s += chloroplastSmall(x, y, a);
  s += mitoShape(240, 330, 26, 13, -20);
  for (let i = 0; i < 3; i++)
    s += `<path d="M236,${208 + i * 10} q20,-14 40,0" fill="none" stroke="#8250df" stroke-width="4" stroke-linecap="round" opacity="0.75"/>`;
  const parts: Part[] = [
    { key: /wall|paroi/, at: [190, 230], side: "left" },
    { key: /plasmodesm/, at: [610, 155], side: "right" },
    { key: /tonoplast|vacuol.*membrane|membrane.*vacuol/, at: ellipsePt(430, 270, 143, 143, -30) },
    { key: /vacuol/, at: [450, 280] },
    { key: /chloropl/, at: [470, 90] },
    { key: /nucleol/, at: [278, 144] },
    { key: /nucle|noyau/, at: [252, 172], side: "left" },
    { key: /mitoch/, at: [240, 330], side: "left" },
    { key: /reticul|endoplasm|\ber\b|\bre\b/, at: [256, 218], side: "left" },
    { key: /membrane|plasma/, at: [204, 420], side: "left" },
    { key: /cytopla|cytosol/, at: [320, 300], side: "left" },
    { key: /cell|cellule/, at: [560, 445], side: "right" },
  ];
  return s + labelParts(input, parts, { layout: "lr", a: 170, b: 630, split: 400, max: 14 });
}

function pill(x1: number, x2: number, cy: number, r: number): string {
  return `M${n(x1 + r)},${n(cy - r)} L${n(x2 - r)},${n(cy - r)} A${n(r)},${n(r)} 0 0 1 ${n(x2 - r)},${n(cy + r)} L${n(x1 + r)},${n(cy + r)} A${n(r)},${n(
    r,
  )} 0 0 1 ${n(x1 + r)},${n(cy - r)} Z`;
}

function cellProkaryote(input: DiagramInput): string {
  const cy = 250;
  let s = "";
  // flagellum
  const fl: Pt[] = [];
  for (let x = 610; x <= 770; x += 4) fl.push([x, cy + 18 * Math.sin((x - 610) / 16)]);
  s += `<path d="${poly(fl, false)}" fill="none" stroke="#57606a" stroke-width="4" stroke-linecap="round"/>`;
  // pili
  for (let x = 190; x <= 560; x += 46) {
    s += `<line x1="${x}" y1="${cy - 118}" x2="${x - 8}" y2="${cy - 138}" stroke="#57606a" stroke-width="2.5" stroke-linecap="round"/>`;
    s += `<line x1="${x + 20}" y1="${cy + 118}" x2="${x + 28}" y2="${cy + 138}" stroke="#57606a" stroke-width="2.5" stroke-linecap="round"/>`;
  }
  s += `<path d="${pill(130, 620, cy, 120)}" fill="#fff8c5" stroke="#9a6700" stroke-width="2" stroke-dasharray="7 5"/>`;
  s += `<path d="${pill(145, 605, cy, 105)}" fill="#ffd8b5" stroke="#953800" stroke-width="6"/>`;
  s += `<path d="${pill(158, 592, cy, 92)}" fill="#fffaf0" stroke="#bc4c00" stroke-width="2.5"/>`;
  // nucleoid
  const pts: Pt[] = [];
  for (let i = 0; i < 160; i++) {
    const t = (i / 160) * Math.PI * 2;
    const r = 48 + 16 * Math.sin(5 * t) + 9 * Math.cos(9 * t + 1);
    pts.push([370 + 1.6 * r * Math.cos(t), cy + r * Math.sin(t)]);
  }
  s += `<path d="${poly(pts)}" fill="none" stroke="#8250df" stroke-width="2.5"/>`;
  s += `<circle cx="520" cy="300" r="16" fill="none" stroke="#8250df" stroke-width="2.5"/><circle cx="505" cy="205" r="11" fill="none" stroke="#8250df" stroke-width="2.5"/>`;
  const r = rng(3);
  const ribos: Pt[] = [];
  for (let i = 0; i < 26; i++) {
    const p: Pt = [190 + r() * 370, cy - 70 + r() * 140];
    if (Math.hypot((p[0] - 370) / 1.6, p[1] - cy) < 70) continue;
    ribos.push(p);
    s += dot(p[0], p[1], 3.2, "#24292f");
  }
  const parts: Part[] = [
    { key: /nucleoid|chromosom|dna|adn|genetic|genet/, at: [370, cy - 60], side: "top" },
    { key: /plasmid/, at: [520, 316], side: "bottom" },
    { key: /ribosom/, at: ribos[0] ?? [220, 230], side: "bottom" },
    { key: /capsul|slime|mucilag/, at: [240, cy - 120], side: "top" },
    { key: /wall|paroi/, at: [300, cy + 105], side: "bottom" },
    { key: /membrane|plasma/, at: [450, cy - 92], side: "top" },
    { key: /flagel/, at: [700, cy + 18 * Math.sin(90 / 16)], side: "top" },
    { key: /pil|fimbri/, at: [366, cy - 128], side: "top" },
    { key: /cytopla|cytosol/, at: [230, cy + 30], side: "bottom" },
  ];
  return s + labelParts(input, parts, { layout: "tb", a: 55, b: 445, split: cy, range: [15, 785], max: 18 });
}

function lipid(x: number, y: number, up: boolean, head = "#fb8f44"): string {
  const dir = up ? 1 : -1; // tails go down (into the bilayer) for the top leaflet
  const tail = (dx: number) => {
    const pts: Pt[] = [];
    for (let k = 0; k <= 8; k++) pts.push([x + dx + (k % 2 ? 2.2 : -2.2), y + dir * (9 + k * 5)]);
    return `<path d="${poly(pts, false)}" fill="none" stroke="#9a6700" stroke-width="2.2" stroke-linejoin="round"/>`;
  };
  return tail(-4) + tail(4) + `<circle cx="${n(x)}" cy="${n(y)}" r="10" fill="${head}" stroke="#953800" stroke-width="1.8"/>`;
}

function membrane(input: DiagramInput): string {
  const top = 195;
  const bot = 305;
  let s = `<rect x="0" y="70" width="800" height="115" fill="#ddf4ff" opacity="0.6"/><rect x="0" y="315" width="800" height="115" fill="#fff8c5" opacity="0.6"/>`;
  const skip = (x: number) => (x > 255 && x < 345) || (x > 490 && x < 580);
  for (let x = 16; x < 800; x += 24) {
    if (skip(x)) continue;
    const gl = x === 664;
    s += lipid(x, top, true, gl ? "#fb8f44" : "#fb8f44") + lipid(x, bot, false);
  }
  // cholesterol in the top leaflet
  s += `<rect x="412" y="212" width="10" height="34" rx="4" fill="#d4a72c" stroke="#7d4e00" stroke-width="1.5"/><circle cx="417" cy="209" r="5" fill="#d4a72c" stroke="#7d4e00" stroke-width="1.5"/>`;
  // integral protein with carbohydrate chain (glycoprotein)
  s += `<path d="${blob(300, 250, 44, 88, [
    [0.06, 3, 0.3],
    [0.03, 5, 2],
  ])}" fill="#a475f9" stroke="#6639ba" stroke-width="3"/>`;
  const sugar: Pt[] = [
    [300, 164],
    [290, 144],
    [304, 126],
    [292, 108],
    [314, 112],
  ];
  s += `<path d="${poly(
    sugar.slice(0, 4),
    false,
  )}" stroke="#1a7f37" stroke-width="3" fill="none"/><line x1="304" y1="126" x2="314" y2="112" stroke="#1a7f37" stroke-width="3"/>`;
  for (const p of sugar.slice(1)) s += hexagon(p[0], p[1], 8, "#aceebb", "#1a7f37");
  // glycolipid chain on one lipid
  s +=
    `<line x1="664" y1="186" x2="664" y2="160" stroke="#1a7f37" stroke-width="3"/>` +
    hexagon(664, 160, 8, "#aceebb", "#1a7f37") +
    hexagon(674, 142, 8, "#aceebb", "#1a7f37");
  // channel protein (two halves with a pore)
  s += `<path d="M500,165 Q488,250 500,335 L528,335 Q522,250 528,165 Z" fill="#4ac26b" stroke="#116329" stroke-width="3"/>`;
  s += `<path d="M572,165 Q584,250 572,335 L544,335 Q550,250 544,165 Z" fill="#4ac26b" stroke="#116329" stroke-width="3"/>`;
  s +=
    dot(536, 140, 7, "#0969da") +
    pathArrow(
      [
        [536, 150],
        [536, 250],
        [536, 360],
      ],
      { color: "#0969da", width: 2.5 },
    );
  // peripheral protein on the cytoplasmic side
  s += `<ellipse cx="140" cy="330" rx="46" ry="22" fill="#ff9492" stroke="#a40e26" stroke-width="3"/>`;
  const parts: Part[] = [
    { key: /glycoprot/, at: [300, 126], side: "top" },
    { key: /glycolip/, at: [668, 150], side: "top" },
    { key: /carbohyd|glucid|sugar|sucre|oligosac|glycocal/, at: [292, 108], side: "top" },
    { key: /channel|canal|pore|aquapor/, at: [512, 170], side: "top" },
    { key: /periph/, at: [140, 345], side: "bottom" },
    { key: /integral|transmemb|integr|intrins/, at: [300, 300], side: "bottom" },
    { key: /protein|protei/, at: [300, 300], side: "bottom" },
    { key: /cholest|sterol/, at: [417, 232], side: "bottom" },
    { key: /bilayer|bicouche|membrane/, at: [720, 250], side: "bottom" },
    { key: /head|tete|hydrophil|polar/, at: [88, top - 10], side: "top" },
    { key: /tail|queue|hydrophob|fatty|acide.* gras|apolar/, at: [112, 240], side: "bottom" },
    { key: /phospholip|lipid/, at: [736, bot + 10], side: "bottom" },
    { key: /extracell|outside|exterieur|exterior|milieu ext/, at: [30, 100], side: "top" },
    { key: /cytopla|intracell|inside|interieur|cytosol/, at: [30, 400], side: "bottom" },
  ];
  return s + labelParts(input, parts, { layout: "tb", a: 38, b: 462, split: 250, range: [10, 790], max: 20, size: 16 });
}

function transport(input: DiagramInput): string {
  const y1 = 215;
  const y2 = 285;
  const { byPart, rest } = matchLabels(input, [
    /simple/,
    /facilit/,
    /activ|pump|pompe/,
    /diffus|passi|osmo/,
    /high|elev|fort|haut/,
    /low|faibl|bas/,
    /atp|adp|energ/,
    /channel|canal|carrier|transporteur|protein|protei/,
    /membrane|bilayer|bicouche/,
  ]);
  let s = `<rect x="120" y="${y1}" width="680" height="${y2 - y1}" fill="#ffd8b5"/>`;
  for (let x = 128; x < 800; x += 20) s += dot(x, y1 + 2, 7, "#fb8f44", "#953800") + dot(x, y2 - 2, 7, "#fb8f44", "#953800");
  const r = rng(11);
  const cols = [230, 460, 690];
  // molecules: many on top (high), few below (low)
  for (const cx of cols) {
    for (let i = 0; i < 12; i++) s += dot(cx - 80 + r() * 160, 80 + r() * 110, 6, "#0969da");
    for (let i = 0; i < 3; i++) s += dot(cx - 80 + r() * 160, 320 + r() * 70, 6, "#0969da");
  }
  s += arrow(230, 150, 230, 360, { color: "#1a7f37", width: 5 });
  // channel
  s += `<rect x="428" y="${y1 - 16}" width="24" height="${y2 - y1 + 32}" rx="8" fill="#4ac26b" stroke="#116329" stroke-width="2.5"/><rect x="468" y="${
    y1 - 16
  }" width="24" height="${y2 - y1 + 32}" rx="8" fill="#4ac26b" stroke="#116329" stroke-width="2.5"/>`;
  s += arrow(460, 150, 460, 360, { color: "#1a7f37", width: 5 });
  // pump (against the gradient)
  s += `<path d="${blob(690, 250, 40, 58, [[0.05, 3, 0]])}" fill="#a475f9" stroke="#6639ba" stroke-width="3"/>`;
  s += arrow(690, 372, 690, 140, { color: "#cf222e", width: 5 });
  s += `<circle cx="610" cy="352" r="19" fill="#fff8c5" stroke="#9a6700" stroke-width="2"/>` + text(610, 352, "ATP", { size: 12, bold: true });
  s += pathArrow(
    [
      [628, 345],
      [650, 320],
      [666, 298],
    ],
    { color: "#9a6700", width: 2.5 },
  );
  const titles = [byPart[0] ?? byPart[3], byPart[1], byPart[2]];
  cols.forEach((cx, i) => {
    const t = titles[i];
    if (t) s += text(cx, 450, t, { size: 18, bold: true, max: 20 });
  });
  if (byPart[0] && byPart[3]) rest.unshift(byPart[3]);
  if (byPart[4]) s += text(60, 135, byPart[4], { size: 15, max: 11, fill: "#0b4fa8" });
  if (byPart[5]) s += text(60, 360, byPart[5], { size: 15, max: 11, fill: "#0b4fa8" });
  if (byPart[6] && normalizeKey(byPart[6]).trim() !== "atp")
    s += leader(596, 364, 560, 405) + text(556, 412, byPart[6], { size: 15, anchor: "end", max: 14, halo: true, valign: "top" });
  if (byPart[7]) s += leader(480, 200, 540, 120) + text(545, 112, byPart[7], { size: 15, anchor: "start", max: 14, halo: true });
  if (byPart[8]) s += leader(130, 250, 60, 250) + text(60, 250, byPart[8], { size: 15, max: 11, halo: true });
  return s + legend(rest, 488);
}

function enzymeShape(cx: number, cy: number): string {
  const t = cy - 45;
  return `M${cx - 70},${t} L${cx - 22},${t} L${cx - 12},${cy - 15} L${cx + 12},${cy - 15} L${cx + 22},${t} L${cx + 70},${t} Q${cx + 88},${t} ${cx + 88},${
    t + 18
  } L${cx + 88},${cy + 27} Q${cx + 88},${cy + 45} ${cx + 70},${cy + 45} L${cx - 70},${cy + 45} Q${cx - 88},${cy + 45} ${cx - 88},${cy + 27} L${cx - 88},${
    t + 18
  } Q${cx - 88},${t} ${cx - 70},${t} Z`;
}

function substrateShape(cx: number, cy: number, dy: number, half: "both" | "left" | "right" = "both", dx = 0): string {
  const t = cy - 45 + dy;
  const L = `M${cx - 22 + dx},${t} L${cx - 12 + dx},${cy - 15 + dy} L${cx + dx},${cy - 15 + dy} L${cx + dx},${t - 30} L${cx - 22 + dx},${t - 30} Z`;
  const R = `M${cx + 22 + dx},${t} L${cx + 12 + dx},${cy - 15 + dy} L${cx + dx},${cy - 15 + dy} L${cx + dx},${t - 30} L${cx + 22 + dx},${t - 30} Z`;
  return half === "left" ? L : half === "right" ? R : `${L} ${R}`;
}

function enzyme(input: DiagramInput): string {
  const cy = 280;
  const xs = [140, 400, 660];
  let s = "";
  for (const cx of xs) s += `<path d="${enzymeShape(cx, cy)}" fill="#a475f9" stroke="#6639ba" stroke-width="3" stroke-linejoin="round"/>`;
  s += `<path d="${substrateShape(xs[0], cy, -60)}" fill="#fb8f44" stroke="#953800" stroke-width="2.5" stroke-linejoin="round"/>`;
  s += arrow(xs[0], cy - 120, xs[0], cy - 72, { color: MUTED, width: 2, dash: "4 4" });
  s += `<path d="${substrateShape(xs[1], cy, 0)}" fill="#fb8f44" stroke="#953800" stroke-width="2.5" stroke-linejoin="round"/>`;
  s += `<path d="${substrateShape(xs[2], cy, -70, "left", -40)}" fill="#fb8f44" stroke="#953800" stroke-width="2.5" stroke-linejoin="round"/>`;
  s += `<path d="${substrateShape(xs[2], cy, -70, "right", 40)}" fill="#ffb77c" stroke="#953800" stroke-width="2.5" stroke-linejoin="round"/>`;
  s += arrow(248, cy, 292, cy, { width: 4 }) + arrow(508, cy, 552, cy, { width: 4 });
  const parts: Part[] = [
    { key: /complex/, at: [xs[1] + 50, cy + 20], side: "bottom" },
    { key: /active|actif/, at: [xs[0], cy - 20], side: "bottom" },
    { key: /substrat/, at: [xs[0] - 12, cy - 120], side: "top" },
    { key: /product|produit/, at: [xs[2] - 52, cy - 110], side: "top" },
    { key: /enzym|protein|protei|catalys/, at: [xs[0] - 50, cy + 30], side: "bottom" },
    { key: /unchang|inchang|reus|recycl|reutil/, at: [xs[2] + 40, cy + 30], side: "bottom" },
  ];
  return s + labelParts(input, parts, { layout: "tb", a: 50, b: 430, split: 260, range: [15, 785], max: 20 });
}

function axes(ox: number, oy: number, x2: number, y2: number): string {
  return arrow(ox, oy, x2, oy, { width: 2.5 }) + arrow(ox, oy, ox, y2, { width: 2.5 });
}

function energyGraph(input: DiagramInput): string {
  const { byPart, rest } = matchLabels(input, [
    /activation/,
    /transition/,
    /δg|delta g|released|liber|change|variation|net|exergon|endergon/,
    /enzym|catalys|with|avec/,
    /without|sans|uncatal|non catal/,
    /reactant|reactif|substrat|start|initial/,
    /product|produit|final/,
    /progress|time|temps|avancement|progression|course|deroul|coordinat/,
    /energ/,
  ]);
  const [act, trans, dg, cat, uncat, reac, prod, xax, yax] = byPart;
  let s = axes(110, 420, 750, 50);
  const main = "M130,300 L230,300 C310,300 330,110 400,110 C470,110 490,360 570,360 L720,360";
  const catalysed = "M230,300 C310,300 340,225 400,225 C460,225 490,360 570,360";
  s += `<path d="${main}" fill="none" stroke="#cf222e" stroke-width="4"/>`;
  s += `<path d="${catalysed}" fill="none" stroke="#1a7f37" stroke-width="4" stroke-dasharray="10 7"/>`;
  s += `<line x1="230" y1="300" x2="670" y2="300" stroke="${MUTED}" stroke-width="1.5" stroke-dasharray="4 4"/>`;
  s += `<line x1="330" y1="110" x2="470" y2="110" stroke="${MUTED}" stroke-width="1.5" stroke-dasharray="4 4"/>`;
  s += arrow(300, 298, 300, 113, { double: true, width: 2.5, color: "#0b4fa8" });
  s += arrow(650, 302, 650, 358, { width: 2.5, color: "#0b4fa8" });
  if (act) s += text(290, 200, act, { size: 16, anchor: "end", max: 13, halo: true, fill: "#0b4fa8" });
  if (trans) s += text(400, 85, trans, { size: 16, halo: true });
  if (dg) s += text(662, 330, dg, { size: 16, anchor: "start", max: 11, halo: true, fill: "#0b4fa8" });
  if (cat) s += text(400, 268, cat, { size: 16, halo: true, fill: "#1a7f37", max: 18, valign: "top" });
  if (uncat) s += text(455, 150, uncat, { size: 16, anchor: "start", halo: true, fill: "#cf222e", max: 16 });
  if (reac) s += text(180, 285, reac, { size: 16, halo: true, valign: "bottom", max: 12 });
  if (prod) s += text(645, 378, prod, { size: 16, halo: true, valign: "top", max: 14 });
  if (xax) s += text(430, 450, xax, { size: 17 });
  if (yax) s += text(70, 235, yax, { size: 17, rotate: -90 });
  return s + legend(rest, 488);
}

const PASTELS: [string, string][] = [
  ["#ddf4ff", "#0969da"],
  ["#dafbe1", "#1a7f37"],
  ["#fff8c5", "#9a6700"],
  ["#ffebe9", "#cf222e"],
  ["#fbefff", "#8250df"],
  ["#fff1e5", "#bc4c00"],
  ["#ffeff7", "#bf3989"],
  ["#f6f8fa", "#57606a"],
];

function box(cx: number, cy: number, w: number, label: string, i: number, size = 17): { svg: string; h: number } {
  const max = Math.max(6, Math.floor((w - 16) / (size * 0.6)));
  const h = Math.max(54, blockHeight(label, size, max) + 22);
  const [fill, stroke] = PASTELS[i % PASTELS.length];
  return {
    svg:
      `<rect x="${n(cx - w / 2)}" y="${n(cy - h / 2)}" width="${n(w)}" height="${n(h)}" rx="12" fill="${fill}" stroke="${stroke}" stroke-width="3"/>` +
      text(cx, cy, label, { size, max, bold: true }),
    h,
  };
}

function cycle(input: DiagramInput): string {
  const labels = input.labels.slice(0, 8);
  const k = Math.max(labels.length, 3);
  const cx = 400;
  const cy = 250;
  const rx = k <= 4 ? 230 : 255;
  const ry = 165;
  const w = k <= 4 ? 190 : k <= 6 ? 170 : 150;
  const boxes = Array.from({ length: k }, (_, i) => {
    const a = -90 + (360 / k) * i;
    const [x, y] = ellipsePt(cx, cy, rx, ry, a);
    return { a, x, y, ...box(x, y, w, labels[i] ?? "", i, k > 6 ? 15 : 17) };
  });
  const inside = (p: Pt) => boxes.some((b) => Math.abs(p[0] - b.x) < w / 2 + 10 && Math.abs(p[1] - b.y) < b.h / 2 + 10);
  let s = `<ellipse cx="${cx}" cy="${cy}" rx="${rx - 40}" ry="${ry - 40}" fill="#f6f8fa"/>`;
  for (let i = 0; i < k; i++) {
    const a0 = boxes[i].a;
    const a1 = a0 + 360 / k;
    const pts: Pt[] = [];
    for (let a = a0; a <= a1; a += 1) {
      const p = ellipsePt(cx, cy, rx, ry, a);
      if (!inside(p)) pts.push(p);
    }
    s += pathArrow(pts, { color: "#57606a", width: 4 });
  }
  s += boxes.map((b) => b.svg).join("");
  return s + legend(input.labels.slice(8), 488);
}

function flow(input: DiagramInput): string {
  const labels = input.labels.slice(0, 6);
  const k = Math.max(labels.length, 2);
  const gap = 36;
  const w = Math.min(170, (760 - gap * (k - 1)) / k);
  const size = w < 120 ? 15 : 17;
  let s = "";
  for (let i = 0; i < k; i++) {
    const x = 20 + w / 2 + i * (w + gap);
    s += box(x, 250, w, labels[i] ?? "", i, size).svg;
    if (i < k - 1) s += arrow(x + w / 2 + 4, 250, x + w / 2 + gap - 4, 250, { width: 3.5, head: 14 });
  }
  return s + legend(input.labels.slice(6), 488);
}

function mitochondrion(input: DiagramInput): string {
  const cx = 400;
  const cy = 250;
  const rx = 240;
  const ry = 135;
  let s = `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="#ffe7d1" stroke="#953800" stroke-width="5"/>`;
  // inner membrane with cristae: walk around an inset ellipse, folding inwards at fixed angles
  const irx = rx - 18;
  const iry = ry - 18;
  const folds = [-138, -112, -86, -60, 48, 74, 100, 126].map((a, i) => ({ a, depth: 62 + (i % 3) * 14 }));
  const pts: Pt[] = [];
  for (let a = 0; a < 360; a += 1) {
    const ang = a > 180 ? a - 360 : a;
    const f = folds.find((q) => Math.abs(ang - q.a) < 5);
    const p = ellipsePt(cx, cy, irx, iry, a);
    if (f) {
      const ddir = p[1] < cy ? 1 : -1;
      const u = (ang - f.a) / 5; // -1..1 across the fold (fold width ±5°)
      const width = 1 - u * u;
      pts.push([p[0], p[1] + ddir * f.depth * Math.sqrt(Math.max(0, width))]);
    } else pts.push(p);
  }
  s += `<path d="${poly(pts)}" fill="#fdba74" stroke="#bc4c00" stroke-width="4" stroke-linejoin="round"/>`;
  // DNA loop, ribosomes, ATP synthase knobs
  s += `<path d="${blob(520, 250, 22, 14, [[0.2, 4, 0]])}" fill="none" stroke="#8250df" stroke-width="2.5"/>`;
  const r = rng(5);
  for (let i = 0; i < 12; i++) s += dot(250 + r() * 300, 235 + r() * 30, 3, "#24292f");
  const knob = ellipsePt(cx, cy, irx, iry, 50);
  for (let k2 = 0; k2 < 3; k2++) s += dot(knob[0] - 8 - k2 * 14, knob[1] - 6 - k2 * 4, 5, "#0969da");
  const parts: Part[] = [
    { key: /intermemb|inter-memb/, at: ellipsePt(cx, cy, rx - 9, ry - 9, 200), side: "left" },
    { key: /outer|externe/, at: ellipsePt(cx, cy, rx, ry, 160), side: "left" },
    { key: /crist/, at: ellipsePt(cx, cy, irx, iry - 62, -60), side: "right" },
    { key: /inner|interne/, at: ellipsePt(cx, cy, irx, iry, 20), side: "right" },
    { key: /matri|krebs|citric|citriq/, at: [340, 268], side: "left" },
    { key: /dna|adn/, at: [536, 244], side: "right" },
    { key: /ribosom/, at: [300, 240], side: "left" },
    { key: /synth|atp/, at: [knob[0] - 8, knob[1] - 6], side: "right" },
    { key: /electron|chain|chaine|respirat/, at: ellipsePt(cx, cy, irx, iry - 60, 110), side: "left" },
    { key: /membrane|envelop/, at: ellipsePt(cx, cy, rx, ry, -30), side: "right" },
  ];
  return s + labelParts(input, parts, { layout: "lr", a: 150, b: 650, max: 14 });
}

function chloroplast(input: DiagramInput): string {
  const cx = 400;
  const cy = 250;
  let s = `<ellipse cx="${cx}" cy="${cy}" rx="245" ry="145" fill="#eafbe8" stroke="#116329" stroke-width="4"/>`;
  s += `<ellipse cx="${cx}" cy="${cy}" rx="233" ry="133" fill="#dafbe1" stroke="#1a7f37" stroke-width="3"/>`;
  const stacks: Pt[] = [
    [240, 225],
    [320, 290],
    [400, 215],
    [480, 290],
    [560, 225],
  ];
  for (let i = 0; i < stacks.length - 1; i++) s += stick(stacks[i], stacks[i + 1], 5).replace("#8c959f", "#2da44e");
  for (const [x, y] of stacks) {
    for (let k = 0; k < 6; k++)
      s += `<rect x="${x - 28}" y="${y - 36 + k * 12}" width="56" height="10" rx="5" fill="#2da44e" stroke="#116329" stroke-width="1.5"/>`;
  }
  s += `<ellipse cx="300" cy="355" rx="26" ry="15" fill="#ffffff" stroke="#8c959f" stroke-width="2"/>`;
  s += `<path d="${blob(620, 300, 16, 11, [[0.2, 4, 0]])}" fill="none" stroke="#8250df" stroke-width="2.5"/>`;
  const r = rng(9);
  for (let i = 0; i < 10; i++) s += dot(430 + r() * 120, 340 + r() * 30, 3, "#24292f");
  const parts: Part[] = [
    { key: /granum|grana/, at: [400, 182], side: "right" },
    { key: /lamell|intergran|stroma thylak/, at: [440, 254], side: "right" },
    { key: /lumen|thylakoid space|espace/, at: [560, 231], side: "right" },
    { key: /thylak/, at: [240, 250], side: "left" },
    { key: /stroma/, at: [370, 345], side: "left" },
    { key: /outer|externe/, at: ellipsePt(cx, cy, 245, 145, 205), side: "left" },
    { key: /inner|interne/, at: ellipsePt(cx, cy, 233, 133, 150), side: "left" },
    { key: /dna|adn/, at: [636, 300], side: "right" },
    { key: /ribosom/, at: [500, 355], side: "right" },
    { key: /starch|amidon|grain/, at: [300, 355], side: "left" },
    { key: /membrane|envelop/, at: ellipsePt(cx, cy, 245, 145, -40), side: "right" },
    { key: /chlorophyl|pigment|photosys/, at: stacks[3], side: "right" },
  ];
  return s + labelParts(input, parts, { layout: "lr", a: 145, b: 655, max: 14 });
}

const BASES: Record<"A" | "T" | "G" | "C", string> = { A: "#cf222e", T: "#d4a72c", G: "#1a7f37", C: "#0969da" };

function dna(input: DiagramInput): string {
  const { byPart, rest } = matchLabels(input, [
    /adenin/,
    /thymin/,
    /guanin/,
    /cytosin/,
    /backbone|squelette|sugar|sucre|phosphat|desoxyribose|deoxyribose/,
    /base pair|paire|pair/,
    /hydrog/,
    /nucleotid/,
    /major|grand sillon/,
    /minor|petit sillon/,
    /strand|brin/,
    /antipar|5'|3'|5′|3′/,
    /helix|helice|dna|adn/,
  ]);
  const cy = 220;
  const amp = 85;
  const x0 = 70;
  const x1 = 730;
  const k = (2 * Math.PI) / 300;
  const phase = 2.4;
  const yA = (x: number) => cy + amp * Math.sin(k * (x - x0));
  const yB = (x: number) => cy + amp * Math.sin(k * (x - x0) + phase);
  const seq = "ATGCGTACCGATTAGCCGTA";
  let s = "";
  let i = 0;
  const rung: Pt[] = [];
  for (let x = x0 + 12; x < x1; x += 22, i++) {
    const b = seq[i % seq.length] as keyof typeof BASES;
    const pair: keyof typeof BASES = b === "A" ? "T" : b === "T" ? "A" : b === "G" ? "C" : "G";
    const ya = yA(x);
    const yb = yB(x);
    const ym = (ya + yb) / 2;
    s += `<line x1="${n(x)}" y1="${n(ya)}" x2="${n(x)}" y2="${n(ym - 1.5)}" stroke="${BASES[b]}" stroke-width="7"/>`;
    s += `<line x1="${n(x)}" y1="${n(ym + 1.5)}" x2="${n(x)}" y2="${n(yb)}" stroke="${BASES[pair]}" stroke-width="7"/>`;
    if (x > 330 && x < 470 && (!rung.length || Math.abs(ya - yb) > Math.abs(rung[0][1] - rung[2][1]))) rung.splice(0, 3, [x, ya], [x, ym], [x, yb]);
  }
  const strand = (f: (x: number) => number, color: string) => {
    const pts: Pt[] = [];
    for (let x = x0; x <= x1; x += 4) pts.push([x, f(x)]);
    let t = `<path d="${poly(pts, false)}" fill="none" stroke="${color}" stroke-width="10" stroke-linecap="round"/>`;
    for (let x = x0 + 1; x < x1; x += 22) t += dot(x, f(x), 4.5, "#ffffff", color);
    return t;
  };
  s += strand(yA, "#24292f") + strand(yB, "#6e7781");
  s += text(x0 - 24, yA(x0), "5′", { size: 16, bold: true }) + text(x1 + 22, yA(x1), "3′", { size: 16, bold: true });
  s += text(x0 - 24, yB(x0), "3′", { size: 16, bold: true }) + text(x1 + 22, yB(x1), "5′", { size: 16, bold: true });
  // base legend
  let lx = 150;
  (["A", "T", "G", "C"] as const).forEach((b, j) => {
    const name = byPart[j] ?? b;
    s += `<rect x="${lx}" y="452" width="22" height="22" rx="4" fill="${BASES[b]}"/>` + text(lx + 30, 463, name, { size: 16, anchor: "start" });
    lx += 52 + textWidth(name, 16);
  });
  const firstBase = x0 + 12 + 22 * 2;
  const items: { label: string; at: Pt; side?: Part["side"] }[] = [];
  const add = (j: number, at: Pt, side?: Part["side"]) => {
    const l = byPart[j];
    if (l) items.push({ label: l, at, side });
  };
  add(4, [x0 + 1 + 22 * 6, yA(x0 + 1 + 22 * 6)], "top");
  add(5, rung[0] ? [rung[0][0], (rung[0][1] + rung[1][1]) / 2] : [400, cy], "bottom");
  add(6, rung[1] ?? [400, cy], "bottom");
  add(7, [firstBase, (yA(firstBase) + yB(firstBase)) / 2], "top");
  add(8, [x0 + 75 + 300, cy - 10], "top");
  add(9, [x0 + 240, cy], "bottom");
  add(10, [x0 + 560, yB(x0 + 560)], "bottom");
  add(11, [x1 + 22, yB(x1) - 12], "top");
  add(12, [x0 + 150, yA(x0 + 150)], "top");
  return s + callouts(items, { layout: "tb", a: 40, b: 385, split: cy, range: [10, 790], max: 20 }) + legend(rest, 425);
}

function chromosome(input: DiagramInput): string {
  const cx = 240;
  const cyc = 205;
  const arm = (pts: string, color: string) =>
    `<path d="${pts}" fill="none" stroke="#24292f" stroke-width="48" stroke-linecap="round"/>` +
    `<path d="${pts}" fill="none" stroke="${color}" stroke-width="42" stroke-linecap="round"/>` +
    `<path d="${pts}" fill="none" stroke="#00000033" stroke-width="42" stroke-dasharray="7 24"/>`;
  const left = `M${cx - 35},70 Q${cx - 6},${cyc} ${cx - 5},${cyc} Q${cx - 4},${cyc} ${cx - 45},430`;
  const right = `M${cx + 35},70 Q${cx + 6},${cyc} ${cx + 5},${cyc} Q${cx + 4},${cyc} ${cx + 45},430`;
  let s = arm(left, "#8fb9ff") + arm(right, "#a5c8ff");
  for (const p of [
    [cx - 35, 70],
    [cx + 35, 70],
    [cx - 45, 430],
    [cx + 45, 430],
  ] as Pt[])
    s += dot(p[0], p[1], 13, "#f59e0b", "#9a6700");
  s += `<ellipse cx="${cx}" cy="${cyc}" rx="30" ry="13" fill="#6639ba"/>`;
  s += `<rect x="${cx - 48}" y="${cyc - 9}" width="12" height="18" rx="3" fill="#cf222e"/><rect x="${cx + 36}" y="${
    cyc - 9
  }" width="12" height="18" rx="3" fill="#cf222e"/>`;
  // zoom: DNA wound around histones (beads on a string)
  s += `<path d="M${cx + 55},330 L520,250 M${cx + 55},330 L520,390" stroke="#8c959f" stroke-width="1.5" stroke-dasharray="5 5" fill="none"/>`;
  s += `<rect x="520" y="250" width="255" height="140" rx="14" fill="#f6f8fa" stroke="#d0d7de"/>`;
  const pts: Pt[] = [];
  for (let x = 530; x <= 765; x += 3) pts.push([x, 320 + 16 * Math.sin((x - 530) / 12)]);
  s += `<path d="${poly(pts, false)}" fill="none" stroke="#8250df" stroke-width="3"/>`;
  for (const x of [575, 645, 715])
    s += `<circle cx="${x}" cy="320" r="20" fill="#fff1e5" stroke="#bc4c00" stroke-width="2.5"/><path d="M${x - 20},326 Q${x},300 ${
      x + 20
    },314" fill="none" stroke="#8250df" stroke-width="3"/>`;
  const parts: Part[] = [
    { key: /sister|soeur|sœur|chromatide/, at: [cx - 30, 330], side: "left" },
    { key: /centromer/, at: [cx - 22, cyc + 4], side: "left" },
    { key: /telomer/, at: [cx - 45, 430], side: "left" },
    { key: /kinetoch/, at: [cx + 48, cyc], side: "right" },
    { key: /short arm|bras court|\bp arm|\bp\b/, at: [cx + 22, 120], side: "right" },
    { key: /long arm|bras long|\bq arm|\bq\b/, at: [cx + 28, 360], side: "right" },
    { key: /gene|locus/, at: [cx + 21, 290], side: "right" },
    { key: /histon|nucleosom/, at: [645, 300], side: "top" },
    { key: /dna|adn|double/, at: [610, 333], side: "bottom" },
    { key: /chromatin/, at: [700, 340], side: "bottom" },
    { key: /chromosom/, at: [cx - 40, 100], side: "left" },
  ];
  const { byPart, rest } = matchLabels(
    input,
    parts.map((p) => p.key),
  );
  const xItems: { label: string; at: Pt; side?: Part["side"] }[] = [];
  const zItems: { label: string; at: Pt; side?: Part["side"] }[] = [];
  parts.forEach((p, i) => {
    const l = byPart[i];
    if (!l) return;
    (i >= 7 && i <= 9 ? zItems : xItems).push({ label: l, at: p.at, side: p.side });
  });
  return (
    s +
    callouts(xItems, { layout: "lr", a: 160, b: 325, split: cx, max: 13 }) +
    callouts(zItems, { layout: "tb", a: 215, b: 420, split: 320, range: [520, 785], max: 16 }) +
    legend(rest, 488, 400)
  );
}

function punnett(input: DiagramInput): string {
  const L = input.labels;
  const x0 = 300;
  const y0 = 140;
  const c = 120;
  let s = "";
  const isGenotype = (t: string) => /^[A-Za-z]{2,4}$/.test(t);
  for (let r = 0; r < 2; r++) {
    for (let col = 0; col < 2; col++) {
      const t = L[r * 2 + col] ?? "";
      const fill = isGenotype(t) ? (/[A-Z]/.test(t) ? "#ddf4ff" : "#fff8c5") : "#f6f8fa";
      s += `<rect x="${x0 + col * c}" y="${y0 + r * c}" width="${c}" height="${c}" fill="${fill}" stroke="${INK}" stroke-width="3"/>`;
      const short = t.length <= 6;
      s += text(x0 + col * c + c / 2, y0 + r * c + c / 2, t, { size: short ? 34 : 16, bold: short, max: short ? undefined : 12 });
    }
  }
  const gamete = (x: number, y: number, t: string | undefined, color: string) => {
    if (!t) return "";
    const short = t.length <= 4;
    return (
      (short ? `<circle cx="${x}" cy="${y}" r="26" fill="#ffffff" stroke="${color}" stroke-width="3"/>` : "") +
      text(x, y, t, { size: short ? 24 : 16, bold: true, fill: color, max: 12 })
    );
  };
  s += gamete(x0 + c / 2, y0 - 45, L[4], "#0969da") + gamete(x0 + c * 1.5, y0 - 45, L[5], "#0969da");
  s += gamete(x0 - 45, y0 + c / 2, L[6], "#cf222e") + gamete(x0 - 45, y0 + c * 1.5, L[7], "#cf222e");
  s += `<path d="M${x0 - 90},${y0 - 90} L${x0},${y0}" stroke="${MUTED}" stroke-width="2"/>`;
  s += text(x0 - 30, y0 - 80, "♂", { size: 22, fill: "#0969da", bold: true }) + text(x0 - 80, y0 - 30, "♀", { size: 22, fill: "#cf222e", bold: true });
  return s + legend(L.slice(8), 488);
}

function tree(input: DiagramInput): string {
  const leaves = input.labels.slice(0, 12);
  const k = Math.max(leaves.length, 2);
  const top = 50;
  const bottom = 420;
  const lx = 540;
  const ys = Array.from({ length: k }, (_, i) => top + ((bottom - top) * i) / (k - 1));
  const step = (lx - 90) / (k - 1);
  const nodeX = (j: number) => 90 + j * step;
  // clade j joins leaf j and clade j+1; the last clade (k-2) joins leaves k-2 and k-1
  const nodeY: number[] = [];
  for (let j = k - 2; j >= 0; j--) nodeY[j] = (ys[j] + (j === k - 2 ? ys[k - 1] : nodeY[j + 1])) / 2;
  let s = `<line x1="50" y1="${n(nodeY[0])}" x2="${n(nodeX(0))}" y2="${n(nodeY[0])}" stroke="${INK}" stroke-width="4"/>`;
  for (let j = 0; j <= k - 2; j++) {
    const x = nodeX(j);
    const childY = j === k - 2 ? ys[k - 1] : nodeY[j + 1];
    const childX = j === k - 2 ? lx : nodeX(j + 1);
    s += `<line x1="${n(x)}" y1="${n(ys[j])}" x2="${n(x)}" y2="${n(childY)}" stroke="${INK}" stroke-width="4" stroke-linecap="round"/>`;
    s += `<line x1="${n(x)}" y1="${n(ys[j])}" x2="${lx}" y2="${n(ys[j])}" stroke="${INK}" stroke-width="4" stroke-linecap="round"/>`;
    s += `<line x1="${n(x)}" y1="${n(childY)}" x2="${n(childX)}" y2="${n(childY)}" stroke="${INK}" stroke-width="4" stroke-linecap="round"/>`;
    s += dot(x, nodeY[j], 6, "#bf3989", "#ffffff");
  }
  ys.forEach((y, i) => {
    s += dot(lx, y, 6, PASTELS[i % PASTELS.length][1]);
    if (leaves[i]) s += text(lx + 16, y, leaves[i], { size: k > 8 ? 15 : 18, anchor: "start", bold: true, max: 22 });
  });
  s += arrow(50, 465, lx, 465, { color: MUTED, width: 2 });
  return s + legend(input.labels.slice(12), 488);
}

function populationGraph(input: DiagramInput): string {
  const { byPart, rest } = matchLabels(input, [
    /exponent|j-|j curve|courbe en j|unlimit|illimit/,
    /logist|s-|s curve|courbe en s|sigmo/,
    /carrying|capacit|\bk\b/,
    /lag|latence/,
    /time|temps|year|annee|generation|month|mois|day|jour/,
    /size|taille|effectif|number|nombre|population|individ|densit/,
  ]);
  const [exp, log, cap, lag, xax, yax] = byPart;
  const ox = 110;
  const oy = 420;
  const X = (t: number) => ox + t * 62;
  const Y = (v: number) => oy - v * 290; // v = N/K
  let s = axes(ox, oy, 760, 50);
  const r = 0.9;
  const t0 = 4.6;
  const logistic = (t: number) => 1 / (1 + Math.exp(-r * (t - t0)));
  const n0 = logistic(0);
  const lp: Pt[] = [];
  const ep: Pt[] = [];
  for (let t = 0; t <= 10; t += 0.1) {
    lp.push([X(t), Y(logistic(t))]);
    const e = n0 * Math.exp(r * t);
    if (Y(e) >= 60) ep.push([X(t), Y(e)]);
  }
  s += `<line x1="${ox}" y1="${n(Y(1))}" x2="740" y2="${n(Y(1))}" stroke="${MUTED}" stroke-width="2" stroke-dasharray="8 6"/>`;
  s += `<path d="${poly(ep, false)}" fill="none" stroke="#cf222e" stroke-width="4" stroke-dasharray="10 7"/>`;
  s += `<path d="${poly(lp, false)}" fill="none" stroke="#0969da" stroke-width="5"/>`;
  if (cap) s += text(740, Y(1) - 16, cap, { size: 16, anchor: "end", halo: true, valign: "bottom", max: 26 });
  else s += text(748, Y(1), "K", { size: 18, anchor: "start", bold: true });
  const ee = ep[ep.length - 1];
  if (exp)
    s +=
      leader(ee[0] - 10, ee[1] + 30, ee[0] - 40, ee[1] + 10) +
      text(ee[0] - 46, ee[1] + 10, exp, { size: 16, anchor: "end", halo: true, max: 16, fill: "#a40e26" });
  if (log)
    s +=
      leader(X(6.6), Y(logistic(6.6)), X(7.3), Y(0.55)) + text(X(7.3) + 6, Y(0.55), log, { size: 16, anchor: "start", halo: true, max: 16, fill: "#0b4fa8" });
  if (lag) s += leader(X(1.5), Y(logistic(1.5)), X(1.5), Y(0.3)) + text(X(1.5), Y(0.3) - 6, lag, { size: 16, halo: true, valign: "bottom", max: 14 });
  if (xax) s += text(435, 452, xax, { size: 17 });
  if (yax) s += text(70, 240, yax, { size: 17, rotate: -90, max: 28 });
  return s + legend(rest, 488);
}

const PRODUCER =
  /grass|plant|alga|phytoplank|tree|shrub|bush|seaweed|kelp|moss|flower|leaf|leaves|seed|wheat|corn|grain|fruit|berr|acorn|clover|lichen|producer|herbe|plante|algue|arbre|arbuste|mousse|fleur|feuille|graine|ble\b|mais\b|baie|gland|trefle|producteur|cactus|mangrove|coral|corail/;

/** Consumers split into trophic rows (bottom → top) by their order in the list. */
const CONSUMER_ROWS: Record<number, number[]> = {
  0: [],
  1: [1],
  2: [1, 1],
  3: [2, 1],
  4: [2, 1, 1],
  5: [2, 2, 1],
  6: [3, 2, 1],
  7: [3, 2, 1, 1],
  8: [3, 2, 2, 1],
  9: [3, 3, 2, 1],
};

function foodWeb(input: DiagramInput): string {
  const count = Math.min(input.labels.length, 10);
  const idx = Array.from({ length: count }, (_, i) => i);
  // producers are recognised by name; if none is, the list is taken as ordered from producers upwards
  let producers = idx.filter((i) => PRODUCER.test(input.keys[i] ?? ""));
  if (!producers.length || producers.length === count) producers = idx.slice(0, count <= 3 ? 1 : count <= 6 ? 2 : 3);
  const consumers = idx.filter((i) => !producers.includes(i));
  const rows: number[][] = [producers.slice(0, 4)];
  let c = 0;
  for (const size of CONSUMER_ROWS[Math.min(consumers.length, 9)]) {
    rows.push(consumers.slice(c, c + size));
    c += size;
  }
  const extra = [...producers.slice(4), ...consumers.slice(c)].map((i) => input.labels[i]);
  const nodes: { x: number; y: number; h: number; level: number }[] = [];
  let s = "";
  const rowY = (lv: number) => (rows.length === 1 ? 250 : 430 - (lv * 370) / (rows.length - 1));
  const colors = [1, 2, 5, 3]; // producers green, then yellow, orange, red
  const boxes: string[] = [];
  rows.forEach((row, lv) => {
    row.forEach((li, c2) => {
      const x = 400 + (c2 - (row.length - 1) / 2) * 190;
      const y = rowY(lv);
      const b = box(x, y, 165, input.labels[li], colors[Math.min(lv, 3)], 16);
      boxes.push(b.svg);
      nodes.push({ x, y, h: b.h, level: lv });
    });
  });
  // energy flows from each organism to the organisms of the next row up
  for (const a of nodes) {
    for (const b of nodes) {
      if (b.level !== a.level + 1) continue;
      const from: Pt = [a.x + (b.x - a.x) * 0.15, a.y - a.h / 2 - 2];
      const to: Pt = [b.x + (a.x - b.x) * 0.15, b.y + b.h / 2 + 2];
      s += arrow(from[0], from[1], to[0], to[1], { color: "#57606a", width: 2.5 });
    }
  }
  return s + boxes.join("") + legend([...extra, ...input.labels.slice(10)], 488);
}

export const DIAGRAMS: Record<DiagramKind, (input: DiagramInput) => string> = {
  atom,
  molecule,
  water,
  macromolecule,
  "cell-animal": cellAnimal,
  "cell-plant": cellPlant,
  "cell-prokaryote": cellProkaryote,
  membrane,
  transport,
  enzyme,
  "energy-graph": energyGraph,
  cycle,
  flow,
  mitochondrion,
  chloroplast,
  dna,
  chromosome,
  punnett,
  tree,
  "population-graph": populationGraph,
  "food-web": foodWeb,
};

/** Full SVG document for a figure in one language. */
export function figureSvg(fig: FigureSpec, lang: "en" | "fr"): string {
  const labels = fig.labels[lang] ?? [];
  const keys = labels.map((_, i) => normalizeKey(`${fig.labels.en[i] ?? ""} | ${fig.labels.fr[i] ?? ""}`));
  const build = DIAGRAMS[fig.diagram];
  if (!build) throw new Error(`unknown diagram kind: ${fig.diagram}`);
  return svgDoc(build({ labels, keys }));
}
