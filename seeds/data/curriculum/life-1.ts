import type { UnitSpec } from "./types";

/** LIFE series, Unit 1: atoms, bonds, water and pH (chapter 1) and biological macromolecules (chapter 2). */
export const life1: UnitSpec = {
  key: "life-1",
  series: "LIFE",
  order: 1,
  title: { en: "Unit 1: The Chemistry of Life", fr: "Unité 1 : La chimie du vivant" },
  summary: {
    en: "Unit 1 lays the chemical foundations for the rest of biology. Chapter 1 introduces the atoms that make up living matter, the covalent, ionic and hydrogen bonds that hold molecules together, the unusual properties of water, and the pH scale. Chapter 2 examines the four classes of large biological molecules, carbohydrates, lipids, proteins and nucleic acids, and shows how the structure of each explains its role in the cell.",
    fr: "L'unité 1 pose les bases chimiques du reste de la biologie. Le chapitre 1 présente les atomes qui composent la matière vivante, les liaisons covalentes, ioniques et hydrogène qui assurent la cohésion des molécules, les propriétés singulières de l'eau et l'échelle de pH. Le chapitre 2 étudie les quatre classes de grosses molécules biologiques, les glucides, les lipides, les protéines et les acides nucléiques, et montre comment la structure de chacune explique son rôle dans la cellule.",
  },
  additionalInfo: {
    en: "No previous chemistry course is required, but students should be comfortable with basic algebra and scientific notation, which are used in the lessons on solutions and pH. Each module ends with a short quiz. The lesson on the water molecule includes a 3D model of water, and the lesson on protein structure includes a 3D folded protein; both can be explored in augmented reality.",
    fr: "Aucun cours de chimie préalable n'est exigé, mais il faut être à l'aise avec l'algèbre élémentaire et la notation scientifique, utilisées dans les leçons sur les solutions et le pH. Chaque module se termine par un court quiz. La leçon sur la molécule d'eau propose un modèle 3D de l'eau, et la leçon sur la structure des protéines, un modèle 3D de protéine repliée ; tous deux peuvent être explorés en réalité augmentée.",
  },
  sampleVideoDescription: {
    en: "A short introduction to the unit, from the structure of an atom and the hydrogen bonds of water to the folding of a protein.",
    fr: "Une brève présentation de l'unité, de la structure de l'atome et des liaisons hydrogène de l'eau jusqu'au repliement d'une protéine.",
  },
  chapters: [
    {
      key: "life-1-c1",
      title: { en: "Atoms, Bonds and Water", fr: "Atomes, liaisons et eau" },
      modules: [
        {
          key: "life-1-c1-m1",
          title: { en: "Atoms and Chemical Bonds", fr: "Les atomes et les liaisons chimiques" },
          content: {
            en: "All living things are made of matter, and matter is made of atoms. This module describes the structure of atoms, explains how the arrangement of their electrons determines how they react, and compares the strong and weak bonds that hold biological molecules together and allow them to interact with one another.",
            fr: "Tous les êtres vivants sont faits de matière, et la matière est faite d'atomes. Ce module décrit la structure des atomes, explique comment la disposition de leurs électrons détermine leur réactivité, et compare les liaisons fortes et faibles qui assurent la cohésion des molécules biologiques et leur permettent d'interagir entre elles.",
          },
          lessons: [
            {
              key: "life-1-c1-m1-l1",
              title: { en: "Elements and Atoms", fr: "Les éléments et les atomes" },
              text: {
                en: "Matter is made of elements, substances that cannot be broken down into simpler substances by chemical reactions. About 20 elements are essential to life, but just four of them, oxygen, carbon, hydrogen and nitrogen, make up roughly 96% of living matter. Calcium, phosphorus, potassium and sulfur account for most of the rest, and trace elements such as iron and iodine are needed only in tiny amounts.\n\nEach element consists of a single kind of atom. An atom has a dense nucleus containing positively charged protons and uncharged neutrons, surrounded by negatively charged electrons. The number of protons, the atomic number, defines the element. Atoms of the same element that differ in their number of neutrons are isotopes; some, such as carbon-14, are radioactive and are used to date fossils and to trace molecules in cells.",
                fr: "La matière est formée d'éléments, des substances qu'aucune réaction chimique ne peut décomposer en substances plus simples. Une vingtaine d'éléments sont essentiels à la vie, mais quatre d'entre eux seulement, l'oxygène, le carbone, l'hydrogène et l'azote, représentent environ 96 % de la matière vivante. Le calcium, le phosphore, le potassium et le soufre constituent l'essentiel du reste, et des oligoéléments comme le fer et l'iode ne sont nécessaires qu'en infimes quantités.\n\nChaque élément est constitué d'un seul type d'atome. Un atome possède un noyau dense, qui contient des protons chargés positivement et des neutrons sans charge, entouré d'électrons chargés négativement. Le nombre de protons, ou numéro atomique, définit l'élément. Les atomes d'un même élément qui diffèrent par leur nombre de neutrons sont des isotopes ; certains, comme le carbone 14, sont radioactifs et servent à dater des fossiles ou à suivre le trajet de molécules dans les cellules.",
              },
              narration: {
                en: "Just four elements, oxygen, carbon, hydrogen and nitrogen, make up about 96% of living matter. Every atom has a nucleus of protons and neutrons surrounded by electrons. The number of protons defines the element, while isotopes of an element differ in their number of neutrons.",
                fr: "Quatre éléments seulement, l'oxygène, le carbone, l'hydrogène et l'azote, forment environ 96 % de la matière vivante. Chaque atome possède un noyau de protons et de neutrons, entouré d'électrons. Le nombre de protons définit l'élément, tandis que les isotopes d'un même élément diffèrent par leur nombre de neutrons.",
              },
              figures: [
                {
                  diagram: "atom",
                  labels: { en: ["Nucleus", "Proton", "Neutron", "Electron"], fr: ["Noyau", "Proton", "Neutron", "Électron"] },
                  caption: {
                    en: "An oxygen atom: eight protons and eight neutrons in the nucleus, surrounded by eight electrons in two shells.",
                    fr: "Un atome d'oxygène : huit protons et huit neutrons dans le noyau, entourés de huit électrons répartis sur deux couches.",
                  },
                },
              ],
            },
            {
              key: "life-1-c1-m1-l2",
              title: { en: "Electrons and Chemical Reactivity", fr: "Les électrons et la réactivité chimique" },
              text: {
                en: "The chemical behaviour of an atom depends on its electrons. Electrons occupy shells at different distances from the nucleus, and electrons farther out have more potential energy. The first shell holds at most two electrons and the second up to eight.\n\nThe outermost occupied shell is the valence shell, and its electrons are the valence electrons. An atom with a full valence shell, such as helium or neon, is unreactive. Most atoms have incomplete valence shells and reach a more stable state by sharing, gaining or losing electrons, which is how chemical bonds form.\n\nThe number of unpaired valence electrons sets an atom's valence, the number of bonds it usually forms: hydrogen forms one bond, oxygen two, nitrogen three and carbon four. Carbon's four bonds let it build the long, branched skeletons of organic molecules.",
                fr: "Le comportement chimique d'un atome dépend de ses électrons. Ceux-ci occupent des couches situées à différentes distances du noyau, et plus un électron est éloigné du noyau, plus son énergie potentielle est élevée. La première couche peut contenir au plus deux électrons, et la deuxième jusqu'à huit.\n\nLa couche occupée la plus externe est la couche de valence, et ses électrons sont les électrons de valence. Un atome dont la couche de valence est complète, comme l'hélium ou le néon, est inerte. La plupart des atomes ont une couche de valence incomplète et atteignent un état plus stable en partageant, en gagnant ou en perdant des électrons : c'est ainsi que se forment les liaisons chimiques.\n\nLe nombre d'électrons de valence non appariés détermine la valence d'un atome, c'est-à-dire le nombre de liaisons qu'il forme habituellement : une pour l'hydrogène, deux pour l'oxygène, trois pour l'azote et quatre pour le carbone. Grâce à ses quatre liaisons, le carbone construit les squelettes longs et ramifiés des molécules organiques.",
              },
              narration: {
                en: "Electrons occupy shells around the nucleus, and those in the outermost, or valence, shell determine how an atom reacts. Atoms share, gain or lose electrons to complete their valence shells, and this is how bonds form. Hydrogen forms one bond, oxygen two, nitrogen three and carbon four.",
                fr: "Les électrons occupent des couches autour du noyau, et ceux de la couche externe, dite de valence, déterminent la réactivité de l'atome. Les atomes partagent, gagnent ou perdent des électrons pour compléter cette couche, et c'est ainsi que se forment les liaisons. L'hydrogène forme une liaison, l'oxygène deux, l'azote trois et le carbone quatre.",
              },
              figures: [
                {
                  diagram: "atom",
                  labels: { en: ["Electron shell", "Valence electron", "Nucleus"], fr: ["Couche électronique", "Électron de valence", "Noyau"] },
                  caption: {
                    en: "Oxygen has two electrons in its first shell and six valence electrons, so it needs two more to fill its valence shell.",
                    fr: "L'oxygène porte deux électrons sur sa première couche et six électrons de valence : il lui en manque deux pour compléter sa couche de valence.",
                  },
                },
              ],
            },
            {
              key: "life-1-c1-m1-l3",
              title: { en: "Covalent Bonds and Electronegativity", fr: "Les liaisons covalentes et l'électronégativité" },
              text: {
                en: "A covalent bond forms when two atoms share a pair of valence electrons. Two hydrogen atoms, for example, share their electrons to form H₂. Atoms can also share two pairs, forming a double bond, as between the carbon and each oxygen atom of carbon dioxide. Covalent bonds are strong and give molecules stable shapes.\n\nElectrons are not always shared equally. Electronegativity is an atom's attraction for the electrons of a covalent bond. When atoms of similar electronegativity bond, as in C–C and C–H bonds, the bond is nonpolar. Oxygen and nitrogen are highly electronegative, so in O–H and N–H bonds the shared electrons spend more time near them. These polar covalent bonds give the oxygen or nitrogen a partial negative charge (δ−) and the hydrogen a partial positive charge (δ+), which shapes how biological molecules interact.",
                fr: "Une liaison covalente se forme lorsque deux atomes mettent en commun une paire d'électrons de valence. Deux atomes d'hydrogène, par exemple, partagent leurs électrons pour former H₂. Les atomes peuvent aussi partager deux paires : ils forment alors une liaison double, comme entre le carbone et chacun des atomes d'oxygène du dioxyde de carbone. Les liaisons covalentes sont fortes et donnent aux molécules une forme stable.\n\nLe partage n'est pas toujours équitable. L'électronégativité est l'attraction qu'exerce un atome sur les électrons d'une liaison covalente. Entre atomes d'électronégativité voisine, comme dans les liaisons C–C et C–H, la liaison est non polaire. L'oxygène et l'azote sont très électronégatifs : dans les liaisons O–H et N–H, les électrons partagés passent plus de temps près d'eux. Ces liaisons covalentes polaires confèrent à l'oxygène ou à l'azote une charge partielle négative (δ−) et à l'hydrogène une charge partielle positive (δ+), ce qui influence la façon dont les molécules biologiques interagissent.",
              },
              narration: {
                en: "In a covalent bond, two atoms share a pair of electrons, and sharing two pairs makes a double bond. When one atom is more electronegative, as oxygen is, the electrons are shared unequally. The bond is then polar, with a partial negative charge at one end and a partial positive charge at the other.",
                fr: "Dans une liaison covalente, deux atomes partagent une paire d'électrons, et le partage de deux paires forme une liaison double. Lorsqu'un atome est plus électronégatif, comme l'oxygène, le partage est inégal. La liaison est alors polaire, avec une charge partielle négative à une extrémité et une charge partielle positive à l'autre.",
              },
              figures: [
                {
                  diagram: "molecule",
                  labels: { en: ["Carbon", "Hydrogen", "Oxygen", "Covalent bond"], fr: ["Carbone", "Hydrogène", "Oxygène", "Liaison covalente"] },
                  caption: {
                    en: "Ball-and-stick model of ethanol: single covalent bonds join its carbon, hydrogen and oxygen atoms, and only the O–H bond is strongly polar.",
                    fr: "Modèle boules et bâtonnets de l'éthanol : des liaisons covalentes simples unissent ses atomes de carbone, d'hydrogène et d'oxygène, et seule la liaison O–H est nettement polaire.",
                  },
                },
              ],
            },
            {
              key: "life-1-c1-m1-l4",
              title: { en: "Ionic Bonds and Weak Interactions", fr: "Les liaisons ioniques et les interactions faibles" },
              text: {
                en: "When one atom is much more electronegative than its partner, it may strip an electron away completely. Sodium gives its single valence electron to chlorine, producing a positively charged sodium ion (Na⁺, a cation) and a negatively charged chloride ion (Cl⁻, an anion). The attraction between oppositely charged ions is an ionic bond. Ionic compounds such as table salt form crystals when dry but dissolve readily in water.\n\nWithin and between large molecules, weaker interactions matter just as much. A hydrogen bond forms when a hydrogen atom covalently bonded to oxygen or nitrogen is attracted to another electronegative atom. Van der Waals interactions are brief attractions caused by fluctuating electron distributions. Individually weak, these interactions are easily made and broken, which lets molecules such as an enzyme and its substrate bind and then separate.",
                fr: "Lorsqu'un atome est beaucoup plus électronégatif que son partenaire, il peut lui arracher complètement un électron. Le sodium cède son unique électron de valence au chlore, ce qui produit un ion sodium chargé positivement (Na⁺, un cation) et un ion chlorure chargé négativement (Cl⁻, un anion). L'attraction entre des ions de charges opposées constitue une liaison ionique. Les composés ioniques comme le sel de table forment des cristaux à l'état sec, mais se dissolvent facilement dans l'eau.\n\nÀ l'intérieur des grosses molécules et entre elles, des interactions plus faibles jouent un rôle tout aussi important. Une liaison hydrogène se forme lorsqu'un atome d'hydrogène, lié de façon covalente à un oxygène ou à un azote, est attiré par un autre atome électronégatif. Les interactions de van der Waals sont des attractions passagères dues aux fluctuations de la répartition des électrons. Faibles individuellement, ces interactions se font et se défont facilement, ce qui permet par exemple à une enzyme de fixer son substrat, puis de s'en séparer.",
              },
              narration: {
                en: "When one atom strips an electron from another, the resulting ions attract each other in an ionic bond, as in table salt. Weaker hydrogen bonds and van der Waals interactions form and break easily, letting biological molecules recognise and bind one another.",
                fr: "Quand un atome arrache un électron à un autre, les ions formés s'attirent et forment une liaison ionique, comme dans le sel de table. Les liaisons hydrogène et les interactions de van der Waals, plus faibles, se font et se défont facilement, ce qui permet aux molécules biologiques de se reconnaître et de s'associer.",
              },
              figures: [
                {
                  diagram: "flow",
                  labels: {
                    en: ["Sodium loses an electron", "Chlorine gains it", "Na⁺ and Cl⁻ ions", "Ionic bond"],
                    fr: ["Le sodium perd un électron", "Le chlore le gagne", "Ions Na⁺ et Cl⁻", "Liaison ionique"],
                  },
                  caption: {
                    en: "Transfer of one electron from sodium to chlorine produces two ions held together by an ionic bond.",
                    fr: "Le transfert d'un électron du sodium au chlore produit deux ions unis par une liaison ionique.",
                  },
                },
                {
                  diagram: "water",
                  labels: {
                    en: ["Hydrogen bond", "Partial negative charge (δ−)", "Partial positive charge (δ+)"],
                    fr: ["Liaison hydrogène", "Charge partielle négative (δ−)", "Charge partielle positive (δ+)"],
                  },
                  caption: {
                    en: "Hydrogen bonds link the partially positive hydrogen of one water molecule to the partially negative oxygen of another.",
                    fr: "Des liaisons hydrogène relient l'hydrogène partiellement positif d'une molécule d'eau à l'oxygène partiellement négatif d'une autre.",
                  },
                },
              ],
            },
          ],
          quiz: [
            {
              question: {
                en: "Compared with an atom of carbon-12, an atom of carbon-14 has:",
                fr: "Par rapport à un atome de carbone 12, un atome de carbone 14 possède :",
              },
              options: [
                { text: { en: "two more protons", fr: "deux protons de plus" }, correct: false },
                { text: { en: "two more electrons", fr: "deux électrons de plus" }, correct: false },
                { text: { en: "two more neutrons", fr: "deux neutrons de plus" }, correct: true },
                { text: { en: "a different atomic number", fr: "un numéro atomique différent" }, correct: false },
              ],
            },
            {
              question: {
                en: "How many covalent bonds does a carbon atom usually form?",
                fr: "Combien de liaisons covalentes un atome de carbone forme-t-il habituellement ?",
              },
              options: [
                { text: { en: "Two", fr: "Deux" }, correct: false },
                { text: { en: "Four", fr: "Quatre" }, correct: true },
                { text: { en: "Three", fr: "Trois" }, correct: false },
                { text: { en: "One", fr: "Une" }, correct: false },
              ],
            },
            {
              question: {
                en: "Which of these covalent bonds is the most polar?",
                fr: "Laquelle de ces liaisons covalentes est la plus polaire ?",
              },
              options: [
                { text: { en: "O–H", fr: "O–H" }, correct: true },
                { text: { en: "C–C", fr: "C–C" }, correct: false },
                { text: { en: "C–H", fr: "C–H" }, correct: false },
                { text: { en: "H–H", fr: "H–H" }, correct: false },
              ],
            },
            {
              question: {
                en: "What holds sodium and chloride ions together in a crystal of table salt?",
                fr: "Qu'est-ce qui maintient ensemble les ions sodium et chlorure dans un cristal de sel de table ?",
              },
              options: [
                { text: { en: "Hydrogen bonds", fr: "Des liaisons hydrogène" }, correct: false },
                { text: { en: "Nonpolar covalent bonds", fr: "Des liaisons covalentes non polaires" }, correct: false },
                { text: { en: "Van der Waals interactions", fr: "Des interactions de van der Waals" }, correct: false },
                { text: { en: "Ionic bonds", fr: "Des liaisons ioniques" }, correct: true },
              ],
            },
            {
              question: {
                en: "Why are hydrogen bonds so important in biological molecules?",
                fr: "Pourquoi les liaisons hydrogène sont-elles si importantes dans les molécules biologiques ?",
              },
              options: [
                {
                  text: {
                    en: "They are the strongest bonds in cells and hold atoms within a molecule together.",
                    fr: "Ce sont les liaisons les plus fortes des cellules et elles unissent les atomes au sein d'une molécule.",
                  },
                  correct: false,
                },
                {
                  text: {
                    en: "They are individually weak, so they form and break easily, allowing reversible interactions.",
                    fr: "Elles sont faibles individuellement, donc se font et se défont facilement, ce qui permet des interactions réversibles.",
                  },
                  correct: true,
                },
                {
                  text: { en: "They form only between ions of opposite charge.", fr: "Elles ne se forment qu'entre des ions de charges opposées." },
                  correct: false,
                },
                {
                  text: { en: "They form only between nonpolar molecules.", fr: "Elles ne se forment qu'entre des molécules non polaires." },
                  correct: false,
                },
              ],
            },
          ],
        },
        {
          key: "life-1-c1-m2",
          title: { en: "Water and pH", fr: "L'eau et le pH" },
          content: {
            en: "Life began in water, and cells are still made mostly of water. This module shows how the polarity of the water molecule and the hydrogen bonds it forms explain cohesion, the moderation of temperature, the floating of ice and water's power as a solvent. It then introduces acids, bases, the pH scale and the buffers that keep the pH of living systems stable.",
            fr: "La vie est apparue dans l'eau, et les cellules sont encore constituées en majeure partie d'eau. Ce module montre comment la polarité de la molécule d'eau et les liaisons hydrogène qu'elle forme expliquent la cohésion, la modération des températures, la flottaison de la glace et le pouvoir solvant de l'eau. Il présente ensuite les acides, les bases, l'échelle de pH et les tampons qui maintiennent stable le pH des systèmes vivants.",
          },
          lessons: [
            {
              key: "life-1-c1-m2-l1",
              title: { en: "The Polar Water Molecule", fr: "La molécule d'eau, une molécule polaire" },
              text: {
                en: "A water molecule (H₂O) consists of one oxygen atom joined to two hydrogen atoms by polar covalent bonds. Because oxygen is much more electronegative than hydrogen, the shared electrons spend more time near the oxygen. The molecule is also bent, with an angle of about 104.5° between its two bonds. As a result, the oxygen end carries a partial negative charge and the two hydrogens carry partial positive charges: water is a polar molecule.\n\nOpposite partial charges attract. The slightly positive hydrogen of one water molecule is drawn to the slightly negative oxygen of a neighbour, forming a hydrogen bond. Each molecule can form up to four hydrogen bonds. In liquid water these bonds last only a few trillionths of a second, but they constantly re-form, so at any instant most molecules are hydrogen-bonded to their neighbours.",
                fr: "Une molécule d'eau (H₂O) est formée d'un atome d'oxygène uni à deux atomes d'hydrogène par des liaisons covalentes polaires. Comme l'oxygène est beaucoup plus électronégatif que l'hydrogène, les électrons partagés passent plus de temps près de lui. La molécule est en outre coudée, avec un angle d'environ 104,5° entre ses deux liaisons. L'oxygène porte donc une charge partielle négative et les deux hydrogènes des charges partielles positives : l'eau est une molécule polaire.\n\nLes charges partielles opposées s'attirent. L'hydrogène légèrement positif d'une molécule d'eau est attiré par l'oxygène légèrement négatif d'une voisine, ce qui forme une liaison hydrogène. Chaque molécule peut établir jusqu'à quatre liaisons hydrogène. Dans l'eau liquide, ces liaisons ne durent que quelques picosecondes, mais elles se reforment sans cesse : à chaque instant, la plupart des molécules sont liées à leurs voisines.",
              },
              narration: {
                en: "Water is a bent molecule in which oxygen pulls the shared electrons away from the two hydrogens. This makes water polar, with a partially negative oxygen and partially positive hydrogens. Neighbouring molecules attract one another through hydrogen bonds, which constantly break and re-form.",
                fr: "L'eau est une molécule coudée dans laquelle l'oxygène attire à lui les électrons partagés avec les deux hydrogènes. L'eau est donc polaire, avec un oxygène partiellement négatif et des hydrogènes partiellement positifs. Les molécules voisines s'attirent par des liaisons hydrogène qui se rompent et se reforment sans cesse.",
              },
              figures: [
                {
                  diagram: "water",
                  labels: {
                    en: ["Oxygen", "Hydrogen", "Polar covalent bond", "Hydrogen bond"],
                    fr: ["Oxygène", "Hydrogène", "Liaison covalente polaire", "Liaison hydrogène"],
                  },
                  caption: {
                    en: "Each water molecule is polar, and hydrogen bonds link it to its neighbours.",
                    fr: "Chaque molécule d'eau est polaire, et des liaisons hydrogène l'unissent à ses voisines.",
                  },
                },
              ],
              structures: [
                {
                  model: "water-molecule",
                  name: { en: "Water molecule", fr: "Molécule d'eau" },
                  description: {
                    en: "A ball-and-stick model of a single water molecule: a large red oxygen atom joined by grey bonds to two smaller white hydrogen atoms. The molecule is bent, with about 104.5 degrees between the two bonds.",
                    fr: "Un modèle boules et bâtonnets d'une seule molécule d'eau : un gros atome d'oxygène rouge relié par des liaisons grises à deux atomes d'hydrogène blancs, plus petits. La molécule est coudée, avec un angle d'environ 104,5 degrés entre ses deux liaisons.",
                  },
                  ar: true,
                },
              ],
            },
            {
              key: "life-1-c1-m2-l2",
              title: { en: "Cohesion, Temperature and Ice", fr: "Cohésion, température et glace" },
              text: {
                en: "Hydrogen bonds hold water molecules together, a property called cohesion. Cohesion, together with the adhesion of water to the walls of xylem vessels, helps pull water from the roots to the leaves of plants. It also creates a surface tension strong enough to support a water strider.\n\nWater resists changes in temperature. Its high specific heat means that much energy must be absorbed to break hydrogen bonds before the molecules can move faster, so oceans and water-rich organisms warm and cool slowly. Evaporation carries away the most energetic molecules, which is why sweating cools the body.\n\nUnusually, solid water is less dense than liquid water. As water freezes, each molecule locks into four stable hydrogen bonds, forming a spaced-out crystal lattice. Ice therefore floats and insulates the liquid water beneath it, allowing aquatic life to survive the winter.",
                fr: "Les liaisons hydrogène maintiennent les molécules d'eau unies entre elles : c'est la cohésion. Associée à l'adhérence de l'eau aux parois des vaisseaux du xylème, la cohésion aide à faire monter l'eau des racines jusqu'aux feuilles des plantes. Elle crée aussi une tension superficielle assez forte pour supporter un gerris.\n\nL'eau résiste aux variations de température. En raison de sa chaleur massique élevée, elle doit absorber beaucoup d'énergie pour rompre ses liaisons hydrogène avant que ses molécules s'agitent davantage ; les océans et les organismes, riches en eau, se réchauffent et se refroidissent donc lentement. L'évaporation emporte les molécules les plus énergétiques, et c'est pourquoi la transpiration refroidit le corps.\n\nFait inhabituel, l'eau solide est moins dense que l'eau liquide. Lors de la congélation, chaque molécule se fixe par quatre liaisons hydrogène stables dans un réseau cristallin aéré. La glace flotte donc et isole l'eau liquide située au-dessous, ce qui permet à la vie aquatique de survivre à l'hiver.",
              },
              narration: {
                en: "Hydrogen bonds give water cohesion and surface tension, helping plants pull water upward. Water's high specific heat stabilises temperatures, and evaporation cools the body. When water freezes, hydrogen bonds lock its molecules into an open lattice, so ice floats and insulates the water below.",
                fr: "Les liaisons hydrogène donnent à l'eau sa cohésion et sa tension superficielle, ce qui aide les plantes à faire monter l'eau. La chaleur massique élevée de l'eau stabilise les températures, et l'évaporation refroidit le corps. En gelant, l'eau forme un réseau aéré : la glace flotte et isole l'eau située au-dessous.",
              },
              figures: [
                {
                  diagram: "water",
                  labels: { en: ["Hydrogen bond", "Water molecule"], fr: ["Liaison hydrogène", "Molécule d'eau"] },
                  caption: {
                    en: "Hydrogen bonds between neighbouring molecules make liquid water cohesive.",
                    fr: "Les liaisons hydrogène entre molécules voisines rendent l'eau liquide cohésive.",
                  },
                },
                {
                  diagram: "flow",
                  labels: {
                    en: ["Liquid water: bonds break and re-form", "Cooling below 4 °C", "Ice: stable hydrogen-bond lattice", "Ice floats and insulates"],
                    fr: ["Eau liquide : liaisons rompues et reformées", "Refroidissement sous 4 °C", "Glace : réseau stable de liaisons hydrogène", "La glace flotte et isole"],
                  },
                  caption: {
                    en: "As water freezes, hydrogen bonds hold the molecules farther apart, so ice is less dense than liquid water.",
                    fr: "Lors de la congélation, les liaisons hydrogène maintiennent les molécules plus écartées : la glace est moins dense que l'eau liquide.",
                  },
                },
              ],
            },
            {
              key: "life-1-c1-m2-l3",
              title: { en: "Water as a Solvent", fr: "L'eau, un solvant" },
              text: {
                en: "Water dissolves more kinds of substances than any other common liquid. When a salt crystal is placed in water, the partially negative oxygens of water molecules surround each cation, and the partially positive hydrogens surround each anion. These hydration shells separate the ions and keep them in solution. Polar molecules such as sugars dissolve in the same way, by forming hydrogen bonds with water.\n\nSubstances that have an affinity for water are hydrophilic. Nonpolar substances such as oils are hydrophobic and do not dissolve. Instead, water molecules hydrogen-bond with one another and exclude the nonpolar molecules, which cluster together. This hydrophobic effect helps proteins fold and cell membranes assemble.\n\nBiologists express the concentration of a solution as molarity: one mole of a substance, 6.02 × 10²³ molecules, dissolved in enough water to make one litre gives a 1 M solution.",
                fr: "L'eau dissout plus de substances différentes que tout autre liquide courant. Lorsqu'on place un cristal de sel dans l'eau, les oxygènes partiellement négatifs des molécules d'eau entourent chaque cation, et les hydrogènes partiellement positifs entourent chaque anion. Ces sphères d'hydratation séparent les ions et les maintiennent en solution. Les molécules polaires, comme les sucres, se dissolvent de la même façon en formant des liaisons hydrogène avec l'eau.\n\nLes substances qui ont de l'affinité pour l'eau sont hydrophiles. Les substances non polaires, comme les huiles, sont hydrophobes et ne se dissolvent pas. Les molécules d'eau établissent plutôt des liaisons hydrogène entre elles et excluent les molécules non polaires, qui se regroupent. Cet effet hydrophobe contribue au repliement des protéines et à l'assemblage des membranes cellulaires.\n\nLes biologistes expriment la concentration d'une solution en molarité : une mole d'une substance, soit 6,02 × 10²³ molécules, dissoute dans assez d'eau pour obtenir un litre donne une solution à 1 M.",
              },
              narration: {
                en: "Water is an excellent solvent because its partial charges surround ions and polar molecules, forming hydration shells. Nonpolar substances such as oils are hydrophobic: water excludes them, and they cluster together. This hydrophobic effect helps proteins fold and membranes form.",
                fr: "L'eau est un excellent solvant, car ses charges partielles entourent les ions et les molécules polaires pour former des sphères d'hydratation. Les substances non polaires, comme les huiles, sont hydrophobes : l'eau les exclut et elles se regroupent. Cet effet hydrophobe aide les protéines à se replier et les membranes à se former.",
              },
              figures: [
                {
                  diagram: "flow",
                  labels: {
                    en: ["Salt crystal in water", "Water surrounds the ions", "Hydration shells form", "Ions dispersed in solution"],
                    fr: ["Cristal de sel dans l'eau", "L'eau entoure les ions", "Formation de sphères d'hydratation", "Ions dispersés en solution"],
                  },
                  caption: {
                    en: "Water dissolves table salt by surrounding each Na⁺ and Cl⁻ ion with oriented water molecules.",
                    fr: "L'eau dissout le sel de table en entourant chaque ion Na⁺ et Cl⁻ de molécules d'eau orientées.",
                  },
                },
              ],
            },
            {
              key: "life-1-c1-m2-l4",
              title: { en: "Acids, Bases and pH", fr: "Les acides, les bases et le pH" },
              text: {
                en: "A tiny fraction of water molecules dissociate into hydrogen ions (H⁺) and hydroxide ions (OH⁻). In pure water the two are equal, at 10⁻⁷ M each. An acid, such as hydrochloric acid, increases the H⁺ concentration of a solution. A base reduces it, either by accepting H⁺, like ammonia, or by releasing OH⁻, like sodium hydroxide.\n\nThe pH scale expresses the H⁺ concentration: pH = −log[H⁺]. Pure water has a pH of 7; acidic solutions are below 7 and basic solutions above. Because the scale is logarithmic, each unit is a tenfold difference: a solution at pH 4 has ten times more H⁺ than one at pH 5.\n\nMost cells work near pH 7, and human blood stays close to 7.4. Buffers, such as the carbonic acid–bicarbonate system of blood, keep pH stable by taking up excess H⁺ or releasing H⁺ when it is scarce.",
                fr: "Une infime fraction des molécules d'eau se dissocie en ions hydrogène (H⁺) et en ions hydroxyde (OH⁻). Dans l'eau pure, leurs concentrations sont égales, soit 10⁻⁷ M chacune. Un acide, comme l'acide chlorhydrique, augmente la concentration en H⁺ d'une solution. Une base la diminue, soit en captant des H⁺, comme l'ammoniac, soit en libérant des OH⁻, comme l'hydroxyde de sodium.\n\nL'échelle de pH exprime la concentration en H⁺ : pH = −log[H⁺]. L'eau pure a un pH de 7 ; les solutions acides ont un pH inférieur à 7 et les solutions basiques, un pH supérieur. Comme l'échelle est logarithmique, chaque unité correspond à un facteur 10 : une solution à pH 4 contient dix fois plus d'ions H⁺ qu'une solution à pH 5.\n\nLa plupart des cellules fonctionnent à un pH proche de 7, et le sang humain reste voisin de 7,4. Les tampons, comme le système acide carbonique-bicarbonate du sang, stabilisent le pH en captant les H⁺ en excès ou en libérant des H⁺ lorsqu'ils viennent à manquer.",
              },
              narration: {
                en: "Water dissociates slightly into hydrogen and hydroxide ions. Acids add hydrogen ions to a solution and bases remove them. The pH scale is logarithmic, so each unit is a tenfold change, and buffers such as bicarbonate keep the pH of blood close to 7.4.",
                fr: "L'eau se dissocie légèrement en ions hydrogène et hydroxyde. Les acides augmentent la concentration en ions hydrogène d'une solution, et les bases la diminuent. L'échelle de pH est logarithmique, chaque unité correspondant à un facteur dix, et des tampons comme le bicarbonate maintiennent le pH du sang près de 7,4.",
              },
              figures: [
                {
                  diagram: "flow",
                  labels: {
                    en: ["pH 2: gastric juice", "pH 5: black coffee", "pH 7: pure water", "pH 7.4: blood", "pH 12.5: bleach"],
                    fr: ["pH 2 : suc gastrique", "pH 5 : café noir", "pH 7 : eau pure", "pH 7,4 : sang", "pH 12,5 : eau de Javel"],
                  },
                  caption: {
                    en: "Common solutions arranged from most acidic to most basic on the pH scale.",
                    fr: "Des solutions courantes classées de la plus acide à la plus basique sur l'échelle de pH.",
                  },
                },
                {
                  diagram: "flow",
                  labels: {
                    en: ["CO₂ + H₂O", "H₂CO₃ (carbonic acid)", "HCO₃⁻ + H⁺"],
                    fr: ["CO₂ + H₂O", "H₂CO₃ (acide carbonique)", "HCO₃⁻ + H⁺"],
                  },
                  caption: {
                    en: "These reactions are reversible: in blood, carbonic acid releases H⁺ when pH rises, and bicarbonate takes up H⁺ when pH falls.",
                    fr: "Ces réactions sont réversibles : dans le sang, l'acide carbonique libère des H⁺ quand le pH monte, et le bicarbonate capte des H⁺ quand le pH baisse.",
                  },
                },
              ],
            },
          ],
          quiz: [
            {
              question: { en: "What makes a water molecule polar?", fr: "Qu'est-ce qui rend la molécule d'eau polaire ?" },
              options: [
                {
                  text: { en: "Its oxygen and hydrogen atoms are joined by ionic bonds.", fr: "Ses atomes d'oxygène et d'hydrogène sont unis par des liaisons ioniques." },
                  correct: false,
                },
                {
                  text: { en: "Hydrogen is more electronegative than oxygen.", fr: "L'hydrogène est plus électronégatif que l'oxygène." },
                  correct: false,
                },
                {
                  text: { en: "The molecule is linear, with oxygen in the middle.", fr: "La molécule est linéaire, avec l'oxygène au milieu." },
                  correct: false,
                },
                {
                  text: {
                    en: "Oxygen attracts the shared electrons more strongly than hydrogen, and the molecule is bent.",
                    fr: "L'oxygène attire les électrons partagés plus fortement que l'hydrogène, et la molécule est coudée.",
                  },
                  correct: true,
                },
              ],
            },
            {
              question: { en: "Why does ice float on liquid water?", fr: "Pourquoi la glace flotte-t-elle sur l'eau liquide ?" },
              options: [
                {
                  text: {
                    en: "Stable hydrogen bonds hold the molecules of ice in a spaced-out lattice, making it less dense.",
                    fr: "Des liaisons hydrogène stables maintiennent les molécules de la glace dans un réseau aéré, ce qui la rend moins dense.",
                  },
                  correct: true,
                },
                {
                  text: { en: "Freezing breaks the covalent bonds inside water molecules.", fr: "La congélation rompt les liaisons covalentes des molécules d'eau." },
                  correct: false,
                },
                {
                  text: {
                    en: "Molecules in ice move faster than molecules in liquid water.",
                    fr: "Les molécules de la glace s'agitent plus vite que celles de l'eau liquide.",
                  },
                  correct: false,
                },
                {
                  text: { en: "Ice forms no hydrogen bonds at all.", fr: "La glace ne forme aucune liaison hydrogène." },
                  correct: false,
                },
              ],
            },
            {
              question: {
                en: "How many times more H⁺ does a solution at pH 3 contain than a solution at pH 6?",
                fr: "Combien de fois plus d'ions H⁺ une solution à pH 3 contient-elle qu'une solution à pH 6 ?",
              },
              options: [
                { text: { en: "3 times", fr: "3 fois" }, correct: false },
                { text: { en: "30 times", fr: "30 fois" }, correct: false },
                { text: { en: "1,000 times", fr: "1 000 fois" }, correct: true },
                { text: { en: "300 times", fr: "300 fois" }, correct: false },
              ],
            },
            {
              question: {
                en: "Oil does not dissolve in water because oil molecules are:",
                fr: "L'huile ne se dissout pas dans l'eau parce que ses molécules sont :",
              },
              options: [
                { text: { en: "charged ions that repel water", fr: "des ions chargés qui repoussent l'eau" }, correct: false },
                { text: { en: "nonpolar and hydrophobic", fr: "non polaires et hydrophobes" }, correct: true },
                { text: { en: "polar and hydrophilic", fr: "polaires et hydrophiles" }, correct: false },
                { text: { en: "held together by hydrogen bonds with water", fr: "liées à l'eau par des liaisons hydrogène" }, correct: false },
              ],
            },
            {
              question: { en: "What does a buffer do?", fr: "Quel est le rôle d'un tampon ?" },
              options: [
                { text: { en: "It raises the pH of a solution to 14.", fr: "Il élève le pH d'une solution à 14." }, correct: false },
                { text: { en: "It converts all acids into water.", fr: "Il transforme tous les acides en eau." }, correct: false },
                { text: { en: "It prevents water from dissociating.", fr: "Il empêche l'eau de se dissocier." }, correct: false },
                {
                  text: {
                    en: "It minimises changes in pH by taking up or releasing H⁺.",
                    fr: "Il limite les variations de pH en captant ou en libérant des H⁺.",
                  },
                  correct: true,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      key: "life-1-c2",
      title: { en: "Biological Macromolecules", fr: "Les macromolécules biologiques" },
      modules: [
        {
          key: "life-1-c2-m1",
          title: { en: "Carbon, Carbohydrates and Lipids", fr: "Le carbone, les glucides et les lipides" },
          content: {
            en: "Carbon is the backbone of biological molecules. This module explains how carbon skeletons and functional groups give organic molecules their properties and how cells build polymers from monomers. It then surveys two classes of molecules that store energy and build structures: carbohydrates, from simple sugars to cellulose, and lipids, from fats to phospholipids and steroids.",
            fr: "Le carbone forme l'ossature des molécules biologiques. Ce module explique comment les squelettes carbonés et les groupements fonctionnels déterminent les propriétés des molécules organiques et comment les cellules assemblent des polymères à partir de monomères. Il présente ensuite deux classes de molécules qui stockent l'énergie et construisent des structures : les glucides, des sucres simples à la cellulose, et les lipides, des graisses aux phospholipides et aux stéroïdes.",
          },
          lessons: [
            {
              key: "life-1-c2-m1-l1",
              title: { en: "Carbon Skeletons and Polymers", fr: "Squelettes carbonés et polymères" },
              text: {
                en: "Because carbon forms four covalent bonds, it can link to other carbon atoms in chains, branches and rings, creating an almost endless variety of molecular skeletons. Attached to these skeletons are functional groups, small clusters of atoms such as hydroxyl (−OH), carboxyl (−COOH), amino (−NH₂) and phosphate groups, which give each molecule its chemical behaviour.\n\nThree of the four classes of large biological molecules, carbohydrates, proteins and nucleic acids, are polymers: long chains of similar building blocks called monomers. Cells join monomers by dehydration reactions, in which a covalent bond forms and a water molecule is released; enzymes speed up these reactions. The reverse process, hydrolysis, adds water to break the bond between monomers, as happens when food is digested. Lipids are large molecules too, but they are not polymers.",
                fr: "Comme le carbone forme quatre liaisons covalentes, il peut se lier à d'autres atomes de carbone en chaînes, en ramifications et en cycles, ce qui crée une variété presque infinie de squelettes moléculaires. Sur ces squelettes se greffent des groupements fonctionnels, de petits ensembles d'atomes comme les groupements hydroxyle (−OH), carboxyle (−COOH), amine (−NH₂) et phosphate, qui déterminent le comportement chimique de chaque molécule.\n\nTrois des quatre classes de grosses molécules biologiques, les glucides, les protéines et les acides nucléiques, sont des polymères : de longues chaînes d'unités semblables appelées monomères. Les cellules relient les monomères par des réactions de déshydratation, ou de condensation, au cours desquelles une liaison covalente se forme et une molécule d'eau est libérée ; des enzymes accélèrent ces réactions. Le processus inverse, l'hydrolyse, ajoute de l'eau pour rompre la liaison entre monomères, comme lors de la digestion des aliments. Les lipides sont aussi de grosses molécules, mais ce ne sont pas des polymères.",
              },
              narration: {
                en: "Carbon's four bonds let it form chains, branches and rings that carry functional groups. Cells build carbohydrates, proteins and nucleic acids by linking monomers into polymers through dehydration reactions, which release water. Hydrolysis adds water to break polymers back into monomers.",
                fr: "Grâce à ses quatre liaisons, le carbone forme des chaînes, des ramifications et des cycles porteurs de groupements fonctionnels. Les cellules construisent les glucides, les protéines et les acides nucléiques en reliant des monomères par des réactions de déshydratation, qui libèrent de l'eau. L'hydrolyse ajoute de l'eau pour séparer à nouveau les monomères.",
              },
              figures: [
                {
                  diagram: "macromolecule",
                  labels: {
                    en: ["Monomer", "Covalent bond", "Polymer", "New monomer", "Water released"],
                    fr: ["Monomère", "Liaison covalente", "Polymère", "Nouveau monomère", "Eau libérée"],
                  },
                  caption: {
                    en: "A dehydration reaction adds a monomer to a growing polymer and releases one molecule of water.",
                    fr: "Une réaction de déshydratation ajoute un monomère à un polymère en croissance et libère une molécule d'eau.",
                  },
                },
                {
                  diagram: "molecule",
                  labels: { en: ["Carbon", "Hydrogen", "Hydroxyl group"], fr: ["Carbone", "Hydrogène", "Groupement hydroxyle"] },
                  caption: {
                    en: "Ethanol: a two-carbon skeleton carrying a hydroxyl functional group.",
                    fr: "L'éthanol : un squelette de deux carbones portant un groupement fonctionnel hydroxyle.",
                  },
                },
              ],
            },
            {
              key: "life-1-c2-m1-l2",
              title: { en: "Monosaccharides and Disaccharides", fr: "Monosaccharides et disaccharides" },
              text: {
                en: "Carbohydrates include sugars and their polymers. The simplest are monosaccharides, whose formulas are usually multiples of CH₂O. Glucose (C₆H₁₂O₆), the main fuel of cellular respiration, carries several hydroxyl groups and a carbonyl group. Monosaccharides are classified by their number of carbons: three-carbon trioses, five-carbon pentoses such as ribose, and six-carbon hexoses such as glucose and fructose. In water, most of them form rings.\n\nA dehydration reaction can join two monosaccharides by a glycosidic linkage to form a disaccharide. Glucose plus fructose gives sucrose, the table sugar that plants transport in their phloem; glucose plus galactose gives lactose, the sugar of milk; and two glucoses give maltose. People who produce little lactase, the enzyme that hydrolyses lactose, may have trouble digesting milk.",
                fr: "Les glucides comprennent les sucres et leurs polymères. Les plus simples sont les monosaccharides, dont la formule est généralement un multiple de CH₂O. Le glucose (C₆H₁₂O₆), principal carburant de la respiration cellulaire, porte plusieurs groupements hydroxyle et un groupement carbonyle. On classe les monosaccharides selon leur nombre de carbones : les trioses à trois carbones, les pentoses à cinq carbones comme le ribose, et les hexoses à six carbones comme le glucose et le fructose. Dans l'eau, la plupart d'entre eux forment des cycles.\n\nUne réaction de déshydratation peut unir deux monosaccharides par une liaison glycosidique pour former un disaccharide. Le glucose et le fructose donnent le saccharose, le sucre de table que les plantes transportent dans leur phloème ; le glucose et le galactose donnent le lactose, le sucre du lait ; deux glucoses donnent le maltose. Les personnes qui produisent peu de lactase, l'enzyme qui hydrolyse le lactose, peuvent avoir du mal à digérer le lait.",
              },
              narration: {
                en: "Monosaccharides such as glucose and fructose are simple sugars with several hydroxyl groups, and most of them form rings in water. A dehydration reaction joins two of them by a glycosidic linkage into a disaccharide, such as sucrose, lactose or maltose.",
                fr: "Les monosaccharides, comme le glucose et le fructose, sont des sucres simples portant plusieurs groupements hydroxyle, et la plupart forment des cycles dans l'eau. Une réaction de déshydratation en unit deux par une liaison glycosidique pour former un disaccharide, comme le saccharose, le lactose ou le maltose.",
              },
              figures: [
                {
                  diagram: "flow",
                  labels: {
                    en: ["Glucose + fructose", "Dehydration reaction", "Glycosidic linkage forms", "Sucrose + water"],
                    fr: ["Glucose + fructose", "Réaction de déshydratation", "Formation d'une liaison glycosidique", "Saccharose + eau"],
                  },
                  caption: {
                    en: "Joining glucose and fructose by a dehydration reaction produces sucrose and one molecule of water.",
                    fr: "L'union du glucose et du fructose par une réaction de déshydratation produit du saccharose et une molécule d'eau.",
                  },
                },
              ],
            },
            {
              key: "life-1-c2-m1-l3",
              title: { en: "Polysaccharides", fr: "Les polysaccharides" },
              text: {
                en: "Polysaccharides are polymers of hundreds to thousands of monosaccharides. Their function depends on which sugar they contain and on how the units are linked.\n\nStorage polysaccharides can be hydrolysed when cells need sugar. Plants store glucose as starch, in which α-glucose units form helical chains. Animals store glycogen, a more highly branched glucose polymer, mainly in liver and muscle cells.\n\nStructural polysaccharides build tough materials. Cellulose, the main component of plant cell walls, is also made of glucose, but its β-linkages produce straight chains that lie side by side and hydrogen-bond into strong microfibrils. Few organisms make enzymes that digest cellulose; cows and termites rely on microorganisms in their guts, and in humans cellulose passes through as insoluble fibre. Chitin, a glucose derivative carrying a nitrogen-containing group, forms the exoskeletons of arthropods and the cell walls of fungi.",
                fr: "Les polysaccharides sont des polymères de quelques centaines à plusieurs milliers de monosaccharides. Leur fonction dépend du sucre qui les compose et de la façon dont les unités sont reliées.\n\nLes polysaccharides de réserve peuvent être hydrolysés lorsque les cellules ont besoin de sucre. Les plantes stockent le glucose sous forme d'amidon, dont les unités d'α-glucose forment des chaînes hélicoïdales. Les animaux stockent le glycogène, un polymère de glucose plus ramifié, surtout dans les cellules du foie et des muscles.\n\nLes polysaccharides de structure forment des matériaux résistants. La cellulose, principal constituant de la paroi des cellules végétales, est elle aussi faite de glucose, mais ses liaisons β produisent des chaînes droites qui s'alignent côte à côte et s'unissent par des liaisons hydrogène en microfibrilles solides. Peu d'organismes fabriquent des enzymes capables de digérer la cellulose : les vaches et les termites comptent sur les microorganismes de leur tube digestif, et chez l'humain, la cellulose traverse l'intestin sous forme de fibres insolubles. La chitine, un dérivé du glucose porteur d'un groupement azoté, forme l'exosquelette des arthropodes et la paroi des champignons.",
              },
              narration: {
                en: "Polysaccharides are long chains of sugars. Plants store glucose as starch and animals as glycogen, both easily hydrolysed. Cellulose is also made of glucose, but its beta linkages form straight chains bundled into strong fibres, while chitin builds the exoskeletons of insects and the walls of fungi.",
                fr: "Les polysaccharides sont de longues chaînes de sucres. Les plantes stockent le glucose sous forme d'amidon et les animaux sous forme de glycogène, deux réserves faciles à hydrolyser. La cellulose est aussi faite de glucose, mais ses liaisons bêta forment des chaînes droites réunies en fibres solides, tandis que la chitine construit l'exosquelette des insectes et la paroi des champignons.",
              },
              figures: [
                {
                  diagram: "macromolecule",
                  labels: {
                    en: ["Glucose monomer", "Glycosidic linkage", "Polysaccharide chain"],
                    fr: ["Monomère de glucose", "Liaison glycosidique", "Chaîne polysaccharidique"],
                  },
                  caption: {
                    en: "Starch, glycogen and cellulose are all chains of glucose monomers joined by glycosidic linkages.",
                    fr: "L'amidon, le glycogène et la cellulose sont tous des chaînes de monomères de glucose unis par des liaisons glycosidiques.",
                  },
                },
              ],
            },
            {
              key: "life-1-c2-m1-l4",
              title: { en: "Lipids", fr: "Les lipides" },
              text: {
                en: "Lipids are a diverse group of hydrophobic molecules made mostly of hydrocarbon regions. A fat, or triglyceride, consists of three fatty acids joined to glycerol by ester linkages. Saturated fatty acids have no carbon–carbon double bonds; their straight chains pack tightly, so animal fats such as butter are solid at room temperature. Unsaturated fatty acids have one or more cis double bonds that kink the chain, so plant and fish oils stay liquid. Fats store more than twice as much energy per gram as carbohydrates.\n\nA phospholipid has only two fatty acids; the third position of glycerol carries a negatively charged phosphate group. With a hydrophilic head and hydrophobic tails, phospholipids assemble into bilayers, the basis of every cell membrane.\n\nSteroids, such as cholesterol and the sex hormones, are built on four fused carbon rings.",
                fr: "Les lipides forment un groupe varié de molécules hydrophobes constituées surtout de régions hydrocarbonées. Une graisse, ou triglycéride, est formée de trois acides gras unis au glycérol par des liaisons ester. Les acides gras saturés ne comportent aucune liaison double carbone-carbone ; leurs chaînes droites s'empilent étroitement, si bien que les graisses animales comme le beurre sont solides à température ambiante. Les acides gras insaturés possèdent une ou plusieurs liaisons doubles cis qui coudent la chaîne : les huiles végétales et de poisson restent donc liquides. Les graisses stockent plus de deux fois plus d'énergie par gramme que les glucides.\n\nUn phospholipide ne possède que deux acides gras ; la troisième position du glycérol porte un groupement phosphate chargé négativement. Avec leur tête hydrophile et leurs queues hydrophobes, les phospholipides s'assemblent en bicouches, la base de toute membrane cellulaire.\n\nLes stéroïdes, comme le cholestérol et les hormones sexuelles, sont construits sur quatre cycles carbonés accolés.",
              },
              narration: {
                en: "Lipids are hydrophobic molecules. Fats combine glycerol with three fatty acids: saturated fats have straight chains and are solid, while unsaturated fats have kinked chains and are liquid. Phospholipids have a hydrophilic head and two hydrophobic tails, so they form membranes, and steroids such as cholesterol are built on four fused rings.",
                fr: "Les lipides sont des molécules hydrophobes. Les graisses associent le glycérol à trois acides gras : les graisses saturées, aux chaînes droites, sont solides, tandis que les insaturées, aux chaînes coudées, sont liquides. Les phospholipides ont une tête hydrophile et deux queues hydrophobes, ce qui leur permet de former les membranes, et les stéroïdes comme le cholestérol reposent sur quatre cycles accolés.",
              },
              figures: [
                {
                  diagram: "flow",
                  labels: {
                    en: ["Glycerol", "+ 3 fatty acids", "3 ester linkages form", "Triglyceride + 3 H₂O"],
                    fr: ["Glycérol", "+ 3 acides gras", "Formation de 3 liaisons ester", "Triglycéride + 3 H₂O"],
                  },
                  caption: {
                    en: "A fat forms when three fatty acids are attached to glycerol by dehydration reactions.",
                    fr: "Une graisse se forme lorsque trois acides gras se fixent au glycérol par des réactions de déshydratation.",
                  },
                },
                {
                  diagram: "membrane",
                  labels: {
                    en: ["Hydrophilic head", "Hydrophobic tails", "Phospholipid bilayer", "Cholesterol"],
                    fr: ["Tête hydrophile", "Queues hydrophobes", "Bicouche phospholipidique", "Cholestérol"],
                  },
                  caption: {
                    en: "In water, phospholipids form a bilayer with their heads facing outward and their tails hidden inside; cholesterol sits among them.",
                    fr: "Dans l'eau, les phospholipides forment une bicouche, têtes tournées vers l'extérieur et queues cachées à l'intérieur ; le cholestérol s'insère entre eux.",
                  },
                },
              ],
            },
          ],
          quiz: [
            {
              question: {
                en: "Which type of reaction links two monomers and releases a molecule of water?",
                fr: "Quel type de réaction relie deux monomères en libérant une molécule d'eau ?",
              },
              options: [
                { text: { en: "Hydrolysis", fr: "L'hydrolyse" }, correct: false },
                { text: { en: "A dehydration reaction", fr: "Une réaction de déshydratation" }, correct: true },
                { text: { en: "Ionisation", fr: "L'ionisation" }, correct: false },
                { text: { en: "Denaturation", fr: "La dénaturation" }, correct: false },
              ],
            },
            {
              question: {
                en: "Starch and cellulose are both polymers of glucose. Why can humans digest starch but not cellulose?",
                fr: "L'amidon et la cellulose sont tous deux des polymères de glucose. Pourquoi l'humain digère-t-il l'amidon, mais pas la cellulose ?",
              },
              options: [
                { text: { en: "Cellulose is made of fructose rather than glucose.", fr: "La cellulose est faite de fructose et non de glucose." }, correct: false },
                { text: { en: "Starch is a protein, not a carbohydrate.", fr: "L'amidon est une protéine et non un glucide." }, correct: false },
                { text: { en: "Cellulose contains nitrogen, which humans cannot process.", fr: "La cellulose contient de l'azote, que l'humain ne peut pas traiter." }, correct: false },
                {
                  text: {
                    en: "The glucose units of cellulose are joined by β-linkages that human enzymes cannot hydrolyse.",
                    fr: "Les unités de glucose de la cellulose sont unies par des liaisons β que les enzymes humaines ne peuvent pas hydrolyser.",
                  },
                  correct: true,
                },
              ],
            },
            {
              question: {
                en: "Why is butter solid at room temperature while olive oil is liquid?",
                fr: "Pourquoi le beurre est-il solide à température ambiante, alors que l'huile d'olive est liquide ?",
              },
              options: [
                {
                  text: {
                    en: "Butter is rich in saturated fatty acids, whose straight chains pack tightly.",
                    fr: "Le beurre est riche en acides gras saturés, dont les chaînes droites s'empilent étroitement.",
                  },
                  correct: true,
                },
                { text: { en: "Olive oil contains more glycerol per molecule.", fr: "L'huile d'olive contient plus de glycérol par molécule." }, correct: false },
                { text: { en: "Butter contains no fatty acids.", fr: "Le beurre ne contient aucun acide gras." }, correct: false },
                { text: { en: "The fatty acids of olive oil have no double bonds.", fr: "Les acides gras de l'huile d'olive n'ont aucune liaison double." }, correct: false },
              ],
            },
            {
              question: {
                en: "Which feature allows phospholipids to form membranes?",
                fr: "Quelle caractéristique permet aux phospholipides de former des membranes ?",
              },
              options: [
                { text: { en: "Four fused carbon rings", fr: "Quatre cycles carbonés accolés" }, correct: false },
                { text: { en: "Three fatty acids attached to glycerol", fr: "Trois acides gras fixés au glycérol" }, correct: false },
                {
                  text: {
                    en: "A hydrophilic phosphate head and two hydrophobic fatty acid tails",
                    fr: "Une tête phosphate hydrophile et deux queues d'acides gras hydrophobes",
                  },
                  correct: true,
                },
                { text: { en: "A long chain of glucose units", fr: "Une longue chaîne d'unités de glucose" }, correct: false },
              ],
            },
            {
              question: { en: "Lactose, the sugar of milk, is a disaccharide made of:", fr: "Le lactose, le sucre du lait, est un disaccharide formé :" },
              options: [
                { text: { en: "glucose and fructose", fr: "de glucose et de fructose" }, correct: false },
                { text: { en: "glucose and galactose", fr: "de glucose et de galactose" }, correct: true },
                { text: { en: "two glucose molecules", fr: "de deux molécules de glucose" }, correct: false },
                { text: { en: "fructose and galactose", fr: "de fructose et de galactose" }, correct: false },
              ],
            },
          ],
        },
        {
          key: "life-1-c2-m2",
          title: { en: "Proteins and Nucleic Acids", fr: "Les protéines et les acides nucléiques" },
          content: {
            en: "Proteins do most of the work in cells, and nucleic acids store the information needed to build them. This module explains how amino acids are linked into polypeptides, how a polypeptide folds into a precise three-dimensional shape, why that shape determines what a protein does, and how DNA and RNA are built from nucleotides.",
            fr: "Les protéines accomplissent l'essentiel du travail dans les cellules, et les acides nucléiques renferment l'information nécessaire pour les construire. Ce module explique comment les acides aminés s'enchaînent en polypeptides, comment un polypeptide se replie en une forme tridimensionnelle précise, pourquoi cette forme détermine le rôle de la protéine, et comment l'ADN et l'ARN sont construits à partir de nucléotides.",
          },
          lessons: [
            {
              key: "life-1-c2-m2-l1",
              title: { en: "Amino Acids and Polypeptides", fr: "Les acides aminés et les polypeptides" },
              text: {
                en: "Proteins are built from 20 kinds of amino acids. Every amino acid has a central carbon bonded to a hydrogen atom, an amino group, a carboxyl group and a variable side chain, or R group. The side chains differ in size, shape and charge: some are nonpolar and hydrophobic, others are polar, acidic or basic. These chemical differences give each amino acid its character.\n\nA dehydration reaction joins the carboxyl group of one amino acid to the amino group of the next, forming a peptide bond. Repeating this produces a polypeptide, an unbranched chain with a free amino end (the N-terminus) and a free carboxyl end (the C-terminus). A protein consists of one or more polypeptides folded into a specific shape. Because there are 20 possibilities at every position, even a chain of 100 amino acids can have an astronomical number of sequences.",
                fr: "Les protéines sont construites à partir de 20 sortes d'acides aminés. Chaque acide aminé possède un carbone central lié à un atome d'hydrogène, à un groupement amine, à un groupement carboxyle et à une chaîne latérale variable, ou groupement R. Les chaînes latérales diffèrent par leur taille, leur forme et leur charge : certaines sont non polaires et hydrophobes, d'autres polaires, acides ou basiques. Ces différences chimiques donnent à chaque acide aminé son caractère.\n\nUne réaction de déshydratation unit le groupement carboxyle d'un acide aminé au groupement amine du suivant : c'est la liaison peptidique. En répétant cette réaction, on obtient un polypeptide, une chaîne non ramifiée dotée d'une extrémité amine libre (extrémité N-terminale) et d'une extrémité carboxyle libre (extrémité C-terminale). Une protéine est formée d'un ou de plusieurs polypeptides repliés selon une forme précise. Comme il existe 20 possibilités à chaque position, même une chaîne de 100 acides aminés peut présenter un nombre astronomique de séquences.",
              },
              narration: {
                en: "Proteins are made from 20 amino acids, each with an amino group, a carboxyl group and a distinctive side chain. Peptide bonds, formed by dehydration reactions, link amino acids into an unbranched polypeptide. One or more folded polypeptides make up a protein.",
                fr: "Les protéines sont faites de 20 acides aminés, chacun doté d'un groupement amine, d'un groupement carboxyle et d'une chaîne latérale qui lui est propre. Des liaisons peptidiques, formées par déshydratation, relient les acides aminés en un polypeptide non ramifié. Une protéine est formée d'un ou de plusieurs polypeptides repliés.",
              },
              figures: [
                {
                  diagram: "macromolecule",
                  labels: {
                    en: ["Amino acid (monomer)", "Peptide bond", "Polypeptide chain", "Water released"],
                    fr: ["Acide aminé (monomère)", "Liaison peptidique", "Chaîne polypeptidique", "Eau libérée"],
                  },
                  caption: {
                    en: "Each new amino acid joins the chain by a peptide bond, releasing one molecule of water.",
                    fr: "Chaque nouvel acide aminé s'ajoute à la chaîne par une liaison peptidique, ce qui libère une molécule d'eau.",
                  },
                },
              ],
            },
            {
              key: "life-1-c2-m2-l2",
              title: { en: "Levels of Protein Structure", fr: "Les niveaux de structure des protéines" },
              text: {
                en: "A protein's shape is described at four levels. The primary structure is its unique sequence of amino acids, encoded by a gene. Secondary structure arises from hydrogen bonds between atoms of the polypeptide backbone, which coil parts of the chain into α-helices or fold them into β-pleated sheets.\n\nTertiary structure is the overall three-dimensional shape of a polypeptide, produced by interactions between side chains: hydrophobic side chains cluster in the protein's core, while ionic bonds, hydrogen bonds and covalent disulfide bridges stabilise the fold. Proteins made of several polypeptides also have quaternary structure, the arrangement of their subunits; haemoglobin, for example, has four.\n\nBecause each level depends on the one before, a change in primary structure can alter the whole shape. In sickle-cell disease, a single amino acid substitution in haemoglobin makes the molecules stick together into fibres.",
                fr: "La forme d'une protéine se décrit à quatre niveaux. La structure primaire est sa séquence unique d'acides aminés, codée par un gène. La structure secondaire résulte de liaisons hydrogène entre les atomes du squelette polypeptidique, qui enroulent certaines portions de la chaîne en hélices α ou les replient en feuillets β plissés.\n\nLa structure tertiaire est la forme tridimensionnelle globale d'un polypeptide, produite par les interactions entre chaînes latérales : les chaînes latérales hydrophobes se regroupent au cœur de la protéine, tandis que des liaisons ioniques, des liaisons hydrogène et des ponts disulfure covalents stabilisent le repliement. Les protéines formées de plusieurs polypeptides ont aussi une structure quaternaire, qui correspond à l'agencement de leurs sous-unités ; l'hémoglobine, par exemple, en compte quatre.\n\nComme chaque niveau dépend du précédent, une modification de la structure primaire peut changer toute la forme. Dans la drépanocytose, le remplacement d'un seul acide aminé de l'hémoglobine fait s'agréger les molécules en fibres.",
              },
              narration: {
                en: "Protein structure has four levels. The amino acid sequence is the primary structure; hydrogen bonds in the backbone form helices and sheets; side-chain interactions create the overall three-dimensional fold; and several polypeptides can assemble into a larger complex. A single amino acid change can disrupt this shape.",
                fr: "La structure des protéines compte quatre niveaux. La séquence d'acides aminés forme la structure primaire ; des liaisons hydrogène du squelette forment des hélices et des feuillets ; les interactions entre chaînes latérales créent le repliement tridimensionnel ; et plusieurs polypeptides peuvent s'assembler en un complexe. Le changement d'un seul acide aminé peut perturber cette forme.",
              },
              figures: [
                {
                  diagram: "flow",
                  labels: {
                    en: ["Primary: amino acid sequence", "Secondary: α-helix and β-sheet", "Tertiary: 3D fold of one chain", "Quaternary: several subunits"],
                    fr: ["Primaire : séquence d'acides aminés", "Secondaire : hélice α et feuillet β", "Tertiaire : repliement 3D d'une chaîne", "Quaternaire : plusieurs sous-unités"],
                  },
                  caption: {
                    en: "Each level of protein structure builds on the one before it.",
                    fr: "Chaque niveau de structure d'une protéine repose sur le précédent.",
                  },
                },
              ],
              structures: [
                {
                  model: "protein-globule",
                  name: { en: "Folded globular protein", fr: "Protéine globulaire repliée" },
                  description: {
                    en: "A simplified model of a globular protein: one continuous chain of beads folded into a compact ball. Red, yellow and blue segments stand for α-helices, β-strands and loops.",
                    fr: "Un modèle simplifié de protéine globulaire : une seule chaîne continue de billes repliée en une boule compacte. Les segments rouges, jaunes et bleus représentent les hélices α, les brins β et les boucles.",
                  },
                  ar: true,
                },
              ],
            },
            {
              key: "life-1-c2-m2-l3",
              title: { en: "Protein Function and Denaturation", fr: "Fonction des protéines et dénaturation" },
              text: {
                en: "Proteins perform a remarkable range of jobs. Enzymes speed up chemical reactions; structural proteins such as collagen and keratin provide support; transport proteins such as haemoglobin carry substances; antibodies defend against infection; motor proteins produce movement; and receptor proteins detect signals.\n\nIn every case, function depends on shape. An enzyme, for example, has a pocket called the active site whose shape and chemistry fit only particular substrates. The substrate binds, the enzyme converts it into products, and the enzyme is released unchanged, ready to act again.\n\nA protein's shape also depends on its environment. High temperature, extreme pH or high salt concentrations can disrupt the weak interactions that hold a protein together. The protein unfolds, or denatures, and loses its function, which is one reason very high fevers are dangerous. Some proteins refold when normal conditions return, but many cannot.",
                fr: "Les protéines accomplissent une gamme remarquable de tâches. Les enzymes accélèrent les réactions chimiques ; les protéines de structure, comme le collagène et la kératine, assurent le soutien ; les protéines de transport, comme l'hémoglobine, acheminent des substances ; les anticorps défendent l'organisme contre les infections ; les protéines motrices produisent le mouvement ; et les protéines réceptrices détectent les signaux.\n\nDans tous les cas, la fonction dépend de la forme. Une enzyme, par exemple, possède une poche appelée site actif, dont la forme et la chimie ne conviennent qu'à certains substrats. Le substrat s'y fixe, l'enzyme le transforme en produits, puis elle se libère intacte, prête à agir de nouveau.\n\nLa forme d'une protéine dépend aussi de son environnement. Une température élevée, un pH extrême ou une forte concentration en sels peuvent rompre les interactions faibles qui maintiennent sa structure. La protéine se déplie, ou se dénature, et perd sa fonction ; c'est l'une des raisons pour lesquelles une très forte fièvre est dangereuse. Certaines protéines se replient lorsque les conditions normales reviennent, mais beaucoup en sont incapables.",
              },
              narration: {
                en: "Proteins act as enzymes, supports, transporters, antibodies, motors and receptors, and each function depends on shape. An enzyme's active site fits only certain substrates. Heat, extreme pH or high salt can break the weak interactions that hold a protein's shape, denaturing it.",
                fr: "Les protéines servent d'enzymes, de soutiens, de transporteurs, d'anticorps, de moteurs et de récepteurs, et chaque fonction dépend de leur forme. Le site actif d'une enzyme ne convient qu'à certains substrats. La chaleur, un pH extrême ou une forte concentration en sels peuvent rompre les interactions faibles qui maintiennent la forme d'une protéine : elle est alors dénaturée.",
              },
              figures: [
                {
                  diagram: "enzyme",
                  labels: {
                    en: ["Substrate", "Active site", "Enzyme–substrate complex", "Products", "Enzyme"],
                    fr: ["Substrat", "Site actif", "Complexe enzyme-substrat", "Produits", "Enzyme"],
                  },
                  caption: {
                    en: "The substrate binds the enzyme's active site and is converted into products; the enzyme is released unchanged.",
                    fr: "Le substrat se fixe au site actif de l'enzyme et est transformé en produits ; l'enzyme est libérée intacte.",
                  },
                },
              ],
            },
            {
              key: "life-1-c2-m2-l4",
              title: { en: "Nucleic Acids: DNA and RNA", fr: "Les acides nucléiques : ADN et ARN" },
              text: {
                en: "Nucleic acids store and transmit hereditary information. They are polymers of nucleotides, each made of a five-carbon sugar, a phosphate group and a nitrogenous base. Nucleotides are linked by phosphodiester bonds between the sugar of one and the phosphate of the next, forming a sugar–phosphate backbone from which the bases project.\n\nDNA contains the sugar deoxyribose and the bases adenine (A), guanine (G), cytosine (C) and thymine (T). It usually exists as a double helix: two antiparallel strands held together by hydrogen bonds between complementary bases, A with T and G with C. This pairing lets each strand serve as a template for copying the other.\n\nRNA contains ribose, uses uracil (U) instead of thymine and is usually single-stranded. Messenger RNA carries a gene's instructions from DNA to the ribosomes, where they direct the synthesis of a polypeptide.",
                fr: "Les acides nucléiques stockent et transmettent l'information héréditaire. Ce sont des polymères de nucléotides, chacun formé d'un sucre à cinq carbones, d'un groupement phosphate et d'une base azotée. Les nucléotides sont reliés par des liaisons phosphodiester entre le sucre de l'un et le phosphate du suivant, ce qui forme un squelette sucre-phosphate d'où dépassent les bases.\n\nL'ADN contient un sucre, le désoxyribose, et les bases adénine (A), guanine (G), cytosine (C) et thymine (T). Il forme généralement une double hélice : deux brins antiparallèles unis par des liaisons hydrogène entre bases complémentaires, A avec T et G avec C. Cet appariement permet à chaque brin de servir de matrice pour copier l'autre.\n\nL'ARN contient du ribose, utilise l'uracile (U) à la place de la thymine et est généralement simple brin. L'ARN messager transporte les instructions d'un gène de l'ADN jusqu'aux ribosomes, où elles dirigent la synthèse d'un polypeptide.",
              },
              narration: {
                en: "DNA and RNA are polymers of nucleotides, each with a sugar, a phosphate and a base. DNA forms a double helix in which adenine pairs with thymine and guanine with cytosine. RNA contains ribose and uracil, is usually single-stranded, and carries genetic instructions to the ribosomes.",
                fr: "L'ADN et l'ARN sont des polymères de nucléotides, formés chacun d'un sucre, d'un phosphate et d'une base. L'ADN forme une double hélice où l'adénine s'apparie à la thymine et la guanine à la cytosine. L'ARN contient du ribose et de l'uracile, est généralement simple brin et transporte les instructions génétiques vers les ribosomes.",
              },
              figures: [
                {
                  diagram: "dna",
                  labels: {
                    en: ["Sugar–phosphate backbone", "Base pair", "Hydrogen bonds", "Nucleotide"],
                    fr: ["Squelette sucre-phosphate", "Paire de bases", "Liaisons hydrogène", "Nucléotide"],
                  },
                  caption: {
                    en: "The DNA double helix: two antiparallel sugar–phosphate backbones joined by hydrogen-bonded base pairs.",
                    fr: "La double hélice d'ADN : deux squelettes sucre-phosphate antiparallèles reliés par des paires de bases unies par des liaisons hydrogène.",
                  },
                },
                {
                  diagram: "flow",
                  labels: { en: ["DNA", "Messenger RNA", "Ribosome", "Polypeptide"], fr: ["ADN", "ARN messager", "Ribosome", "Polypeptide"] },
                  caption: {
                    en: "Genetic information flows from DNA to messenger RNA, which ribosomes read to build a polypeptide.",
                    fr: "L'information génétique passe de l'ADN à l'ARN messager, que les ribosomes lisent pour construire un polypeptide.",
                  },
                },
              ],
            },
          ],
          quiz: [
            {
              question: {
                en: "Which part of an amino acid differs from one amino acid to another?",
                fr: "Quelle partie d'un acide aminé varie d'un acide aminé à l'autre ?",
              },
              options: [
                { text: { en: "The amino group", fr: "Le groupement amine" }, correct: false },
                { text: { en: "The carboxyl group", fr: "Le groupement carboxyle" }, correct: false },
                { text: { en: "The side chain (R group)", fr: "La chaîne latérale (groupement R)" }, correct: true },
                { text: { en: "The central carbon", fr: "Le carbone central" }, correct: false },
              ],
            },
            {
              question: {
                en: "α-helices and β-pleated sheets are examples of which level of protein structure?",
                fr: "Les hélices α et les feuillets β plissés sont des exemples de quel niveau de structure des protéines ?",
              },
              options: [
                { text: { en: "Secondary structure", fr: "La structure secondaire" }, correct: true },
                { text: { en: "Primary structure", fr: "La structure primaire" }, correct: false },
                { text: { en: "Tertiary structure", fr: "La structure tertiaire" }, correct: false },
                { text: { en: "Quaternary structure", fr: "La structure quaternaire" }, correct: false },
              ],
            },
            {
              question: {
                en: "An enzyme heated to 80 °C stops working. What most likely happened?",
                fr: "Une enzyme chauffée à 80 °C cesse de fonctionner. Que s'est-il très probablement passé ?",
              },
              options: [
                { text: { en: "All of its peptide bonds were hydrolysed.", fr: "Toutes ses liaisons peptidiques ont été hydrolysées." }, correct: false },
                { text: { en: "Its amino acid sequence was rewritten.", fr: "Sa séquence d'acides aminés a été réécrite." }, correct: false },
                { text: { en: "It was converted into a lipid.", fr: "Elle a été transformée en lipide." }, correct: false },
                {
                  text: {
                    en: "It denatured: its three-dimensional shape unfolded, so its active site no longer fits the substrate.",
                    fr: "Elle s'est dénaturée : sa forme tridimensionnelle s'est dépliée, et son site actif ne convient plus au substrat.",
                  },
                  correct: true,
                },
              ],
            },
            {
              question: { en: "Which base is found in RNA but not in DNA?", fr: "Quelle base trouve-t-on dans l'ARN, mais pas dans l'ADN ?" },
              options: [
                { text: { en: "Thymine", fr: "La thymine" }, correct: false },
                { text: { en: "Uracil", fr: "L'uracile" }, correct: true },
                { text: { en: "Adenine", fr: "L'adénine" }, correct: false },
                { text: { en: "Guanine", fr: "La guanine" }, correct: false },
              ],
            },
            {
              question: {
                en: "In double-stranded DNA, which base pairs with guanine?",
                fr: "Dans l'ADN double brin, quelle base s'apparie à la guanine ?",
              },
              options: [
                { text: { en: "Adenine", fr: "L'adénine" }, correct: false },
                { text: { en: "Thymine", fr: "La thymine" }, correct: false },
                { text: { en: "Cytosine", fr: "La cytosine" }, correct: true },
                { text: { en: "Uracil", fr: "L'uracile" }, correct: false },
              ],
            },
          ],
        },
      ],
    },
  ],
};
