import type { UnitSpec } from "./types";

/** LIFE series, Unit 2: cell structure (chapter 1) and membranes, transport and signalling (chapter 2). */
export const life2: UnitSpec = {
  key: "life-2",
  series: "LIFE",
  order: 2,
  title: { en: "Unit 2: Cells and Membranes", fr: "Unité 2 : Cellules et membranes" },
  summary: {
    en: "Unit 2 explores the cell, the basic unit of life. Chapter 1 introduces cell theory and microscopy, explains why cells are small, contrasts prokaryotic and eukaryotic cells, and tours the organelles and the cytoskeleton. Chapter 2 examines the plasma membrane: its fluid mosaic structure, how substances cross it by passive and active transport, and how cells receive signals and respond to them.",
    fr: "L'unité 2 explore la cellule, l'unité de base du vivant. Le chapitre 1 présente la théorie cellulaire et la microscopie, explique pourquoi les cellules sont petites, compare les cellules procaryotes et eucaryotes, puis passe en revue les organites et le cytosquelette. Le chapitre 2 porte sur la membrane plasmique : sa structure en mosaïque fluide, le passage des substances par transport passif et actif, et la façon dont les cellules reçoivent des signaux et y répondent.",
  },
  additionalInfo: {
    en: "This unit builds on Unit 1: phospholipids, proteins and the hydrophobic effect explain how membranes assemble and why some molecules cross them more easily than others. Each module ends with a short quiz, and the lesson on membrane structure includes a 3D model of a patch of membrane that can be explored in augmented reality.",
    fr: "Cette unité s'appuie sur l'unité 1 : les phospholipides, les protéines et l'effet hydrophobe expliquent comment les membranes s'assemblent et pourquoi certaines molécules les traversent plus facilement que d'autres. Chaque module se termine par un court quiz, et la leçon sur la structure membranaire propose un modèle 3D d'une portion de membrane à explorer en réalité augmentée.",
  },
  sampleVideoDescription: {
    en: "A short tour of the unit, from a bacterium and an animal cell to the phospholipid bilayer and the pumps and receptors embedded in it.",
    fr: "Un bref tour d'horizon de l'unité, d'une bactérie et d'une cellule animale jusqu'à la bicouche phospholipidique, avec les pompes et les récepteurs qui y sont enchâssés.",
  },
  chapters: [
    {
      key: "life-2-c1",
      title: { en: "Cell Structure", fr: "La structure de la cellule" },
      modules: [
        {
          key: "life-2-c1-m1",
          title: { en: "Cell Theory and Cell Types", fr: "La théorie cellulaire et les types de cellules" },
          content: {
            en: "Every organism is made of one or more cells. This module traces how microscopes revealed cells and led to cell theory, explains why most cells are microscopic, and compares the two basic cell plans: the simple prokaryotic cells of bacteria and archaea, and the compartmentalised eukaryotic cells of protists, fungi, plants and animals.",
            fr: "Tout organisme est formé d'une ou de plusieurs cellules. Ce module retrace comment les microscopes ont révélé les cellules et mené à la théorie cellulaire, explique pourquoi la plupart des cellules sont microscopiques et compare les deux grands plans cellulaires : les cellules procaryotes, simples, des bactéries et des archées, et les cellules eucaryotes, compartimentées, des protistes, des champignons, des plantes et des animaux.",
          },
          lessons: [
            {
              key: "life-2-c1-m1-l1",
              title: { en: "Cell Theory and Microscopy", fr: "La théorie cellulaire et la microscopie" },
              text: {
                en: "Cells were discovered with the microscope. In 1665 Robert Hooke described the tiny compartments of cork as cells, and soon afterwards Antoni van Leeuwenhoek observed living microorganisms. In 1838 and 1839 Matthias Schleiden and Theodor Schwann concluded that plants and animals are made of cells, and in 1855 Rudolf Virchow argued that every cell comes from a pre-existing cell. Together these ideas form cell theory: all organisms consist of cells, the cell is the basic unit of life, and new cells arise only by the division of existing cells.\n\nMost cells are too small to see with the naked eye. Light microscopes magnify up to about 1,000 times and can distinguish objects about 0.2 µm apart. Electron microscopes, which use beams of electrons, reveal the details of organelles and even large molecules, and fluorescence microscopy can locate specific proteins in living cells.",
                fr: "Les cellules ont été découvertes grâce au microscope. En 1665, Robert Hooke nomma « cellules » les minuscules compartiments du liège, et peu après, Antoni van Leeuwenhoek observa des microorganismes vivants. En 1838 et 1839, Matthias Schleiden et Theodor Schwann conclurent que les plantes et les animaux sont formés de cellules, et en 1855, Rudolf Virchow affirma que toute cellule provient d'une cellule préexistante. Ensemble, ces idées forment la théorie cellulaire : tous les organismes sont constitués de cellules, la cellule est l'unité de base du vivant, et les nouvelles cellules ne naissent que de la division de cellules existantes.\n\nLa plupart des cellules sont invisibles à l'œil nu. Les microscopes optiques grossissent jusqu'à environ 1 000 fois et distinguent des objets séparés d'environ 0,2 µm. Les microscopes électroniques, qui utilisent des faisceaux d'électrons, révèlent les détails des organites et même de grosses molécules, et la microscopie à fluorescence permet de localiser des protéines précises dans des cellules vivantes.",
              },
              narration: {
                en: "Hooke, Leeuwenhoek, Schleiden, Schwann and Virchow built cell theory: all organisms are made of cells, the cell is the basic unit of life, and cells come only from other cells. Light microscopes reveal cells, while electron microscopes show the fine structure of organelles.",
                fr: "Hooke, Leeuwenhoek, Schleiden, Schwann et Virchow ont bâti la théorie cellulaire : tous les organismes sont faits de cellules, la cellule est l'unité de base du vivant et toute cellule provient d'une autre cellule. Les microscopes optiques révèlent les cellules, et les microscopes électroniques, la structure fine des organites.",
              },
              figures: [
                {
                  diagram: "flow",
                  labels: {
                    en: ["1665: Hooke names cells in cork", "1670s: Leeuwenhoek sees microbes", "1838–1839: Schleiden and Schwann", "1855: Virchow, cells come from cells"],
                    fr: ["1665 : Hooke nomme les cellules du liège", "Années 1670 : Leeuwenhoek voit des microbes", "1838-1839 : Schleiden et Schwann", "1855 : Virchow, toute cellule vient d'une cellule"],
                  },
                  caption: {
                    en: "Key steps in the development of cell theory.",
                    fr: "Les grandes étapes de l'élaboration de la théorie cellulaire.",
                  },
                },
              ],
            },
            {
              key: "life-2-c1-m1-l2",
              title: { en: "Why Cells Are Small", fr: "Pourquoi les cellules sont petites" },
              text: {
                en: "Most cells measure between 1 and 100 µm. Bacteria are typically 1–5 µm long, while animal and plant cells are usually 10–100 µm across. A few cells, such as bird eggs and some nerve cells, are much larger, but they are exceptions.\n\nThe limit on cell size comes from geometry. Everything a cell exchanges with its surroundings, including oxygen, nutrients and wastes, must cross the plasma membrane. As a cell grows, its volume increases with the cube of its width, but its surface area only with the square. A cube 1 µm wide has a surface-area-to-volume ratio of 6:1; a cube 10 µm wide has a ratio of only 0.6:1. A large cell would therefore have too little membrane to serve its cytoplasm. Cells that specialise in exchange, such as those lining the intestine, increase their surface area with folds called microvilli.",
                fr: "La plupart des cellules mesurent entre 1 et 100 µm. Les bactéries font en général de 1 à 5 µm de long, tandis que les cellules animales et végétales mesurent habituellement de 10 à 100 µm. Quelques cellules, comme les œufs d'oiseaux et certains neurones, sont bien plus grandes, mais ce sont des exceptions.\n\nLa taille des cellules est limitée par la géométrie. Tout ce qu'une cellule échange avec son milieu, notamment l'oxygène, les nutriments et les déchets, doit traverser la membrane plasmique. Quand une cellule grandit, son volume augmente comme le cube de sa largeur, mais sa surface seulement comme le carré. Un cube de 1 µm de côté a un rapport surface/volume de 6 pour 1 ; un cube de 10 µm, de 0,6 pour 1 seulement. Une grosse cellule aurait donc trop peu de membrane pour desservir son cytoplasme. Les cellules spécialisées dans les échanges, comme celles qui tapissent l'intestin, augmentent leur surface grâce à des replis appelés microvillosités.",
              },
              narration: {
                en: "Most cells are between 1 and 100 micrometres across. As a cell grows, its volume increases faster than its surface area, so a large cell would have too little membrane to exchange materials with its surroundings. Cells that specialise in absorption add surface with folds called microvilli.",
                fr: "La plupart des cellules mesurent entre 1 et 100 micromètres. Quand une cellule grandit, son volume augmente plus vite que sa surface : une grosse cellule aurait trop peu de membrane pour échanger des substances avec son milieu. Les cellules spécialisées dans l'absorption augmentent leur surface grâce à des replis, les microvillosités.",
              },
              figures: [
                {
                  diagram: "flow",
                  labels: {
                    en: ["≈0.1 µm: virus", "1–5 µm: bacterium", "10–100 µm: animal or plant cell", "≈1 mm: frog egg"],
                    fr: ["≈ 0,1 µm : virus", "1 à 5 µm : bactérie", "10 à 100 µm : cellule animale ou végétale", "≈ 1 mm : œuf de grenouille"],
                  },
                  caption: {
                    en: "Typical sizes of a virus and of different cells, from smallest to largest; viruses themselves are not cells.",
                    fr: "Tailles typiques d'un virus et de différentes cellules, de la plus petite à la plus grande ; les virus eux-mêmes ne sont pas des cellules.",
                  },
                },
              ],
            },
            {
              key: "life-2-c1-m1-l3",
              title: { en: "Prokaryotic Cells", fr: "Les cellules procaryotes" },
              text: {
                en: "All cells share four basic features: a plasma membrane, a semifluid cytosol, DNA that carries their genes, and ribosomes that make proteins. Prokaryotic cells, the cells of bacteria and archaea, have these essentials and a few extras. Their DNA is not enclosed by a membrane but sits in a region of the cytoplasm called the nucleoid, usually as a single circular chromosome. Many also carry small DNA circles called plasmids, which can transfer genes such as those for antibiotic resistance.\n\nMost prokaryotes are surrounded by a rigid cell wall; in bacteria it contains peptidoglycan. Outside the wall, a sticky capsule may help cells adhere to surfaces, and hair-like pili attach them to one another. Many prokaryotes swim using flagella. Prokaryotic cells lack membrane-enclosed organelles and are generally much smaller than eukaryotic cells, but they reproduce quickly and live in almost every habitat on Earth.",
                fr: "Toutes les cellules partagent quatre caractéristiques : une membrane plasmique, un cytosol semi-fluide, de l'ADN porteur de leurs gènes et des ribosomes qui fabriquent les protéines. Les cellules procaryotes, celles des bactéries et des archées, possèdent ces éléments essentiels et quelques autres. Leur ADN n'est pas entouré d'une membrane : il se trouve dans une région du cytoplasme appelée nucléoïde, généralement sous la forme d'un seul chromosome circulaire. Beaucoup portent aussi de petits cercles d'ADN, les plasmides, qui peuvent transmettre des gènes comme ceux de la résistance aux antibiotiques.\n\nLa plupart des procaryotes sont entourés d'une paroi rigide ; chez les bactéries, elle contient du peptidoglycane. À l'extérieur de la paroi, une capsule visqueuse peut aider les cellules à adhérer aux surfaces, et des pili, semblables à des poils, les fixent les unes aux autres. Beaucoup de procaryotes nagent grâce à des flagelles. Les cellules procaryotes n'ont pas d'organites entourés d'une membrane et sont généralement bien plus petites que les cellules eucaryotes, mais elles se reproduisent vite et vivent dans presque tous les milieux de la Terre.",
              },
              narration: {
                en: "Bacteria and archaea have prokaryotic cells. Their DNA lies in a nucleoid region with no surrounding membrane, and many carry extra plasmids. A cell wall, and sometimes a capsule, pili and flagella, surround a cytoplasm that lacks membrane-enclosed organelles.",
                fr: "Les bactéries et les archées sont formées de cellules procaryotes. Leur ADN se trouve dans une région, le nucléoïde, qui n'est entourée d'aucune membrane, et beaucoup portent des plasmides. Une paroi, et parfois une capsule, des pili et des flagelles, entourent un cytoplasme dépourvu d'organites membranaires.",
              },
              figures: [
                {
                  diagram: "cell-prokaryote",
                  labels: {
                    en: ["Nucleoid (DNA)", "Plasmid", "Ribosomes", "Cell wall", "Flagellum"],
                    fr: ["Nucléoïde (ADN)", "Plasmide", "Ribosomes", "Paroi cellulaire", "Flagelle"],
                  },
                  caption: {
                    en: "A rod-shaped bacterium: its DNA lies in the nucleoid, and it has no membrane-enclosed organelles.",
                    fr: "Une bactérie en forme de bâtonnet : son ADN se trouve dans le nucléoïde et elle ne possède aucun organite entouré d'une membrane.",
                  },
                },
              ],
            },
            {
              key: "life-2-c1-m1-l4",
              title: { en: "Eukaryotic Cells", fr: "Les cellules eucaryotes" },
              text: {
                en: "Eukaryotic cells, found in protists, fungi, plants and animals, are usually larger than prokaryotic cells and are divided into compartments by internal membranes. The most prominent compartment is the nucleus, which encloses the DNA. Other membrane-enclosed organelles, such as the endoplasmic reticulum, the Golgi apparatus and mitochondria, provide separate environments in which incompatible processes can run at the same time.\n\nAnimal and plant cells share most organelles but differ in a few. Plant cells have a rigid cellulose cell wall, chloroplasts for photosynthesis and usually a large central vacuole that stores water and helps maintain turgor. Animal cells lack these structures but have lysosomes for digestion and centrosomes with centrioles that organise microtubules. Animal cells are also linked to an extracellular matrix, a network of proteins such as collagen that they secrete.",
                fr: "Les cellules eucaryotes, présentes chez les protistes, les champignons, les plantes et les animaux, sont généralement plus grandes que les cellules procaryotes et sont divisées en compartiments par des membranes internes. Le compartiment le plus visible est le noyau, qui renferme l'ADN. D'autres organites entourés d'une membrane, comme le réticulum endoplasmique, l'appareil de Golgi et les mitochondries, offrent des milieux distincts où des processus incompatibles peuvent se dérouler en même temps.\n\nLes cellules animales et végétales ont la plupart de leurs organites en commun, mais diffèrent sur quelques points. Les cellules végétales ont une paroi rigide de cellulose, des chloroplastes pour la photosynthèse et, en général, une grande vacuole centrale qui stocke l'eau et contribue à la turgescence. Les cellules animales n'ont pas ces structures, mais possèdent des lysosomes pour la digestion et des centrosomes munis de centrioles qui organisent les microtubules. Elles sont aussi liées à une matrice extracellulaire, un réseau de protéines comme le collagène qu'elles sécrètent.",
              },
              narration: {
                en: "Eukaryotic cells are divided by internal membranes into compartments, including the nucleus, the endoplasmic reticulum, the Golgi apparatus and mitochondria. Plant cells add a cellulose wall, chloroplasts and a large central vacuole, while animal cells have lysosomes, centrioles and an extracellular matrix.",
                fr: "Les cellules eucaryotes sont divisées par des membranes internes en compartiments, dont le noyau, le réticulum endoplasmique, l'appareil de Golgi et les mitochondries. Les cellules végétales possèdent en plus une paroi de cellulose, des chloroplastes et une grande vacuole centrale, tandis que les cellules animales ont des lysosomes, des centrioles et une matrice extracellulaire.",
              },
              figures: [
                {
                  diagram: "cell-animal",
                  labels: {
                    en: ["Nucleus", "Mitochondrion", "Lysosome", "Centrosome", "Plasma membrane"],
                    fr: ["Noyau", "Mitochondrie", "Lysosome", "Centrosome", "Membrane plasmique"],
                  },
                  caption: {
                    en: "An animal cell, with a nucleus and membrane-enclosed organelles but no cell wall.",
                    fr: "Une cellule animale, avec un noyau et des organites entourés d'une membrane, mais sans paroi.",
                  },
                },
                {
                  diagram: "cell-plant",
                  labels: {
                    en: ["Cell wall", "Chloroplast", "Central vacuole", "Nucleus"],
                    fr: ["Paroi cellulaire", "Chloroplaste", "Vacuole centrale", "Noyau"],
                  },
                  caption: {
                    en: "A plant cell, with a cell wall, chloroplasts and a large central vacuole.",
                    fr: "Une cellule végétale, avec une paroi, des chloroplastes et une grande vacuole centrale.",
                  },
                },
              ],
            },
          ],
          quiz: [
            {
              question: { en: "Which statement is part of cell theory?", fr: "Quel énoncé fait partie de la théorie cellulaire ?" },
              options: [
                { text: { en: "All cells contain a nucleus.", fr: "Toutes les cellules contiennent un noyau." }, correct: false },
                { text: { en: "All cells arise from pre-existing cells.", fr: "Toute cellule provient d'une cellule préexistante." }, correct: true },
                { text: { en: "Cells can arise spontaneously from non-living matter.", fr: "Des cellules peuvent naître spontanément de la matière inerte." }, correct: false },
                { text: { en: "All cells are surrounded by a cell wall.", fr: "Toutes les cellules sont entourées d'une paroi." }, correct: false },
              ],
            },
            {
              question: {
                en: "If a cube-shaped cell doubles in width, what happens to its surface-area-to-volume ratio?",
                fr: "Si une cellule cubique double de largeur, que devient son rapport surface/volume ?",
              },
              options: [
                { text: { en: "It doubles.", fr: "Il double." }, correct: false },
                { text: { en: "It stays the same.", fr: "Il reste le même." }, correct: false },
                { text: { en: "It quadruples.", fr: "Il quadruple." }, correct: false },
                { text: { en: "It is halved.", fr: "Il est divisé par deux." }, correct: true },
              ],
            },
            {
              question: {
                en: "Which structure is found in both prokaryotic and eukaryotic cells?",
                fr: "Quelle structure trouve-t-on à la fois dans les cellules procaryotes et eucaryotes ?",
              },
              options: [
                { text: { en: "Ribosomes", fr: "Les ribosomes" }, correct: true },
                { text: { en: "A nucleus", fr: "Un noyau" }, correct: false },
                { text: { en: "Mitochondria", fr: "Des mitochondries" }, correct: false },
                { text: { en: "Endoplasmic reticulum", fr: "Un réticulum endoplasmique" }, correct: false },
              ],
            },
            {
              question: { en: "Where is the DNA of a bacterial cell located?", fr: "Où se trouve l'ADN d'une cellule bactérienne ?" },
              options: [
                { text: { en: "In the nucleus", fr: "Dans le noyau" }, correct: false },
                { text: { en: "In the cell wall", fr: "Dans la paroi" }, correct: false },
                { text: { en: "In the nucleoid", fr: "Dans le nucléoïde" }, correct: true },
                { text: { en: "In the mitochondria", fr: "Dans les mitochondries" }, correct: false },
              ],
            },
            {
              question: {
                en: "Which structure would you expect to find in a plant cell but not in an animal cell?",
                fr: "Quelle structure s'attend-on à trouver dans une cellule végétale, mais pas dans une cellule animale ?",
              },
              options: [
                { text: { en: "Mitochondrion", fr: "Une mitochondrie" }, correct: false },
                { text: { en: "Chloroplast", fr: "Un chloroplaste" }, correct: true },
                { text: { en: "Ribosome", fr: "Un ribosome" }, correct: false },
                { text: { en: "Plasma membrane", fr: "Une membrane plasmique" }, correct: false },
              ],
            },
          ],
        },
        {
          key: "life-2-c1-m2",
          title: { en: "Organelles and the Cytoskeleton", fr: "Les organites et le cytosquelette" },
          content: {
            en: "A eukaryotic cell works like a well-organised factory. This module follows genetic information from the nucleus to the ribosomes, traces proteins through the endomembrane system, explains how mitochondria and chloroplasts transform energy, and shows how the cytoskeleton gives the cell its shape and moves materials within it.",
            fr: "Une cellule eucaryote fonctionne comme une usine bien organisée. Ce module suit l'information génétique du noyau jusqu'aux ribosomes, retrace le parcours des protéines dans le système endomembranaire, explique comment les mitochondries et les chloroplastes transforment l'énergie, et montre comment le cytosquelette donne sa forme à la cellule et y déplace des matériaux.",
          },
          lessons: [
            {
              key: "life-2-c1-m2-l1",
              title: { en: "The Nucleus and Ribosomes", fr: "Le noyau et les ribosomes" },
              text: {
                en: "The nucleus contains most of a eukaryotic cell's genes. It is enclosed by the nuclear envelope, a double membrane perforated by nuclear pores that control the traffic of proteins and RNA in and out. Inside, DNA is associated with proteins to form chromatin, which condenses into visible chromosomes when the cell divides. A dense region called the nucleolus assembles the subunits of ribosomes from RNA and proteins.\n\nRibosomes are the machines that build proteins according to instructions carried by messenger RNA. They are not surrounded by a membrane. Free ribosomes, suspended in the cytosol, make proteins that will function there, such as the enzymes of glycolysis. Bound ribosomes, attached to the endoplasmic reticulum or the nuclear envelope, make proteins destined for membranes, for organelles such as lysosomes, or for secretion from the cell.",
                fr: "Le noyau renferme la plupart des gènes d'une cellule eucaryote. Il est délimité par l'enveloppe nucléaire, une double membrane percée de pores nucléaires qui contrôlent les entrées et les sorties de protéines et d'ARN. À l'intérieur, l'ADN est associé à des protéines pour former la chromatine, qui se condense en chromosomes visibles lorsque la cellule se divise. Une région dense, le nucléole, assemble les sous-unités des ribosomes à partir d'ARN et de protéines.\n\nLes ribosomes sont les machines qui fabriquent les protéines selon les instructions portées par l'ARN messager. Ils ne sont pas entourés d'une membrane. Les ribosomes libres, en suspension dans le cytosol, produisent des protéines qui y fonctionneront, comme les enzymes de la glycolyse. Les ribosomes liés, fixés au réticulum endoplasmique ou à l'enveloppe nucléaire, fabriquent des protéines destinées aux membranes, à des organites comme les lysosomes, ou à la sécrétion hors de la cellule.",
              },
              narration: {
                en: "The nucleus stores most of the cell's DNA as chromatin, behind a double membrane pierced by nuclear pores. The nucleolus builds ribosome subunits. Free ribosomes make proteins for the cytosol, while ribosomes bound to the endoplasmic reticulum make proteins for membranes, organelles and secretion.",
                fr: "Le noyau conserve la majeure partie de l'ADN de la cellule sous forme de chromatine, derrière une double membrane percée de pores nucléaires. Le nucléole fabrique les sous-unités des ribosomes. Les ribosomes libres produisent des protéines pour le cytosol, et ceux qui sont liés au réticulum endoplasmique, des protéines destinées aux membranes, aux organites ou à la sécrétion.",
              },
              figures: [
                {
                  diagram: "cell-animal",
                  labels: {
                    en: ["Nucleolus", "Nuclear envelope", "Nucleus", "Ribosomes", "Rough ER"],
                    fr: ["Nucléole", "Enveloppe nucléaire", "Noyau", "Ribosomes", "RE rugueux"],
                  },
                  caption: {
                    en: "The nucleus, with its nucleolus and double envelope, lies beside the ribosome-studded rough ER; other ribosomes float free in the cytosol.",
                    fr: "Le noyau, avec son nucléole et sa double enveloppe, est bordé par le RE rugueux, parsemé de ribosomes ; d'autres ribosomes sont libres dans le cytosol.",
                  },
                },
              ],
            },
            {
              key: "life-2-c1-m2-l2",
              title: { en: "The Endomembrane System", fr: "Le système endomembranaire" },
              text: {
                en: "The endomembrane system is a set of membranes that work together to make, modify and transport proteins and lipids. It includes the nuclear envelope, the endoplasmic reticulum (ER), the Golgi apparatus, lysosomes, vacuoles, vesicles and the plasma membrane.\n\nThe rough ER, studded with ribosomes, makes secreted and membrane proteins, which fold inside its lumen and often receive sugar chains. The smooth ER lacks ribosomes; it synthesises lipids, detoxifies drugs and stores calcium ions. Transport vesicles carry products from the ER to the Golgi apparatus, a stack of flattened sacs that modifies, sorts and packages them. From the Golgi, vesicles travel to other organelles or to the plasma membrane, where they release their contents by exocytosis.\n\nLysosomes are sacs of hydrolytic enzymes that digest particles engulfed by the cell and recycle worn-out organelles.",
                fr: "Le système endomembranaire est un ensemble de membranes qui collaborent pour fabriquer, modifier et transporter des protéines et des lipides. Il comprend l'enveloppe nucléaire, le réticulum endoplasmique (RE), l'appareil de Golgi, les lysosomes, les vacuoles, les vésicules et la membrane plasmique.\n\nLe RE rugueux, parsemé de ribosomes, fabrique les protéines sécrétées et membranaires, qui se replient dans sa lumière et reçoivent souvent des chaînes de sucres. Le RE lisse, dépourvu de ribosomes, synthétise des lipides, détoxifie des médicaments et stocke des ions calcium. Des vésicules de transport acheminent les produits du RE vers l'appareil de Golgi, un empilement de saccules aplatis qui les modifie, les trie et les emballe. Depuis le Golgi, des vésicules gagnent d'autres organites ou la membrane plasmique, où elles libèrent leur contenu par exocytose.\n\nLes lysosomes sont des sacs d'enzymes hydrolytiques qui digèrent les particules englobées par la cellule et recyclent les organites usés.",
              },
              narration: {
                en: "The endomembrane system makes, modifies and ships proteins and lipids. Proteins made on the rough ER travel in vesicles to the Golgi apparatus, which modifies and sorts them for secretion or delivery to other organelles. The smooth ER makes lipids, and lysosomes digest and recycle materials.",
                fr: "Le système endomembranaire fabrique, modifie et expédie des protéines et des lipides. Les protéines produites sur le RE rugueux gagnent l'appareil de Golgi dans des vésicules ; celui-ci les modifie et les trie en vue de leur sécrétion ou de leur livraison à d'autres organites. Le RE lisse fabrique des lipides, et les lysosomes digèrent et recyclent des matériaux.",
              },
              figures: [
                {
                  diagram: "flow",
                  labels: {
                    en: ["Made on the rough ER", "Transport vesicle", "Golgi modifies and sorts", "Secretory vesicle", "Exocytosis"],
                    fr: ["Synthèse sur le RE rugueux", "Vésicule de transport", "Le Golgi modifie et trie", "Vésicule de sécrétion", "Exocytose"],
                  },
                  caption: {
                    en: "The path of a secreted protein through the endomembrane system.",
                    fr: "Le parcours d'une protéine sécrétée dans le système endomembranaire.",
                  },
                },
                {
                  diagram: "cell-animal",
                  labels: {
                    en: ["Rough ER", "Smooth ER", "Golgi apparatus", "Vesicle", "Lysosome"],
                    fr: ["RE rugueux", "RE lisse", "Appareil de Golgi", "Vésicule", "Lysosome"],
                  },
                  caption: {
                    en: "Organelles of the endomembrane system in an animal cell.",
                    fr: "Les organites du système endomembranaire dans une cellule animale.",
                  },
                },
              ],
            },
            {
              key: "life-2-c1-m2-l3",
              title: { en: "Mitochondria and Chloroplasts", fr: "Les mitochondries et les chloroplastes" },
              text: {
                en: "Mitochondria and chloroplasts transform energy. Mitochondria, found in nearly all eukaryotic cells, carry out cellular respiration: they use oxygen to extract energy from sugars and other fuels and store it in ATP. Each mitochondrion has a smooth outer membrane and a highly folded inner membrane; the folds, called cristae, increase the surface available for the enzymes of respiration, and the inner compartment is the matrix.\n\nChloroplasts, found in plants and algae, capture light energy and use it to make sugar by photosynthesis. Inside their double envelope, stacks of membranous sacs called thylakoids hold the green pigment chlorophyll and are surrounded by a fluid called the stroma.\n\nBoth organelles contain their own circular DNA and ribosomes similar to those of bacteria, and both divide by a process resembling binary fission. These features support the endosymbiont theory: mitochondria and chloroplasts descend from prokaryotes engulfed by an ancestral cell.",
                fr: "Les mitochondries et les chloroplastes transforment l'énergie. Les mitochondries, présentes dans presque toutes les cellules eucaryotes, assurent la respiration cellulaire : elles utilisent l'oxygène pour extraire l'énergie des sucres et d'autres carburants et la stocker sous forme d'ATP. Chaque mitochondrie possède une membrane externe lisse et une membrane interne très repliée ; ses replis, les crêtes, augmentent la surface disponible pour les enzymes de la respiration, et le compartiment interne est la matrice.\n\nLes chloroplastes, présents chez les plantes et les algues, captent l'énergie lumineuse et s'en servent pour fabriquer du sucre par photosynthèse. À l'intérieur de leur double enveloppe, des empilements de sacs membranaires, les thylakoïdes, renferment un pigment vert, la chlorophylle, et baignent dans un liquide appelé stroma.\n\nLes deux organites contiennent leur propre ADN circulaire et des ribosomes semblables à ceux des bactéries, et tous deux se divisent par un processus qui ressemble à la scission binaire. Ces caractéristiques appuient la théorie endosymbiotique : mitochondries et chloroplastes descendent de procaryotes englobés par une cellule ancestrale.",
              },
              narration: {
                en: "Mitochondria use oxygen to release energy from fuels and store it as ATP, with the enzymes of respiration packed on their folded inner membrane. Chloroplasts capture light in their thylakoids to make sugar. Both have their own DNA and bacteria-like ribosomes, evidence that they descend from engulfed prokaryotes.",
                fr: "Les mitochondries utilisent l'oxygène pour libérer l'énergie des carburants et la stocker sous forme d'ATP, grâce aux enzymes de leur membrane interne repliée. Les chloroplastes captent la lumière dans leurs thylakoïdes pour fabriquer du sucre. Tous deux possèdent leur propre ADN et des ribosomes de type bactérien, signe qu'ils descendent de procaryotes englobés.",
              },
              figures: [
                {
                  diagram: "mitochondrion",
                  labels: {
                    en: ["Outer membrane", "Inner membrane", "Cristae", "Matrix", "Mitochondrial DNA"],
                    fr: ["Membrane externe", "Membrane interne", "Crêtes", "Matrice", "ADN mitochondrial"],
                  },
                  caption: {
                    en: "A mitochondrion: the folded inner membrane forms cristae that project into the matrix.",
                    fr: "Une mitochondrie : la membrane interne repliée forme des crêtes qui s'avancent dans la matrice.",
                  },
                },
                {
                  diagram: "chloroplast",
                  labels: {
                    en: ["Outer membrane", "Inner membrane", "Thylakoid", "Granum", "Stroma"],
                    fr: ["Membrane externe", "Membrane interne", "Thylakoïde", "Granum", "Stroma"],
                  },
                  caption: {
                    en: "A chloroplast: stacks of thylakoids, called grana, lie in the fluid stroma inside a double envelope.",
                    fr: "Un chloroplaste : des empilements de thylakoïdes, les grana, baignent dans le stroma, à l'intérieur d'une double enveloppe.",
                  },
                },
              ],
            },
            {
              key: "life-2-c1-m2-l4",
              title: { en: "The Cytoskeleton", fr: "Le cytosquelette" },
              text: {
                en: "The cytoskeleton is a network of protein fibres that extends throughout the cytoplasm. It supports the cell, maintains its shape, anchors organelles and, together with motor proteins, produces movement. Many of its fibres can be rapidly assembled and disassembled, so the cell can remodel it as needed.\n\nThree kinds of fibres make up the cytoskeleton. Microtubules, the thickest at about 25 nm, are hollow tubes of tubulin. In animal cells they grow out from the centrosome, guide vesicles carried by motor proteins such as kinesin, separate chromosomes during cell division and form the core of cilia and flagella. Microfilaments, about 7 nm thick, are twisted chains of actin; they support the cell surface and, with myosin, drive muscle contraction and amoeboid movement. Intermediate filaments, 8–12 nm thick, are rope-like fibres that bear tension and anchor the nucleus.",
                fr: "Le cytosquelette est un réseau de fibres protéiques qui parcourt tout le cytoplasme. Il soutient la cellule, maintient sa forme, ancre les organites et, avec les protéines motrices, produit le mouvement. Beaucoup de ses fibres peuvent s'assembler et se désassembler rapidement, si bien que la cellule le remodèle selon ses besoins.\n\nTrois types de fibres forment le cytosquelette. Les microtubules, les plus épais avec environ 25 nm de diamètre, sont des tubes creux de tubuline. Dans les cellules animales, ils partent du centrosome, guident les vésicules transportées par des protéines motrices comme la kinésine, séparent les chromosomes lors de la division cellulaire et forment l'axe des cils et des flagelles. Les microfilaments, d'environ 7 nm, sont des chaînes torsadées d'actine ; ils soutiennent la surface cellulaire et, avec la myosine, assurent la contraction musculaire et le mouvement amiboïde. Les filaments intermédiaires, de 8 à 12 nm, sont des fibres semblables à des cordes qui résistent à la tension et ancrent le noyau.",
              },
              narration: {
                en: "The cytoskeleton is a dynamic network of protein fibres that shapes and supports the cell. Hollow microtubules guide vesicles and separate chromosomes, thin actin microfilaments drive muscle contraction and cell crawling, and rope-like intermediate filaments resist tension.",
                fr: "Le cytosquelette est un réseau dynamique de fibres protéiques qui façonne et soutient la cellule. Les microtubules creux guident les vésicules et séparent les chromosomes, les fins microfilaments d'actine assurent la contraction musculaire et le déplacement des cellules, et les filaments intermédiaires, semblables à des cordes, résistent à la tension.",
              },
              figures: [
                {
                  diagram: "cycle",
                  labels: {
                    en: ["Tubulin subunits add on", "Microtubule grows", "Subunits come off", "Microtubule shrinks"],
                    fr: ["Ajout de sous-unités de tubuline", "Le microtubule s'allonge", "Perte de sous-unités", "Le microtubule raccourcit"],
                  },
                  caption: {
                    en: "Microtubules constantly grow and shrink as tubulin subunits are added and removed.",
                    fr: "Les microtubules s'allongent et raccourcissent sans cesse, à mesure que des sous-unités de tubuline s'ajoutent ou se détachent.",
                  },
                },
                {
                  diagram: "cell-animal",
                  labels: { en: ["Centrosome", "Nucleus", "Plasma membrane"], fr: ["Centrosome", "Noyau", "Membrane plasmique"] },
                  caption: {
                    en: "In animal cells, microtubules grow outward from the centrosome near the nucleus, and actin filaments line the inner face of the plasma membrane.",
                    fr: "Dans les cellules animales, les microtubules partent du centrosome, près du noyau, et les filaments d'actine tapissent la face interne de la membrane plasmique.",
                  },
                },
              ],
            },
          ],
          quiz: [
            {
              question: { en: "Which structure assembles the subunits of ribosomes?", fr: "Quelle structure assemble les sous-unités des ribosomes ?" },
              options: [
                { text: { en: "The Golgi apparatus", fr: "L'appareil de Golgi" }, correct: false },
                { text: { en: "The smooth ER", fr: "Le RE lisse" }, correct: false },
                { text: { en: "The nucleolus", fr: "Le nucléole" }, correct: true },
                { text: { en: "A lysosome", fr: "Un lysosome" }, correct: false },
              ],
            },
            {
              question: {
                en: "Which path does a protein secreted by a pancreatic cell follow?",
                fr: "Quel trajet suit une protéine sécrétée par une cellule du pancréas ?",
              },
              options: [
                {
                  text: { en: "Rough ER → vesicle → Golgi apparatus → plasma membrane", fr: "RE rugueux → vésicule → appareil de Golgi → membrane plasmique" },
                  correct: true,
                },
                {
                  text: { en: "Golgi apparatus → rough ER → lysosome → nucleus", fr: "Appareil de Golgi → RE rugueux → lysosome → noyau" },
                  correct: false,
                },
                {
                  text: { en: "Smooth ER → nucleus → vesicle → plasma membrane", fr: "RE lisse → noyau → vésicule → membrane plasmique" },
                  correct: false,
                },
                {
                  text: { en: "Plasma membrane → Golgi apparatus → rough ER → vesicle", fr: "Membrane plasmique → appareil de Golgi → RE rugueux → vésicule" },
                  correct: false,
                },
              ],
            },
            {
              question: {
                en: "Which observation supports the endosymbiont theory?",
                fr: "Quelle observation appuie la théorie endosymbiotique ?",
              },
              options: [
                {
                  text: { en: "Mitochondria are enclosed by the nuclear envelope.", fr: "Les mitochondries sont entourées par l'enveloppe nucléaire." },
                  correct: false,
                },
                { text: { en: "Chloroplasts are found in all animal cells.", fr: "Toutes les cellules animales contiennent des chloroplastes." }, correct: false },
                { text: { en: "Mitochondria are made by the Golgi apparatus.", fr: "Les mitochondries sont fabriquées par l'appareil de Golgi." }, correct: false },
                {
                  text: {
                    en: "Mitochondria have their own circular DNA and bacteria-like ribosomes.",
                    fr: "Les mitochondries possèdent leur propre ADN circulaire et des ribosomes de type bactérien.",
                  },
                  correct: true,
                },
              ],
            },
            {
              question: {
                en: "Which cytoskeletal fibres, made of actin, work with myosin to contract muscle?",
                fr: "Quelles fibres du cytosquelette, faites d'actine, agissent avec la myosine pour contracter les muscles ?",
              },
              options: [
                { text: { en: "Microtubules", fr: "Les microtubules" }, correct: false },
                { text: { en: "Microfilaments", fr: "Les microfilaments" }, correct: true },
                { text: { en: "Intermediate filaments", fr: "Les filaments intermédiaires" }, correct: false },
                { text: { en: "Centrioles", fr: "Les centrioles" }, correct: false },
              ],
            },
            {
              question: {
                en: "Which organelle contains hydrolytic enzymes that digest engulfed material?",
                fr: "Quel organite contient des enzymes hydrolytiques qui digèrent les substances englobées ?",
              },
              options: [
                { text: { en: "Chloroplast", fr: "Le chloroplaste" }, correct: false },
                { text: { en: "Ribosome", fr: "Le ribosome" }, correct: false },
                { text: { en: "Lysosome", fr: "Le lysosome" }, correct: true },
                { text: { en: "Nucleolus", fr: "Le nucléole" }, correct: false },
              ],
            },
          ],
        },
      ],
    },
    {
      key: "life-2-c2",
      title: { en: "Membranes and Cell Communication", fr: "Les membranes et la communication cellulaire" },
      modules: [
        {
          key: "life-2-c2-m1",
          title: { en: "Membrane Structure and Passive Transport", fr: "Structure membranaire et transport passif" },
          content: {
            en: "The plasma membrane separates the cell from its surroundings while letting it exchange materials with them. This module describes the fluid mosaic model of membrane structure, explains what controls membrane fluidity and permeability, and shows how substances diffuse across membranes without any input of energy, including the movement of water by osmosis.",
            fr: "La membrane plasmique sépare la cellule de son milieu tout en lui permettant d'échanger des substances avec lui. Ce module décrit le modèle de la mosaïque fluide, explique ce qui détermine la fluidité et la perméabilité des membranes, et montre comment des substances diffusent à travers les membranes sans apport d'énergie, notamment l'eau par osmose.",
          },
          lessons: [
            {
              key: "life-2-c2-m1-l1",
              title: { en: "The Fluid Mosaic Model", fr: "Le modèle de la mosaïque fluide" },
              text: {
                en: "Every cell membrane is built on a phospholipid bilayer. In water, phospholipids arrange themselves in two layers, with their hydrophilic phosphate heads facing the watery fluid on either side and their hydrophobic fatty acid tails hidden in the interior. This self-assembling structure forms a barrier about 7–8 nm thick.\n\nThe fluid mosaic model, proposed by Singer and Nicolson in 1972, describes the membrane as a fluid bilayer in which a mosaic of proteins is embedded or attached. Phospholipids and many proteins drift sideways within their layer, but they rarely flip from one layer to the other. In animal cells, cholesterol molecules lie among the phospholipids.\n\nOn the outer surface, short carbohydrate chains attached to proteins and lipids form glycoproteins and glycolipids. These act as identification tags that let cells recognise one another, for example in the immune system.",
                fr: "Toute membrane cellulaire repose sur une bicouche de phospholipides. Dans l'eau, les phospholipides s'organisent en deux couches : leurs têtes phosphate hydrophiles sont tournées vers le liquide aqueux de chaque côté, et leurs queues d'acides gras hydrophobes sont cachées à l'intérieur. Cette structure, qui s'assemble spontanément, forme une barrière d'environ 7 à 8 nm d'épaisseur.\n\nLe modèle de la mosaïque fluide, proposé par Singer et Nicolson en 1972, décrit la membrane comme une bicouche fluide dans laquelle une mosaïque de protéines est enchâssée ou fixée. Les phospholipides et de nombreuses protéines se déplacent latéralement dans leur couche, mais passent rarement d'une couche à l'autre. Dans les cellules animales, des molécules de cholestérol s'intercalent entre les phospholipides.\n\nSur la face externe, de courtes chaînes glucidiques liées à des protéines et à des lipides forment des glycoprotéines et des glycolipides. Elles servent d'étiquettes d'identification qui permettent aux cellules de se reconnaître, par exemple dans le système immunitaire.",
              },
              narration: {
                en: "Membranes are built on a phospholipid bilayer, with hydrophilic heads facing the water and hydrophobic tails hidden inside. In the fluid mosaic model, proteins are embedded in or attached to this fluid layer, and carbohydrate chains on the outer surface act as identification tags.",
                fr: "Les membranes reposent sur une bicouche de phospholipides, têtes hydrophiles tournées vers l'eau et queues hydrophobes cachées à l'intérieur. Selon le modèle de la mosaïque fluide, des protéines sont enchâssées dans cette couche fluide ou fixées à sa surface, et des chaînes glucidiques de la face externe servent d'étiquettes d'identification.",
              },
              figures: [
                {
                  diagram: "membrane",
                  labels: {
                    en: ["Phospholipid bilayer", "Integral protein", "Peripheral protein", "Cholesterol", "Glycoprotein"],
                    fr: ["Bicouche phospholipidique", "Protéine intégrée", "Protéine périphérique", "Cholestérol", "Glycoprotéine"],
                  },
                  caption: {
                    en: "The fluid mosaic model: proteins embedded in or attached to a fluid phospholipid bilayer.",
                    fr: "Le modèle de la mosaïque fluide : des protéines enchâssées dans une bicouche phospholipidique fluide ou fixées à celle-ci.",
                  },
                },
              ],
              structures: [
                {
                  model: "membrane-patch",
                  name: { en: "Patch of plasma membrane", fr: "Portion de membrane plasmique" },
                  description: {
                    en: "A square patch of lipid bilayer: two layers of phospholipids, with red-orange heads facing outward and yellow fatty acid tails pointing toward the middle. A purple transmembrane protein, a bundle of seven helices capped by a globular domain, spans the bilayer.",
                    fr: "Une portion carrée de bicouche lipidique : deux couches de phospholipides, têtes rouge orangé tournées vers l'extérieur et queues d'acides gras jaunes dirigées vers le centre. Une protéine transmembranaire violette, formée d'un faisceau de sept hélices coiffé d'un domaine globulaire, traverse la bicouche.",
                  },
                  ar: true,
                },
              ],
            },
            {
              key: "life-2-c2-m1-l2",
              title: { en: "Membrane Fluidity and Permeability", fr: "Fluidité et perméabilité des membranes" },
              text: {
                en: "A membrane must stay fluid to work properly. Phospholipids with unsaturated fatty acid tails, whose kinks prevent tight packing, keep membranes fluid at lower temperatures. Cholesterol acts as a fluidity buffer: it restrains phospholipid movement at warm temperatures and hinders tight packing in the cold.\n\nMembrane proteins carry out most membrane functions. Integral proteins penetrate the hydrophobic core, and many span the whole membrane; peripheral proteins are loosely bound to the surface. They serve as transporters, enzymes, receptors for signals, junctions between cells and anchors for the cytoskeleton.\n\nThe bilayer itself is selectively permeable. Small nonpolar molecules, such as O₂ and CO₂, dissolve in the lipid core and cross easily. Ions and polar molecules, such as glucose, cross very slowly on their own. Water crosses the bilayer slowly, so cells that move a lot of water use channel proteins called aquaporins.",
                fr: "Une membrane doit rester fluide pour bien fonctionner. Les phospholipides à queues d'acides gras insaturés, dont les coudes empêchent un empilement serré, maintiennent la fluidité des membranes à basse température. Le cholestérol agit comme un tampon de fluidité : il freine le mouvement des phospholipides quand il fait chaud et empêche leur tassement quand il fait froid.\n\nLes protéines membranaires assurent la plupart des fonctions de la membrane. Les protéines intégrées pénètrent dans le cœur hydrophobe, et beaucoup traversent toute la membrane ; les protéines périphériques sont faiblement liées à sa surface. Elles servent de transporteurs, d'enzymes, de récepteurs de signaux, de jonctions entre cellules et de points d'ancrage pour le cytosquelette.\n\nLa bicouche elle-même est à perméabilité sélective. Les petites molécules non polaires, comme O₂ et CO₂, se dissolvent dans le cœur lipidique et la traversent facilement. Les ions et les molécules polaires, comme le glucose, passent très lentement par eux-mêmes. L'eau traverse lentement la bicouche : les cellules qui en échangent beaucoup utilisent des protéines canaux appelées aquaporines.",
              },
              narration: {
                en: "Unsaturated fatty acids and cholesterol keep membranes fluid over a range of temperatures. Integral and peripheral proteins transport substances, catalyse reactions, receive signals and join cells. Small nonpolar molecules cross the bilayer easily, but ions and polar molecules need the help of transport proteins.",
                fr: "Les acides gras insaturés et le cholestérol maintiennent la fluidité des membranes sur une plage de températures. Les protéines intégrées et périphériques transportent des substances, catalysent des réactions, reçoivent des signaux et relient les cellules. Les petites molécules non polaires traversent facilement la bicouche, mais les ions et les molécules polaires ont besoin de protéines de transport.",
              },
              figures: [
                {
                  diagram: "membrane",
                  labels: {
                    en: ["Hydrophilic head", "Hydrophobic tails", "Channel protein", "Extracellular fluid", "Cytoplasm"],
                    fr: ["Tête hydrophile", "Queues hydrophobes", "Protéine canal", "Liquide extracellulaire", "Cytoplasme"],
                  },
                  caption: {
                    en: "Ions and polar molecules need channel or carrier proteins to cross the hydrophobic core of the membrane.",
                    fr: "Les ions et les molécules polaires ont besoin de protéines canaux ou de transporteurs pour traverser le cœur hydrophobe de la membrane.",
                  },
                },
              ],
            },
            {
              key: "life-2-c2-m1-l3",
              title: { en: "Diffusion and Facilitated Diffusion", fr: "La diffusion simple et la diffusion facilitée" },
              text: {
                en: "Molecules are in constant random motion. As a result, a substance tends to spread out until it is evenly distributed, a process called diffusion. A substance diffuses from where it is more concentrated to where it is less concentrated, that is, down its concentration gradient. The cell spends no energy on this, so diffusion across a membrane is called passive transport.\n\nIn simple diffusion, small nonpolar molecules such as oxygen pass directly through the lipid bilayer. Oxygen keeps diffusing into a respiring cell because the cell uses it up, which keeps the internal concentration low.\n\nIons and polar molecules cross by facilitated diffusion, with the help of transport proteins. Channel proteins form hydrophilic pores, such as ion channels that open or close in response to signals. Carrier proteins bind a specific molecule, such as glucose, and change shape to move it across. Both still move substances only down their gradients.",
                fr: "Les molécules sont animées d'un mouvement aléatoire permanent. De ce fait, une substance tend à se répartir jusqu'à être uniformément distribuée : c'est la diffusion. Une substance diffuse de l'endroit où elle est la plus concentrée vers celui où elle l'est moins, c'est-à-dire dans le sens de son gradient de concentration. La cellule n'y dépense aucune énergie ; la diffusion à travers une membrane est donc un transport passif.\n\nDans la diffusion simple, de petites molécules non polaires comme l'oxygène traversent directement la bicouche lipidique. L'oxygène continue de diffuser dans une cellule qui respire parce que celle-ci le consomme, ce qui maintient sa concentration interne basse.\n\nLes ions et les molécules polaires traversent par diffusion facilitée, avec l'aide de protéines de transport. Les protéines canaux forment des pores hydrophiles, comme les canaux ioniques qui s'ouvrent ou se ferment en réponse à des signaux. Les protéines porteuses fixent une molécule précise, comme le glucose, et changent de forme pour lui faire traverser la membrane. Dans les deux cas, les substances ne se déplacent que dans le sens de leur gradient.",
              },
              narration: {
                en: "Diffusion is the net movement of a substance down its concentration gradient, and across a membrane it requires no energy from the cell. Small nonpolar molecules diffuse straight through the bilayer, while ions and polar molecules use channel or carrier proteins in facilitated diffusion.",
                fr: "La diffusion est le déplacement net d'une substance dans le sens de son gradient de concentration ; à travers une membrane, elle ne demande aucune énergie à la cellule. Les petites molécules non polaires traversent directement la bicouche, tandis que les ions et les molécules polaires empruntent des canaux ou des transporteurs : c'est la diffusion facilitée.",
              },
              figures: [
                {
                  diagram: "transport",
                  labels: {
                    en: ["Simple diffusion", "Facilitated diffusion", "Active transport", "High concentration", "Low concentration"],
                    fr: ["Diffusion simple", "Diffusion facilitée", "Transport actif", "Forte concentration", "Faible concentration"],
                  },
                  caption: {
                    en: "Simple and facilitated diffusion move solutes down their concentration gradient; active transport, on the right, moves them against it.",
                    fr: "La diffusion simple et la diffusion facilitée déplacent les solutés dans le sens de leur gradient de concentration ; le transport actif, à droite, les déplace en sens inverse.",
                  },
                },
              ],
            },
            {
              key: "life-2-c2-m1-l4",
              title: { en: "Osmosis and Tonicity", fr: "L'osmose et la tonicité" },
              text: {
                en: "Osmosis is the diffusion of water across a selectively permeable membrane. Water moves from a solution with a lower solute concentration to one with a higher solute concentration, until the concentrations are equal or another force balances the flow.\n\nTonicity describes how a surrounding solution affects a cell's water content. In an isotonic solution, with the same solute concentration as the cell, there is no net water movement. In a hypertonic solution, the cell loses water and shrinks. In a hypotonic solution, water rushes in, and an animal cell such as a red blood cell swells and may burst.\n\nCells with walls respond differently. In a hypotonic solution, a plant cell swells until its wall pushes back and the cell becomes turgid, the healthy state that keeps plants firm. In a hypertonic solution, the membrane pulls away from the wall, a damaging process called plasmolysis.",
                fr: "L'osmose est la diffusion de l'eau à travers une membrane à perméabilité sélective. L'eau se déplace d'une solution moins concentrée en solutés vers une solution plus concentrée, jusqu'à ce que les concentrations s'égalisent ou qu'une autre force équilibre le flux.\n\nLa tonicité décrit l'effet d'une solution environnante sur la teneur en eau d'une cellule. Dans une solution isotonique, dont la concentration en solutés est la même que celle de la cellule, il n'y a pas de mouvement net d'eau. Dans une solution hypertonique, la cellule perd de l'eau et se ratatine. Dans une solution hypotonique, l'eau entre en abondance, et une cellule animale comme un globule rouge gonfle et peut éclater.\n\nLes cellules munies d'une paroi réagissent autrement. Dans une solution hypotonique, une cellule végétale gonfle jusqu'à ce que sa paroi exerce une contre-pression : elle devient turgescente, l'état normal qui maintient les plantes fermes. Dans une solution hypertonique, la membrane se détache de la paroi ; ce phénomène dommageable est la plasmolyse.",
              },
              narration: {
                en: "Osmosis is the diffusion of water across a membrane toward the side with more solute. In a hypotonic solution an animal cell swells and may burst, while a plant cell becomes firm and turgid. In a hypertonic solution cells lose water, and plant cells undergo plasmolysis.",
                fr: "L'osmose est la diffusion de l'eau à travers une membrane vers le côté le plus riche en solutés. Dans une solution hypotonique, une cellule animale gonfle et peut éclater, tandis qu'une cellule végétale devient ferme et turgescente. Dans une solution hypertonique, les cellules perdent de l'eau, et les cellules végétales se plasmolysent.",
              },
              figures: [
                {
                  diagram: "cell-plant",
                  labels: {
                    en: ["Central vacuole", "Cell wall", "Plasma membrane"],
                    fr: ["Vacuole centrale", "Paroi cellulaire", "Membrane plasmique"],
                  },
                  caption: {
                    en: "In a hypotonic solution, water enters the central vacuole and presses the plasma membrane against the cell wall, making the cell turgid.",
                    fr: "Dans une solution hypotonique, l'eau entre dans la vacuole centrale et plaque la membrane plasmique contre la paroi : la cellule devient turgescente.",
                  },
                },
                {
                  diagram: "flow",
                  labels: {
                    en: ["Hypotonic: water enters", "Isotonic: no net movement", "Hypertonic: water leaves"],
                    fr: ["Hypotonique : l'eau entre", "Isotonique : aucun mouvement net", "Hypertonique : l'eau sort"],
                  },
                  caption: {
                    en: "As the solute concentration outside a cell increases, net water movement changes from entering the cell to leaving it.",
                    fr: "À mesure que la concentration en solutés à l'extérieur d'une cellule augmente, le mouvement net de l'eau passe de l'entrée à la sortie de la cellule.",
                  },
                },
              ],
            },
          ],
          quiz: [
            {
              question: {
                en: "In a phospholipid bilayer, where are the fatty acid tails?",
                fr: "Dans une bicouche de phospholipides, où se trouvent les queues d'acides gras ?",
              },
              options: [
                { text: { en: "Facing the extracellular fluid", fr: "Tournées vers le liquide extracellulaire" }, correct: false },
                { text: { en: "In the interior of the membrane, away from water", fr: "À l'intérieur de la membrane, à l'abri de l'eau" }, correct: true },
                { text: { en: "Facing the cytoplasm", fr: "Tournées vers le cytoplasme" }, correct: false },
                { text: { en: "Attached to carbohydrate chains on the outer surface", fr: "Fixées à des chaînes glucidiques sur la face externe" }, correct: false },
              ],
            },
            {
              question: { en: "How does cholesterol affect animal cell membranes?", fr: "Quel est l'effet du cholestérol sur les membranes des cellules animales ?" },
              options: [
                { text: { en: "It forms channels for ions.", fr: "Il forme des canaux pour les ions." }, correct: false },
                { text: { en: "It makes the membrane completely rigid.", fr: "Il rend la membrane complètement rigide." }, correct: false },
                { text: { en: "It carries glucose across the membrane.", fr: "Il fait traverser la membrane au glucose." }, correct: false },
                {
                  text: {
                    en: "It buffers fluidity, limiting changes when the temperature rises or falls.",
                    fr: "Il tamponne la fluidité, limitant ses variations quand la température monte ou baisse.",
                  },
                  correct: true,
                },
              ],
            },
            {
              question: {
                en: "Which of these crosses a pure phospholipid bilayer most easily?",
                fr: "Laquelle de ces substances traverse le plus facilement une bicouche de phospholipides pure ?",
              },
              options: [
                { text: { en: "Oxygen (O₂)", fr: "L'oxygène (O₂)" }, correct: true },
                { text: { en: "Sodium ions (Na⁺)", fr: "Les ions sodium (Na⁺)" }, correct: false },
                { text: { en: "Glucose", fr: "Le glucose" }, correct: false },
                { text: { en: "A protein", fr: "Une protéine" }, correct: false },
              ],
            },
            {
              question: { en: "Which statement about facilitated diffusion is true?", fr: "Quel énoncé sur la diffusion facilitée est vrai ?" },
              options: [
                { text: { en: "It requires ATP.", fr: "Elle nécessite de l'ATP." }, correct: false },
                {
                  text: { en: "It moves substances against their concentration gradient.", fr: "Elle déplace des substances contre leur gradient de concentration." },
                  correct: false,
                },
                {
                  text: {
                    en: "It uses transport proteins but moves substances only down their gradient.",
                    fr: "Elle fait appel à des protéines de transport, mais ne déplace les substances que dans le sens de leur gradient.",
                  },
                  correct: true,
                },
                { text: { en: "It occurs only for nonpolar molecules.", fr: "Elle ne concerne que les molécules non polaires." }, correct: false },
              ],
            },
            {
              question: {
                en: "A red blood cell placed in distilled water swells and bursts. Relative to the cell, the water was:",
                fr: "Un globule rouge placé dans de l'eau distillée gonfle et éclate. Par rapport à la cellule, l'eau était :",
              },
              options: [
                { text: { en: "isotonic", fr: "isotonique" }, correct: false },
                { text: { en: "hypotonic", fr: "hypotonique" }, correct: true },
                { text: { en: "hypertonic", fr: "hypertonique" }, correct: false },
                { text: { en: "saturated with salt", fr: "saturée en sel" }, correct: false },
              ],
            },
          ],
        },
        {
          key: "life-2-c2-m2",
          title: { en: "Active Transport and Cell Signalling", fr: "Transport actif et signalisation cellulaire" },
          content: {
            en: "Cells do not simply wait for substances to diffuse in and out. This module explains how membrane pumps use energy to move substances against their gradients, how vesicles carry large cargo across the membrane, and how cells detect chemical signals and convert them into specific responses.",
            fr: "Les cellules ne se contentent pas d'attendre que les substances diffusent. Ce module explique comment des pompes membranaires utilisent de l'énergie pour déplacer des substances contre leur gradient, comment des vésicules font traverser la membrane à de grosses cargaisons, et comment les cellules détectent des signaux chimiques et les convertissent en réponses précises.",
          },
          lessons: [
            {
              key: "life-2-c2-m2-l1",
              title: { en: "Active Transport and the Sodium–Potassium Pump", fr: "Le transport actif et la pompe sodium-potassium" },
              text: {
                en: "Active transport moves a solute against its concentration gradient, from the side where it is less concentrated to the side where it is more concentrated. Like pushing a ball uphill, this requires energy, usually supplied by ATP, and it is always carried out by specific carrier proteins called pumps.\n\nThe sodium–potassium pump of animal cells is the classic example. In each cycle, the pump binds three sodium ions inside the cell, is phosphorylated by ATP, changes shape and releases the sodium ions outside. It then binds two potassium ions from outside, releases its phosphate, returns to its original shape and releases the potassium ions inside.\n\nBecause it exports three positive charges for every two it imports, the pump helps make the inside of the cell negative relative to the outside. This membrane potential, together with the ion gradients, stores energy that nerve cells use to send signals.",
                fr: "Le transport actif déplace un soluté contre son gradient de concentration, du côté où il est le moins concentré vers celui où il l'est le plus. Comme pousser une balle vers le haut d'une pente, cela exige de l'énergie, généralement fournie par l'ATP, et ce travail est toujours effectué par des protéines porteuses spécifiques appelées pompes.\n\nLa pompe sodium-potassium des cellules animales en est l'exemple classique. À chaque cycle, la pompe fixe trois ions sodium à l'intérieur de la cellule, est phosphorylée par l'ATP, change de forme et libère les ions sodium à l'extérieur. Elle fixe ensuite deux ions potassium venus de l'extérieur, libère son phosphate, reprend sa forme initiale et relâche les ions potassium à l'intérieur.\n\nComme elle exporte trois charges positives pour deux importées, la pompe contribue à rendre l'intérieur de la cellule négatif par rapport à l'extérieur. Ce potentiel de membrane, associé aux gradients d'ions, stocke une énergie que les neurones utilisent pour transmettre des signaux.",
              },
              narration: {
                en: "Active transport uses energy, usually from ATP, to pump solutes against their concentration gradients. The sodium–potassium pump exports three sodium ions and imports two potassium ions per cycle, helping to create the membrane potential that nerve cells use to send signals.",
                fr: "Le transport actif utilise de l'énergie, généralement fournie par l'ATP, pour pomper des solutés contre leur gradient de concentration. À chaque cycle, la pompe sodium-potassium exporte trois ions sodium et importe deux ions potassium, ce qui contribue à créer le potentiel de membrane qu'utilisent les neurones pour transmettre des signaux.",
              },
              figures: [
                {
                  diagram: "transport",
                  labels: {
                    en: ["Passive transport", "Sodium–potassium pump", "Energy from ATP", "High concentration", "Low concentration"],
                    fr: ["Transport passif", "Pompe sodium-potassium", "Énergie de l'ATP", "Forte concentration", "Faible concentration"],
                  },
                  caption: {
                    en: "Passive transport runs down a concentration gradient, while a pump uses ATP to move ions against their gradient.",
                    fr: "Le transport passif suit le gradient de concentration, tandis qu'une pompe utilise l'ATP pour déplacer des ions contre leur gradient.",
                  },
                },
                {
                  diagram: "cycle",
                  labels: {
                    en: ["3 Na⁺ bind inside", "ATP phosphorylates the pump", "3 Na⁺ released outside", "2 K⁺ bind outside", "Phosphate released", "2 K⁺ released inside"],
                    fr: ["3 Na⁺ se fixent à l'intérieur", "L'ATP phosphoryle la pompe", "3 Na⁺ libérés à l'extérieur", "2 K⁺ se fixent à l'extérieur", "Libération du phosphate", "2 K⁺ libérés à l'intérieur"],
                  },
                  caption: {
                    en: "One cycle of the sodium–potassium pump, which repeats as long as ATP is available.",
                    fr: "Un cycle de la pompe sodium-potassium, qui se répète tant que de l'ATP est disponible.",
                  },
                },
              ],
            },
            {
              key: "life-2-c2-m2-l2",
              title: { en: "Cotransport, Exocytosis and Endocytosis", fr: "Cotransport, exocytose et endocytose" },
              text: {
                en: "A gradient built by one pump can drive the transport of other solutes. In plants, a proton pump uses ATP to push H⁺ out of the cell. As H⁺ flows back in through a cotransporter, it brings sucrose with it, even against the sucrose gradient. This coupling is called cotransport; a similar sodium–glucose cotransporter lets intestinal cells absorb glucose.\n\nLarge molecules such as proteins and polysaccharides cross the membrane in vesicles, which also requires energy. In exocytosis, vesicles fuse with the plasma membrane and release their contents outside, as when pancreatic cells secrete insulin. In endocytosis, the cell takes in material by folding its membrane inward. In phagocytosis, a cell engulfs large particles or whole bacteria; in pinocytosis, it gulps droplets of fluid. In receptor-mediated endocytosis, receptors gather specific molecules, such as cholesterol-carrying LDL particles, into coated pits that pinch off as vesicles.",
                fr: "Un gradient créé par une pompe peut alimenter le transport d'autres solutés. Chez les plantes, une pompe à protons utilise l'ATP pour expulser des H⁺ hors de la cellule. Lorsque les H⁺ reviennent par un cotransporteur, ils entraînent du saccharose avec eux, même contre le gradient de ce sucre. Ce couplage est appelé cotransport ; un cotransporteur sodium-glucose semblable permet aux cellules intestinales d'absorber le glucose.\n\nLes grosses molécules, comme les protéines et les polysaccharides, traversent la membrane dans des vésicules, ce qui exige aussi de l'énergie. Dans l'exocytose, des vésicules fusionnent avec la membrane plasmique et libèrent leur contenu à l'extérieur, comme lorsque les cellules du pancréas sécrètent l'insuline. Dans l'endocytose, la cellule fait entrer des substances en repliant sa membrane vers l'intérieur. Par phagocytose, elle englobe de grosses particules, voire des bactéries entières ; par pinocytose, elle absorbe des gouttelettes de liquide. Dans l'endocytose par récepteurs, des récepteurs regroupent des molécules précises, comme les particules de LDL qui transportent le cholestérol, dans des puits tapissés qui se détachent en vésicules.",
              },
              narration: {
                en: "In cotransport, a gradient built by one pump drives the uptake of another solute, such as sucrose in plants. Large molecules cross in vesicles: exocytosis releases them, while phagocytosis, pinocytosis and receptor-mediated endocytosis bring material into the cell.",
                fr: "Dans le cotransport, un gradient créé par une pompe entraîne l'absorption d'un autre soluté, comme le saccharose chez les plantes. Les grosses molécules traversent dans des vésicules : l'exocytose les libère, tandis que la phagocytose, la pinocytose et l'endocytose par récepteurs font entrer des substances dans la cellule.",
              },
              figures: [
                {
                  diagram: "flow",
                  labels: {
                    en: ["Proton pump exports H⁺", "H⁺ gradient stores energy", "H⁺ returns via cotransporter", "Sucrose enters the cell"],
                    fr: ["La pompe à protons exporte des H⁺", "Le gradient de H⁺ stocke de l'énergie", "Retour des H⁺ par le cotransporteur", "Le saccharose entre dans la cellule"],
                  },
                  caption: {
                    en: "Cotransport in plant cells: the energy stored in an H⁺ gradient drives the uptake of sucrose.",
                    fr: "Le cotransport dans les cellules végétales : l'énergie stockée dans un gradient de H⁺ alimente l'absorption du saccharose.",
                  },
                },
                {
                  diagram: "flow",
                  labels: {
                    en: ["Ligands bind receptors", "Coated pit forms", "Vesicle pinches off", "Cargo delivered inside"],
                    fr: ["Fixation des ligands aux récepteurs", "Formation d'un puits tapissé", "Détachement de la vésicule", "Livraison de la cargaison"],
                  },
                  caption: {
                    en: "The steps of receptor-mediated endocytosis.",
                    fr: "Les étapes de l'endocytose par récepteurs.",
                  },
                },
              ],
            },
            {
              key: "life-2-c2-m2-l3",
              title: { en: "Cell Signalling and Receptors", fr: "La signalisation cellulaire et les récepteurs" },
              text: {
                en: "Cells constantly communicate with chemical signals. Neighbouring cells may signal through direct contact or through gap junctions. Local regulators, such as growth factors, act on nearby cells, and neurotransmitters cross the narrow gap of a synapse. Hormones travel through the blood to distant target cells.\n\nWhatever the signal, the process has three stages: reception, transduction and response. Reception occurs when a signalling molecule, or ligand, binds a specific receptor protein and changes its shape. Most receptors sit in the plasma membrane. G protein-coupled receptors activate a G protein that relays the signal; receptor tyrosine kinases phosphorylate themselves and other proteins; and ligand-gated ion channels open to let ions flow. Small or hydrophobic signals, such as steroid hormones, instead cross the membrane and bind receptors inside the cell, often forming complexes that act as transcription factors and switch genes on.",
                fr: "Les cellules communiquent sans cesse au moyen de signaux chimiques. Des cellules voisines peuvent échanger des signaux par contact direct ou par des jonctions communicantes. Les médiateurs locaux, comme les facteurs de croissance, agissent sur les cellules proches, et les neurotransmetteurs franchissent l'étroit espace d'une synapse. Les hormones voyagent dans le sang jusqu'à des cellules cibles éloignées.\n\nQuel que soit le signal, le processus comprend trois étapes : la réception, la transduction et la réponse. La réception a lieu lorsqu'une molécule signal, ou ligand, se fixe à une protéine réceptrice spécifique, dont elle modifie la forme. La plupart des récepteurs se trouvent dans la membrane plasmique. Les récepteurs couplés aux protéines G activent une protéine G qui relaie le signal ; les récepteurs à activité tyrosine kinase se phosphorylent eux-mêmes et phosphorylent d'autres protéines ; les canaux ioniques activés par un ligand s'ouvrent pour laisser passer des ions. Les signaux petits ou hydrophobes, comme les hormones stéroïdes, traversent plutôt la membrane et se fixent à des récepteurs intracellulaires, formant souvent des complexes qui agissent comme facteurs de transcription et activent des gènes.",
              },
              narration: {
                en: "Cells signal by direct contact, by local regulators and by hormones carried in the blood. Signalling has three stages: reception, transduction and response. Most signals bind receptors in the plasma membrane, such as G protein-coupled receptors, while steroid hormones cross the membrane to reach receptors inside the cell.",
                fr: "Les cellules communiquent par contact direct, par des médiateurs locaux et par des hormones transportées par le sang. La signalisation comprend trois étapes : la réception, la transduction et la réponse. La plupart des signaux se fixent à des récepteurs membranaires, comme les récepteurs couplés aux protéines G, tandis que les hormones stéroïdes atteignent des récepteurs situés dans la cellule.",
              },
              figures: [
                {
                  diagram: "flow",
                  labels: {
                    en: ["Reception: ligand binds receptor", "Transduction: relay molecules", "Response: cell activity changes"],
                    fr: ["Réception : le ligand se fixe au récepteur", "Transduction : molécules relais", "Réponse : l'activité cellulaire change"],
                  },
                  caption: {
                    en: "The three stages of cell signalling.",
                    fr: "Les trois étapes de la signalisation cellulaire.",
                  },
                },
                {
                  diagram: "cycle",
                  labels: {
                    en: ["Ligand binds the receptor", "G protein swaps GDP for GTP", "G protein activates an enzyme", "G protein turns off after GTP hydrolysis"],
                    fr: ["Le ligand se fixe au récepteur", "La protéine G échange son GDP contre un GTP", "La protéine G active une enzyme", "La protéine G s'inactive après hydrolyse du GTP"],
                  },
                  caption: {
                    en: "A G protein acts as a molecular switch: it is on when bound to GTP and off when bound to GDP.",
                    fr: "La protéine G agit comme un interrupteur moléculaire : active quand elle porte un GTP, inactive quand elle porte un GDP.",
                  },
                },
              ],
            },
            {
              key: "life-2-c2-m2-l4",
              title: { en: "Signal Transduction and Response", fr: "La transduction du signal et la réponse" },
              text: {
                en: "Once a receptor is activated, the signal is usually passed along a chain of relay molecules called a signal transduction pathway. Many pathways are phosphorylation cascades: a protein kinase transfers a phosphate group from ATP to the next kinase, activating it, and so on down the line. Protein phosphatases remove the phosphates, switching the pathway off when the signal is gone.\n\nSmall, non-protein molecules called second messengers, such as cyclic AMP (cAMP) and calcium ions, spread the signal quickly through the cytosol. When epinephrine binds its receptor on a liver cell, a G protein activates adenylyl cyclase, which makes cAMP from ATP. cAMP activates protein kinase A, which starts a cascade that leads to the breakdown of glycogen into glucose.\n\nAt each step one molecule activates many, so the signal is amplified: a few hormone molecules can mobilise millions of glucose molecules.",
                fr: "Une fois le récepteur activé, le signal est généralement transmis par une chaîne de molécules relais appelée voie de transduction du signal. Beaucoup de ces voies sont des cascades de phosphorylation : une protéine kinase transfère un groupement phosphate de l'ATP à la kinase suivante, ce qui l'active, et ainsi de suite. Des protéines phosphatases retirent les phosphates et désactivent la voie lorsque le signal disparaît.\n\nDe petites molécules non protéiques, les seconds messagers, comme l'AMP cyclique (AMPc) et les ions calcium, propagent rapidement le signal dans le cytosol. Lorsque l'adrénaline (ou épinéphrine) se fixe à son récepteur sur une cellule du foie, une protéine G active l'adénylate cyclase, qui produit de l'AMPc à partir d'ATP. L'AMPc active la protéine kinase A, qui déclenche une cascade aboutissant à la dégradation du glycogène en glucose.\n\nÀ chaque étape, une molécule en active plusieurs : le signal est amplifié, si bien que quelques molécules d'hormone peuvent mobiliser des millions de molécules de glucose.",
              },
              narration: {
                en: "Inside the cell, relay molecules pass the signal along, often in a cascade in which protein kinases phosphorylate one another. Second messengers such as cyclic AMP spread the signal quickly. Because each step activates many molecules, a few hormone molecules can trigger a large response, such as glycogen breakdown in the liver.",
                fr: "Dans la cellule, des molécules relais transmettent le signal, souvent sous forme de cascade où des protéines kinases se phosphorylent les unes les autres. Des seconds messagers comme l'AMP cyclique propagent rapidement le signal. Comme chaque étape active de nombreuses molécules, quelques molécules d'hormone peuvent déclencher une forte réponse, comme la dégradation du glycogène dans le foie.",
              },
              figures: [
                {
                  diagram: "flow",
                  labels: {
                    en: ["Epinephrine binds receptor", "G protein activated", "Adenylyl cyclase makes cAMP", "Protein kinase A activated", "Glycogen broken down"],
                    fr: ["L'adrénaline se fixe au récepteur", "Activation de la protéine G", "L'adénylate cyclase produit l'AMPc", "Activation de la protéine kinase A", "Dégradation du glycogène"],
                  },
                  caption: {
                    en: "The epinephrine pathway in a liver cell, from reception to response.",
                    fr: "La voie de l'adrénaline dans une cellule du foie, de la réception à la réponse.",
                  },
                },
                {
                  diagram: "cycle",
                  labels: {
                    en: ["Kinase adds a phosphate", "Protein active", "Phosphatase removes the phosphate", "Protein inactive"],
                    fr: ["Une kinase ajoute un phosphate", "Protéine active", "Une phosphatase retire le phosphate", "Protéine inactive"],
                  },
                  caption: {
                    en: "Kinases and phosphatases switch relay proteins on and off.",
                    fr: "Les kinases et les phosphatases activent et désactivent les protéines relais.",
                  },
                },
              ],
            },
          ],
          quiz: [
            {
              question: {
                en: "What distinguishes active transport from facilitated diffusion?",
                fr: "Qu'est-ce qui distingue le transport actif de la diffusion facilitée ?",
              },
              options: [
                { text: { en: "Active transport uses no proteins.", fr: "Le transport actif ne fait appel à aucune protéine." }, correct: false },
                { text: { en: "Active transport moves only water.", fr: "Le transport actif ne déplace que de l'eau." }, correct: false },
                {
                  text: { en: "Active transport moves solutes down their gradient, only faster.", fr: "Le transport actif déplace les solutés dans le sens de leur gradient, mais plus vite." },
                  correct: false,
                },
                {
                  text: {
                    en: "Active transport requires energy and moves solutes against their gradient.",
                    fr: "Le transport actif exige de l'énergie et déplace les solutés contre leur gradient.",
                  },
                  correct: true,
                },
              ],
            },
            {
              question: { en: "In each cycle, the sodium–potassium pump:", fr: "À chaque cycle, la pompe sodium-potassium :" },
              options: [
                { text: { en: "exports 3 Na⁺ and imports 2 K⁺", fr: "exporte 3 Na⁺ et importe 2 K⁺" }, correct: true },
                { text: { en: "exports 2 Na⁺ and imports 3 K⁺", fr: "exporte 2 Na⁺ et importe 3 K⁺" }, correct: false },
                { text: { en: "imports 3 Na⁺ and exports 2 K⁺", fr: "importe 3 Na⁺ et exporte 2 K⁺" }, correct: false },
                { text: { en: "exchanges 1 Na⁺ for 1 K⁺ without using ATP", fr: "échange 1 Na⁺ contre 1 K⁺ sans utiliser d'ATP" }, correct: false },
              ],
            },
            {
              question: {
                en: "A white blood cell engulfs a whole bacterium. Which process is this?",
                fr: "Un globule blanc englobe une bactérie entière. De quel processus s'agit-il ?",
              },
              options: [
                { text: { en: "Exocytosis", fr: "L'exocytose" }, correct: false },
                { text: { en: "Pinocytosis", fr: "La pinocytose" }, correct: false },
                { text: { en: "Phagocytosis", fr: "La phagocytose" }, correct: true },
                { text: { en: "Osmosis", fr: "L'osmose" }, correct: false },
              ],
            },
            {
              question: {
                en: "What are the three stages of cell signalling, in order?",
                fr: "Quelles sont, dans l'ordre, les trois étapes de la signalisation cellulaire ?",
              },
              options: [
                { text: { en: "Response, reception, transduction", fr: "Réponse, réception, transduction" }, correct: false },
                { text: { en: "Reception, transduction, response", fr: "Réception, transduction, réponse" }, correct: true },
                { text: { en: "Transduction, reception, response", fr: "Transduction, réception, réponse" }, correct: false },
                { text: { en: "Reception, response, transduction", fr: "Réception, réponse, transduction" }, correct: false },
              ],
            },
            {
              question: {
                en: "Why can a few molecules of epinephrine cause the release of millions of glucose molecules?",
                fr: "Pourquoi quelques molécules d'adrénaline peuvent-elles entraîner la libération de millions de molécules de glucose ?",
              },
              options: [
                { text: { en: "Epinephrine is itself converted into glucose.", fr: "L'adrénaline est elle-même transformée en glucose." }, correct: false },
                { text: { en: "Epinephrine molecules divide inside the cell.", fr: "Les molécules d'adrénaline se divisent dans la cellule." }, correct: false },
                { text: { en: "Each epinephrine molecule binds millions of receptors.", fr: "Chaque molécule d'adrénaline se fixe à des millions de récepteurs." }, correct: false },
                {
                  text: {
                    en: "Each step of the transduction pathway activates many molecules, amplifying the signal.",
                    fr: "Chaque étape de la voie de transduction active de nombreuses molécules, ce qui amplifie le signal.",
                  },
                  correct: true,
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};
