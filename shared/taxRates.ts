/**
 * Sales tax on digital goods (CHK-015, CHK-017), one table of data — rates are fractions.
 *
 * Sources: Canada Revenue Agency, "GST/HST rates" (canada.ca, checked 2026-11) and the provinces'
 * PST/QST/RST pages (BC PST, Manitoba RST, Saskatchewan PST, Revenu Québec QST); Nova Scotia's HST
 * fell from 15 % to 14 % on 2025-04-01. United States: the state-level sales tax rate, applied only
 * where the state taxes digitally delivered products (state revenue departments; local and county
 * rates are not added — confirm with the accountant before relying on them).
 */
export type CanadianTax = { gst: number; hst: number; pst: number; qst: number; effective: string };

export const CANADA: Record<string, { name: string; nameFr: string; postalLetters: string; tax: CanadianTax }> = {
  AB: { name: "Alberta", nameFr: "Alberta", postalLetters: "T", tax: { gst: 0.05, hst: 0, pst: 0, qst: 0, effective: "2008-01-01" } },
  BC: { name: "British Columbia", nameFr: "Colombie-Britannique", postalLetters: "V", tax: { gst: 0.05, hst: 0, pst: 0.07, qst: 0, effective: "2013-04-01" } },
  MB: { name: "Manitoba", nameFr: "Manitoba", postalLetters: "R", tax: { gst: 0.05, hst: 0, pst: 0.07, qst: 0, effective: "2019-07-01" } },
  NB: { name: "New Brunswick", nameFr: "Nouveau-Brunswick", postalLetters: "E", tax: { gst: 0, hst: 0.15, pst: 0, qst: 0, effective: "2016-07-01" } },
  NL: {
    name: "Newfoundland and Labrador",
    nameFr: "Terre-Neuve-et-Labrador",
    postalLetters: "A",
    tax: { gst: 0, hst: 0.15, pst: 0, qst: 0, effective: "2016-07-01" },
  },
  NS: { name: "Nova Scotia", nameFr: "Nouvelle-Écosse", postalLetters: "B", tax: { gst: 0, hst: 0.14, pst: 0, qst: 0, effective: "2025-04-01" } },
  NT: {
    name: "Northwest Territories",
    nameFr: "Territoires du Nord-Ouest",
    postalLetters: "X",
    tax: { gst: 0.05, hst: 0, pst: 0, qst: 0, effective: "2008-01-01" },
  },
  NU: { name: "Nunavut", nameFr: "Nunavut", postalLetters: "X", tax: { gst: 0.05, hst: 0, pst: 0, qst: 0, effective: "2008-01-01" } },
  ON: { name: "Ontario", nameFr: "Ontario", postalLetters: "KLMNP", tax: { gst: 0, hst: 0.13, pst: 0, qst: 0, effective: "2010-07-01" } },
  PE: {
    name: "Prince Edward Island",
    nameFr: "Île-du-Prince-Édouard",
    postalLetters: "C",
    tax: { gst: 0, hst: 0.15, pst: 0, qst: 0, effective: "2016-10-01" },
  },
  QC: { name: "Quebec", nameFr: "Québec", postalLetters: "GHJ", tax: { gst: 0.05, hst: 0, pst: 0, qst: 0.09975, effective: "2013-01-01" } },
  SK: { name: "Saskatchewan", nameFr: "Saskatchewan", postalLetters: "S", tax: { gst: 0.05, hst: 0, pst: 0.06, qst: 0, effective: "2017-03-23" } },
  YT: { name: "Yukon", nameFr: "Yukon", postalLetters: "Y", tax: { gst: 0.05, hst: 0, pst: 0, qst: 0, effective: "2008-01-01" } },
};

/** [name, state rate on digital goods (0: exempt or no sales tax), ZIP3 ranges "lo-hi"]; rates effective 2025-01-01 unless noted. */
export const US: Record<string, [string, number, string[]]> = {
  AL: ["Alabama", 0.04, ["350-369"]],
  AK: ["Alaska", 0, ["995-999"]],
  AZ: ["Arizona", 0.056, ["850-865"]],
  AR: ["Arkansas", 0.065, ["716-729"]],
  CA: ["California", 0, ["900-961"]],
  CO: ["Colorado", 0.029, ["800-816"]],
  CT: ["Connecticut", 0.01, ["060-069"]],
  DE: ["Delaware", 0, ["197-199"]],
  DC: ["District of Columbia", 0.06, ["200-200", "202-205", "569-569"]],
  FL: ["Florida", 0, ["320-349"]],
  GA: ["Georgia", 0, ["300-319", "398-399"]],
  HI: ["Hawaii", 0.04, ["967-968"]],
  ID: ["Idaho", 0.06, ["832-838"]],
  IL: ["Illinois", 0, ["600-629"]],
  IN: ["Indiana", 0.07, ["460-479"]],
  IA: ["Iowa", 0.06, ["500-528"]],
  KS: ["Kansas", 0, ["660-679"]],
  KY: ["Kentucky", 0.06, ["400-427"]],
  LA: ["Louisiana", 0.05, ["700-714"]],
  ME: ["Maine", 0.055, ["039-049"]],
  MD: ["Maryland", 0.06, ["206-219"]],
  MA: ["Massachusetts", 0, ["010-027", "055-055"]],
  MI: ["Michigan", 0, ["480-499"]],
  MN: ["Minnesota", 0.06875, ["550-567"]],
  MS: ["Mississippi", 0.07, ["386-397"]],
  MO: ["Missouri", 0, ["630-658"]],
  MT: ["Montana", 0, ["590-599"]],
  NE: ["Nebraska", 0.055, ["680-693"]],
  NV: ["Nevada", 0, ["889-898"]],
  NH: ["New Hampshire", 0, ["030-038"]],
  NJ: ["New Jersey", 0.06625, ["070-089"]],
  NM: ["New Mexico", 0.04875, ["870-884"]],
  NY: ["New York", 0, ["005-005", "100-149"]],
  NC: ["North Carolina", 0.0475, ["270-289"]],
  ND: ["North Dakota", 0.05, ["580-588"]],
  OH: ["Ohio", 0.0575, ["430-459"]],
  OK: ["Oklahoma", 0, ["730-749"]],
  OR: ["Oregon", 0, ["970-979"]],
  PA: ["Pennsylvania", 0.06, ["150-196"]],
  RI: ["Rhode Island", 0.07, ["028-029"]],
  SC: ["South Carolina", 0, ["290-299"]],
  SD: ["South Dakota", 0.042, ["570-577"]],
  TN: ["Tennessee", 0.07, ["370-385"]],
  TX: ["Texas", 0.0625, ["750-799", "885-885"]],
  UT: ["Utah", 0.0485, ["840-847"]],
  VT: ["Vermont", 0.06, ["050-054", "056-059"]],
  VA: ["Virginia", 0, ["201-201", "220-246"]],
  WA: ["Washington", 0.065, ["980-994"]],
  WV: ["West Virginia", 0.06, ["247-268"]],
  WI: ["Wisconsin", 0.05, ["530-549"]],
  WY: ["Wyoming", 0.04, ["820-831"]],
};
