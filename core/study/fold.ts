/**
 * Accent folding for content search (docs/decisions/040-content-search.md), shared by the stored
 * index (cms/schema/lessonSearch.ts, a generated column) and the queries (core/study/search.ts).
 * `translate()` is built in and immutable, so the generated column needs no extension and works
 * the same on PostgreSQL, on PGlite and in a pushed development schema. One character for one:
 * changing these strings changes the index, so it needs a migration.
 */
export const FOLD_FROM = "àáâãäåāçćčèéêëēėęîïíīìñńôöòóœøōõßśšûüùúūÿýžźż";
export const FOLD_TO = "aaaaaaaccceeeeeeeiiiiinnoooooooosssuuuuuyyzzz";

/** SQL: `expr` lowercased without accents. */
export const foldSql = (expr: string) => `translate(lower(${expr}), '${FOLD_FROM}', '${FOLD_TO}')`;

/** The same folding in JavaScript (for the words of a term compared with the term dictionary). */
export const foldText = (s: string) => s.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "").replace(/œ/g, "oe").replace(/æ/g, "ae");
