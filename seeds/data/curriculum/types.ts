/**
 * The shape of the demo curriculum (seeds/data/curriculum/*.ts). Every user-visible text is
 * written in English and French. The seed script turns this into Payload documents
 * (units → chapters → modules → lessons, quizzes, media) and the media script
 * (seeds/media/generate.ts) turns narration and figure specs into files.
 */
export type L10n = { en: string; fr: string };

/** Simple schematic drawings the media script knows how to render as labelled SVG → PNG figures. */
export type DiagramKind =
  | "atom" // nucleus + electron shells; labels name parts
  | "molecule" // ball-and-stick of a few atoms
  | "water" // H2O molecules with hydrogen bonds
  | "macromolecule" // chain of repeating units (polymer)
  | "cell-animal"
  | "cell-plant"
  | "cell-prokaryote"
  | "membrane" // phospholipid bilayer with proteins
  | "transport" // arrows across a membrane (passive/active)
  | "enzyme" // substrate + active site
  | "energy-graph" // reaction energy diagram
  | "cycle" // a cycle of 3–6 labelled steps (e.g. Calvin, Krebs, cell cycle)
  | "flow" // a left-to-right pipeline of 3–6 labelled steps
  | "mitochondrion"
  | "chloroplast"
  | "dna" // double helix
  | "chromosome"
  | "punnett" // 2x2 Punnett square; labels = 4 cell contents then 2+2 gametes
  | "tree" // phylogenetic tree; labels = leaves
  | "population-graph" // growth curve
  | "food-web"; // labelled organisms with arrows

export type FigureSpec = {
  diagram: DiagramKind;
  /** Labels drawn on the figure, in each language (same count in both). */
  labels: { en: string[]; fr: string[] };
  caption: L10n;
};

/** Built-in 3D models the media script writes as .glb files. */
export type ModelKind = "membrane-patch" | "dna-helix" | "water-molecule" | "protein-globule" | "atp-molecule" | "chloroplast" | "virus-capsid";

export type StructureSpec = {
  model: ModelKind;
  name: L10n;
  /** Text description for screen readers (what the 3D model shows). */
  description: L10n;
  /** Also offered as an AR structure ("Scan to Experience AR"). */
  ar: boolean;
};

export type LessonSpec = {
  /** Stable key, e.g. "life-1-1-1-2" (series-unit-chapter-module-lesson); used for idempotent seeding and media file names. */
  key: string;
  title: L10n;
  /** Lesson text: 2–4 short paragraphs separated by blank lines ("\n\n"); plain text, no markdown. */
  text: L10n;
  /** Narration for the lesson video and audio: 2–4 sentences (about 15–25 s spoken). Captions are made from it. */
  narration: L10n;
  /** 1–3 figures. */
  figures: FigureSpec[];
  /** At most 3 interactive structures; at least one lesson per unit has one with ar: true. */
  structures?: StructureSpec[];
};

export type QuestionSpec = {
  question: L10n;
  /** 3–5 options, exactly one correct. */
  options: { text: L10n; correct: boolean }[];
};

export type ModuleSpec = {
  key: string;
  title: L10n;
  /** A short introduction shown on the module page (1–2 paragraphs). */
  content: L10n;
  lessons: LessonSpec[]; // 3–5
  /** The module quiz: 3–6 multiple-choice questions. */
  quiz: QuestionSpec[];
};

export type ChapterSpec = { key: string; title: L10n; modules: ModuleSpec[] };

export type UnitSpec = {
  key: string;
  /** "LIFE" (first-year, 5 units), "HS" (high school) or "ICB" (upper-year Interactive Cell Biology). */
  series: "LIFE" | "HS" | "ICB";
  order: number;
  title: L10n;
  /** Summary shown on the unit page and catalogue (1 paragraph). */
  summary: L10n;
  /** Additional information for instructors/students (1 paragraph). */
  additionalInfo: L10n;
  /** Description of the unit's sample video (1–2 sentences). */
  sampleVideoDescription: L10n;
  chapters: ChapterSpec[];
};
