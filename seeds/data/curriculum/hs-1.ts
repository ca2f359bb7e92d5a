import type { UnitSpec } from "./types";

/** HS series, Unit 1: cells and genetics for grade 11 students. */
export const hs1: UnitSpec = {
  key: "hs-1",
  series: "HS",
  order: 1,
  title: { en: "High School Biology: Cells and Genetics", fr: "Biologie au secondaire : cellules et génétique" },
  summary: {
    en: "This unit introduces the cell as the basic unit of life and DNA as the molecule of heredity. Students explore the parts of plant and animal cells, how substances cross the cell membrane, how DNA stores information, how cells divide, and how traits are passed from parents to offspring.",
    fr: "Cette unité présente la cellule comme unité de base du vivant et l'ADN comme molécule de l'hérédité. Les élèves découvrent les parties des cellules végétales et animales, le passage des substances à travers la membrane, la façon dont l'ADN stocke l'information, la division cellulaire et la transmission des caractères des parents aux descendants.",
  },
  additionalInfo: {
    en: "Written for grade 11 biology, this unit assumes no background beyond earlier science courses. Key terms are introduced one at a time, and each module ends with a short quiz. The DNA lesson includes a 3D model of the double helix that students can view in augmented reality on a phone or tablet.",
    fr: "Conçue pour le cours de biologie de 11e année, cette unité ne suppose aucune connaissance au-delà des cours de sciences précédents. Les termes clés sont présentés un à un, et chaque module se termine par un court quiz. La leçon sur l'ADN comprend un modèle 3D de la double hélice que les élèves peuvent voir en réalité augmentée sur un téléphone ou une tablette.",
  },
  sampleVideoDescription: {
    en: "A short video that zooms in from a leaf to a single cell, then into the DNA inside its nucleus.",
    fr: "Une courte vidéo qui passe d'une feuille à une seule cellule, puis à l'ADN contenu dans son noyau.",
  },
  chapters: [
    {
      key: "hs-1-c1",
      title: { en: "The Cell", fr: "La cellule" },
      modules: [
        {
          key: "hs-1-c1-m1",
          title: { en: "Inside the Cell", fr: "À l'intérieur de la cellule" },
          content: {
            en: "Every living thing is made of cells. In this module, you will learn what all cells have in common, how the organelles of plant and animal cells share the work, and how the cell membrane controls what gets in and out.",
            fr: "Tous les êtres vivants sont formés de cellules. Dans ce module, vous découvrirez ce que toutes les cellules ont en commun, comment les organites des cellules végétales et animales se partagent le travail et comment la membrane cellulaire contrôle ce qui entre et ce qui sort.",
          },
          lessons: [
            {
              key: "hs-1-c1-m1-l1",
              title: { en: "Cell Theory and Types of Cells", fr: "La théorie cellulaire et les types de cellules" },
              text: {
                en: "Cells were first described in 1665, when Robert Hooke looked at thin slices of cork through a microscope. Today, the cell theory sums up what scientists have learned: all living things are made of one or more cells, the cell is the basic unit of life, and new cells come only from existing cells.\n\nThere are two main types of cells. Prokaryotic cells, such as bacteria, are small and simple. They have no nucleus, so their DNA sits in a region of the cytoplasm. Eukaryotic cells, found in plants, animals, fungi and protists, are larger and keep their DNA inside a nucleus.\n\nAll cells share a few basic parts: a cell membrane, cytoplasm, ribosomes and DNA.",
                fr: "Les cellules ont été décrites pour la première fois en 1665, lorsque Robert Hooke a examiné de fines tranches de liège au microscope. Aujourd'hui, la théorie cellulaire résume ce que les scientifiques ont appris : tous les êtres vivants sont formés d'une ou de plusieurs cellules, la cellule est l'unité de base du vivant, et toute cellule provient d'une cellule existante.\n\nIl existe deux grands types de cellules. Les cellules procaryotes, comme les bactéries, sont petites et simples. Elles n'ont pas de noyau : leur ADN se trouve dans une région du cytoplasme. Les cellules eucaryotes, présentes chez les plantes, les animaux, les champignons et les protistes, sont plus grandes et gardent leur ADN dans un noyau.\n\nToutes les cellules ont quelques éléments en commun : une membrane cellulaire, du cytoplasme, des ribosomes et de l'ADN.",
              },
              narration: {
                en: "The cell theory says that all living things are made of cells, that the cell is the basic unit of life, and that new cells come from existing cells. Prokaryotic cells, like bacteria, have no nucleus, while eukaryotic cells keep their DNA inside one.",
                fr: "Selon la théorie cellulaire, tous les êtres vivants sont formés de cellules, la cellule est l'unité de base du vivant et toute cellule provient d'une autre cellule. Les cellules procaryotes, comme les bactéries, n'ont pas de noyau, alors que les cellules eucaryotes gardent leur ADN dans un noyau.",
              },
              figures: [
                {
                  diagram: "cell-prokaryote",
                  labels: {
                    en: ["Cell membrane", "Cell wall", "DNA (nucleoid)", "Ribosomes"],
                    fr: ["Membrane cellulaire", "Paroi cellulaire", "ADN (nucléoïde)", "Ribosomes"],
                  },
                  caption: {
                    en: "A bacterium is a prokaryotic cell: its DNA is not enclosed in a nucleus.",
                    fr: "Une bactérie est une cellule procaryote : son ADN n'est pas enfermé dans un noyau.",
                  },
                },
                {
                  diagram: "cell-animal",
                  labels: { en: ["Nucleus", "Cell membrane", "Cytoplasm"], fr: ["Noyau", "Membrane cellulaire", "Cytoplasme"] },
                  caption: {
                    en: "An animal cell is a eukaryotic cell, with its DNA inside a nucleus.",
                    fr: "Une cellule animale est une cellule eucaryote, dont l'ADN se trouve dans un noyau.",
                  },
                },
              ],
            },
            {
              key: "hs-1-c1-m1-l2",
              title: { en: "Organelles in Plant and Animal Cells", fr: "Les organites des cellules végétales et animales" },
              text: {
                en: "Eukaryotic cells contain organelles, small structures that each do a particular job, a bit like the departments of a factory. The nucleus holds the DNA and controls the cell. Ribosomes build proteins, the endoplasmic reticulum and the Golgi apparatus process and ship them, and mitochondria release energy from food through cellular respiration.\n\nPlant and animal cells share these organelles, but plant cells have three extra features. A rigid cell wall made of cellulose surrounds the membrane and supports the plant. Chloroplasts capture light energy for photosynthesis. A large central vacuole stores water and helps keep the cell firm.\n\nAnimal cells have no cell wall, so they can take many shapes, and their vacuoles are usually small.",
                fr: "Les cellules eucaryotes contiennent des organites, de petites structures qui ont chacune un rôle précis, un peu comme les ateliers d'une usine. Le noyau contient l'ADN et dirige la cellule. Les ribosomes fabriquent les protéines, le réticulum endoplasmique et l'appareil de Golgi les modifient et les expédient, et les mitochondries libèrent l'énergie des aliments par la respiration cellulaire.\n\nLes cellules végétales et animales possèdent ces organites, mais les cellules végétales ont trois caractéristiques de plus. Une paroi rigide en cellulose entoure la membrane et soutient la plante. Les chloroplastes captent l'énergie lumineuse pour la photosynthèse. Une grande vacuole centrale stocke de l'eau et aide la cellule à rester ferme.\n\nLes cellules animales n'ont pas de paroi ; elles peuvent donc prendre des formes variées, et leurs vacuoles sont généralement petites.",
              },
              narration: {
                en: "Organelles share the work of a eukaryotic cell: the nucleus stores DNA, ribosomes make proteins and mitochondria release energy. Plant cells also have a cell wall, chloroplasts for photosynthesis and a large central vacuole, which animal cells lack.",
                fr: "Les organites se partagent le travail de la cellule eucaryote : le noyau contient l'ADN, les ribosomes fabriquent les protéines et les mitochondries libèrent l'énergie. Les cellules végétales ont en plus une paroi, des chloroplastes pour la photosynthèse et une grande vacuole centrale, absents des cellules animales.",
              },
              figures: [
                {
                  diagram: "cell-plant",
                  labels: {
                    en: ["Cell wall", "Chloroplast", "Central vacuole", "Nucleus", "Mitochondrion"],
                    fr: ["Paroi cellulaire", "Chloroplaste", "Vacuole centrale", "Noyau", "Mitochondrie"],
                  },
                  caption: {
                    en: "A plant cell has a cell wall, chloroplasts and a large central vacuole in addition to the organelles of animal cells.",
                    fr: "La cellule végétale possède une paroi, des chloroplastes et une grande vacuole centrale, en plus des organites de la cellule animale.",
                  },
                },
                {
                  diagram: "cell-animal",
                  labels: {
                    en: ["Nucleus", "Mitochondrion", "Ribosomes", "Golgi apparatus"],
                    fr: ["Noyau", "Mitochondrie", "Ribosomes", "Appareil de Golgi"],
                  },
                  caption: {
                    en: "In an animal cell, organelles share the work of making proteins and releasing energy.",
                    fr: "Dans la cellule animale, les organites se partagent la fabrication des protéines et la libération d'énergie.",
                  },
                },
              ],
            },
            {
              key: "hs-1-c1-m1-l3",
              title: { en: "The Cell Membrane and Transport", fr: "La membrane cellulaire et le transport" },
              text: {
                en: "The cell membrane is a thin, flexible layer that surrounds every cell. It is made mostly of a double layer of phospholipids, with proteins scattered through it. Because it lets some substances through but not others, the membrane is called selectively permeable.\n\nSome substances cross without any energy from the cell. This is passive transport. In diffusion, particles move from where they are more concentrated to where they are less concentrated. Osmosis is the diffusion of water across a membrane. Small molecules like oxygen pass straight through, while ions and sugars need channel or carrier proteins.\n\nActive transport moves substances against their concentration gradient, from low to high concentration. It needs energy from ATP and uses protein pumps, such as the sodium-potassium pump of animal cells.",
                fr: "La membrane cellulaire est une couche mince et souple qui entoure chaque cellule. Elle est surtout formée d'une double couche de phospholipides, parsemée de protéines. Comme elle laisse passer certaines substances mais pas d'autres, on dit qu'elle est à perméabilité sélective.\n\nCertaines substances la traversent sans que la cellule dépense d'énergie : c'est le transport passif. Dans la diffusion, les particules vont de l'endroit où elles sont plus concentrées vers l'endroit où elles le sont moins. L'osmose est la diffusion de l'eau à travers une membrane. Les petites molécules comme le dioxygène passent directement, alors que les ions et les sucres ont besoin de protéines canaux ou porteuses.\n\nLe transport actif déplace des substances contre leur gradient de concentration, du milieu le moins concentré vers le plus concentré. Il exige l'énergie de l'ATP et fait appel à des pompes protéiques, comme la pompe sodium-potassium des cellules animales.",
              },
              narration: {
                en: "The cell membrane is a phospholipid bilayer that controls what enters and leaves the cell. In passive transport, such as diffusion and osmosis, substances move down their concentration gradient without using energy. Active transport uses ATP and protein pumps to move substances against the gradient.",
                fr: "La membrane cellulaire est une bicouche de phospholipides qui contrôle ce qui entre dans la cellule et ce qui en sort. Dans le transport passif, comme la diffusion et l'osmose, les substances suivent leur gradient de concentration sans énergie. Le transport actif utilise l'ATP et des pompes protéiques pour aller contre ce gradient.",
              },
              figures: [
                {
                  diagram: "membrane",
                  labels: {
                    en: ["Phospholipid bilayer", "Channel protein", "Hydrophilic head", "Hydrophobic tails"],
                    fr: ["Bicouche de phospholipides", "Protéine canal", "Tête hydrophile", "Queues hydrophobes"],
                  },
                  caption: {
                    en: "The cell membrane is a double layer of phospholipids with proteins embedded in it.",
                    fr: "La membrane cellulaire est une double couche de phospholipides dans laquelle sont insérées des protéines.",
                  },
                },
                {
                  diagram: "transport",
                  labels: {
                    en: ["Diffusion", "Osmosis", "Active transport (ATP)"],
                    fr: ["Diffusion", "Osmose", "Transport actif (ATP)"],
                  },
                  caption: {
                    en: "Passive transport follows the concentration gradient, while active transport uses energy to go against it.",
                    fr: "Le transport passif suit le gradient de concentration, alors que le transport actif utilise de l'énergie pour aller dans le sens inverse.",
                  },
                },
              ],
            },
          ],
          quiz: [
            {
              question: { en: "Which statement is part of the cell theory?", fr: "Quel énoncé fait partie de la théorie cellulaire ?" },
              options: [
                { text: { en: "All cells contain chloroplasts.", fr: "Toutes les cellules contiennent des chloroplastes." }, correct: false },
                { text: { en: "Cells can form from non-living matter.", fr: "Des cellules peuvent se former à partir de matière non vivante." }, correct: false },
                { text: { en: "New cells come only from existing cells.", fr: "Toute cellule provient d'une cellule existante." }, correct: true },
                { text: { en: "Only animals are made of cells.", fr: "Seuls les animaux sont formés de cellules." }, correct: false },
              ],
            },
            {
              question: {
                en: "What is the main difference between prokaryotic and eukaryotic cells?",
                fr: "Quelle est la principale différence entre les cellules procaryotes et les cellules eucaryotes ?",
              },
              options: [
                { text: { en: "Prokaryotic cells have no nucleus.", fr: "Les cellules procaryotes n'ont pas de noyau." }, correct: true },
                { text: { en: "Prokaryotic cells have no DNA.", fr: "Les cellules procaryotes n'ont pas d'ADN." }, correct: false },
                { text: { en: "Eukaryotic cells have no cell membrane.", fr: "Les cellules eucaryotes n'ont pas de membrane cellulaire." }, correct: false },
                { text: { en: "Eukaryotic cells have no ribosomes.", fr: "Les cellules eucaryotes n'ont pas de ribosomes." }, correct: false },
              ],
            },
            {
              question: {
                en: "Which organelle is found in plant cells but not in animal cells?",
                fr: "Quel organite trouve-t-on dans les cellules végétales, mais pas dans les cellules animales ?",
              },
              options: [
                { text: { en: "Mitochondrion", fr: "La mitochondrie" }, correct: false },
                { text: { en: "Nucleus", fr: "Le noyau" }, correct: false },
                { text: { en: "Ribosome", fr: "Le ribosome" }, correct: false },
                { text: { en: "Chloroplast", fr: "Le chloroplaste" }, correct: true },
              ],
            },
            {
              question: {
                en: "Which organelle releases energy from food through cellular respiration?",
                fr: "Quel organite libère l'énergie des aliments par la respiration cellulaire ?",
              },
              options: [
                { text: { en: "Golgi apparatus", fr: "L'appareil de Golgi" }, correct: false },
                { text: { en: "Mitochondrion", fr: "La mitochondrie" }, correct: true },
                { text: { en: "Central vacuole", fr: "La vacuole centrale" }, correct: false },
                { text: { en: "Cell wall", fr: "La paroi cellulaire" }, correct: false },
              ],
            },
            {
              question: {
                en: "A cell uses ATP to pump ions from a region of low concentration to a region of high concentration. What is this process called?",
                fr: "Une cellule utilise de l'ATP pour pomper des ions d'un milieu peu concentré vers un milieu plus concentré. Comment appelle-t-on ce processus ?",
              },
              options: [
                { text: { en: "Diffusion", fr: "La diffusion" }, correct: false },
                { text: { en: "Osmosis", fr: "L'osmose" }, correct: false },
                { text: { en: "Active transport", fr: "Le transport actif" }, correct: true },
                { text: { en: "Passive transport", fr: "Le transport passif" }, correct: false },
              ],
            },
          ],
        },
      ],
    },
    {
      key: "hs-1-c2",
      title: { en: "Genetics", fr: "La génétique" },
      modules: [
        {
          key: "hs-1-c2-m1",
          title: { en: "DNA, Cell Division and Inheritance", fr: "ADN, division cellulaire et hérédité" },
          content: {
            en: "Why do children look like their parents, but not exactly? This module explains how DNA stores genetic information, how cells copy and share their DNA when they divide, and how Gregor Mendel's experiments with pea plants revealed the basic rules of inheritance.",
            fr: "Pourquoi les enfants ressemblent-ils à leurs parents sans leur être identiques ? Ce module explique comment l'ADN stocke l'information génétique, comment les cellules copient et répartissent leur ADN lorsqu'elles se divisent, et comment les expériences de Gregor Mendel sur les pois ont révélé les règles de base de l'hérédité.",
          },
          lessons: [
            {
              key: "hs-1-c2-m1-l1",
              title: { en: "DNA: The Molecule of Heredity", fr: "L'ADN, molécule de l'hérédité" },
              text: {
                en: "DNA (deoxyribonucleic acid) carries the instructions for building and running an organism. Its shape is a double helix, like a twisted ladder. The sides of the ladder are made of sugar and phosphate, and each rung is a pair of bases. There are four bases: adenine (A), thymine (T), guanine (G) and cytosine (C). A always pairs with T, and G always pairs with C.\n\nThe order of the bases is a code. A gene is a section of DNA that holds the instructions for one product, usually a protein. In eukaryotic cells, DNA is wound around proteins and packed into chromosomes inside the nucleus.\n\nBefore a cell divides, it copies its DNA. Each strand serves as a template for a new one, so the copies are almost perfect.",
                fr: "L'ADN (acide désoxyribonucléique) contient les instructions pour construire un organisme et le faire fonctionner. Il a la forme d'une double hélice, comme une échelle torsadée. Les montants de l'échelle sont faits de sucre et de phosphate, et chaque barreau est une paire de bases. Il existe quatre bases : l'adénine (A), la thymine (T), la guanine (G) et la cytosine (C). A s'apparie toujours avec T, et G avec C.\n\nL'ordre des bases forme un code. Un gène est une portion d'ADN qui contient les instructions d'un produit, le plus souvent une protéine. Dans les cellules eucaryotes, l'ADN est enroulé autour de protéines et compacté en chromosomes dans le noyau.\n\nAvant de se diviser, la cellule copie son ADN. Chaque brin sert de modèle pour un nouveau brin, si bien que les copies sont presque parfaites.",
              },
              narration: {
                en: "DNA is a double helix shaped like a twisted ladder, with sugar-phosphate sides and rungs made of base pairs: A with T, and G with C. The order of the bases is a code, and a gene is a stretch of DNA that holds the instructions for a protein.",
                fr: "L'ADN est une double hélice en forme d'échelle torsadée, dont les montants sont faits de sucre et de phosphate, et les barreaux, de paires de bases : A avec T, et G avec C. L'ordre des bases forme un code, et un gène est une portion d'ADN qui contient les instructions d'une protéine.",
              },
              figures: [
                {
                  diagram: "dna",
                  labels: {
                    en: ["Sugar-phosphate backbone", "A–T base pair", "G–C base pair"],
                    fr: ["Squelette sucre-phosphate", "Paire A–T", "Paire G–C"],
                  },
                  caption: {
                    en: "DNA is a double helix in which A always pairs with T and G always pairs with C.",
                    fr: "L'ADN est une double hélice dans laquelle A s'apparie toujours avec T, et G avec C.",
                  },
                },
                {
                  diagram: "chromosome",
                  labels: { en: ["Chromosome", "DNA", "Gene"], fr: ["Chromosome", "ADN", "Gène"] },
                  caption: {
                    en: "A chromosome is a long DNA molecule packed with proteins; genes are sections of it.",
                    fr: "Un chromosome est une longue molécule d'ADN compactée avec des protéines ; les gènes en sont des portions.",
                  },
                },
              ],
              structures: [
                {
                  model: "dna-helix",
                  name: { en: "DNA double helix", fr: "Double hélice d'ADN" },
                  description: {
                    en: "A 3D model of a short section of DNA: two sugar-phosphate strands twist around each other, connected by base pairs like the rungs of a ladder.",
                    fr: "Un modèle 3D d'un court segment d'ADN : deux brins sucre-phosphate s'enroulent l'un autour de l'autre, reliés par des paires de bases comme les barreaux d'une échelle.",
                  },
                  ar: true,
                },
              ],
            },
            {
              key: "hs-1-c2-m1-l2",
              title: { en: "Mitosis and Meiosis", fr: "La mitose et la méiose" },
              text: {
                en: "Cells divide so that organisms can grow, repair damage and reproduce. In the cell cycle, a cell spends most of its time in interphase, when it grows and copies its DNA. Then comes mitosis, when the copied chromosomes are separated, followed by cytokinesis, when the cytoplasm splits. The result is two identical daughter cells, each with the same number of chromosomes as the parent cell.\n\nMeiosis is a special type of division that makes sex cells, or gametes: sperm and eggs. It has two divisions and produces four cells, each with half the number of chromosomes. Human body cells have 46 chromosomes, while gametes have 23.\n\nDuring meiosis, chromosomes swap pieces and are sorted randomly, so every gamete is genetically unique.",
                fr: "Les cellules se divisent pour permettre à l'organisme de croître, de réparer ses tissus et de se reproduire. Au cours du cycle cellulaire, la cellule passe la plupart de son temps en interphase : elle grandit et copie son ADN. Vient ensuite la mitose, qui sépare les chromosomes copiés, puis la cytocinèse, qui divise le cytoplasme. On obtient deux cellules filles identiques, qui ont chacune le même nombre de chromosomes que la cellule mère.\n\nLa méiose est un type particulier de division qui produit les cellules sexuelles, ou gamètes : les spermatozoïdes et les ovules. Elle comprend deux divisions et donne quatre cellules qui ont chacune la moitié des chromosomes. Les cellules du corps humain ont 46 chromosomes, et les gamètes, 23.\n\nPendant la méiose, les chromosomes échangent des segments et sont répartis au hasard : chaque gamète est donc génétiquement unique.",
              },
              narration: {
                en: "Mitosis produces two identical cells for growth and repair, each with the full set of chromosomes. Meiosis makes gametes: it has two divisions and produces four cells with half the chromosomes. Because chromosomes swap pieces and sort randomly, every gamete is unique.",
                fr: "La mitose produit deux cellules identiques, avec le jeu complet de chromosomes, pour la croissance et la réparation. La méiose fabrique les gamètes : en deux divisions, elle produit quatre cellules qui ont la moitié des chromosomes. Comme les chromosomes échangent des segments et se répartissent au hasard, chaque gamète est unique.",
              },
              figures: [
                {
                  diagram: "cycle",
                  labels: {
                    en: ["G1: growth", "S: DNA copied", "G2: preparation", "Mitosis", "Cytokinesis"],
                    fr: ["G1 : croissance", "S : copie de l'ADN", "G2 : préparation", "Mitose", "Cytocinèse"],
                  },
                  caption: {
                    en: "The cell cycle: a long interphase (G1, S and G2) followed by mitosis and cytokinesis.",
                    fr: "Le cycle cellulaire : une longue interphase (G1, S et G2), suivie de la mitose et de la cytocinèse.",
                  },
                },
                {
                  diagram: "chromosome",
                  labels: { en: ["Sister chromatids", "Centromere"], fr: ["Chromatides sœurs", "Centromère"] },
                  caption: {
                    en: "After DNA is copied, each chromosome consists of two identical sister chromatids joined at the centromere.",
                    fr: "Après la copie de l'ADN, chaque chromosome est formé de deux chromatides sœurs identiques unies au centromère.",
                  },
                },
              ],
            },
            {
              key: "hs-1-c2-m1-l3",
              title: { en: "Mendel and the Patterns of Inheritance", fr: "Mendel et les lois de l'hérédité" },
              text: {
                en: "In the 1860s, Gregor Mendel crossed pea plants and counted the traits of their offspring. He concluded that traits are controlled by pairs of factors, now called alleles, one from each parent. A dominant allele (written with a capital letter, such as P for purple flowers) hides the effect of a recessive allele (p for white flowers).\n\nAn organism's genotype is its pair of alleles, and its phenotype is the trait you can observe. A plant that is PP or Pp has purple flowers; only pp plants are white. When two Pp plants are crossed, a Punnett square predicts offspring genotypes in a 1 PP : 2 Pp : 1 pp ratio, or about 3 purple plants for every white one.\n\nMendel's rules explain many traits, but others depend on several genes or on the environment.",
                fr: "Dans les années 1860, Gregor Mendel a croisé des plants de pois et compté les caractères de leurs descendants. Il en a conclu que chaque caractère dépend d'une paire de facteurs, aujourd'hui appelés allèles, l'un venant de chaque parent. Un allèle dominant (noté par une majuscule, comme P pour les fleurs violettes) masque l'effet d'un allèle récessif (p pour les fleurs blanches).\n\nLe génotype d'un organisme est sa paire d'allèles, et son phénotype est le caractère observable. Une plante PP ou Pp a des fleurs violettes ; seules les plantes pp ont des fleurs blanches. Quand on croise deux plantes Pp, un échiquier de Punnett prédit des génotypes dans un rapport de 1 PP : 2 Pp : 1 pp, soit environ 3 plantes violettes pour 1 blanche.\n\nLes lois de Mendel expliquent de nombreux caractères, mais d'autres dépendent de plusieurs gènes ou de l'environnement.",
              },
              narration: {
                en: "Mendel showed that traits are controlled by pairs of alleles, one inherited from each parent. A dominant allele hides a recessive one, so crossing two heterozygous pea plants gives about three purple-flowered plants for every white-flowered one.",
                fr: "Mendel a montré que les caractères dépendent de paires d'allèles, l'un venant de chaque parent. Un allèle dominant masque un allèle récessif : le croisement de deux plants de pois hétérozygotes donne donc environ trois plantes à fleurs violettes pour une à fleurs blanches.",
              },
              figures: [
                {
                  diagram: "flow",
                  labels: {
                    en: ["Parents: PP × pp", "F1: all Pp (purple)", "F2: 3 purple : 1 white"],
                    fr: ["Parents : PP × pp", "F1 : tous Pp (violets)", "F2 : 3 violets : 1 blanc"],
                  },
                  caption: {
                    en: "Crossing true-breeding purple and white plants gives an all-purple F1 and a 3 : 1 ratio in the F2.",
                    fr: "Le croisement de lignées pures violettes et blanches donne une F1 entièrement violette et un rapport de 3 : 1 en F2.",
                  },
                },
                {
                  diagram: "chromosome",
                  labels: {
                    en: ["Allele P", "Allele p", "Homologous chromosomes"],
                    fr: ["Allèle P", "Allèle p", "Chromosomes homologues"],
                  },
                  caption: {
                    en: "A heterozygous plant (Pp) carries a different allele of the flower-colour gene on each homologous chromosome.",
                    fr: "Une plante hétérozygote (Pp) porte un allèle différent du gène de la couleur des fleurs sur chacun des chromosomes homologues.",
                  },
                },
              ],
            },
          ],
          quiz: [
            {
              question: {
                en: "One strand of DNA has the sequence A-T-G-C. What is the sequence of the matching strand?",
                fr: "Un brin d'ADN porte la séquence A-T-G-C. Quelle est la séquence du brin complémentaire ?",
              },
              options: [
                { text: { en: "A-T-G-C", fr: "A-T-G-C" }, correct: false },
                { text: { en: "T-A-C-G", fr: "T-A-C-G" }, correct: true },
                { text: { en: "G-C-A-T", fr: "G-C-A-T" }, correct: false },
                { text: { en: "C-G-T-A", fr: "C-G-T-A" }, correct: false },
              ],
            },
            {
              question: { en: "What is a gene?", fr: "Qu'est-ce qu'un gène ?" },
              options: [
                { text: { en: "A type of cell that makes gametes", fr: "Un type de cellule qui produit des gamètes" }, correct: false },
                { text: { en: "A protein that copies DNA", fr: "Une protéine qui copie l'ADN" }, correct: false },
                { text: { en: "One of the four DNA bases", fr: "L'une des quatre bases de l'ADN" }, correct: false },
                {
                  text: {
                    en: "A section of DNA that holds the instructions for a product, usually a protein",
                    fr: "Une portion d'ADN qui contient les instructions d'un produit, le plus souvent une protéine",
                  },
                  correct: true,
                },
              ],
            },
            {
              question: {
                en: "A human skin cell divides by mitosis. How many chromosomes does each daughter cell have?",
                fr: "Une cellule de la peau humaine se divise par mitose. Combien de chromosomes chaque cellule fille possède-t-elle ?",
              },
              options: [
                { text: { en: "46", fr: "46" }, correct: true },
                { text: { en: "23", fr: "23" }, correct: false },
                { text: { en: "92", fr: "92" }, correct: false },
                { text: { en: "12", fr: "12" }, correct: false },
              ],
            },
            {
              question: {
                en: "Which process produces four genetically unique cells with half the number of chromosomes?",
                fr: "Quel processus produit quatre cellules génétiquement uniques qui ont la moitié des chromosomes ?",
              },
              options: [
                { text: { en: "Mitosis", fr: "La mitose" }, correct: false },
                { text: { en: "Cytokinesis", fr: "La cytocinèse" }, correct: false },
                { text: { en: "Meiosis", fr: "La méiose" }, correct: true },
                { text: { en: "DNA replication", fr: "La réplication de l'ADN" }, correct: false },
              ],
            },
            {
              question: {
                en: "Two pea plants with the genotype Pp are crossed. What fraction of the offspring is expected to have white flowers (pp)?",
                fr: "On croise deux plants de pois de génotype Pp. Quelle proportion des descendants devrait avoir des fleurs blanches (pp) ?",
              },
              options: [
                { text: { en: "None", fr: "Aucune" }, correct: false },
                { text: { en: "1/4", fr: "1/4" }, correct: true },
                { text: { en: "1/2", fr: "1/2" }, correct: false },
                { text: { en: "3/4", fr: "3/4" }, correct: false },
              ],
            },
          ],
        },
      ],
    },
  ],
};
