import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names (clsx), then resolves Tailwind conflicts: of two classes of the same utility group
 * under the same variants, the later wins (`cn("px-2 text-sm", "px-4")` → `"text-sm px-4"`), and a class
 * removes earlier ones it covers (`p-4` after `px-2`, `size-4` after `w-2`, `text-sm` after `leading-8`).
 *
 * This is a small stand-in for tailwind-merge, which cost every page's first JavaScript ≈ 8 KiB gzip
 * (docs/performance.md): the same algorithm, with the utility groups this codebase writes.
 * tests/unit/classMerge.test.ts checks that it merges exactly as tailwind-merge does for every pair of
 * the classes written in app/, so a class it does not know yet fails there (add it below).
 */
export function cn(...inputs: ClassValue[]) {
  const list = clsx(inputs);
  let merged = MERGED.get(list);
  if (merged === undefined) {
    merged = mergeClasses(list);
    // The lists a build writes are a few hundred: kept until the limit, then started afresh (issue 25: the server
    // rendered every list again on every page, ≈ 5 % of a module page's CPU).
    if (MERGED.size >= MERGED_MAX) MERGED.clear();
    MERGED.set(list, merged);
  }
  return merged;
}

const MERGED = new Map<string, string>();
const MERGED_MAX = 2000;

/** Classes that are a group on their own (the whole class name). */
const WORDS: Record<string, string> = {};
const words = (group: string, list: string) => list.split(" ").forEach((w) => (WORDS[w] = group));
words(
  "display",
  "block inline-block inline inline-flex flex grid inline-grid hidden contents flow-root list-item table inline-table table-caption table-cell table-row table-column table-row-group table-header-group table-footer-group",
);
words("position", "static fixed absolute relative sticky");
words("visibility", "visible invisible collapse");
words("sr", "sr-only not-sr-only");
words("font-style", "italic not-italic");
words("text-transform", "uppercase lowercase capitalize normal-case");
words("text-decoration", "underline overline line-through no-underline");
words("text-overflow", "truncate text-ellipsis text-clip");
words("text-wrap", "text-wrap text-nowrap text-balance text-pretty");
words("fvn-spacing", "tabular-nums proportional-nums");
words("flex-direction", "flex-row flex-row-reverse flex-col flex-col-reverse");
words("flex-wrap", "flex-wrap flex-wrap-reverse flex-nowrap");
words("filter", "filter filter-none");
words("isolation", "isolate isolation-auto");
words("select", "select-none select-text select-all select-auto");
words("bg-size", "bg-auto bg-cover bg-contain");
words("bg-repeat", "bg-repeat bg-no-repeat");
words("border-style", "border-solid border-dashed border-dotted border-double border-hidden border-none");
words("outline-style", "outline-none outline-hidden outline-solid outline-dashed outline-dotted outline-double");

/** Utilities whose group is their prefix (`mt-4`, `-mt-4`, `mt-[3px]`, `max-h-(--x)` …), longest prefix first. */
const PREFIXES = new Set(
  (
    "p px py ps pe pt pr pb pl m mx my ms me mt mr mb ml scroll-m scroll-mx scroll-my scroll-mt scroll-mr scroll-mb scroll-ml " +
    "scroll-p scroll-px scroll-py scroll-pt scroll-pr scroll-pb scroll-pl gap gap-x gap-y space-x space-y divide-x divide-y " +
    "w h size min-w min-h max-w max-h inset inset-x inset-y start end top right bottom left z opacity order basis grow shrink " +
    "col-span col-start col-end row-span row-start row-end grid-cols grid-rows auto-cols auto-rows aspect items self justify " +
    "justify-items justify-self place-items place-self overflow overflow-x overflow-y whitespace break align caption accent cursor " +
    "pointer-events leading tracking line-clamp underline-offset outline-offset transition duration ease delay animate " +
    "rotate translate translate-x translate-y origin from via to fill @container " +
    // the ones with several groups, told apart by their value (kind() below)
    "text bg border border-x border-y border-s border-e border-t border-r border-b border-l ring outline shadow font flex list object rounded " +
    "rounded-s rounded-e rounded-t rounded-r rounded-b rounded-l rounded-ss rounded-se rounded-ee rounded-es rounded-tl rounded-tr rounded-br rounded-bl"
  ).split(" "),
);

const TSHIRT = /^(\d+(\.\d+)?)?(xs|sm|md|lg|xl)$/;
const NUMBER = /^(\d+(\.\d+)?)?$/; // and the empty value of `border`, `ring`, `outline`
const LENGTH = /^\[(length:|\d|calc\()/;
/** Utilities that also exist without a value (`border`, `rounded`, `shadow` …). */
const BARE = /^(border|ring|outline|shadow|rounded|transition|grow|shrink|divide|@container)/;
/** Sizes and spacing take numbers, fractions, a few keywords or an arbitrary value: `my-quiz` is not a margin. */
const SPACED = /^((scroll-)?[pm][xyseltrb]?|gap.*|space-.|w|h|size|min-.|max-.|inset.*|start|end|top|right|bottom|left|basis|translate.*)$/;
const SPACE_VALUE = /^(\d|\[|\(|(px|auto|full|screen|min|max|fit|none|prose|[dsl]v[hw]|xs|sm|md|lg|xl)$)/;

/** The group of a class under a prefix with several groups, from its value. */
function kind(prefix: string, value: string): string {
  const width = NUMBER.test(value) || LENGTH.test(value);
  const side = prefix.slice(7); // border-x → x
  switch (prefix) {
    case "text":
      return TSHIRT.test(value) || value === "base" || LENGTH.test(value)
        ? "font-size"
        : /^(left|center|right|justify|start|end)$/.test(value)
        ? "text-align"
        : "text-color";
    case "bg":
      return "bg-color";
    case "ring":
      return width ? "ring-w" : value === "inset" ? "ring-inset" : "ring-color";
    case "outline":
      return width ? "outline-w" : "outline-color";
    case "shadow":
      return value === "" || value === "none" || TSHIRT.test(value) ? "shadow" : "shadow-color";
    case "font":
      return /^(\d+|thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/.test(value) ? "font-weight" : "font-family";
    case "flex":
      return "flex";
    case "list":
      return /^(inside|outside)$/.test(value) ? "list-position" : "list-type";
    case "object":
      return /^(contain|cover|fill|none|scale-down)$/.test(value) ? "object-fit" : "object-position";
  }
  if (prefix.startsWith("border")) return (width ? "bw" : "bc") + side;
  return prefix; // rounded, rounded-t …
}

/** What a class overrides besides its own group (tailwind-merge's conflicting groups). */
const CONFLICTS: Record<string, string[]> = {
  overflow: ["overflow-x", "overflow-y"],
  inset: ["inset-x", "inset-y", "start", "end", "top", "right", "bottom", "left"],
  "inset-x": ["start", "end", "right", "left"],
  "inset-y": ["top", "bottom"],
  flex: ["basis", "grow", "shrink"],
  gap: ["gap-x", "gap-y"],
  size: ["w", "h"],
  "font-size": ["leading"],
  "line-clamp": ["display", "overflow"],
  translate: ["translate-x", "translate-y"],
};
// Box sides: `p` covers px … pl, `px` covers ps, pe, pr and pl, `py` pt and pb; the same for margins, scroll margins and paddings, border widths and colours.
for (const base of ["p", "m", "scroll-m", "scroll-p", "bw", "bc"]) {
  CONFLICTS[base] = [..."xysetrbl"].map((s) => base + s);
  CONFLICTS[base + "x"] = [..."serl"].map((s) => base + s);
  CONFLICTS[base + "y"] = [base + "t", base + "b"];
}
// Corners: `rounded` covers every side and corner, `rounded-t` covers rounded-tl and rounded-tr …
const CORNERS = "ss se ee es tl tr br bl".split(" ");
CONFLICTS.rounded = [..."setrbl", ...CORNERS].map((s) => "rounded-" + s);
for (const s of "setrbl") CONFLICTS["rounded-" + s] = CORNERS.filter((c) => c[s === "t" || s === "b" ? 0 : 1] === s).map((c) => "rounded-" + c);

/** The utility group of a class without its variants, or undefined for a class Tailwind does not generate. */
function groupOf(base: string): string | undefined {
  if (WORDS[base]) return WORDS[base];
  if (base[0] === "[") return /^\[[^:\]]+:.+\]$/.test(base) ? base.slice(0, base.indexOf(":")) : undefined; // [--visible:2]
  const bare = base[0] === "-" ? base.slice(1) : base;
  // The value's brackets and slash (`max-w-[calc(100%-2rem)]`, `bg-black/50`, `-translate-x-1/2`) do not name the utility.
  const head = bare.split(/[[(/]/)[0];
  const parts = head.split("-");
  for (let n = parts.length; n > 0; n--) {
    const prefix = parts.slice(0, n).join("-");
    if (!PREFIXES.has(prefix)) continue;
    const rest = bare.slice(prefix.length);
    if (rest && rest[0] !== "-" && rest[0] !== "/") return undefined;
    const value = rest.slice(rest[0] === "-" ? 1 : 0).replace(/\/[^\])]*$/, "");
    if (value ? SPACED.test(prefix) && !SPACE_VALUE.test(value) : !BARE.test(prefix)) return undefined;
    return kind(prefix, value);
  }
  return undefined;
}

/** Variants that tailwind-merge keeps in place (their order changes what they select); the others are sorted. */
const IN_PLACE = new Set("* ** after backdrop before details-content file first-letter first-line marker placeholder selection".split(" "));

function variantsKey(variants: string[]) {
  const out: string[] = [];
  let run: string[] = [];
  for (const v of variants) {
    if (v[0] === "[" || IN_PLACE.has(v)) {
      out.push(...run.sort(), v);
      run = [];
    } else run.push(v);
  }
  return [...out, ...run.sort()].join(":");
}

/** tailwind-merge's algorithm: from the last class back, keep a class unless a later one already claimed its group. */
function mergeClasses(list: string) {
  const claimed = new Set<string>();
  const kept: string[] = [];
  const classes = list.trim().split(/\s+/);
  for (let i = classes.length - 1; i >= 0; i--) {
    const name = classes[i];
    // Variants are separated by colons outside brackets and parentheses: `[&_svg:not(.x)]:size-4`.
    const variants: string[] = [];
    let depth = 0;
    let start = 0;
    for (let j = 0; j < name.length; j++) {
      const ch = name[j];
      if (ch === "[" || ch === "(") depth++;
      else if (ch === "]" || ch === ")") depth--;
      else if (ch === ":" && !depth) {
        variants.push(name.slice(start, j));
        start = j + 1;
      }
    }
    let base = name.slice(start);
    const important = base.startsWith("!") || base.endsWith("!");
    if (important) base = base.startsWith("!") ? base.slice(1) : base.slice(0, -1);
    const group = name ? groupOf(base) : undefined;
    if (group) {
      const key = variantsKey(variants) + (important ? "!" : "");
      if (claimed.has(key + group)) continue;
      claimed.add(key + group);
      for (const g of CONFLICTS[group] ?? []) claimed.add(key + g);
    }
    if (name) kept.push(name);
  }
  return kept.reverse().join(" ");
}
