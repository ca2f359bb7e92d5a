import type { UnitSpec } from "./types";

/** LIFE series, Unit 3: energy, enzymes and metabolism (chapter 1), respiration and photosynthesis (chapter 2). */
export const life3: UnitSpec = {
  key: "life-3",
  series: "LIFE",
  order: 3,
  title: { en: "Unit 3: Energy and Metabolism", fr: "Unité 3 : Énergie et métabolisme" },
  summary: {
    en: "Unit 3 follows energy through living cells. Chapter 1 introduces the laws of thermodynamics, free energy and ATP, then explains how enzymes lower activation energy and how cells regulate them. Chapter 2 traces how cellular respiration harvests the energy of glucose through glycolysis, the Krebs cycle and oxidative phosphorylation, and how photosynthesis captures light energy to build sugars in the chloroplast.",
    fr: "L'unité 3 suit le parcours de l'énergie dans les cellules vivantes. Le chapitre 1 présente les principes de la thermodynamique, l'énergie libre et l'ATP, puis explique comment les enzymes abaissent l'énergie d'activation et comment la cellule régule leur activité. Le chapitre 2 montre comment la respiration cellulaire récupère l'énergie du glucose par la glycolyse, le cycle de Krebs et la phosphorylation oxydative, et comment la photosynthèse capte l'énergie lumineuse pour fabriquer des sucres dans le chloroplaste.",
  },
  additionalInfo: {
    en: "This unit builds on Units 1 and 2, especially the structure of proteins, membranes and organelles such as mitochondria and chloroplasts. Keep track of the electron carriers NADH, FADH₂ and NADPH: they link the stages of respiration and photosynthesis. Each module ends with a short quiz, and two lessons include 3D models, an ATP molecule and a chloroplast, that can be explored in augmented reality.",
    fr: "Cette unité s'appuie sur les unités 1 et 2, en particulier sur la structure des protéines, des membranes et des organites comme les mitochondries et les chloroplastes. Suivez attentivement les transporteurs d'électrons NADH, FADH₂ et NADPH : ils relient entre elles les étapes de la respiration et de la photosynthèse. Chaque module se termine par un court quiz, et deux leçons proposent des modèles 3D, une molécule d'ATP et un chloroplaste, à explorer en réalité augmentée.",
  },
  sampleVideoDescription: {
    en: "A narrated introduction to the unit showing how cells convert the energy of food and sunlight into forms they can use to grow, move and divide.",
    fr: "Une introduction commentée à l'unité, qui montre comment les cellules convertissent l'énergie des aliments et de la lumière en formes utilisables pour croître, se déplacer et se diviser.",
  },
  chapters: [
    {
      key: "life-3-c1",
      title: { en: "Energy, Enzymes and Metabolism", fr: "Énergie, enzymes et métabolisme" },
      modules: [
        {
          key: "life-3-c1-m1",
          title: { en: "Energy and the Laws of Thermodynamics", fr: "L'énergie et les principes de la thermodynamique" },
          content: {
            en: "Every living cell must constantly capture, store and spend energy. This module introduces the forms of energy that cells use, the two laws of thermodynamics that govern every energy transformation, the concept of free energy that predicts whether a reaction can occur spontaneously, and ATP, the molecule that couples energy-releasing reactions to the work of the cell.",
            fr: "Toute cellule vivante doit sans cesse capter, stocker et dépenser de l'énergie. Ce module présente les formes d'énergie utilisées par les cellules, les deux principes de la thermodynamique qui régissent toute transformation d'énergie, la notion d'énergie libre, qui permet de prédire si une réaction peut se produire spontanément, et l'ATP, la molécule qui couple les réactions libérant de l'énergie au travail cellulaire.",
          },
          lessons: [
            {
              key: "life-3-c1-m1-l1",
              title: { en: "Energy and Metabolism", fr: "Énergie et métabolisme" },
              text: {
                en: "Energy is the capacity to do work. Kinetic energy is the energy of motion, such as heat or the contraction of muscle fibres, while potential energy is stored energy that depends on position or structure. Chemical energy is a form of potential energy held in the arrangement of atoms and bonds in molecules such as glucose.\n\nMetabolism is the sum of all the chemical reactions in an organism. These reactions are organised into metabolic pathways in which each step is catalysed by a specific enzyme. Catabolic pathways break complex molecules into simpler ones and release energy, as in cellular respiration. Anabolic pathways consume energy to build complex molecules, such as proteins from amino acids.\n\nCells constantly convert energy from one form to another to power growth, movement, transport and reproduction.",
                fr: "L'énergie est la capacité d'effectuer un travail. L'énergie cinétique est l'énergie du mouvement, comme la chaleur ou la contraction des fibres musculaires, tandis que l'énergie potentielle est une énergie stockée qui dépend de la position ou de la structure. L'énergie chimique est une forme d'énergie potentielle contenue dans l'agencement des atomes et des liaisons de molécules comme le glucose.\n\nLe métabolisme est l'ensemble des réactions chimiques d'un organisme. Ces réactions s'organisent en voies métaboliques dont chaque étape est catalysée par une enzyme spécifique. Les voies cataboliques dégradent des molécules complexes en molécules plus simples et libèrent de l'énergie, comme la respiration cellulaire. Les voies anaboliques consomment de l'énergie pour construire des molécules complexes, par exemple des protéines à partir d'acides aminés.\n\nLes cellules convertissent sans cesse l'énergie d'une forme à une autre pour croître, se déplacer, transporter des substances et se reproduire.",
              },
              narration: {
                en: "Energy is the capacity to do work, and it exists as kinetic energy of motion or as stored potential energy, including the chemical energy of molecular bonds. Metabolism combines catabolic pathways, which break molecules down and release energy, with anabolic pathways, which use energy to build molecules.",
                fr: "L'énergie est la capacité d'effectuer un travail ; elle existe sous forme d'énergie cinétique du mouvement ou d'énergie potentielle stockée, dont l'énergie chimique des liaisons. Le métabolisme associe des voies cataboliques, qui dégradent les molécules et libèrent de l'énergie, à des voies anaboliques, qui utilisent cette énergie pour construire des molécules.",
              },
              figures: [
                {
                  diagram: "flow",
                  labels: {
                    en: ["Sunlight", "Chemical energy in glucose", "ATP", "Cellular work", "Heat"],
                    fr: ["Lumière solaire", "Énergie chimique du glucose", "ATP", "Travail cellulaire", "Chaleur"],
                  },
                  caption: {
                    en: "Energy captured from sunlight is stored in food molecules, transferred to ATP, used for cellular work and finally lost as heat.",
                    fr: "L'énergie captée de la lumière solaire est stockée dans les molécules alimentaires, transférée à l'ATP, utilisée pour le travail cellulaire et finalement dissipée sous forme de chaleur.",
                  },
                },
              ],
            },
            {
              key: "life-3-c1-m1-l2",
              title: { en: "The Laws of Thermodynamics", fr: "Les principes de la thermodynamique" },
              text: {
                en: "Thermodynamics is the study of energy transformations. The first law states that energy can be transferred and transformed but neither created nor destroyed. A plant does not make energy: it converts light energy into chemical energy, and an animal converts the chemical energy of its food into motion and heat.\n\nThe second law states that every energy transfer increases the entropy, or disorder, of the universe. Some energy is always lost as heat that cells cannot use to do work, so no conversion is 100% efficient.\n\nLiving things are highly ordered, yet they do not violate the second law. Organisms are open systems: they take in energy and matter and release heat and simple molecules such as carbon dioxide and water, which increases the entropy of their surroundings.",
                fr: "La thermodynamique étudie les transformations de l'énergie. Selon le premier principe, l'énergie peut être transférée et transformée, mais elle ne peut être ni créée ni détruite. Une plante ne fabrique pas d'énergie : elle convertit l'énergie lumineuse en énergie chimique, et un animal convertit l'énergie chimique de ses aliments en mouvement et en chaleur.\n\nSelon le second principe, tout transfert d'énergie augmente l'entropie, c'est-à-dire le désordre, de l'Univers. Une partie de l'énergie est toujours perdue sous forme de chaleur, inutilisable par la cellule pour effectuer un travail ; aucune conversion n'est donc efficace à 100 %.\n\nLes êtres vivants sont très ordonnés, sans pour autant contredire le second principe. Ce sont des systèmes ouverts : ils prélèvent de l'énergie et de la matière, et rejettent de la chaleur et des molécules simples comme le dioxyde de carbone et l'eau, ce qui augmente l'entropie de leur environnement.",
              },
              narration: {
                en: "The first law of thermodynamics says that energy is never created or destroyed, only transferred or transformed. The second law says that every transfer increases entropy, so some energy is always lost as heat. Living organisms stay ordered because they are open systems that exchange energy and matter with their surroundings.",
                fr: "Selon le premier principe de la thermodynamique, l'énergie n'est jamais créée ni détruite, seulement transférée ou transformée. Selon le second, chaque transfert augmente l'entropie : une partie de l'énergie est toujours perdue sous forme de chaleur. Les organismes restent ordonnés, car ce sont des systèmes ouverts qui échangent énergie et matière avec leur milieu.",
              },
              figures: [
                {
                  diagram: "flow",
                  labels: {
                    en: ["Light energy", "Chemical energy", "Kinetic energy", "Heat (increased entropy)"],
                    fr: ["Énergie lumineuse", "Énergie chimique", "Énergie cinétique", "Chaleur (entropie accrue)"],
                  },
                  caption: {
                    en: "Each energy conversion conserves the total amount of energy, but part of it is always released as heat, increasing entropy.",
                    fr: "Chaque conversion conserve la quantité totale d'énergie, mais une partie est toujours libérée sous forme de chaleur, ce qui accroît l'entropie.",
                  },
                },
              ],
            },
            {
              key: "life-3-c1-m1-l3",
              title: { en: "Free Energy and Chemical Reactions", fr: "Énergie libre et réactions chimiques" },
              text: {
                en: "Free energy (G) is the portion of a system's energy that can do work at constant temperature and pressure. Its change, ΔG = ΔH − TΔS, combines the change in total energy (enthalpy) with the change in entropy. Reactions with a negative ΔG are spontaneous: they can proceed without an input of energy, although not necessarily quickly.\n\nExergonic reactions release free energy (ΔG < 0). The complete oxidation of one mole of glucose, for example, has a ΔG of about −2,870 kJ. Endergonic reactions absorb free energy (ΔG > 0) and are not spontaneous; building a protein from amino acids is one example.\n\nA reaction at equilibrium has ΔG = 0 and can do no work. Cells avoid equilibrium because the products of one reaction are constantly used as reactants in the next.",
                fr: "L'énergie libre (G) est la part de l'énergie d'un système qui peut effectuer un travail à température et pression constantes. Sa variation, ΔG = ΔH − TΔS, combine la variation de l'énergie totale (l'enthalpie) et celle de l'entropie. Les réactions dont le ΔG est négatif sont spontanées : elles peuvent se dérouler sans apport d'énergie, mais pas forcément rapidement.\n\nLes réactions exergoniques libèrent de l'énergie libre (ΔG < 0). Ainsi, l'oxydation complète d'une mole de glucose a un ΔG d'environ −2 870 kJ. Les réactions endergoniques absorbent de l'énergie libre (ΔG > 0) et ne sont pas spontanées ; la synthèse d'une protéine à partir d'acides aminés en est un exemple.\n\nUne réaction à l'équilibre a un ΔG nul et ne peut fournir aucun travail. Les cellules évitent l'équilibre, car les produits d'une réaction servent sans cesse de réactifs à la suivante.",
              },
              narration: {
                en: "Free energy is the energy available to do work, and its change, delta G, tells us whether a reaction is spontaneous. Exergonic reactions release free energy and have a negative delta G, while endergonic reactions require an input of energy. Cells stay far from equilibrium by linking reactions into pathways.",
                fr: "L'énergie libre est l'énergie disponible pour effectuer un travail, et sa variation, delta G, indique si une réaction est spontanée. Les réactions exergoniques libèrent de l'énergie libre et ont un delta G négatif, tandis que les réactions endergoniques exigent un apport d'énergie. Les cellules restent loin de l'équilibre en enchaînant les réactions en voies métaboliques.",
              },
              figures: [
                {
                  diagram: "energy-graph",
                  labels: {
                    en: ["Reactants", "Products", "ΔG < 0: energy released", "Progress of the reaction", "Free energy (G)"],
                    fr: ["Réactifs", "Produits", "ΔG < 0 : énergie libérée", "Avancement de la réaction", "Énergie libre (G)"],
                  },
                  caption: {
                    en: "In an exergonic reaction, the products have less free energy than the reactants, so ΔG is negative.",
                    fr: "Dans une réaction exergonique, les produits possèdent moins d'énergie libre que les réactifs : le ΔG est donc négatif.",
                  },
                },
              ],
            },
            {
              key: "life-3-c1-m1-l4",
              title: { en: "ATP: The Cell's Energy Currency", fr: "L'ATP, monnaie énergétique de la cellule" },
              text: {
                en: "Adenosine triphosphate (ATP) is made of the base adenine, the sugar ribose and a chain of three phosphate groups. The negatively charged phosphates repel one another, so the bonds between them are relatively unstable. Hydrolysis of the terminal phosphate yields ADP and inorganic phosphate and releases about 30.5 kJ per mole under standard conditions.\n\nCells use this energy through energy coupling. An enzyme transfers the phosphate group from ATP to another molecule, a process called phosphorylation. The phosphorylated intermediate is more reactive, which allows an endergonic reaction, the transport of a solute by a pump or the movement of a motor protein to proceed.\n\nATP is not a long-term energy store. It is regenerated continuously from ADP using energy from catabolism: a working muscle cell recycles its entire pool of ATP in less than a minute.",
                fr: "L'adénosine triphosphate (ATP) est formée d'une base, l'adénine, d'un sucre, le ribose, et d'une chaîne de trois groupements phosphate. Chargés négativement, ces phosphates se repoussent, ce qui rend les liaisons qui les unissent relativement instables. L'hydrolyse du phosphate terminal produit de l'ADP et du phosphate inorganique, et libère environ 30,5 kJ par mole dans les conditions standard.\n\nLa cellule exploite cette énergie par couplage énergétique. Une enzyme transfère le groupement phosphate de l'ATP à une autre molécule : c'est la phosphorylation. L'intermédiaire phosphorylé, plus réactif, permet à une réaction endergonique, au transport d'un soluté par une pompe ou au déplacement d'une protéine motrice de se produire.\n\nL'ATP n'est pas une réserve d'énergie à long terme. Il est régénéré en permanence à partir d'ADP grâce à l'énergie du catabolisme : une cellule musculaire active recycle tout son stock d'ATP en moins d'une minute.",
              },
              narration: {
                en: "ATP consists of adenine, ribose and three phosphate groups, and hydrolysis of the last phosphate releases energy. Through phosphorylation, cells couple this release to endergonic reactions, transport and movement. ATP is then rebuilt from ADP and phosphate, using energy from catabolism, in a rapid and continuous cycle.",
                fr: "L'ATP est formé d'adénine, de ribose et de trois groupements phosphate, et l'hydrolyse du dernier phosphate libère de l'énergie. Par la phosphorylation, la cellule couple cette libération à des réactions endergoniques, au transport et au mouvement. L'ATP est ensuite reformé à partir d'ADP et de phosphate, grâce à l'énergie du catabolisme, dans un cycle rapide et continu.",
              },
              figures: [
                {
                  diagram: "cycle",
                  labels: {
                    en: ["ATP", "Hydrolysis: energy for work", "ADP + phosphate", "Catabolism: energy to rebuild ATP"],
                    fr: ["ATP", "Hydrolyse : énergie pour le travail", "ADP + phosphate", "Catabolisme : énergie pour reformer l'ATP"],
                  },
                  caption: {
                    en: "The ATP cycle: energy released by ATP hydrolysis powers cellular work, and energy from catabolism regenerates ATP from ADP and phosphate.",
                    fr: "Le cycle de l'ATP : l'énergie libérée par l'hydrolyse de l'ATP alimente le travail cellulaire, et l'énergie du catabolisme régénère l'ATP à partir d'ADP et de phosphate.",
                  },
                },
              ],
              structures: [
                {
                  model: "atp-molecule",
                  name: { en: "ATP molecule", fr: "Molécule d'ATP" },
                  description: {
                    en: "A 3D ball-and-stick model of adenosine triphosphate: the two-ring adenine base (blue) is joined to a five-membered ribose ring (orange), which carries a chain of three phosphate groups, each a purple phosphorus atom surrounded by red oxygen atoms.",
                    fr: "Un modèle 3D en boules et bâtonnets de l'adénosine triphosphate : la base adénine à deux cycles (en bleu) est reliée à un cycle de ribose à cinq atomes (en orange), qui porte une chaîne de trois groupements phosphate, chacun formé d'un atome de phosphore violet entouré d'atomes d'oxygène rouges.",
                  },
                  ar: true,
                },
              ],
            },
          ],
          quiz: [
            {
              question: {
                en: "According to the first law of thermodynamics, what happens to energy during photosynthesis?",
                fr: "D'après le premier principe de la thermodynamique, que devient l'énergie pendant la photosynthèse ?",
              },
              options: [
                { text: { en: "New energy is created from carbon dioxide and water.", fr: "De l'énergie nouvelle est créée à partir du dioxyde de carbone et de l'eau." }, correct: false },
                { text: { en: "Light energy is converted into chemical energy.", fr: "L'énergie lumineuse est convertie en énergie chimique." }, correct: true },
                { text: { en: "Light energy is destroyed as it is absorbed.", fr: "L'énergie lumineuse est détruite au moment où elle est absorbée." }, correct: false },
                { text: { en: "All of the light energy is stored without any loss as heat.", fr: "Toute l'énergie lumineuse est stockée sans aucune perte sous forme de chaleur." }, correct: false },
              ],
            },
            {
              question: {
                en: "Why do living organisms not violate the second law of thermodynamics?",
                fr: "Pourquoi les êtres vivants ne contredisent-ils pas le second principe de la thermodynamique ?",
              },
              options: [
                { text: { en: "Their cells are exempt from the laws of physics.", fr: "Leurs cellules échappent aux lois de la physique." }, correct: false },
                { text: { en: "They convert all the heat they release back into chemical energy.", fr: "Ils reconvertissent en énergie chimique toute la chaleur qu'ils dégagent." }, correct: false },
                { text: { en: "They create new energy as they grow.", fr: "Ils créent de l'énergie nouvelle en grandissant." }, correct: false },
                { text: { en: "They are open systems that increase the entropy of their surroundings.", fr: "Ce sont des systèmes ouverts qui augmentent l'entropie de leur environnement." }, correct: true },
              ],
            },
            {
              question: {
                en: "A reaction has a ΔG of −20 kJ/mol. Which statement about it is correct?",
                fr: "Une réaction a un ΔG de −20 kJ/mol. Quel énoncé la concernant est exact ?",
              },
              options: [
                { text: { en: "It is endergonic and requires an input of energy.", fr: "Elle est endergonique et exige un apport d'énergie." }, correct: false },
                { text: { en: "It is at equilibrium.", fr: "Elle est à l'équilibre." }, correct: false },
                { text: { en: "It is exergonic and can occur spontaneously.", fr: "Elle est exergonique et peut se produire spontanément." }, correct: true },
                { text: { en: "It is certain to occur very rapidly.", fr: "Elle se produira forcément très rapidement." }, correct: false },
              ],
            },
            {
              question: {
                en: "What happens when ATP is hydrolysed to ADP?",
                fr: "Que se passe-t-il lorsque l'ATP est hydrolysé en ADP ?",
              },
              options: [
                { text: { en: "The terminal phosphate is removed and free energy is released.", fr: "Le phosphate terminal est retiré et de l'énergie libre est libérée." }, correct: true },
                { text: { en: "A phosphate group is added and energy is stored.", fr: "Un groupement phosphate est ajouté et de l'énergie est stockée." }, correct: false },
                { text: { en: "The adenine base is removed from the ribose.", fr: "La base adénine est détachée du ribose." }, correct: false },
                { text: { en: "The ribose is oxidised to carbon dioxide.", fr: "Le ribose est oxydé en dioxyde de carbone." }, correct: false },
              ],
            },
            {
              question: {
                en: "How does ATP usually drive an endergonic reaction in the cell?",
                fr: "Comment l'ATP alimente-t-il généralement une réaction endergonique dans la cellule ?",
              },
              options: [
                { text: { en: "By releasing heat that warms the reactants.", fr: "En dégageant de la chaleur qui réchauffe les réactifs." }, correct: false },
                { text: { en: "By transferring a phosphate group to a reactant, forming a more reactive intermediate.", fr: "En transférant un groupement phosphate à un réactif, ce qui forme un intermédiaire plus réactif." }, correct: true },
                { text: { en: "By acting as an enzyme that lowers the activation energy.", fr: "En agissant comme une enzyme qui abaisse l'énergie d'activation." }, correct: false },
                { text: { en: "By storing energy permanently for later use.", fr: "En stockant de l'énergie de façon permanente pour plus tard." }, correct: false },
              ],
            },
          ],
        },
        {
          key: "life-3-c1-m2",
          title: { en: "Enzymes and Their Regulation", fr: "Les enzymes et leur régulation" },
          content: {
            en: "Many reactions that release energy are spontaneous yet far too slow to sustain life. Enzymes solve this problem. This module explains how enzymes lower the activation energy barrier, how the shape of the active site makes them specific, how temperature, pH and substrate concentration affect their activity, and how cells switch enzymes on and off to control metabolism.",
            fr: "Beaucoup de réactions qui libèrent de l'énergie sont spontanées, mais bien trop lentes pour entretenir la vie. Les enzymes résolvent ce problème. Ce module explique comment elles abaissent la barrière de l'énergie d'activation, comment la forme du site actif leur confère leur spécificité, comment la température, le pH et la concentration de substrat influencent leur activité, et comment la cellule les active ou les inhibe pour contrôler son métabolisme.",
          },
          lessons: [
            {
              key: "life-3-c1-m2-l1",
              title: { en: "How Enzymes Speed Up Reactions", fr: "Comment les enzymes accélèrent les réactions" },
              text: {
                en: "Even an exergonic reaction must first overcome an energy barrier called the activation energy. Reactant molecules must absorb enough energy to reach an unstable transition state in which bonds can break and form. At body temperature, few molecules have that much energy, so many reactions proceed extremely slowly.\n\nEnzymes are biological catalysts, most of them proteins. They speed up reactions by lowering the activation energy, for example by orienting substrates correctly, straining their bonds or providing a favourable microenvironment. Some enzymes accelerate reactions more than a million-fold.\n\nAn enzyme does not change the free-energy difference between reactants and products, so it cannot make an endergonic reaction spontaneous. Nor is it consumed: after the reaction, it is released unchanged and can catalyse the same reaction again.",
                fr: "Même une réaction exergonique doit d'abord franchir une barrière énergétique appelée énergie d'activation. Les molécules de réactifs doivent absorber assez d'énergie pour atteindre un état de transition instable, dans lequel des liaisons peuvent se rompre et se former. À la température du corps, peu de molécules possèdent autant d'énergie ; beaucoup de réactions sont donc extrêmement lentes.\n\nLes enzymes sont des catalyseurs biologiques, le plus souvent des protéines. Elles accélèrent les réactions en abaissant l'énergie d'activation, par exemple en orientant correctement les substrats, en contraignant leurs liaisons ou en offrant un microenvironnement favorable. Certaines multiplient la vitesse d'une réaction par plus d'un million.\n\nUne enzyme ne modifie pas la différence d'énergie libre entre réactifs et produits : elle ne peut donc pas rendre spontanée une réaction endergonique. Elle n'est pas non plus consommée : après la réaction, elle est libérée intacte et peut de nouveau catalyser la même réaction.",
              },
              narration: {
                en: "Every reaction must overcome an energy barrier called the activation energy before it can proceed. Enzymes are catalysts that lower this barrier, so reactions run millions of times faster. They do not change delta G, and they emerge from each reaction unchanged, ready to work again.",
                fr: "Toute réaction doit franchir une barrière énergétique, l'énergie d'activation, avant de pouvoir se produire. Les enzymes sont des catalyseurs qui abaissent cette barrière, si bien que les réactions deviennent des millions de fois plus rapides. Elles ne modifient pas le delta G et ressortent intactes de chaque réaction, prêtes à resservir.",
              },
              figures: [
                {
                  diagram: "energy-graph",
                  labels: {
                    en: ["Reactants", "Products", "Activation energy", "With enzyme", "Without enzyme"],
                    fr: ["Réactifs", "Produits", "Énergie d'activation", "Avec enzyme", "Sans enzyme"],
                  },
                  caption: {
                    en: "An enzyme lowers the activation energy of a reaction but leaves the free energy of reactants and products, and thus ΔG, unchanged.",
                    fr: "Une enzyme abaisse l'énergie d'activation d'une réaction, mais ne modifie ni l'énergie libre des réactifs et des produits ni, par conséquent, le ΔG.",
                  },
                },
              ],
            },
            {
              key: "life-3-c1-m2-l2",
              title: { en: "Active Sites and Specificity", fr: "Site actif et spécificité" },
              text: {
                en: "The reactant an enzyme acts on is its substrate. Each enzyme binds its substrate in a pocket or groove called the active site, formed by a few amino acids that the folding of the protein brings together. Because the shape and chemistry of the active site suit only certain molecules, enzymes are highly specific: sucrase, for instance, hydrolyses sucrose but not lactose.\n\nBinding is not as rigid as a key in a lock. In the induced-fit model, the entry of the substrate makes the active site change shape slightly and grip the substrate more tightly, forming an enzyme-substrate complex that favours the transition state.\n\nMany enzymes need non-protein helpers. Cofactors are inorganic ions such as zinc, iron or magnesium, whereas coenzymes are organic molecules, many derived from vitamins, such as NAD+, which is made from niacin.",
                fr: "Le réactif sur lequel agit une enzyme est son substrat. L'enzyme le fixe dans une poche ou un sillon appelé site actif, formé de quelques acides aminés que le repliement de la protéine rapproche. Comme la forme et les propriétés chimiques du site actif ne conviennent qu'à certaines molécules, les enzymes sont très spécifiques : la saccharase, par exemple, hydrolyse le saccharose, mais pas le lactose.\n\nLa fixation n'est pas aussi rigide qu'une clé dans une serrure. Selon le modèle de l'ajustement induit, l'entrée du substrat modifie légèrement la forme du site actif, qui l'enserre plus étroitement ; il se forme un complexe enzyme-substrat qui favorise l'état de transition.\n\nBeaucoup d'enzymes ont besoin d'auxiliaires non protéiques. Les cofacteurs sont des ions inorganiques comme le zinc, le fer ou le magnésium, tandis que les coenzymes sont des molécules organiques, souvent dérivées de vitamines, comme le NAD+, issu de la niacine.",
              },
              narration: {
                en: "Each enzyme binds its substrate at the active site, a pocket whose shape and chemistry suit only certain molecules. When the substrate enters, the active site changes shape slightly, an induced fit that favours the reaction. Many enzymes also need cofactors such as metal ions, or coenzymes derived from vitamins.",
                fr: "Chaque enzyme fixe son substrat dans son site actif, une poche dont la forme et la chimie ne conviennent qu'à certaines molécules. Quand le substrat y pénètre, le site actif change légèrement de forme : c'est l'ajustement induit, qui favorise la réaction. Beaucoup d'enzymes ont aussi besoin de cofacteurs, comme des ions métalliques, ou de coenzymes dérivées de vitamines.",
              },
              figures: [
                {
                  diagram: "enzyme",
                  labels: {
                    en: ["Substrate", "Active site", "Enzyme-substrate complex", "Products", "Enzyme"],
                    fr: ["Substrat", "Site actif", "Complexe enzyme-substrat", "Produits", "Enzyme"],
                  },
                  caption: {
                    en: "The substrate binds the active site, forming an enzyme-substrate complex; the products are then released and the enzyme is free to act again.",
                    fr: "Le substrat se fixe au site actif et forme un complexe enzyme-substrat ; les produits sont ensuite libérés et l'enzyme peut agir de nouveau.",
                  },
                },
              ],
            },
            {
              key: "life-3-c1-m2-l3",
              title: { en: "Factors Affecting Enzyme Activity", fr: "Les facteurs qui influencent l'activité enzymatique" },
              text: {
                en: "The rate of an enzyme-catalysed reaction depends on its environment. Raising the temperature speeds up molecular collisions and therefore the reaction, but only up to an optimum, about 37 °C for most human enzymes. Beyond it, the weak bonds that hold the protein in shape break, and the enzyme denatures.\n\nEach enzyme also has an optimal pH. Pepsin, which works in the acidic stomach, is most active near pH 2, whereas trypsin in the small intestine works best near pH 8. Changes in pH alter the charges of amino acids in and around the active site.\n\nFinally, the rate rises with substrate concentration until every enzyme molecule is busy. At that point the enzyme is saturated, and only adding more enzyme can speed up the reaction further.",
                fr: "La vitesse d'une réaction catalysée par une enzyme dépend de son environnement. Une hausse de température accélère les collisions entre molécules, donc la réaction, mais seulement jusqu'à un optimum, d'environ 37 °C pour la plupart des enzymes humaines. Au-delà, les liaisons faibles qui maintiennent la forme de la protéine se rompent et l'enzyme est dénaturée.\n\nChaque enzyme possède aussi un pH optimal. La pepsine, qui agit dans l'estomac acide, est le plus active vers pH 2, alors que la trypsine de l'intestin grêle fonctionne mieux vers pH 8. Une variation de pH modifie les charges des acides aminés dans le site actif et autour de lui.\n\nEnfin, la vitesse augmente avec la concentration de substrat jusqu'à ce que toutes les molécules d'enzyme soient occupées. L'enzyme est alors saturée : seul un ajout d'enzyme peut encore accélérer la réaction.",
              },
              narration: {
                en: "Enzyme activity depends on conditions. Warming speeds up a reaction until an optimal temperature, beyond which the enzyme denatures, and each enzyme works best at a particular pH. Adding substrate raises the rate only until all the enzyme molecules are saturated.",
                fr: "L'activité d'une enzyme dépend des conditions du milieu. Un réchauffement accélère la réaction jusqu'à une température optimale, au-delà de laquelle l'enzyme est dénaturée, et chaque enzyme fonctionne mieux à un pH précis. Ajouter du substrat n'augmente la vitesse que jusqu'à la saturation de toutes les molécules d'enzyme.",
              },
              figures: [
                {
                  diagram: "flow",
                  labels: {
                    en: ["Low temperature: slow collisions", "Optimal temperature: maximum rate", "High temperature: bonds break", "Denatured enzyme: active site lost"],
                    fr: ["Basse température : collisions lentes", "Température optimale : vitesse maximale", "Haute température : rupture de liaisons", "Enzyme dénaturée : site actif perdu"],
                  },
                  caption: {
                    en: "As temperature rises, enzyme activity increases up to an optimum, then falls sharply as the protein denatures.",
                    fr: "Quand la température augmente, l'activité enzymatique croît jusqu'à un optimum, puis chute brutalement à mesure que la protéine se dénature.",
                  },
                },
              ],
            },
            {
              key: "life-3-c1-m2-l4",
              title: { en: "Regulation of Enzyme Activity", fr: "La régulation de l'activité enzymatique" },
              text: {
                en: "Cells control metabolism by regulating when and where their enzymes are active. A competitive inhibitor resembles the substrate and competes with it for the active site; raising the substrate concentration can overcome its effect. A noncompetitive inhibitor binds elsewhere on the enzyme and changes its shape, so the active site works less well however much substrate is present.\n\nIn allosteric regulation, a molecule binds a regulatory site away from the active site and stabilises either the active or the inactive form of the enzyme. Allosteric activators and inhibitors let enzymes respond rapidly to the needs of the cell.\n\nA common pattern is feedback inhibition: the end product of a pathway inhibits an enzyme that acts early in that pathway. When the product accumulates, its own synthesis slows, which prevents the waste of resources.",
                fr: "La cellule contrôle son métabolisme en réglant le moment et le lieu où ses enzymes sont actives. Un inhibiteur compétitif ressemble au substrat et entre en compétition avec lui pour le site actif ; une hausse de la concentration de substrat peut surmonter son effet. Un inhibiteur non compétitif se fixe ailleurs sur l'enzyme et en modifie la forme, si bien que le site actif fonctionne moins bien, quelle que soit la quantité de substrat.\n\nDans la régulation allostérique, une molécule se fixe sur un site régulateur distinct du site actif et stabilise soit la forme active, soit la forme inactive de l'enzyme. Les activateurs et inhibiteurs allostériques permettent aux enzymes de répondre rapidement aux besoins de la cellule.\n\nUn schéma fréquent est la rétro-inhibition : le produit final d'une voie inhibe une enzyme qui agit au début de cette voie. Quand le produit s'accumule, sa propre synthèse ralentit, ce qui évite de gaspiller des ressources.",
              },
              narration: {
                en: "Competitive inhibitors block the active site, while noncompetitive inhibitors bind elsewhere and change the enzyme's shape. Allosteric regulators bind a separate site to switch enzymes on or off. In feedback inhibition, the end product of a pathway shuts down an early enzyme, so the cell makes only what it needs.",
                fr: "Les inhibiteurs compétitifs bloquent le site actif ; les inhibiteurs non compétitifs se fixent ailleurs et déforment l'enzyme. Les régulateurs allostériques agissent sur un site distinct pour activer ou inactiver l'enzyme. Dans la rétro-inhibition, le produit final d'une voie bloque l'une de ses premières enzymes : la cellule ne fabrique que ce dont elle a besoin.",
              },
              figures: [
                {
                  diagram: "flow",
                  labels: {
                    en: ["Initial substrate", "Intermediate A", "Intermediate B", "End product"],
                    fr: ["Substrat initial", "Intermédiaire A", "Intermédiaire B", "Produit final"],
                  },
                  caption: {
                    en: "In feedback inhibition, the end product of a pathway binds an allosteric site on the enzyme that catalyses the first step and switches it off.",
                    fr: "Dans la rétro-inhibition, le produit final d'une voie se fixe sur un site allostérique de l'enzyme qui catalyse la première étape et l'inactive.",
                  },
                },
              ],
            },
          ],
          quiz: [
            {
              question: { en: "How does an enzyme speed up a chemical reaction?", fr: "Comment une enzyme accélère-t-elle une réaction chimique ?" },
              options: [
                { text: { en: "It makes ΔG more negative.", fr: "Elle rend le ΔG plus négatif." }, correct: false },
                { text: { en: "It supplies ATP to the reactants.", fr: "Elle fournit de l'ATP aux réactifs." }, correct: false },
                { text: { en: "It raises the temperature of the reactants.", fr: "Elle élève la température des réactifs." }, correct: false },
                { text: { en: "It lowers the activation energy.", fr: "Elle abaisse l'énergie d'activation." }, correct: true },
              ],
            },
            {
              question: {
                en: "According to the induced-fit model, what happens when a substrate binds an enzyme?",
                fr: "Selon le modèle de l'ajustement induit, que se passe-t-il quand un substrat se fixe à une enzyme ?",
              },
              options: [
                { text: { en: "The active site changes shape slightly to fit the substrate more closely.", fr: "Le site actif change légèrement de forme pour mieux épouser le substrat." }, correct: true },
                { text: { en: "The enzyme is permanently altered and cannot be reused.", fr: "L'enzyme est modifiée de façon permanente et ne peut plus resservir." }, correct: false },
                { text: { en: "The substrate changes the amino acid sequence of the enzyme.", fr: "Le substrat modifie la séquence d'acides aminés de l'enzyme." }, correct: false },
                { text: { en: "The active site remains completely rigid.", fr: "Le site actif reste parfaitement rigide." }, correct: false },
              ],
            },
            {
              question: {
                en: "A human enzyme loses its activity after being heated from 37 °C to 70 °C. What is the most likely explanation?",
                fr: "Une enzyme humaine perd son activité après avoir été chauffée de 37 °C à 70 °C. Quelle est l'explication la plus probable ?",
              },
              options: [
                { text: { en: "Its peptide bonds have been hydrolysed.", fr: "Ses liaisons peptidiques ont été hydrolysées." }, correct: false },
                { text: { en: "Its three-dimensional shape has been disrupted: it has denatured.", fr: "Sa forme tridimensionnelle a été altérée : elle est dénaturée." }, correct: true },
                { text: { en: "Its substrate has become too specific.", fr: "Son substrat est devenu trop spécifique." }, correct: false },
                { text: { en: "The activation energy of the reaction has dropped to zero.", fr: "L'énergie d'activation de la réaction est tombée à zéro." }, correct: false },
              ],
            },
            {
              question: {
                en: "The effect of an inhibitor disappears when a large excess of substrate is added. What kind of inhibitor is it most likely to be?",
                fr: "L'effet d'un inhibiteur disparaît quand on ajoute un large excès de substrat. De quel type d'inhibiteur s'agit-il probablement ?",
              },
              options: [
                { text: { en: "A noncompetitive inhibitor", fr: "Un inhibiteur non compétitif" }, correct: false },
                { text: { en: "An irreversible inhibitor bound covalently", fr: "Un inhibiteur irréversible lié par covalence" }, correct: false },
                { text: { en: "A competitive inhibitor", fr: "Un inhibiteur compétitif" }, correct: true },
                { text: { en: "An allosteric activator", fr: "Un activateur allostérique" }, correct: false },
              ],
            },
            {
              question: {
                en: "In feedback inhibition, which molecule usually inhibits an early enzyme of the pathway?",
                fr: "Dans la rétro-inhibition, quelle molécule inhibe généralement une enzyme du début de la voie ?",
              },
              options: [
                { text: { en: "The initial substrate of the pathway", fr: "Le substrat initial de la voie" }, correct: false },
                { text: { en: "The end product of the pathway", fr: "Le produit final de la voie" }, correct: true },
                { text: { en: "A coenzyme derived from a vitamin", fr: "Une coenzyme dérivée d'une vitamine" }, correct: false },
                { text: { en: "Water released by the first reaction", fr: "L'eau libérée par la première réaction" }, correct: false },
              ],
            },
          ],
        },
      ],
    },
    {
      key: "life-3-c2",
      title: { en: "Cellular Respiration and Photosynthesis", fr: "Respiration cellulaire et photosynthèse" },
      modules: [
        {
          key: "life-3-c2-m1",
          title: { en: "Harvesting Energy: Cellular Respiration", fr: "Récupérer l'énergie : la respiration cellulaire" },
          content: {
            en: "Cellular respiration extracts the chemical energy of glucose and stores it in ATP. This module follows a glucose molecule through the stages of aerobic respiration, from glycolysis and pyruvate oxidation to the Krebs cycle and oxidative phosphorylation, and then examines fermentation, which lets cells keep making ATP when oxygen is scarce.",
            fr: "La respiration cellulaire extrait l'énergie chimique du glucose et la stocke dans l'ATP. Ce module suit une molécule de glucose à travers les étapes de la respiration aérobie, de la glycolyse et de l'oxydation du pyruvate au cycle de Krebs et à la phosphorylation oxydative, puis examine la fermentation, qui permet aux cellules de continuer à produire de l'ATP quand l'oxygène manque.",
          },
          lessons: [
            {
              key: "life-3-c2-m1-l1",
              title: { en: "Overview of Cellular Respiration", fr: "Vue d'ensemble de la respiration cellulaire" },
              text: {
                en: "Aerobic respiration breaks down glucose using oxygen: C₆H₁₂O₆ + 6 O₂ → 6 CO₂ + 6 H₂O, with a ΔG of about −2,870 kJ per mole. Rather than releasing this energy all at once as heat, the cell extracts it in many small steps.\n\nThe process is a series of redox reactions. Glucose is oxidised, losing electrons, usually together with hydrogen, while oxygen is ultimately reduced to water. Along the way, the electron carriers NAD+ and FAD accept high-energy electrons and become NADH and FADH₂.\n\nRespiration has four stages. Glycolysis occurs in the cytosol; pyruvate oxidation and the Krebs cycle take place in the mitochondrial matrix; and oxidative phosphorylation occurs on the inner mitochondrial membrane, where most of the ATP is made.",
                fr: "La respiration aérobie dégrade le glucose en utilisant de l'oxygène : C₆H₁₂O₆ + 6 O₂ → 6 CO₂ + 6 H₂O, avec un ΔG d'environ −2 870 kJ par mole. Au lieu de libérer cette énergie d'un seul coup sous forme de chaleur, la cellule l'extrait en de nombreuses petites étapes.\n\nLe processus est une suite de réactions d'oxydoréduction. Le glucose est oxydé : il perd des électrons, généralement accompagnés d'hydrogène, tandis que l'oxygène est finalement réduit en eau. En chemin, les transporteurs d'électrons NAD+ et FAD acceptent des électrons riches en énergie et deviennent NADH et FADH₂.\n\nLa respiration comporte quatre étapes. La glycolyse se déroule dans le cytosol ; l'oxydation du pyruvate et le cycle de Krebs ont lieu dans la matrice mitochondriale ; la phosphorylation oxydative se produit dans la membrane mitochondriale interne, où est fabriquée la plus grande partie de l'ATP.",
              },
              narration: {
                en: "Cellular respiration oxidises glucose to carbon dioxide and reduces oxygen to water, releasing energy in small, controlled steps. Electron carriers such as NADH and FADH2 shuttle electrons between the stages. Glycolysis happens in the cytosol, while the Krebs cycle and oxidative phosphorylation take place in the mitochondrion.",
                fr: "La respiration cellulaire oxyde le glucose en dioxyde de carbone et réduit l'oxygène en eau, en libérant l'énergie par petites étapes contrôlées. Des transporteurs d'électrons comme le NADH et le FADH2 font la navette entre les étapes. La glycolyse a lieu dans le cytosol, le cycle de Krebs et la phosphorylation oxydative dans la mitochondrie.",
              },
              figures: [
                {
                  diagram: "flow",
                  labels: {
                    en: ["Glucose", "Glycolysis", "Pyruvate oxidation", "Krebs cycle", "Oxidative phosphorylation"],
                    fr: ["Glucose", "Glycolyse", "Oxydation du pyruvate", "Cycle de Krebs", "Phosphorylation oxydative"],
                  },
                  caption: {
                    en: "The four stages of aerobic respiration, from the breakdown of glucose in the cytosol to ATP synthesis on the inner mitochondrial membrane.",
                    fr: "Les quatre étapes de la respiration aérobie, de la dégradation du glucose dans le cytosol à la synthèse d'ATP dans la membrane mitochondriale interne.",
                  },
                },
                {
                  diagram: "mitochondrion",
                  labels: {
                    en: ["Outer membrane", "Inner membrane", "Intermembrane space", "Cristae", "Matrix"],
                    fr: ["Membrane externe", "Membrane interne", "Espace intermembranaire", "Crêtes", "Matrice"],
                  },
                  caption: {
                    en: "A mitochondrion: the Krebs cycle runs in the matrix, and the electron transport chain is embedded in the folded inner membrane.",
                    fr: "Une mitochondrie : le cycle de Krebs se déroule dans la matrice, et la chaîne de transport d'électrons est enchâssée dans la membrane interne repliée en crêtes.",
                  },
                },
              ],
            },
            {
              key: "life-3-c2-m1-l2",
              title: { en: "Glycolysis", fr: "La glycolyse" },
              text: {
                en: "Glycolysis, meaning sugar splitting, breaks one molecule of glucose (six carbons) into two molecules of pyruvate (three carbons each). Its ten enzyme-catalysed steps take place in the cytosol and do not require oxygen, which suggests that glycolysis evolved very early, before oxygen was abundant in the atmosphere.\n\nIn the energy investment phase, the cell spends two ATP to phosphorylate glucose and split it into two three-carbon sugars. In the energy payoff phase, these sugars are oxidised: two NAD+ are reduced to NADH, and four ATP are made by substrate-level phosphorylation, in which an enzyme transfers a phosphate group directly from a substrate to ADP.\n\nThe net yield per glucose is therefore 2 ATP, 2 NADH and 2 pyruvate. Most of the chemical energy of glucose remains in pyruvate.",
                fr: "La glycolyse, littéralement « coupure du sucre », scinde une molécule de glucose (six carbones) en deux molécules de pyruvate (trois carbones chacune). Ses dix étapes, catalysées par des enzymes, se déroulent dans le cytosol et ne nécessitent pas d'oxygène, ce qui laisse penser que la glycolyse est apparue très tôt, avant que l'oxygène abonde dans l'atmosphère.\n\nLors de la phase d'investissement énergétique, la cellule dépense deux ATP pour phosphoryler le glucose et le scinder en deux sucres à trois carbones. Lors de la phase de rendement énergétique, ces sucres sont oxydés : deux NAD+ sont réduits en NADH, et quatre ATP sont produits par phosphorylation au niveau du substrat, une enzyme transférant directement un groupement phosphate d'un substrat à l'ADP.\n\nLe bilan net par glucose est donc de 2 ATP, 2 NADH et 2 pyruvates. L'essentiel de l'énergie chimique du glucose reste dans le pyruvate.",
              },
              narration: {
                en: "Glycolysis splits one glucose molecule into two pyruvate molecules in the cytosol, without using oxygen. The cell invests two ATP at the start and later makes four ATP and two NADH. The net gain is therefore two ATP and two NADH per glucose.",
                fr: "La glycolyse scinde une molécule de glucose en deux molécules de pyruvate dans le cytosol, sans utiliser d'oxygène. La cellule investit deux ATP au départ, puis produit quatre ATP et deux NADH. Le gain net est donc de deux ATP et deux NADH par glucose.",
              },
              figures: [
                {
                  diagram: "flow",
                  labels: {
                    en: ["Glucose (6 C)", "Investment: 2 ATP used", "Two 3-carbon sugars", "Payoff: 4 ATP + 2 NADH", "2 pyruvate (3 C)"],
                    fr: ["Glucose (6 C)", "Investissement : 2 ATP utilisés", "Deux sucres à 3 carbones", "Rendement : 4 ATP + 2 NADH", "2 pyruvates (3 C)"],
                  },
                  caption: {
                    en: "Glycolysis spends 2 ATP and makes 4 ATP and 2 NADH, for a net gain of 2 ATP per glucose.",
                    fr: "La glycolyse consomme 2 ATP et en produit 4, ainsi que 2 NADH, soit un gain net de 2 ATP par glucose.",
                  },
                },
              ],
            },
            {
              key: "life-3-c2-m1-l3",
              title: { en: "Pyruvate Oxidation and the Krebs Cycle", fr: "L'oxydation du pyruvate et le cycle de Krebs" },
              text: {
                en: "When oxygen is present, pyruvate enters the mitochondrion. There, a large enzyme complex removes one carbon as CO₂, oxidises the remaining two-carbon fragment, reducing NAD+ to NADH, and attaches it to coenzyme A, forming acetyl CoA.\n\nThe Krebs cycle, also called the citric acid cycle, takes place in the matrix. Acetyl CoA transfers its two-carbon acetyl group to four-carbon oxaloacetate, forming citrate. Over eight steps, citrate is oxidised, two carbons are released as CO₂, and oxaloacetate is regenerated so that the cycle can turn again.\n\nEach turn produces 3 NADH, 1 FADH₂ and 1 ATP (or GTP). Because each glucose yields two acetyl CoA, the cycle turns twice per glucose. Glucose is now fully oxidised to CO₂, but most of its energy is carried by NADH and FADH₂.",
                fr: "En présence d'oxygène, le pyruvate entre dans la mitochondrie. Un gros complexe enzymatique lui retire alors un carbone sous forme de CO₂, oxyde le fragment restant à deux carbones, en réduisant un NAD+ en NADH, et le fixe à la coenzyme A : il se forme de l'acétyl-CoA.\n\nLe cycle de Krebs, ou cycle de l'acide citrique, se déroule dans la matrice. L'acétyl-CoA cède son groupement acétyle à deux carbones à l'oxaloacétate, à quatre carbones, pour former du citrate. Au fil de huit étapes, le citrate est oxydé, deux carbones sont libérés sous forme de CO₂ et l'oxaloacétate est régénéré, ce qui permet au cycle de recommencer.\n\nChaque tour produit 3 NADH, 1 FADH₂ et 1 ATP (ou GTP). Comme chaque glucose fournit deux acétyl-CoA, le cycle tourne deux fois par glucose. Le glucose est alors entièrement oxydé en CO₂, mais l'essentiel de son énergie est porté par le NADH et le FADH₂.",
              },
              narration: {
                en: "In the mitochondrion, pyruvate loses a carbon as carbon dioxide and becomes acetyl CoA. In the Krebs cycle, acetyl CoA joins oxaloacetate to form citrate, which is oxidised step by step back to oxaloacetate. Each turn releases two carbon dioxide molecules and yields three NADH, one FADH2 and one ATP.",
                fr: "Dans la mitochondrie, le pyruvate perd un carbone sous forme de dioxyde de carbone et devient de l'acétyl-CoA. Dans le cycle de Krebs, l'acétyl-CoA se combine à l'oxaloacétate pour former du citrate, oxydé étape par étape jusqu'à redonner de l'oxaloacétate. Chaque tour libère deux molécules de dioxyde de carbone et produit trois NADH, un FADH2 et un ATP.",
              },
              figures: [
                {
                  diagram: "cycle",
                  labels: {
                    en: ["Acetyl CoA + oxaloacetate", "Citrate (6 C)", "2 CO₂ released", "3 NADH, 1 FADH₂, 1 ATP", "Oxaloacetate regenerated"],
                    fr: ["Acétyl-CoA + oxaloacétate", "Citrate (6 C)", "2 CO₂ libérés", "3 NADH, 1 FADH₂, 1 ATP", "Oxaloacétate régénéré"],
                  },
                  caption: {
                    en: "Each turn of the Krebs cycle releases two CO₂ and captures energy in NADH, FADH₂ and ATP while regenerating oxaloacetate.",
                    fr: "À chaque tour, le cycle de Krebs libère deux CO₂ et capte de l'énergie sous forme de NADH, de FADH₂ et d'ATP, tout en régénérant l'oxaloacétate.",
                  },
                },
              ],
            },
            {
              key: "life-3-c2-m1-l4",
              title: { en: "Oxidative Phosphorylation and Fermentation", fr: "Phosphorylation oxydative et fermentation" },
              text: {
                en: "NADH and FADH₂ deliver their electrons to the electron transport chain, a series of protein complexes in the inner mitochondrial membrane. As electrons pass from carrier to carrier, they release energy that pumps protons (H+) from the matrix into the intermembrane space. Oxygen is the final electron acceptor: it combines with electrons and protons to form water.\n\nThe proton gradient drives chemiosmosis. Protons flow back into the matrix through ATP synthase, which uses their movement to make ATP from ADP and phosphate. Aerobic respiration yields about 30 to 32 ATP per glucose, most of it from this step.\n\nWithout oxygen, the chain stops. Fermentation lets glycolysis continue by regenerating NAD+: muscle cells reduce pyruvate to lactate, whereas yeast converts it to ethanol and CO₂. Fermentation yields only 2 ATP per glucose.",
                fr: "Le NADH et le FADH₂ cèdent leurs électrons à la chaîne de transport d'électrons, une série de complexes protéiques de la membrane mitochondriale interne. En passant d'un transporteur à l'autre, les électrons libèrent de l'énergie qui pompe des protons (H+) de la matrice vers l'espace intermembranaire. L'oxygène est l'accepteur final d'électrons : il se combine aux électrons et aux protons pour former de l'eau.\n\nLe gradient de protons alimente la chimiosmose. Les protons retournent dans la matrice en traversant l'ATP synthase, qui utilise leur mouvement pour fabriquer de l'ATP à partir d'ADP et de phosphate. La respiration aérobie fournit environ 30 à 32 ATP par glucose, dont la plupart à cette étape.\n\nSans oxygène, la chaîne s'arrête. La fermentation permet à la glycolyse de continuer en régénérant le NAD+ : les cellules musculaires réduisent le pyruvate en lactate, alors que la levure le transforme en éthanol et en CO₂. Elle ne rapporte que 2 ATP par glucose.",
              },
              narration: {
                en: "The electron transport chain uses electrons from NADH and FADH2 to pump protons across the inner mitochondrial membrane, and oxygen accepts the electrons to form water. Protons flowing back through ATP synthase power most ATP production. Without oxygen, fermentation regenerates NAD+ so that glycolysis can continue.",
                fr: "La chaîne de transport d'électrons utilise les électrons du NADH et du FADH2 pour pomper des protons à travers la membrane mitochondriale interne, et l'oxygène accepte ces électrons pour former de l'eau. Le retour des protons par l'ATP synthase alimente l'essentiel de la production d'ATP. Sans oxygène, la fermentation régénère le NAD+ pour que la glycolyse continue.",
              },
              figures: [
                {
                  diagram: "mitochondrion",
                  labels: {
                    en: ["Electron transport chain", "ATP synthase", "Intermembrane space", "Matrix"],
                    fr: ["Chaîne de transport d'électrons", "ATP synthase", "Espace intermembranaire", "Matrice"],
                  },
                  caption: {
                    en: "The electron transport chain pumps protons into the intermembrane space; their return to the matrix through ATP synthase drives ATP synthesis.",
                    fr: "La chaîne de transport d'électrons pompe des protons vers l'espace intermembranaire ; leur retour dans la matrice à travers l'ATP synthase entraîne la synthèse d'ATP.",
                  },
                },
                {
                  diagram: "flow",
                  labels: {
                    en: ["Glucose", "Glycolysis: 2 ATP", "Pyruvate", "Lactate, or ethanol + CO₂", "NAD+ regenerated"],
                    fr: ["Glucose", "Glycolyse : 2 ATP", "Pyruvate", "Lactate, ou éthanol + CO₂", "NAD+ régénéré"],
                  },
                  caption: {
                    en: "In fermentation, pyruvate or a compound derived from it accepts the electrons of NADH, regenerating the NAD+ that glycolysis needs.",
                    fr: "Lors de la fermentation, le pyruvate ou un composé qui en dérive accepte les électrons du NADH, ce qui régénère le NAD+ indispensable à la glycolyse.",
                  },
                },
              ],
            },
          ],
          quiz: [
            {
              question: { en: "Where does glycolysis take place in a eukaryotic cell?", fr: "Où se déroule la glycolyse dans une cellule eucaryote ?" },
              options: [
                { text: { en: "In the mitochondrial matrix", fr: "Dans la matrice mitochondriale" }, correct: false },
                { text: { en: "In the cytosol", fr: "Dans le cytosol" }, correct: true },
                { text: { en: "On the inner mitochondrial membrane", fr: "Dans la membrane mitochondriale interne" }, correct: false },
                { text: { en: "In the nucleus", fr: "Dans le noyau" }, correct: false },
              ],
            },
            {
              question: { en: "What is the net yield of glycolysis per molecule of glucose?", fr: "Quel est le bilan net de la glycolyse par molécule de glucose ?" },
              options: [
                { text: { en: "4 ATP, 2 NADH and 2 pyruvate", fr: "4 ATP, 2 NADH et 2 pyruvates" }, correct: false },
                { text: { en: "2 ATP, 2 FADH₂ and 1 pyruvate", fr: "2 ATP, 2 FADH₂ et 1 pyruvate" }, correct: false },
                { text: { en: "2 ATP, 2 NADH and 2 pyruvate", fr: "2 ATP, 2 NADH et 2 pyruvates" }, correct: true },
                { text: { en: "32 ATP and 6 CO₂", fr: "32 ATP et 6 CO₂" }, correct: false },
              ],
            },
            {
              question: { en: "Which molecule combines with acetyl CoA at the start of the Krebs cycle?", fr: "Quelle molécule se combine à l'acétyl-CoA au début du cycle de Krebs ?" },
              options: [
                { text: { en: "Pyruvate", fr: "Le pyruvate" }, correct: false },
                { text: { en: "Glucose", fr: "Le glucose" }, correct: false },
                { text: { en: "Citrate", fr: "Le citrate" }, correct: false },
                { text: { en: "Oxaloacetate", fr: "L'oxaloacétate" }, correct: true },
              ],
            },
            {
              question: { en: "What is the role of oxygen in aerobic respiration?", fr: "Quel est le rôle de l'oxygène dans la respiration aérobie ?" },
              options: [
                { text: { en: "It is the final electron acceptor of the electron transport chain and forms water.", fr: "C'est l'accepteur final d'électrons de la chaîne de transport, et il forme de l'eau." }, correct: true },
                { text: { en: "It provides the oxygen atoms of the CO₂ released in the Krebs cycle.", fr: "Il fournit les atomes d'oxygène du CO₂ libéré dans le cycle de Krebs." }, correct: false },
                { text: { en: "It directly phosphorylates ADP to make ATP.", fr: "Il phosphoryle directement l'ADP pour former de l'ATP." }, correct: false },
                { text: { en: "It splits glucose into two molecules of pyruvate.", fr: "Il scinde le glucose en deux molécules de pyruvate." }, correct: false },
              ],
            },
            {
              question: { en: "Why is fermentation necessary for cells that lack oxygen?", fr: "Pourquoi la fermentation est-elle nécessaire aux cellules privées d'oxygène ?" },
              options: [
                { text: { en: "It produces more ATP than the Krebs cycle.", fr: "Elle produit plus d'ATP que le cycle de Krebs." }, correct: false },
                { text: { en: "It pumps protons to drive ATP synthase.", fr: "Elle pompe des protons pour actionner l'ATP synthase." }, correct: false },
                { text: { en: "It regenerates NAD+ so that glycolysis can continue.", fr: "Elle régénère le NAD+ pour que la glycolyse puisse continuer." }, correct: true },
                { text: { en: "It converts lactate back into glucose.", fr: "Elle reconvertit le lactate en glucose." }, correct: false },
              ],
            },
          ],
        },
        {
          key: "life-3-c2-m2",
          title: { en: "Capturing Light: Photosynthesis", fr: "Capter la lumière : la photosynthèse" },
          content: {
            en: "Nearly all the energy that flows through living systems enters them through photosynthesis. This module looks inside the chloroplast, explains how pigments absorb light, follows electrons through the light-dependent reactions that make ATP and NADPH, and shows how the Calvin cycle uses these products to turn carbon dioxide into sugar.",
            fr: "Presque toute l'énergie qui circule dans le monde vivant y entre par la photosynthèse. Ce module explore l'intérieur du chloroplaste, explique comment les pigments absorbent la lumière, suit les électrons dans les réactions photochimiques qui produisent l'ATP et le NADPH, et montre comment le cycle de Calvin utilise ces produits pour transformer le dioxyde de carbone en sucre.",
          },
          lessons: [
            {
              key: "life-3-c2-m2-l1",
              title: { en: "Photosynthesis and the Chloroplast", fr: "La photosynthèse et le chloroplaste" },
              text: {
                en: "Photosynthesis converts light energy into chemical energy stored in sugar. Its overall equation is 6 CO₂ + 6 H₂O + light energy → C₆H₁₂O₆ + 6 O₂. Experiments with isotopes showed that the O₂ released comes from water, not from carbon dioxide.\n\nIn plants, photosynthesis takes place in chloroplasts, which are concentrated in the mesophyll cells of leaves. A chloroplast is enclosed by a double membrane, the envelope. Inside, a fluid called the stroma surrounds flattened sacs called thylakoids, often stacked into grana. The thylakoid membranes contain chlorophyll and the other molecules that capture light.\n\nPhotosynthesis has two linked stages. The light-dependent reactions in the thylakoid membranes convert light energy into ATP and NADPH and release O₂. The Calvin cycle in the stroma then uses ATP and NADPH to fix CO₂ into sugar.",
                fr: "La photosynthèse convertit l'énergie lumineuse en énergie chimique stockée dans les sucres. Son équation globale est 6 CO₂ + 6 H₂O + énergie lumineuse → C₆H₁₂O₆ + 6 O₂. Des expériences utilisant des isotopes ont montré que l'O₂ libéré provient de l'eau et non du dioxyde de carbone.\n\nChez les plantes, la photosynthèse a lieu dans les chloroplastes, concentrés dans les cellules du mésophylle des feuilles. Un chloroplaste est entouré d'une double membrane, l'enveloppe. À l'intérieur, un liquide appelé stroma baigne des sacs aplatis, les thylakoïdes, souvent empilés en grana. Les membranes des thylakoïdes renferment la chlorophylle et les autres molécules qui captent la lumière.\n\nLa photosynthèse comprend deux étapes liées. Les réactions photochimiques, dans les membranes des thylakoïdes, convertissent l'énergie lumineuse en ATP et en NADPH et libèrent de l'O₂. Le cycle de Calvin, dans le stroma, utilise ensuite l'ATP et le NADPH pour fixer le CO₂ sous forme de sucre.",
              },
              narration: {
                en: "Photosynthesis uses light energy to turn carbon dioxide and water into sugar, releasing oxygen that comes from water. It takes place in chloroplasts: the light-dependent reactions occur in the thylakoid membranes, and the Calvin cycle runs in the surrounding stroma.",
                fr: "La photosynthèse utilise l'énergie lumineuse pour transformer le dioxyde de carbone et l'eau en sucre, en libérant de l'oxygène issu de l'eau. Elle se déroule dans les chloroplastes : les réactions photochimiques ont lieu dans les membranes des thylakoïdes, et le cycle de Calvin dans le stroma qui les entoure.",
              },
              figures: [
                {
                  diagram: "chloroplast",
                  labels: {
                    en: ["Outer membrane", "Inner membrane", "Thylakoid", "Granum", "Stroma"],
                    fr: ["Membrane externe", "Membrane interne", "Thylakoïde", "Granum", "Stroma"],
                  },
                  caption: {
                    en: "A chloroplast: stacks of thylakoids (grana) lie in the stroma, enclosed by a double-membrane envelope.",
                    fr: "Un chloroplaste : des empilements de thylakoïdes (grana) baignent dans le stroma, à l'intérieur d'une enveloppe formée de deux membranes.",
                  },
                },
              ],
              structures: [
                {
                  model: "chloroplast",
                  name: { en: "Chloroplast", fr: "Chloroplaste" },
                  description: {
                    en: "A 3D model of a chloroplast: a translucent green envelope encloses six stacks of disc-shaped thylakoids (grana) linked by thin stroma lamellae, with a pale starch grain lying in the stroma.",
                    fr: "Un modèle 3D de chloroplaste : une enveloppe verte translucide renferme six empilements de thylakoïdes en forme de disques (grana), reliés par de fines lamelles stromatiques, ainsi qu'un grain d'amidon pâle dans le stroma.",
                  },
                  ar: true,
                },
              ],
            },
            {
              key: "life-3-c2-m2-l2",
              title: { en: "Light and Photosynthetic Pigments", fr: "La lumière et les pigments photosynthétiques" },
              text: {
                en: "Light is electromagnetic energy that travels in packets called photons; the shorter the wavelength, the more energy each photon carries. Visible light, from about 380 to 750 nm, drives photosynthesis.\n\nPigments absorb specific wavelengths. Chlorophyll a, the main photosynthetic pigment, absorbs mostly blue-violet and red light and reflects green, which is why leaves look green. Accessory pigments such as chlorophyll b and carotenoids broaden the range of usable light, and carotenoids also protect against excess light.\n\nIn the thylakoid membrane, pigments are organised into photosystems. Hundreds of pigment molecules form an antenna that passes absorbed energy from molecule to molecule until it reaches a special pair of chlorophyll a molecules in the reaction centre. There, an excited electron is transferred to a primary electron acceptor, and light energy becomes chemical energy.",
                fr: "La lumière est une énergie électromagnétique qui se propage en paquets appelés photons ; plus la longueur d'onde est courte, plus chaque photon transporte d'énergie. C'est la lumière visible, d'environ 380 à 750 nm, qui alimente la photosynthèse.\n\nLes pigments absorbent des longueurs d'onde précises. La chlorophylle a, principal pigment photosynthétique, absorbe surtout le bleu-violet et le rouge et réfléchit le vert, d'où la couleur des feuilles. Des pigments accessoires comme la chlorophylle b et les caroténoïdes élargissent la gamme de lumière utilisable, et les caroténoïdes protègent aussi contre l'excès de lumière.\n\nDans la membrane des thylakoïdes, les pigments sont organisés en photosystèmes. Des centaines de molécules de pigments forment une antenne qui transmet l'énergie absorbée de molécule en molécule jusqu'à une paire spéciale de chlorophylles a du centre réactionnel. Là, un électron excité est cédé à un accepteur primaire d'électrons : l'énergie lumineuse devient de l'énergie chimique.",
              },
              narration: {
                en: "Pigments absorb particular wavelengths of light. Chlorophyll a absorbs mainly blue and red light and reflects green, while accessory pigments extend the usable range. In a photosystem, antenna pigments funnel energy to the reaction centre, where an excited electron is passed to a primary acceptor.",
                fr: "Les pigments absorbent certaines longueurs d'onde de la lumière. La chlorophylle a absorbe surtout le bleu et le rouge et réfléchit le vert, tandis que les pigments accessoires élargissent la gamme utilisable. Dans un photosystème, les pigments de l'antenne acheminent l'énergie vers le centre réactionnel, où un électron excité est cédé à un accepteur primaire.",
              },
              figures: [
                {
                  diagram: "flow",
                  labels: {
                    en: ["Photon absorbed", "Energy passed through the antenna", "Reaction-centre chlorophyll a", "Electron to primary acceptor"],
                    fr: ["Photon absorbé", "Énergie transmise par l'antenne", "Chlorophylle a du centre réactionnel", "Électron vers l'accepteur primaire"],
                  },
                  caption: {
                    en: "In a photosystem, light energy absorbed by antenna pigments is funnelled to the reaction centre, where an electron is transferred to the primary acceptor.",
                    fr: "Dans un photosystème, l'énergie lumineuse absorbée par les pigments de l'antenne est acheminée vers le centre réactionnel, où un électron est transféré à l'accepteur primaire.",
                  },
                },
              ],
            },
            {
              key: "life-3-c2-m2-l3",
              title: { en: "The Light-Dependent Reactions", fr: "Les réactions photochimiques" },
              text: {
                en: "The light-dependent reactions take place in the thylakoid membrane. When photosystem II absorbs light, its reaction centre loses an excited electron. It replaces it with electrons taken from water, which is split into oxygen and protons; this is the source of the O₂ released by plants.\n\nThe excited electrons pass along an electron transport chain to photosystem I, and their energy is used to pump protons into the thylakoid space. At photosystem I, light re-energises the electrons, which are finally used to reduce NADP+ to NADPH in the stroma.\n\nThe proton gradient across the thylakoid membrane drives ATP synthase, which makes ATP as protons flow back into the stroma. This chemiosmotic process, called photophosphorylation, resembles oxidative phosphorylation in mitochondria. The ATP and NADPH then power the Calvin cycle.",
                fr: "Les réactions photochimiques se déroulent dans la membrane des thylakoïdes. Quand le photosystème II absorbe de la lumière, son centre réactionnel perd un électron excité. Il le remplace par des électrons arrachés à l'eau, qui est scindée en oxygène et en protons : c'est l'origine de l'O₂ libéré par les plantes.\n\nLes électrons excités parcourent une chaîne de transport d'électrons jusqu'au photosystème I, et leur énergie sert à pomper des protons vers l'espace intérieur des thylakoïdes. Au photosystème I, la lumière fournit de nouveau de l'énergie aux électrons, qui servent finalement à réduire le NADP+ en NADPH dans le stroma.\n\nLe gradient de protons de part et d'autre de la membrane des thylakoïdes actionne l'ATP synthase, qui fabrique de l'ATP quand les protons retournent dans le stroma. Ce processus chimiosmotique, la photophosphorylation, ressemble à la phosphorylation oxydative des mitochondries. L'ATP et le NADPH alimentent ensuite le cycle de Calvin.",
              },
              narration: {
                en: "In the thylakoid membrane, photosystem two uses light to energise electrons and replaces them by splitting water, which releases oxygen. The electrons flow through a transport chain to photosystem one and are finally used to make NADPH. The proton gradient they build drives ATP synthase to make ATP.",
                fr: "Dans la membrane des thylakoïdes, le photosystème deux utilise la lumière pour exciter des électrons, qu'il remplace en scindant l'eau, ce qui libère de l'oxygène. Les électrons traversent une chaîne de transport jusqu'au photosystème un et servent enfin à produire du NADPH. Le gradient de protons ainsi formé actionne l'ATP synthase, qui fabrique de l'ATP.",
              },
              figures: [
                {
                  diagram: "flow",
                  labels: {
                    en: ["Water split at photosystem II", "Electron transport chain", "Photosystem I", "NADPH formed"],
                    fr: ["Eau scindée au photosystème II", "Chaîne de transport d'électrons", "Photosystème I", "Formation de NADPH"],
                  },
                  caption: {
                    en: "Linear electron flow: electrons from water pass through photosystem II, an electron transport chain and photosystem I to form NADPH.",
                    fr: "Le flux linéaire d'électrons : les électrons issus de l'eau traversent le photosystème II, une chaîne de transport et le photosystème I pour former du NADPH.",
                  },
                },
                {
                  diagram: "chloroplast",
                  labels: {
                    en: ["Thylakoid", "Thylakoid space", "Stroma"],
                    fr: ["Thylakoïde", "Espace intérieur du thylakoïde", "Stroma"],
                  },
                  caption: {
                    en: "Protons pumped into the thylakoid space flow back into the stroma through ATP synthase, producing ATP where the Calvin cycle will use it.",
                    fr: "Les protons pompés vers l'espace intérieur du thylakoïde retournent dans le stroma par l'ATP synthase, ce qui produit de l'ATP là où le cycle de Calvin l'utilisera.",
                  },
                },
              ],
            },
            {
              key: "life-3-c2-m2-l4",
              title: { en: "The Calvin Cycle", fr: "Le cycle de Calvin" },
              text: {
                en: "The Calvin cycle takes place in the stroma and builds sugar from CO₂ using the ATP and NADPH made by the light-dependent reactions. It has three phases.\n\nIn carbon fixation, the enzyme rubisco attaches CO₂ to a five-carbon sugar, ribulose bisphosphate (RuBP). The unstable six-carbon product immediately splits into two molecules of 3-phosphoglycerate. In reduction, ATP and NADPH convert 3-phosphoglycerate into glyceraldehyde 3-phosphate (G3P), a three-carbon sugar. In regeneration, most of the G3P is rearranged, using more ATP, to re-form RuBP.\n\nThree turns of the cycle fix three CO₂ and yield one net G3P, at a cost of 9 ATP and 6 NADPH. The plant uses G3P to make glucose, sucrose, starch, cellulose and other organic molecules.",
                fr: "Le cycle de Calvin se déroule dans le stroma et fabrique des sucres à partir du CO₂ en utilisant l'ATP et le NADPH produits par les réactions photochimiques. Il comprend trois phases.\n\nLors de la fixation du carbone, l'enzyme rubisco lie le CO₂ à un sucre à cinq carbones, le ribulose-1,5-bisphosphate (RuBP). Le produit à six carbones, instable, se scinde aussitôt en deux molécules de 3-phosphoglycérate. Lors de la réduction, l'ATP et le NADPH convertissent le 3-phosphoglycérate en glycéraldéhyde-3-phosphate (G3P), un sucre à trois carbones. Lors de la régénération, la majeure partie du G3P est réarrangée, avec une nouvelle dépense d'ATP, pour reformer le RuBP.\n\nTrois tours de cycle fixent trois CO₂ et fournissent un G3P net, au prix de 9 ATP et 6 NADPH. La plante utilise le G3P pour fabriquer du glucose, du saccharose, de l'amidon, de la cellulose et d'autres molécules organiques.",
              },
              narration: {
                en: "The Calvin cycle uses ATP and NADPH to turn carbon dioxide into sugar. Rubisco fixes carbon dioxide to RuBP, the products are reduced to the three-carbon sugar G3P, and RuBP is regenerated. Three turns fix three carbon dioxide molecules and release one G3P for the plant.",
                fr: "Le cycle de Calvin utilise l'ATP et le NADPH pour transformer le dioxyde de carbone en sucre. La rubisco fixe le dioxyde de carbone sur le RuBP, les produits sont réduits en G3P, un sucre à trois carbones, puis le RuBP est régénéré. Trois tours de cycle fixent trois carbones et fournissent un G3P à la plante.",
              },
              figures: [
                {
                  diagram: "cycle",
                  labels: {
                    en: ["Carbon fixation by rubisco", "3-phosphoglycerate", "Reduction: ATP and NADPH used", "G3P (some leaves as sugar)", "Regeneration of RuBP"],
                    fr: ["Fixation du carbone par la rubisco", "3-phosphoglycérate", "Réduction : ATP et NADPH utilisés", "G3P (une partie sort en sucre)", "Régénération du RuBP"],
                  },
                  caption: {
                    en: "The three phases of the Calvin cycle: carbon fixation, reduction, and regeneration of RuBP, the CO₂ acceptor.",
                    fr: "Les trois phases du cycle de Calvin : fixation du carbone, réduction et régénération du RuBP, l'accepteur du CO₂.",
                  },
                },
              ],
            },
          ],
          quiz: [
            {
              question: { en: "Where do the light-dependent reactions take place?", fr: "Où se déroulent les réactions photochimiques ?" },
              options: [
                { text: { en: "In the stroma", fr: "Dans le stroma" }, correct: false },
                { text: { en: "In the mitochondrial matrix", fr: "Dans la matrice mitochondriale" }, correct: false },
                { text: { en: "In the thylakoid membranes", fr: "Dans les membranes des thylakoïdes" }, correct: true },
                { text: { en: "In the cytosol of mesophyll cells", fr: "Dans le cytosol des cellules du mésophylle" }, correct: false },
              ],
            },
            {
              question: { en: "Where does the oxygen released by photosynthesis come from?", fr: "D'où provient l'oxygène libéré par la photosynthèse ?" },
              options: [
                { text: { en: "From water split at photosystem II", fr: "De l'eau scindée au photosystème II" }, correct: true },
                { text: { en: "From carbon dioxide fixed by rubisco", fr: "Du dioxyde de carbone fixé par la rubisco" }, correct: false },
                { text: { en: "From glucose broken down in the stroma", fr: "Du glucose dégradé dans le stroma" }, correct: false },
                { text: { en: "From ATP hydrolysed by ATP synthase", fr: "De l'ATP hydrolysé par l'ATP synthase" }, correct: false },
              ],
            },
            {
              question: { en: "Why do most leaves look green?", fr: "Pourquoi la plupart des feuilles paraissent-elles vertes ?" },
              options: [
                { text: { en: "Chlorophyll absorbs green light most strongly.", fr: "La chlorophylle absorbe surtout la lumière verte." }, correct: false },
                { text: { en: "Carotenoids emit green light.", fr: "Les caroténoïdes émettent de la lumière verte." }, correct: false },
                { text: { en: "Green photons carry the most energy.", fr: "Les photons verts sont les plus énergétiques." }, correct: false },
                { text: { en: "Chlorophyll absorbs mainly blue and red light and reflects green light.", fr: "La chlorophylle absorbe surtout le bleu et le rouge et réfléchit le vert." }, correct: true },
              ],
            },
            {
              question: { en: "Which products of the light-dependent reactions are used by the Calvin cycle?", fr: "Quels produits des réactions photochimiques le cycle de Calvin utilise-t-il ?" },
              options: [
                { text: { en: "O₂ and glucose", fr: "L'O₂ et le glucose" }, correct: false },
                { text: { en: "ATP and NADPH", fr: "L'ATP et le NADPH" }, correct: true },
                { text: { en: "CO₂ and water", fr: "Le CO₂ et l'eau" }, correct: false },
                { text: { en: "NADH and FADH₂", fr: "Le NADH et le FADH₂" }, correct: false },
              ],
            },
            {
              question: { en: "What does the enzyme rubisco do?", fr: "Quel est le rôle de l'enzyme rubisco ?" },
              options: [
                { text: { en: "It splits water at photosystem II.", fr: "Elle scinde l'eau au photosystème II." }, correct: false },
                { text: { en: "It makes ATP using the proton gradient.", fr: "Elle fabrique de l'ATP grâce au gradient de protons." }, correct: false },
                { text: { en: "It attaches CO₂ to RuBP during carbon fixation.", fr: "Elle fixe le CO₂ sur le RuBP lors de la fixation du carbone." }, correct: true },
                { text: { en: "It reduces NADP+ to NADPH.", fr: "Elle réduit le NADP+ en NADPH." }, correct: false },
              ],
            },
          ],
        },
      ],
    },
  ],
};
