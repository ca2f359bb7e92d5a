import type { UnitSpec } from "./types";

/** ICB series, Unit 1: membrane trafficking, the cytoskeleton and signalling (second-year university level). */
export const icb1: UnitSpec = {
  key: "icb-1",
  series: "ICB",
  order: 1,
  title: { en: "Interactive Cell Biology: The Dynamic Cell", fr: "Biologie cellulaire interactive : la cellule dynamique" },
  summary: {
    en: "This unit treats the cell as a dynamic system in constant motion. Students trace proteins through the secretory and endocytic pathways, examine how actin filaments, microtubules and motor proteins organize and move cellular contents, and dissect the signalling cascades that convert an extracellular signal into a cellular response.",
    fr: "Cette unité présente la cellule comme un système dynamique en mouvement constant. Les étudiants suivent les protéines dans les voies de sécrétion et d'endocytose, examinent comment les filaments d'actine, les microtubules et les protéines motrices organisent et déplacent le contenu cellulaire, et décortiquent les cascades de signalisation qui convertissent un signal extracellulaire en réponse cellulaire.",
  },
  additionalInfo: {
    en: "Intended for second-year university students who have completed introductory biology and biochemistry, this unit emphasizes molecular mechanisms and experimental evidence. The lesson on the endoplasmic reticulum includes a 3D membrane model that can be viewed in augmented reality. Quizzes test the ability to predict the outcome of perturbations, such as a blocked GTPase or a missing sorting signal.",
    fr: "Destinée aux étudiants de deuxième année universitaire ayant suivi des cours d'introduction en biologie et en biochimie, cette unité met l'accent sur les mécanismes moléculaires et les données expérimentales. La leçon sur le réticulum endoplasmique comprend un modèle 3D de membrane à explorer en réalité augmentée. Les quiz évaluent la capacité à prédire l'effet de perturbations, comme une GTPase bloquée ou un signal de tri manquant.",
  },
  sampleVideoDescription: {
    en: "An animation of vesicles budding from the Golgi apparatus and carried by kinesin motors along microtubules to the cell surface.",
    fr: "Une animation de vésicules qui bourgeonnent à partir de l'appareil de Golgi et que des kinésines transportent le long des microtubules jusqu'à la surface de la cellule.",
  },
  chapters: [
    {
      key: "icb-1-c1",
      title: { en: "Membrane Trafficking", fr: "Le trafic membranaire" },
      modules: [
        {
          key: "icb-1-c1-m1",
          title: { en: "The Secretory and Endocytic Pathways", fr: "Les voies de sécrétion et d'endocytose" },
          content: {
            en: "Roughly a third of the proteins made by a eukaryotic cell are destined for membranes or for secretion. This module follows them from the ribosome into the endoplasmic reticulum and through the Golgi apparatus to their final destinations, then traces the reverse route by which cells take up material through endocytosis.",
            fr: "Environ un tiers des protéines d'une cellule eucaryote sont destinées aux membranes ou à la sécrétion. Ce module les suit du ribosome au réticulum endoplasmique, puis à travers l'appareil de Golgi jusqu'à leur destination finale, avant de retracer le trajet inverse, par lequel la cellule internalise des substances par endocytose.",
          },
          lessons: [
            {
              key: "icb-1-c1-m1-l1",
              title: { en: "Entering the Endoplasmic Reticulum", fr: "L'entrée dans le réticulum endoplasmique" },
              text: {
                en: "Proteins bound for the secretory pathway carry an N-terminal signal sequence, a stretch of hydrophobic residues. As it emerges from the ribosome, the signal recognition particle (SRP) binds it, slows translation and delivers the ribosome to the SRP receptor on the rough ER. The nascent chain then threads through the Sec61 translocon as translation continues, and signal peptidase usually cleaves the signal sequence. Transmembrane segments exit laterally into the bilayer through a gate in the translocon.\n\nIn the lumen, oligosaccharyltransferase attaches a preassembled glycan to asparagine residues, and chaperones such as BiP and calnexin help chains fold. Misfolded proteins are retained, then retrotranslocated to the cytosol for degradation by the proteasome. If they accumulate, the unfolded protein response expands ER capacity and slows translation.",
                fr: "Les protéines destinées à la voie de sécrétion portent une séquence signal N-terminale formée de résidus hydrophobes. Dès sa sortie du ribosome, la particule de reconnaissance du signal (SRP) s'y fixe, ralentit la traduction et conduit le ribosome jusqu'à son récepteur, sur le RE rugueux. La chaîne naissante traverse ensuite le translocon Sec61 pendant la traduction, et la peptidase du signal clive en général la séquence signal. Les segments transmembranaires gagnent la bicouche par une ouverture latérale du translocon.\n\nDans la lumière, l'oligosaccharyltransférase greffe un glycane préassemblé sur des asparagines, et des chaperons comme BiP et la calnexine aident les chaînes à se replier. Les protéines mal repliées sont retenues, puis rétrotransloquées vers le cytosol et dégradées par le protéasome. Si elles s'accumulent, la réponse aux protéines mal repliées (UPR) accroît la capacité du RE et freine la traduction.",
              },
              narration: {
                en: "A hydrophobic signal sequence is recognized by the signal recognition particle, which brings the ribosome to the ER membrane. The protein is threaded through the Sec61 translocon as it is made, then glycosylated and folded with the help of chaperones, while misfolded chains are destroyed.",
                fr: "La particule de reconnaissance du signal repère une séquence signal hydrophobe et conduit le ribosome jusqu'à la membrane du RE. La protéine traverse le translocon Sec61 au fur et à mesure de sa synthèse, puis elle est glycosylée et repliée avec l'aide de chaperons, tandis que les chaînes mal repliées sont détruites.",
              },
              figures: [
                {
                  diagram: "flow",
                  labels: {
                    en: ["Signal sequence emerges", "SRP binds", "SRP receptor", "Sec61 translocon", "ER lumen"],
                    fr: ["Sortie de la séquence signal", "Fixation de la SRP", "Récepteur de la SRP", "Translocon Sec61", "Lumière du RE"],
                  },
                  caption: {
                    en: "Co-translational targeting: SRP delivers the ribosome to the ER membrane, and the chain enters through Sec61.",
                    fr: "Ciblage cotraductionnel : la SRP conduit le ribosome à la membrane du RE, et la chaîne y pénètre par le translocon Sec61.",
                  },
                },
                {
                  diagram: "membrane",
                  labels: { en: ["ER lumen", "Cytosol", "Translocon"], fr: ["Lumière du RE", "Cytosol", "Translocon"] },
                  caption: {
                    en: "The translocon forms an aqueous channel across the ER membrane.",
                    fr: "Le translocon forme un canal aqueux à travers la membrane du RE.",
                  },
                },
              ],
              structures: [
                {
                  model: "membrane-patch",
                  name: { en: "ER membrane patch", fr: "Fragment de membrane du RE" },
                  description: {
                    en: "A small patch of phospholipid bilayer, with polar head groups on both faces and fatty acid tails in the core, crossed by integral membrane proteins like the channel a translocon forms.",
                    fr: "Un petit fragment de bicouche phospholipidique, avec les têtes polaires sur les deux faces et les chaînes d'acides gras au centre, traversé par des protéines membranaires intégrales comme le canal que forme un translocon.",
                  },
                  ar: true,
                },
              ],
            },
            {
              key: "icb-1-c1-m1-l2",
              title: { en: "The Golgi Apparatus and Vesicle Traffic", fr: "L'appareil de Golgi et le trafic vésiculaire" },
              text: {
                en: "Folded proteins leave the ER in COPII-coated vesicles that bud from ER exit sites and travel to the cis face of the Golgi apparatus. COPI-coated vesicles carry escaped ER residents, recognized by their KDEL signal, back to the ER. As cargo moves from cis to trans cisternae, Golgi enzymes trim and extend N-linked glycans and add O-linked sugars.\n\nThe trans-Golgi network sorts cargo. Lysosomal hydrolases carry a mannose-6-phosphate tag, bind M6P receptors and are packaged into clathrin-coated vesicles bound for endosomes. Other proteins are secreted constitutively or stored in secretory granules that release their contents only after a signal, as insulin is.\n\nDelivery is specific because Rab GTPases and tethering factors mark each compartment, and fusion is driven by pairing of vesicle v-SNAREs with target t-SNAREs.",
                fr: "Les protéines repliées quittent le RE dans des vésicules à manteau COPII, qui bourgeonnent aux sites de sortie du RE et gagnent la face cis de l'appareil de Golgi. Des vésicules COPI renvoient au RE les protéines résidentes échappées, reconnues grâce à leur signal KDEL. Des citernes cis aux citernes trans, des enzymes golgiennes remanient les glycanes N-liés et ajoutent des sucres O-liés.\n\nLe réseau trans-golgien trie la cargaison. Les hydrolases lysosomales portent une étiquette mannose-6-phosphate, se lient aux récepteurs du M6P et partent vers les endosomes dans des vésicules à clathrine. D'autres protéines sont sécrétées de façon constitutive ou stockées dans des granules qui ne libèrent leur contenu qu'après un signal, comme l'insuline.\n\nL'adressage est spécifique : des GTPases Rab et des facteurs d'arrimage marquent chaque compartiment, et la fusion repose sur l'appariement des v-SNARE de la vésicule avec les t-SNARE de la cible.",
              },
              narration: {
                en: "COPII vesicles carry cargo from the ER to the Golgi, and COPI vesicles return escaped ER proteins. Glycans are modified as cargo crosses the Golgi, and the trans-Golgi network sorts proteins to lysosomes or the cell surface. Rab GTPases and SNARE pairing ensure that each vesicle fuses with the right membrane.",
                fr: "Les vésicules COPII transportent la cargaison du RE vers le Golgi, et les vésicules COPI renvoient au RE ses protéines échappées. Les glycanes sont remaniés pendant la traversée du Golgi, puis le réseau trans-golgien trie les protéines vers les lysosomes ou la surface. Les Rab et les SNARE assurent la fusion avec la bonne membrane.",
              },
              figures: [
                {
                  diagram: "flow",
                  labels: {
                    en: ["Rough ER", "COPII vesicle", "cis-Golgi", "trans-Golgi network", "Plasma membrane"],
                    fr: ["RE rugueux", "Vésicule COPII", "Golgi cis", "Réseau trans-golgien", "Membrane plasmique"],
                  },
                  caption: {
                    en: "The anterograde secretory route runs from the ER through the Golgi to the cell surface.",
                    fr: "La voie de sécrétion antérograde va du RE à la surface cellulaire en passant par le Golgi.",
                  },
                },
                {
                  diagram: "cell-animal",
                  labels: {
                    en: ["Endoplasmic reticulum", "Golgi apparatus", "Secretory vesicle", "Lysosome"],
                    fr: ["Réticulum endoplasmique", "Appareil de Golgi", "Vésicule de sécrétion", "Lysosome"],
                  },
                  caption: {
                    en: "The main organelles of the secretory pathway in an animal cell.",
                    fr: "Les principaux organites de la voie de sécrétion dans une cellule animale.",
                  },
                },
              ],
            },
            {
              key: "icb-1-c1-m1-l3",
              title: { en: "Endocytosis and the Lysosome", fr: "L'endocytose et le lysosome" },
              text: {
                en: "Cells internalize nutrients, receptors and signals by endocytosis. In clathrin-mediated endocytosis, adaptor proteins such as AP2 bind sorting motifs in the cytoplasmic tails of receptors and recruit clathrin, which assembles into a curved lattice. The GTPase dynamin then constricts the neck of the coated pit and pinches off the vesicle, which quickly sheds its coat.\n\nVesicles fuse with early endosomes, where mildly acidic pH releases many ligands from their receptors. The LDL receptor is the classic example: it recycles to the surface, while LDL continues through late endosomes to lysosomes, where acid hydrolases free its cholesterol. Some mutations causing familial hypercholesterolemia prevent LDL receptors from clustering in coated pits.\n\nCells also take up fluid by macropinocytosis, and macrophages engulf large particles by phagocytosis.",
                fr: "Les cellules internalisent des nutriments, des récepteurs et des signaux par endocytose. Dans l'endocytose dépendante de la clathrine, des adaptateurs comme AP2 reconnaissent des motifs de tri dans la queue cytoplasmique des récepteurs et recrutent la clathrine, qui s'assemble en un réseau incurvé. La dynamine, une GTPase, resserre ensuite le col du puits recouvert et détache la vésicule, qui perd vite son manteau.\n\nLes vésicules fusionnent avec les endosomes précoces, dont le pH légèrement acide détache de nombreux ligands de leurs récepteurs. Le récepteur des LDL en est l'exemple classique : il retourne à la surface, tandis que les LDL gagnent les lysosomes via les endosomes tardifs, où des hydrolases acides libèrent leur cholestérol. Certaines mutations responsables de l'hypercholestérolémie familiale empêchent ces récepteurs de se regrouper dans les puits recouverts.\n\nLes cellules captent aussi du liquide par macropinocytose, et les macrophages englobent de grosses particules par phagocytose.",
              },
              narration: {
                en: "In clathrin-mediated endocytosis, adaptors link receptors to a clathrin coat, and dynamin pinches off the vesicle. In acidic endosomes, ligands such as LDL dissociate; the receptor recycles to the surface, while LDL travels on to lysosomes for degradation.",
                fr: "Dans l'endocytose dépendante de la clathrine, des adaptateurs relient les récepteurs à un manteau de clathrine, et la dynamine détache la vésicule. Dans les endosomes acides, des ligands comme les LDL se dissocient : le récepteur retourne à la surface, tandis que les LDL gagnent les lysosomes pour y être dégradées.",
              },
              figures: [
                {
                  diagram: "flow",
                  labels: {
                    en: ["Clathrin-coated pit", "Dynamin scission", "Early endosome", "Late endosome", "Lysosome"],
                    fr: ["Puits recouvert de clathrine", "Scission par la dynamine", "Endosome précoce", "Endosome tardif", "Lysosome"],
                  },
                  caption: {
                    en: "The endocytic route carries internalized cargo from the plasma membrane to the lysosome.",
                    fr: "La voie d'endocytose achemine la cargaison internalisée de la membrane plasmique au lysosome.",
                  },
                },
              ],
            },
          ],
          quiz: [
            {
              question: {
                en: "The N-terminal signal sequence of a secretory protein is deleted. Where will the protein most likely end up?",
                fr: "On supprime la séquence signal N-terminale d'une protéine de sécrétion. Où la protéine se retrouvera-t-elle le plus probablement ?",
              },
              options: [
                { text: { en: "In the ER lumen", fr: "Dans la lumière du RE" }, correct: false },
                { text: { en: "In the cytosol", fr: "Dans le cytosol" }, correct: true },
                { text: { en: "Secreted from the cell", fr: "Sécrétée hors de la cellule" }, correct: false },
                { text: { en: "In lysosomes", fr: "Dans les lysosomes" }, correct: false },
              ],
            },
            {
              question: { en: "What is the role of the KDEL sequence?", fr: "Quel est le rôle de la séquence KDEL ?" },
              options: [
                { text: { en: "It targets proteins to the mitochondrial matrix.", fr: "Elle adresse les protéines à la matrice mitochondriale." }, correct: false },
                { text: { en: "It triggers N-linked glycosylation.", fr: "Elle déclenche la N-glycosylation." }, correct: false },
                {
                  text: {
                    en: "It allows escaped ER-resident proteins to be returned from the Golgi in COPI vesicles.",
                    fr: "Elle permet de ramener du Golgi, dans des vésicules COPI, les protéines résidentes du RE qui s'en sont échappées.",
                  },
                  correct: true,
                },
                { text: { en: "It marks proteins for degradation by the proteasome.", fr: "Elle marque les protéines pour leur dégradation par le protéasome." }, correct: false },
              ],
            },
            {
              question: {
                en: "In I-cell disease, cells cannot add mannose-6-phosphate to lysosomal hydrolases. What happens to these enzymes?",
                fr: "Dans la maladie des cellules I, les cellules ne peuvent pas ajouter de mannose-6-phosphate aux hydrolases lysosomales. Que deviennent ces enzymes ?",
              },
              options: [
                {
                  text: { en: "They are secreted instead of reaching lysosomes.", fr: "Elles sont sécrétées au lieu d'atteindre les lysosomes." },
                  correct: true,
                },
                { text: { en: "They remain in the ER lumen.", fr: "Elles restent dans la lumière du RE." }, correct: false },
                { text: { en: "They are degraded in the cytosol.", fr: "Elles sont dégradées dans le cytosol." }, correct: false },
                { text: { en: "They are inserted into the plasma membrane.", fr: "Elles sont insérées dans la membrane plasmique." }, correct: false },
              ],
            },
            {
              question: {
                en: "Which molecules form the core machinery that fuses a transport vesicle with its target membrane?",
                fr: "Quelles molécules forment la machinerie de base qui fusionne une vésicule de transport avec sa membrane cible ?",
              },
              options: [
                { text: { en: "Clathrin and AP2", fr: "La clathrine et AP2" }, correct: false },
                { text: { en: "COPII coat proteins", fr: "Les protéines du manteau COPII" }, correct: false },
                { text: { en: "Signal recognition particles", fr: "Les particules de reconnaissance du signal" }, correct: false },
                { text: { en: "Complementary v-SNAREs and t-SNAREs", fr: "Des v-SNARE et des t-SNARE complémentaires" }, correct: true },
              ],
            },
            {
              question: {
                en: "Cells expressing a dynamin mutant that cannot hydrolyse GTP are given fluorescent LDL. What result is expected?",
                fr: "Des cellules exprimant un mutant de la dynamine incapable d'hydrolyser le GTP reçoivent des LDL fluorescentes. Quel résultat attend-on ?",
              },
              options: [
                { text: { en: "LDL accumulates rapidly in lysosomes.", fr: "Les LDL s'accumulent rapidement dans les lysosomes." }, correct: false },
                {
                  text: {
                    en: "Coated pits form but fail to pinch off, so LDL stays at the cell surface.",
                    fr: "Les puits recouverts se forment mais ne se détachent pas : les LDL restent à la surface.",
                  },
                  correct: true,
                },
                { text: { en: "LDL receptors are no longer synthesized.", fr: "Les récepteurs des LDL ne sont plus synthétisés." }, correct: false },
                { text: { en: "Clathrin can no longer bind to the membrane.", fr: "La clathrine ne peut plus se lier à la membrane." }, correct: false },
              ],
            },
          ],
        },
      ],
    },
    {
      key: "icb-1-c2",
      title: { en: "The Cytoskeleton and Cell Signalling", fr: "Le cytosquelette et la signalisation cellulaire" },
      modules: [
        {
          key: "icb-1-c2-m1",
          title: { en: "Structure, Movement and Communication", fr: "Structure, mouvement et communication" },
          content: {
            en: "Cells must hold their shape, move cargo and respond to their surroundings. This module examines the three filament systems of the cytoskeleton, the motor proteins that travel along them, and the signalling cascades that relay and amplify information from receptors at the cell surface.",
            fr: "La cellule doit maintenir sa forme, déplacer des cargaisons et répondre à son environnement. Ce module examine les trois systèmes de filaments du cytosquelette, les protéines motrices qui s'y déplacent et les cascades de signalisation qui relaient et amplifient l'information reçue par les récepteurs de surface.",
          },
          lessons: [
            {
              key: "icb-1-c2-m1-l1",
              title: { en: "The Three Cytoskeletal Filaments", fr: "Les trois types de filaments du cytosquelette" },
              text: {
                en: "Actin filaments, or microfilaments (about 7 nm wide), are polymers of ATP-binding actin subunits. They grow faster at their plus (barbed) end and form the cortex beneath the plasma membrane, lamellipodia and the contractile ring. Treadmilling, net growth at one end and loss at the other, helps push the leading edge of migrating cells.\n\nMicrotubules (about 25 nm) are hollow tubes of GTP-binding α/β-tubulin dimers. They grow from a microtubule-organizing centre, usually the centrosome, with minus ends anchored and plus ends pointing outward. When GTP hydrolysis catches up with a growing end and the GTP cap is lost, the microtubule can switch abruptly to rapid shrinkage. This dynamic instability lets cells reorganize quickly, for example to build the mitotic spindle.\n\nIntermediate filaments (about 10 nm), such as keratins and nuclear lamins, are unpolarized ropes that resist mechanical stress.",
                fr: "Les filaments d'actine, ou microfilaments (environ 7 nm de diamètre), sont des polymères de sous-unités d'actine liant l'ATP. Ils croissent plus vite à leur extrémité plus (barbée) et forment le cortex sous la membrane plasmique, les lamellipodes et l'anneau contractile. Le tapis roulant (croissance à une extrémité, perte à l'autre) pousse le front des cellules en migration.\n\nLes microtubules (environ 25 nm) sont des tubes creux de dimères de tubuline α/β liant le GTP. Ils croissent à partir d'un centre organisateur, en général le centrosome, extrémités moins ancrées et extrémités plus vers la périphérie. Quand l'hydrolyse du GTP rattrape l'extrémité en croissance et que la coiffe de GTP disparaît, le microtubule peut se dépolymériser brusquement. Cette instabilité dynamique permet des réorganisations rapides, comme la formation du fuseau.\n\nLes filaments intermédiaires (environ 10 nm), comme les kératines et les lamines, sont des câbles non polarisés qui résistent aux contraintes mécaniques.",
              },
              narration: {
                en: "Actin filaments shape the cell cortex and drive crawling, microtubules radiate from the centrosome and switch between growth and shrinkage through dynamic instability, and intermediate filaments give cells mechanical strength. Actin filaments and microtubules are polarized, with distinct plus and minus ends.",
                fr: "Les filaments d'actine façonnent le cortex et permettent la migration, les microtubules rayonnent à partir du centrosome et alternent croissance et rétraction grâce à l'instabilité dynamique, et les filaments intermédiaires assurent la résistance mécanique. L'actine et les microtubules sont polarisés, avec des extrémités plus et moins distinctes.",
              },
              figures: [
                {
                  diagram: "macromolecule",
                  labels: {
                    en: ["α/β-tubulin dimer", "Plus end (GTP cap)", "Minus end"],
                    fr: ["Dimère de tubuline α/β", "Extrémité plus (coiffe de GTP)", "Extrémité moins"],
                  },
                  caption: {
                    en: "A microtubule is a polar polymer of tubulin dimers, with a GTP cap at its growing plus end.",
                    fr: "Le microtubule est un polymère polarisé de dimères de tubuline, avec une coiffe de GTP à son extrémité plus en croissance.",
                  },
                },
                {
                  diagram: "cell-animal",
                  labels: {
                    en: ["Actin cortex", "Microtubules", "Centrosome", "Intermediate filaments"],
                    fr: ["Cortex d'actine", "Microtubules", "Centrosome", "Filaments intermédiaires"],
                  },
                  caption: {
                    en: "The three filament systems occupy distinct regions of an animal cell.",
                    fr: "Les trois systèmes de filaments occupent des régions distinctes de la cellule animale.",
                  },
                },
              ],
            },
            {
              key: "icb-1-c2-m1-l2",
              title: { en: "Motor Proteins", fr: "Les protéines motrices" },
              text: {
                en: "Motor proteins convert the chemical energy of ATP hydrolysis into directed movement along cytoskeletal tracks. Most kinesins walk toward microtubule plus ends, carrying vesicles and organelles outward. Cytoplasmic dynein moves toward minus ends, returning cargo to the cell centre and positioning the spindle during mitosis. Myosins move along actin filaments; myosin II forms the bipolar thick filaments that drive muscle contraction and cytokinesis.\n\nConventional kinesin is a dimer that walks hand over hand. ATP binding to the leading head docks its neck linker, swinging the trailing head 16 nm forward to the next binding site, so the cargo advances 8 nm per ATP. Because one head is always bound, kinesin is highly processive and can take hundreds of steps before detaching.\n\nIn long axons, these motors carry cargo over distances of up to a metre.",
                fr: "Les protéines motrices convertissent l'énergie de l'hydrolyse de l'ATP en un mouvement orienté le long du cytosquelette. La plupart des kinésines avancent vers l'extrémité plus des microtubules et transportent vésicules et organites vers la périphérie. La dynéine cytoplasmique va vers l'extrémité moins, ramène les cargaisons vers le centre et positionne le fuseau pendant la mitose. Les myosines se déplacent sur l'actine ; la myosine II forme les filaments épais bipolaires de la contraction musculaire et de la cytocinèse.\n\nLa kinésine conventionnelle, un dimère, avance main sur main. La liaison de l'ATP à la tête avant arrime son segment de liaison (neck linker), ce qui projette la tête arrière 16 nm plus loin : la cargaison avance de 8 nm par ATP. Une tête restant toujours fixée, la kinésine est très processive : elle fait des centaines de pas avant de se détacher.\n\nDans les longs axones, ces moteurs parcourent jusqu'à un mètre.",
              },
              narration: {
                en: "Kinesins walk toward microtubule plus ends, dyneins toward minus ends, and myosins move along actin. Conventional kinesin steps hand over hand: ATP binding to the front head swings the rear head forward, so the cargo advances eight nanometres for every ATP hydrolysed.",
                fr: "Les kinésines avancent vers l'extrémité plus des microtubules, les dynéines vers l'extrémité moins, et les myosines se déplacent sur l'actine. La kinésine conventionnelle avance main sur main : la liaison de l'ATP à la tête avant projette la tête arrière vers l'avant, et la cargaison progresse de huit nanomètres par ATP hydrolysé.",
              },
              figures: [
                {
                  diagram: "cycle",
                  labels: {
                    en: ["ATP binds front head", "Neck linker docks", "Rear head swings forward", "ATP hydrolysis frees rear head"],
                    fr: ["L'ATP se lie à la tête avant", "Arrimage du neck linker", "La tête arrière passe devant", "L'hydrolyse libère la tête arrière"],
                  },
                  caption: {
                    en: "The kinesin stepping cycle couples each ATP hydrolysed to one 8 nm step.",
                    fr: "Le cycle de la kinésine associe chaque ATP hydrolysé à un pas de 8 nm.",
                  },
                },
              ],
            },
            {
              key: "icb-1-c2-m1-l3",
              title: { en: "Signalling Cascades", fr: "Les cascades de signalisation" },
              text: {
                en: "Most extracellular signals never enter the cell; they bind surface receptors that trigger intracellular cascades. When adrenaline binds a G-protein-coupled receptor, the receptor acts as a guanine nucleotide exchange factor: the Gαs subunit releases GDP, binds GTP and dissociates from Gβγ. Gαs-GTP activates adenylyl cyclase, which makes cyclic AMP, and cAMP activates protein kinase A (PKA), which phosphorylates target proteins.\n\nReceptor tyrosine kinases dimerize when they bind growth factors and phosphorylate each other. Adaptor proteins then recruit an exchange factor that activates Ras, which triggers the Raf–MEK–ERK kinase cascade and changes gene expression.\n\nEach step amplifies the signal, and each is switched off: Gα hydrolyses its GTP, phosphodiesterases degrade cAMP and phosphatases remove phosphates. Mutant Ras that cannot hydrolyse GTP stays active and drives many cancers.",
                fr: "La plupart des signaux extracellulaires n'entrent pas dans la cellule : ils se lient à des récepteurs de surface qui déclenchent des cascades intracellulaires. Quand l'adrénaline se fixe à un récepteur couplé aux protéines G, celui-ci agit comme facteur d'échange : Gαs libère son GDP, fixe un GTP et se dissocie de Gβγ. Gαs-GTP active l'adénylate cyclase, qui produit de l'AMP cyclique ; l'AMPc active la protéine kinase A (PKA), qui phosphoryle ses cibles.\n\nLes récepteurs à activité tyrosine kinase se dimérisent en fixant des facteurs de croissance et se phosphorylent mutuellement. Des adaptateurs recrutent alors un facteur d'échange qui active Ras, lequel déclenche la cascade Raf–MEK–ERK et modifie l'expression génique.\n\nChaque étape amplifie le signal, et chacune s'éteint : Gα hydrolyse son GTP, les phosphodiestérases dégradent l'AMPc et les phosphatases retirent les phosphates. Un Ras mutant incapable d'hydrolyser le GTP reste actif et favorise de nombreux cancers.",
              },
              narration: {
                en: "A G-protein-coupled receptor activates Gαs, which stimulates adenylyl cyclase to make cyclic AMP, activating protein kinase A. Receptor tyrosine kinases activate Ras and the MAP kinase cascade. Each step amplifies the signal, and GTP hydrolysis, phosphodiesterases and phosphatases switch it off.",
                fr: "Un récepteur couplé aux protéines G active Gαs, qui stimule l'adénylate cyclase ; l'AMP cyclique produit active la protéine kinase A. Les récepteurs à activité tyrosine kinase activent Ras et la cascade des MAP kinases. Chaque étape amplifie le signal, que l'hydrolyse du GTP, les phosphodiestérases et les phosphatases éteignent ensuite.",
              },
              figures: [
                {
                  diagram: "flow",
                  labels: {
                    en: ["Adrenaline + GPCR", "Gαs-GTP", "Adenylyl cyclase", "cAMP", "PKA"],
                    fr: ["Adrénaline + RCPG", "Gαs-GTP", "Adénylate cyclase", "AMPc", "PKA"],
                  },
                  caption: {
                    en: "The cAMP pathway: each activated component activates many molecules at the next step, amplifying the signal.",
                    fr: "La voie de l'AMPc : chaque composant activé active de nombreuses molécules à l'étape suivante, ce qui amplifie le signal.",
                  },
                },
                {
                  diagram: "flow",
                  labels: {
                    en: ["Growth factor + RTK", "Ras-GTP", "Raf", "MEK", "ERK"],
                    fr: ["Facteur de croissance + RTK", "Ras-GTP", "Raf", "MEK", "ERK"],
                  },
                  caption: {
                    en: "The Ras–MAP kinase cascade links receptor tyrosine kinases to changes in gene expression.",
                    fr: "La cascade Ras–MAP kinases relie les récepteurs à activité tyrosine kinase aux changements d'expression génique.",
                  },
                },
              ],
            },
          ],
          quiz: [
            {
              question: {
                en: "Which property do actin filaments and microtubules share that intermediate filaments lack?",
                fr: "Quelle propriété les filaments d'actine et les microtubules ont-ils en commun, mais pas les filaments intermédiaires ?",
              },
              options: [
                { text: { en: "They are made of keratin.", fr: "Ils sont formés de kératine." }, correct: false },
                { text: { en: "They are about 10 nm in diameter.", fr: "Ils mesurent environ 10 nm de diamètre." }, correct: false },
                {
                  text: { en: "They are polarized, with distinct plus and minus ends.", fr: "Ils sont polarisés, avec des extrémités plus et moins distinctes." },
                  correct: true,
                },
                { text: { en: "They are found only in the nucleus.", fr: "Ils ne se trouvent que dans le noyau." }, correct: false },
              ],
            },
            {
              question: {
                en: "Taxol stabilizes microtubules and suppresses their dynamic instability. Which process is most directly disrupted?",
                fr: "Le taxol stabilise les microtubules et supprime leur instabilité dynamique. Quel processus est le plus directement perturbé ?",
              },
              options: [
                {
                  text: { en: "Assembly and function of the mitotic spindle", fr: "La mise en place et le fonctionnement du fuseau mitotique" },
                  correct: true,
                },
                { text: { en: "Contraction of skeletal muscle", fr: "La contraction du muscle squelettique" }, correct: false },
                { text: { en: "Formation of the actin cortex", fr: "La formation du cortex d'actine" }, correct: false },
                { text: { en: "Synthesis of keratin", fr: "La synthèse de la kératine" }, correct: false },
              ],
            },
            {
              question: {
                en: "In a neuron, axonal microtubules have their plus ends toward the axon terminal. Which motor carries newly made synaptic vesicle precursors from the cell body to the terminal?",
                fr: "Dans un neurone, les microtubules de l'axone ont leur extrémité plus orientée vers la terminaison axonale. Quel moteur transporte les précurseurs de vésicules synaptiques du corps cellulaire vers la terminaison ?",
              },
              options: [
                { text: { en: "Cytoplasmic dynein", fr: "La dynéine cytoplasmique" }, correct: false },
                { text: { en: "Myosin II", fr: "La myosine II" }, correct: false },
                { text: { en: "Myosin V on microtubules", fr: "La myosine V, sur les microtubules" }, correct: false },
                { text: { en: "Kinesin", fr: "La kinésine" }, correct: true },
              ],
            },
            {
              question: {
                en: "Cholera toxin locks Gαs in its GTP-bound state. What is the expected effect in intestinal cells?",
                fr: "La toxine cholérique bloque Gαs dans son état lié au GTP. Quel effet attend-on dans les cellules intestinales ?",
              },
              options: [
                { text: { en: "cAMP levels fall and PKA is inactivated.", fr: "Le taux d'AMPc chute et la PKA est inactivée." }, correct: false },
                {
                  text: {
                    en: "Adenylyl cyclase stays active, so cAMP stays high and PKA remains active.",
                    fr: "L'adénylate cyclase reste active : le taux d'AMPc reste élevé et la PKA demeure active.",
                  },
                  correct: true,
                },
                { text: { en: "The receptor can no longer bind its ligand.", fr: "Le récepteur ne peut plus fixer son ligand." }, correct: false },
                { text: { en: "Ras is permanently inactivated.", fr: "Ras est inactivé de façon permanente." }, correct: false },
              ],
            },
            {
              question: {
                en: "Which event directly activates Ras after a receptor tyrosine kinase binds its ligand?",
                fr: "Quel événement active directement Ras après la fixation du ligand sur un récepteur à activité tyrosine kinase ?",
              },
              options: [
                { text: { en: "Hydrolysis of GTP by Ras", fr: "L'hydrolyse du GTP par Ras" }, correct: false },
                { text: { en: "Phosphorylation of Ras by PKA", fr: "La phosphorylation de Ras par la PKA" }, correct: false },
                {
                  text: {
                    en: "Exchange of GDP for GTP, catalysed by an exchange factor recruited through adaptor proteins",
                    fr: "L'échange du GDP contre du GTP, catalysé par un facteur d'échange recruté par des adaptateurs",
                  },
                  correct: true,
                },
                { text: { en: "Degradation of cAMP by phosphodiesterase", fr: "La dégradation de l'AMPc par la phosphodiestérase" }, correct: false },
              ],
            },
          ],
        },
      ],
    },
  ],
};
