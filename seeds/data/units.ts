/** The five units of the first-year LIFE series (the full curriculum is authored in the CMS work). */
export const DEMO_UNITS = [
  {
    order: 1,
    en: { title: "Unit 1: The Chemistry of Life", summary: "Atoms, water, and the four families of biological molecules: carbohydrates, lipids, proteins and nucleic acids." },
    fr: { title: "Unité 1 : La chimie du vivant", summary: "Les atomes, l'eau et les quatre familles de molécules biologiques : glucides, lipides, protéines et acides nucléiques." },
  },
  {
    order: 2,
    en: { title: "Unit 2: Cells and Membranes", summary: "Cell structure, organelles, and how membranes control what enters and leaves the cell." },
    fr: { title: "Unité 2 : Cellules et membranes", summary: "La structure de la cellule, les organites et la façon dont les membranes contrôlent les échanges." },
  },
  {
    order: 3,
    en: { title: "Unit 3: Energy and Metabolism", summary: "Enzymes, cellular respiration and photosynthesis: how cells capture and use energy." },
    fr: { title: "Unité 3 : Énergie et métabolisme", summary: "Les enzymes, la respiration cellulaire et la photosynthèse : comment les cellules captent et utilisent l'énergie." },
  },
  {
    order: 4,
    en: { title: "Unit 4: Genetics and Heredity", summary: "DNA replication, gene expression, cell division and the patterns of inheritance." },
    fr: { title: "Unité 4 : Génétique et hérédité", summary: "La réplication de l'ADN, l'expression des gènes, la division cellulaire et les lois de l'hérédité." },
  },
  {
    order: 5,
    en: { title: "Unit 5: Evolution and Ecology", summary: "Natural selection, the history of life, and how organisms interact with each other and their environment." },
    fr: { title: "Unité 5 : Évolution et écologie", summary: "La sélection naturelle, l'histoire du vivant et les interactions des organismes entre eux et avec leur milieu." },
  },
];
