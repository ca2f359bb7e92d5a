/** The lesson videos' colours (./generate.ts draws them; ./descriptions.ts names them). */

/** Small stable hash (FNV-1a) for per-lesson colour choices. */
export function hash(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

type Named = { en: string; fr: string };

/** `names`: how the audio description says the background, cell and dot colours (French agreement included). */
export const PALETTES: {
  bg: [string, string, string];
  band: string;
  cell: string;
  nucleus: string;
  dots: string;
  names: { bg: Named; cell: Named; dots: Named };
}[] = [
  {
    bg: ["0x0b3d5c", "0x14607a", "0x1d4e89"],
    band: "0x08263a",
    cell: "#7ad3f0",
    nucleus: "#c7f0ff",
    dots: "#ffe08a",
    names: { bg: { en: "deep blue", fr: "bleu profond" }, cell: { en: "light blue", fr: "bleu clair" }, dots: { en: "yellow", fr: "jaunes" } },
  },
  {
    bg: ["0x1b4332", "0x2d6a4f", "0x1f5f5b"],
    band: "0x0f2a1f",
    cell: "#95d5b2",
    nucleus: "#d8f3dc",
    dots: "#ffd166",
    names: { bg: { en: "dark green", fr: "vert foncé" }, cell: { en: "pale green", fr: "vert pâle" }, dots: { en: "yellow", fr: "jaunes" } },
  },
  {
    bg: ["0x3c1a5b", "0x5a2a82", "0x2b2d6e"],
    band: "0x24103a",
    cell: "#c8a2f0",
    nucleus: "#efe1ff",
    dots: "#8ee3f5",
    names: { bg: { en: "deep purple", fr: "violet profond" }, cell: { en: "lavender", fr: "lavande" }, dots: { en: "light blue", fr: "bleu clair" } },
  },
  {
    bg: ["0x5c1a1b", "0x7a2e3b", "0x4a2545"],
    band: "0x3a1012",
    cell: "#f4a3a8",
    nucleus: "#ffe3e5",
    dots: "#ffe08a",
    names: { bg: { en: "dark red", fr: "rouge foncé" }, cell: { en: "pink", fr: "roses" }, dots: { en: "yellow", fr: "jaunes" } },
  },
  {
    bg: ["0x123c47", "0x1f6f78", "0x174a5c"],
    band: "0x0b262e",
    cell: "#8fe3cf",
    nucleus: "#e0fbf4",
    dots: "#f7b267",
    names: { bg: { en: "dark teal", fr: "bleu-vert foncé" }, cell: { en: "mint green", fr: "vert menthe" }, dots: { en: "orange", fr: "orange" } },
  },
  {
    bg: ["0x3d2c0b", "0x6b4f12", "0x4a3510"],
    band: "0x261b06",
    cell: "#f6d186",
    nucleus: "#fff3d1",
    dots: "#9ad0f5",
    names: { bg: { en: "dark brown", fr: "brun foncé" }, cell: { en: "pale yellow", fr: "jaune pâle" }, dots: { en: "light blue", fr: "bleu clair" } },
  },
];

export const palette = (key: string) => PALETTES[hash(key) % PALETTES.length];
