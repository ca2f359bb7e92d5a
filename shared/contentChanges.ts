import { z } from "zod";
import type { Language } from "#shared/language";

/** Issue 28, "changes since": what an editor asks for — a unit and a day (UTC, YYYY-MM-DD); none: a week ago. */
export const changesSinceInput = z.object({
  unitId: z.number().int().positive().max(2_147_483_647).nullable().default(null),
  since: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)))
    .nullable()
    .default(null),
});
export type ChangesSinceInput = z.input<typeof changesSinceInput>;

export const CHANGE_KINDS = ["unit", "module", "lesson"] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** One saved version: a publish (status "published") or a save as draft — which includes an unpublish. */
export type ContentChange = {
  versionId: number;
  kind: ChangeKind;
  /** The document's id; null once it has been deleted (its versions stay). */
  id: number | null;
  title: string;
  /** The title's language: the page's, or "en" when the version has no title in it (issue 46 F5: marked `lang="en"`). */
  titleLang: Language;
  status: "published" | "draft";
  at: string;
  by: { id: number; name: string } | null;
};

export type ChangesSince = {
  units: { id: number; title: string; titleLang: Language }[];
  unitId: number | null;
  since: string;
  changes: ContentChange[];
  /** More than CHANGES_LIMIT versions: the oldest were left out (choose a later day). */
  truncated: boolean;
};

export const CHANGES_LIMIT = 200;
