import type { NumberField } from "payload";

/** The explicit position of a document among its siblings (chapters in a unit, lessons in a module…). */
export const orderField: NumberField = {
  name: "order",
  type: "number",
  required: true,
  defaultValue: 1,
  min: 0,
  index: true,
  admin: { position: "sidebar", description: "Position among its siblings (1 comes first)." },
};
