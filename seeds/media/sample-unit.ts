/**
 * A tiny UnitSpec used by seeds/media/generate.ts when seeds/data/curriculum/index.ts does not exist
 * (and for testing the media pipeline). Titles deliberately contain apostrophes, colons, commas,
 * percent signs and brackets to exercise the drawtext/SVG escaping.
 */
import { type UnitSpec } from "../data/curriculum/types";

export const sampleUnit: UnitSpec = {
  key: "sample-1",
  series: "LIFE",
  order: 1,
  title: { en: "Sample Unit: The Chemistry of Life", fr: "Unité d'exemple : la chimie du vivant" },
  summary: {
    en: "A two-lesson sample used to test the media generator.",
    fr: "Un exemple de deux leçons pour tester le générateur de médias.",
  },
  additionalInfo: { en: "Not part of the real curriculum.", fr: "Ne fait pas partie du vrai programme." },
  sampleVideoDescription: {
    en: "A short narrated introduction to water and its hydrogen bonds.",
    fr: "Une courte introduction commentée à l'eau et à ses liaisons hydrogène.",
  },
  chapters: [
    {
      key: "sample-1-1",
      title: { en: "Water and Membranes", fr: "L'eau et les membranes" },
      modules: [
        {
          key: "sample-1-1-1",
          title: { en: "Basics", fr: "Les bases" },
          content: { en: "Water and membranes.", fr: "L'eau et les membranes." },
          quiz: [
            {
              question: { en: "What holds water molecules together?", fr: "Qu'est-ce qui relie les molécules d'eau ?" },
              options: [
                { text: { en: "Hydrogen bonds", fr: "Les liaisons hydrogène" }, correct: true },
                { text: { en: "Peptide bonds", fr: "Les liaisons peptidiques" }, correct: false },
                { text: { en: "Magnets", fr: "Des aimants" }, correct: false },
              ],
            },
          ],
          lessons: [
            {
              key: "sample-1-1-1-1",
              title: { en: "Water's Special Properties: 100% [Hydrogen] Bonds, Really", fr: "Les propriétés de l'eau : des liaisons hydrogène à 100 %" },
              text: {
                en: "Water is a polar molecule.\n\nHydrogen bonds link neighbouring molecules.",
                fr: "L'eau est une molécule polaire.\n\nDes liaisons hydrogène relient les molécules voisines.",
              },
              narration: {
                en: "Water is a small but remarkable molecule. Its oxygen atom pulls electrons away from the two hydrogen atoms, so the molecule is polar. Neighbouring molecules are held together by hydrogen bonds, e.g. in liquid water and ice. These bonds explain cohesion, surface tension and water's high heat capacity!",
                fr: "L'eau est une petite molécule remarquable. Son atome d'oxygène attire les électrons des deux atomes d'hydrogène : la molécule est donc polaire. Les molécules voisines sont reliées par des liaisons hydrogène, par ex. dans l'eau liquide et la glace. Pourquoi est-ce important ? Ces liaisons expliquent la cohésion, la tension superficielle et la grande capacité thermique de l'eau.",
              },
              figures: [
                {
                  diagram: "water",
                  labels: {
                    en: ["Oxygen atom", "Hydrogen atom", "Hydrogen bond", "Covalent bond", "Partial negative charge (δ−)"],
                    fr: ["Atome d'oxygène", "Atome d'hydrogène", "Liaison hydrogène", "Liaison covalente", "Charge partielle négative (δ−)"],
                  },
                  caption: { en: "Hydrogen bonds between water molecules.", fr: "Liaisons hydrogène entre molécules d'eau." },
                },
                {
                  diagram: "atom",
                  labels: {
                    en: ["Nucleus", "Proton (+)", "Neutron", "Electron (−)", "Electron shell"],
                    fr: ["Noyau", "Proton (+)", "Neutron", "Électron (−)", "Couche électronique"],
                  },
                  caption: { en: "An oxygen atom.", fr: "Un atome d'oxygène." },
                },
                {
                  diagram: "punnett",
                  labels: { en: ["AA", "Aa", "Aa", "aa", "A", "a", "A", "a"], fr: ["AA", "Aa", "Aa", "aa", "A", "a", "A", "a"] },
                  caption: { en: "A monohybrid cross.", fr: "Un croisement monohybride." },
                },
              ],
              structures: [
                {
                  model: "water-molecule",
                  name: { en: "Water molecule", fr: "Molécule d'eau" },
                  description: {
                    en: "One oxygen atom bonded to two hydrogen atoms at an angle of 104.5 degrees.",
                    fr: "Un atome d'oxygène lié à deux atomes d'hydrogène selon un angle de 104,5 degrés.",
                  },
                  ar: true,
                },
              ],
            },
            {
              key: "sample-1-1-1-2",
              title: { en: "Membranes and Transport", fr: "Membranes et transport" },
              text: {
                en: "The plasma membrane is a phospholipid bilayer.\n\nSome molecules cross it freely; others need proteins or energy.",
                fr: "La membrane plasmique est une bicouche de phospholipides.\n\nCertaines molécules la traversent librement ; d'autres ont besoin de protéines ou d'énergie.",
              },
              narration: {
                en: "Every cell is surrounded by a thin plasma membrane. It is made of a phospholipid bilayer with proteins embedded in it. Small molecules diffuse across it, while pumps use ATP to move ions against their gradient.",
                fr: "Chaque cellule est entourée d'une fine membrane plasmique. Elle est formée d'une bicouche de phospholipides dans laquelle sont insérées des protéines. Les petites molécules la traversent par diffusion, tandis que des pompes utilisent l'ATP pour déplacer des ions contre leur gradient.",
              },
              figures: [
                {
                  diagram: "membrane",
                  labels: {
                    en: ["Phospholipid bilayer", "Hydrophilic head", "Hydrophobic tails", "Channel protein", "Cholesterol", "Glycoprotein"],
                    fr: ["Bicouche de phospholipides", "Tête hydrophile", "Queues hydrophobes", "Protéine canal", "Cholestérol", "Glycoprotéine"],
                  },
                  caption: { en: "The fluid mosaic model.", fr: "Le modèle de la mosaïque fluide." },
                },
                {
                  diagram: "transport",
                  labels: {
                    en: ["Simple diffusion", "Facilitated diffusion", "Active transport", "High concentration", "Low concentration", "ATP"],
                    fr: ["Diffusion simple", "Diffusion facilitée", "Transport actif", "Concentration élevée", "Faible concentration", "ATP"],
                  },
                  caption: { en: "Passive and active transport.", fr: "Transport passif et actif." },
                },
                {
                  diagram: "cycle",
                  labels: {
                    en: ["Interphase (G1)", "S phase: DNA replication", "G2", "Mitosis", "Cytokinesis"],
                    fr: ["Interphase (G1)", "Phase S : réplication de l'ADN", "G2", "Mitose", "Cytocinèse"],
                  },
                  caption: { en: "The cell cycle.", fr: "Le cycle cellulaire." },
                },
              ],
              structures: [
                {
                  model: "membrane-patch",
                  name: { en: "Membrane patch", fr: "Fragment de membrane" },
                  description: { en: "A phospholipid bilayer with one protein.", fr: "Une bicouche de phospholipides avec une protéine." },
                  ar: false,
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};
