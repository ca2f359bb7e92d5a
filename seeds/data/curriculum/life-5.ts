import type { UnitSpec } from "./types";

/** LIFE series, Unit 5: evolution (chapter 1) and ecology (chapter 2). */
export const life5: UnitSpec = {
  key: "life-5",
  series: "LIFE",
  order: 5,
  title: { en: "Unit 5: Evolution and Ecology", fr: "Unité 5 : Évolution et écologie" },
  summary: {
    en: "Unit 5 explains how life changes over time and how organisms interact with each other and with their environment. Chapter 1 surveys the evidence for evolution, the mechanism of natural selection, population genetics, speciation and phylogenetic trees. Chapter 2 turns to population growth, community interactions, energy flow and nutrient cycling in ecosystems, and the conservation of biodiversity.",
    fr: "L'unité 5 explique comment le vivant se transforme au fil du temps et comment les organismes interagissent entre eux et avec leur milieu. Le chapitre 1 présente les preuves de l'évolution, le mécanisme de la sélection naturelle, la génétique des populations, la spéciation et les arbres phylogénétiques. Le chapitre 2 aborde la croissance des populations, les interactions au sein des communautés, les flux d'énergie et le recyclage des nutriments dans les écosystèmes, ainsi que la conservation de la biodiversité.",
  },
  additionalInfo: {
    en: "This unit builds on the genetics of Unit 4: alleles, mutations and meiosis are the raw material of evolution. Basic algebra is needed for the Hardy–Weinberg lesson, and graph-reading skills help with population growth. Each module ends with a short quiz, and the lesson on molecular evidence includes a 3D DNA model that can be explored in augmented reality.",
    fr: "Cette unité s'appuie sur la génétique de l'unité 4 : les allèles, les mutations et la méiose sont la matière première de l'évolution. Des notions d'algèbre élémentaire sont nécessaires pour la leçon sur l'équilibre de Hardy-Weinberg, et la lecture de graphiques est utile pour la croissance des populations. Chaque module se termine par un court quiz, et la leçon sur les preuves moléculaires propose un modèle 3D d'ADN à explorer en réalité augmentée.",
  },
  sampleVideoDescription: {
    en: "A short tour of the unit, from fossil whales and antibiotic-resistant bacteria to the flow of energy through a food web.",
    fr: "Un bref tour d'horizon de l'unité, des baleines fossiles aux bactéries résistantes aux antibiotiques, jusqu'au flux d'énergie dans un réseau trophique.",
  },
  chapters: [
    {
      key: "life-5-c1",
      title: { en: "Evolution and the History of Life", fr: "L'évolution et l'histoire du vivant" },
      modules: [
        {
          key: "life-5-c1-m1",
          title: { en: "Evidence and Mechanisms of Evolution", fr: "Preuves et mécanismes de l'évolution" },
          content: {
            en: "Evolution is the change in the heritable traits of populations over generations. This module examines the independent lines of evidence that support common descent, then explains how natural selection acts on variation to produce adaptations, including in real time in bacteria exposed to antibiotics.",
            fr: "L'évolution est la modification des caractères héréditaires des populations au fil des générations. Ce module examine les sources de preuves indépendantes qui appuient l'idée d'une ascendance commune, puis explique comment la sélection naturelle agit sur la variation pour produire des adaptations, y compris en temps réel chez des bactéries exposées aux antibiotiques.",
          },
          lessons: [
            {
              key: "life-5-c1-m1-l1",
              title: { en: "Evidence from Fossils and Anatomy", fr: "Les preuves fossiles et anatomiques" },
              text: {
                en: "The fossil record shows that life has changed over time. Deeper, older rock layers contain organisms that differ from those living today, and transitional fossils link major groups. For example, fossils such as Pakicetus and Ambulocetus document how whales arose from land-dwelling mammals with legs.\n\nComparative anatomy adds another line of evidence. The forelimbs of humans, cats, whales and bats have very different functions, yet they are built from the same set of bones. Such homologous structures are best explained by inheritance from a common ancestor. Vestigial structures, like the tiny pelvic bones of whales, are remnants of features that were functional in ancestors.\n\nBiogeography fits the same picture: island species, such as Darwin's finches on the Galápagos, most resemble species from the nearest mainland.",
                fr: "Les archives fossiles montrent que le vivant s'est transformé au cours du temps. Les couches rocheuses les plus profondes, donc les plus anciennes, renferment des organismes différents de ceux d'aujourd'hui, et des fossiles de transition relient les grands groupes. Par exemple, des fossiles comme Pakicetus et Ambulocetus retracent l'origine des baleines à partir de mammifères terrestres pourvus de pattes.\n\nL'anatomie comparée fournit une autre source de preuves. Les membres antérieurs de l'humain, du chat, de la baleine et de la chauve-souris remplissent des fonctions très différentes, mais ils sont construits à partir des mêmes os. Ces structures homologues s'expliquent par l'héritage d'un ancêtre commun. Les structures vestigiales, comme les petits os du bassin des baleines, sont des vestiges de caractères fonctionnels chez les ancêtres.\n\nLa biogéographie va dans le même sens : les espèces insulaires, comme les pinsons de Darwin des Galápagos, ressemblent surtout à celles du continent le plus proche.",
              },
              narration: {
                en: "Fossils show that life has changed over time, and transitional forms link groups such as land mammals and whales. Homologous bones in the forelimbs of humans, cats, whales and bats reveal a shared ancestry, while vestigial structures and the geography of species tell the same story.",
                fr: "Les fossiles montrent que le vivant s'est transformé, et des formes de transition relient des groupes comme les mammifères terrestres et les baleines. Les os homologues des membres antérieurs de l'humain, du chat, de la baleine et de la chauve-souris révèlent une ascendance commune, tout comme les structures vestigiales et la répartition des espèces.",
              },
              figures: [
                {
                  diagram: "tree",
                  labels: { en: ["Human", "Cat", "Whale", "Bat"], fr: ["Humain", "Chat", "Baleine", "Chauve-souris"] },
                  caption: {
                    en: "Mammals whose forelimbs are built from the same bones, arranged by common ancestry.",
                    fr: "Des mammifères dont les membres antérieurs sont formés des mêmes os, disposés selon leur ascendance commune.",
                  },
                },
                {
                  diagram: "flow",
                  labels: {
                    en: ["Pakicetus", "Ambulocetus", "Rodhocetus", "Modern whale"],
                    fr: ["Pakicetus", "Ambulocetus", "Rodhocetus", "Baleine actuelle"],
                  },
                  caption: {
                    en: "Transitional fossils document the move of whale ancestors from land to sea.",
                    fr: "Des fossiles de transition retracent le passage des ancêtres des baleines de la terre à la mer.",
                  },
                },
              ],
            },
            {
              key: "life-5-c1-m1-l2",
              title: { en: "Molecular Evidence for Evolution", fr: "Les preuves moléculaires de l'évolution" },
              text: {
                en: "All living organisms use DNA as their genetic material, the same four nucleotide bases and an almost universal genetic code. This shared molecular machinery is strong evidence that all life descends from a common ancestor.\n\nBecause mutations accumulate over time, the DNA and protein sequences of two species diverge after their lineages split. Closely related species therefore share more similar sequences. The protein cytochrome c, used in cellular respiration, is identical in humans and chimpanzees but differs at many more positions between humans and yeast.\n\nMolecular comparisons usually agree with trees built from fossils and anatomy. They can also resolve relationships that anatomy alone cannot, such as the close kinship between whales and hippopotamuses.",
                fr: "Tous les organismes vivants utilisent l'ADN comme matériel génétique, les mêmes quatre bases azotées et un code génétique presque universel. Cette machinerie moléculaire commune est une preuve solide que tout le vivant descend d'un ancêtre commun.\n\nComme les mutations s'accumulent au fil du temps, les séquences d'ADN et de protéines de deux espèces divergent après la séparation de leurs lignées. Les espèces proches partagent donc des séquences plus semblables. Le cytochrome c, une protéine de la respiration cellulaire, est identique chez l'humain et le chimpanzé, mais diffère en bien plus de positions entre l'humain et la levure.\n\nLes comparaisons moléculaires concordent généralement avec les arbres fondés sur les fossiles et l'anatomie. Elles permettent aussi d'établir des parentés que l'anatomie seule ne révèle pas, comme le lien étroit entre les baleines et les hippopotames.",
              },
              narration: {
                en: "All life shares DNA, the same nucleotide bases and a nearly universal genetic code. Because mutations accumulate after lineages split, close relatives have similar sequences: cytochrome c is identical in humans and chimpanzees but quite different in yeast.",
                fr: "Tout le vivant partage l'ADN, les mêmes bases azotées et un code génétique presque universel. Comme les mutations s'accumulent après la séparation des lignées, les espèces proches ont des séquences semblables : le cytochrome c est identique chez l'humain et le chimpanzé, mais très différent chez la levure.",
              },
              figures: [
                {
                  diagram: "dna",
                  labels: {
                    en: ["Sugar-phosphate backbone", "A–T base pair", "G–C base pair"],
                    fr: ["Squelette sucre-phosphate", "Paire de bases A–T", "Paire de bases G–C"],
                  },
                  caption: {
                    en: "The DNA double helix and its base-pairing rules are shared by every known organism.",
                    fr: "La double hélice d'ADN et ses règles d'appariement des bases sont communes à tous les organismes connus.",
                  },
                },
                {
                  diagram: "tree",
                  labels: { en: ["Human", "Chimpanzee", "Mouse", "Yeast"], fr: ["Humain", "Chimpanzé", "Souris", "Levure"] },
                  caption: {
                    en: "A tree based on cytochrome c sequences places humans closest to chimpanzees and farthest from yeast.",
                    fr: "Un arbre fondé sur les séquences du cytochrome c place l'humain au plus près du chimpanzé et au plus loin de la levure.",
                  },
                },
              ],
              structures: [
                {
                  model: "dna-helix",
                  name: { en: "DNA double helix", fr: "Double hélice d'ADN" },
                  description: {
                    en: "A 3D model of a short DNA double helix: two sugar-phosphate backbones wind around each other, joined by base pairs stacked in the centre like the rungs of a twisted ladder.",
                    fr: "Un modèle 3D d'une courte double hélice d'ADN : deux squelettes sucre-phosphate s'enroulent l'un autour de l'autre, reliés par des paires de bases empilées au centre comme les barreaux d'une échelle torsadée.",
                  },
                  ar: true,
                },
                {
                  model: "protein-globule",
                  name: { en: "A small globular protein", fr: "Une petite protéine globulaire" },
                  description: {
                    en: "A simplified globular protein shown as a compact, folded chain of amino acids, representing small, highly conserved proteins such as cytochrome c.",
                    fr: "Une protéine globulaire simplifiée, représentée par une chaîne d'acides aminés repliée de façon compacte, à l'image de petites protéines très conservées comme le cytochrome c.",
                  },
                  ar: false,
                },
              ],
            },
            {
              key: "life-5-c1-m1-l3",
              title: { en: "Natural Selection", fr: "La sélection naturelle" },
              text: {
                en: "Charles Darwin and Alfred Russel Wallace proposed natural selection as the main mechanism of adaptive evolution. Their argument rests on a few observations. Individuals in a population vary, and much of that variation is heritable. Populations produce more offspring than the environment can support, so individuals compete for limited resources.\n\nIndividuals whose inherited traits suit the environment tend to survive and reproduce more than others. Over generations, the alleles behind those traits become more common and the population becomes better adapted. During a drought on the Galápagos, finches with deeper beaks could crack the remaining hard seeds, and average beak depth increased in the next generation.\n\nNatural selection acts on individuals, but only populations evolve. It cannot create variation; it sorts the variation that mutation and recombination provide.",
                fr: "Charles Darwin et Alfred Russel Wallace ont proposé la sélection naturelle comme principal mécanisme de l'évolution adaptative. Leur raisonnement repose sur quelques observations. Les individus d'une population varient, et une grande partie de cette variation est héréditaire. Les populations produisent plus de descendants que le milieu ne peut en nourrir, si bien que les individus entrent en compétition pour des ressources limitées.\n\nLes individus dont les caractères héréditaires conviennent au milieu survivent et se reproduisent davantage. Au fil des générations, les allèles responsables de ces caractères deviennent plus fréquents et la population s'adapte. Lors d'une sécheresse aux Galápagos, les pinsons au bec plus massif pouvaient casser les graines dures restantes, et la hauteur moyenne du bec a augmenté à la génération suivante.\n\nLa sélection naturelle agit sur les individus, mais seules les populations évoluent. Elle ne crée pas la variation : elle trie celle que fournissent la mutation et la recombinaison.",
              },
              narration: {
                en: "Natural selection works because individuals vary, much of that variation is inherited, and not all offspring survive. Those with helpful traits leave more descendants, so the alleles for those traits spread. After a drought, Galápagos finches with deeper beaks survived better, and the next generation's beaks were deeper.",
                fr: "La sélection naturelle fonctionne parce que les individus varient, qu'une grande partie de cette variation est héréditaire et que tous les descendants ne survivent pas. Ceux qui portent des caractères avantageux laissent plus de descendants, et les allèles correspondants se répandent. Après une sécheresse, les pinsons des Galápagos au bec massif ont mieux survécu.",
              },
              figures: [
                {
                  diagram: "flow",
                  labels: {
                    en: ["Heritable variation", "Overproduction", "Competition", "Differential reproduction", "Adaptation"],
                    fr: ["Variation héréditaire", "Surproduction", "Compétition", "Reproduction différentielle", "Adaptation"],
                  },
                  caption: {
                    en: "The logic of natural selection, from variation among individuals to an adapted population.",
                    fr: "La logique de la sélection naturelle, de la variation entre individus à une population adaptée.",
                  },
                },
              ],
            },
            {
              key: "life-5-c1-m1-l4",
              title: { en: "Modes of Selection and Antibiotic Resistance", fr: "Modes de sélection et résistance aux antibiotiques" },
              text: {
                en: "Selection can shift the distribution of a trait in different ways. Directional selection favours one extreme, as when deeper beaks were favoured during drought. Stabilizing selection favours intermediate values; human birth weight is a classic example. Disruptive selection favours both extremes over the middle. Sexual selection, driven by competition for mates or by mate choice, can produce traits such as the peacock's tail.\n\nAntibiotic resistance shows selection happening within years. When a patient takes an antibiotic, most bacteria die, but a few may carry mutations or acquired genes that let them survive. These resistant cells multiply and can pass their resistance genes to other bacteria, even of other species, by horizontal gene transfer.\n\nUsing antibiotics only when needed, and as prescribed, reduces this selective pressure.",
                fr: "La sélection peut modifier la distribution d'un caractère de différentes façons. La sélection directionnelle favorise un extrême, comme les becs plus massifs pendant une sécheresse. La sélection stabilisante favorise les valeurs intermédiaires ; le poids de naissance humain en est un exemple classique. La sélection diversifiante favorise les deux extrêmes au détriment des valeurs moyennes. La sélection sexuelle, liée à la compétition pour les partenaires ou au choix du partenaire, peut produire des caractères comme la queue du paon.\n\nLa résistance aux antibiotiques montre la sélection à l'œuvre en quelques années. Lorsqu'un patient prend un antibiotique, la plupart des bactéries meurent, mais certaines portent des mutations ou des gènes acquis qui leur permettent de survivre. Ces cellules résistantes se multiplient et peuvent transmettre leurs gènes de résistance à d'autres bactéries, même d'autres espèces, par transfert horizontal.\n\nN'utiliser les antibiotiques qu'en cas de besoin, et comme prescrit, réduit cette pression de sélection.",
              },
              narration: {
                en: "Directional selection favours one extreme, stabilizing selection favours the average, and disruptive selection favours both extremes. Antibiotic resistance is selection we can watch: the drug kills susceptible bacteria, while resistant survivors multiply and pass on their resistance genes.",
                fr: "La sélection directionnelle favorise un extrême, la sélection stabilisante favorise la moyenne et la sélection diversifiante favorise les deux extrêmes. La résistance aux antibiotiques est une sélection observable : le médicament tue les bactéries sensibles, tandis que les survivantes résistantes se multiplient et transmettent leurs gènes de résistance.",
              },
              figures: [
                {
                  diagram: "flow",
                  labels: {
                    en: ["Mixed population", "Antibiotic applied", "Resistant cells survive", "Resistant population"],
                    fr: ["Population mixte", "Ajout d'antibiotique", "Survie des résistantes", "Population résistante"],
                  },
                  caption: {
                    en: "An antibiotic selects for the few resistant bacteria already present in a population.",
                    fr: "Un antibiotique sélectionne les rares bactéries résistantes déjà présentes dans une population.",
                  },
                },
                {
                  diagram: "cell-prokaryote",
                  labels: { en: ["Chromosome", "Plasmid", "Cell wall"], fr: ["Chromosome", "Plasmide", "Paroi cellulaire"] },
                  caption: {
                    en: "Resistance genes are often carried on plasmids that bacteria can exchange.",
                    fr: "Les gènes de résistance sont souvent portés par des plasmides que les bactéries peuvent échanger.",
                  },
                },
              ],
            },
          ],
          quiz: [
            {
              question: {
                en: "Which pair is the best example of homologous structures?",
                fr: "Quelle paire illustre le mieux des structures homologues ?",
              },
              options: [
                { text: { en: "The wings of a bat and the wings of an insect", fr: "Les ailes d'une chauve-souris et celles d'un insecte" }, correct: false },
                { text: { en: "The forelimb bones of a human and of a whale", fr: "Les os du membre antérieur de l'humain et de la baleine" }, correct: true },
                { text: { en: "The streamlined bodies of a shark and a dolphin", fr: "Le corps hydrodynamique du requin et celui du dauphin" }, correct: false },
                { text: { en: "The camera-like eyes of an octopus and a human", fr: "Les yeux de la pieuvre et ceux de l'humain" }, correct: false },
              ],
            },
            {
              question: {
                en: "Why do closely related species have more similar DNA sequences than distantly related species?",
                fr: "Pourquoi des espèces proches ont-elles des séquences d'ADN plus semblables que des espèces éloignées ?",
              },
              options: [
                {
                  text: {
                    en: "They have had less time to accumulate differences since their common ancestor.",
                    fr: "Elles ont eu moins de temps pour accumuler des différences depuis leur ancêtre commun.",
                  },
                  correct: true,
                },
                {
                  text: {
                    en: "They live in the same habitats, which cause the same mutations.",
                    fr: "Elles vivent dans les mêmes milieux, qui provoquent les mêmes mutations.",
                  },
                  correct: false,
                },
                {
                  text: {
                    en: "Their DNA uses a different genetic code from that of distant species.",
                    fr: "Leur ADN utilise un code génétique différent de celui des espèces éloignées.",
                  },
                  correct: false,
                },
                {
                  text: {
                    en: "Natural selection prevents mutations in related species.",
                    fr: "La sélection naturelle empêche les mutations chez les espèces apparentées.",
                  },
                  correct: false,
                },
              ],
            },
            {
              question: {
                en: "Which condition is NOT required for natural selection to occur?",
                fr: "Laquelle de ces conditions n'est PAS nécessaire à la sélection naturelle ?",
              },
              options: [
                { text: { en: "Individuals in the population vary in a trait.", fr: "Les individus de la population varient pour un caractère." }, correct: false },
                { text: { en: "The variation is at least partly heritable.", fr: "Cette variation est au moins en partie héréditaire." }, correct: false },
                { text: { en: "Some variants leave more offspring than others.", fr: "Certains variants laissent plus de descendants que d'autres." }, correct: false },
                {
                  text: {
                    en: "Individuals change their traits during their lifetime to suit the environment.",
                    fr: "Les individus modifient leurs caractères au cours de leur vie pour s'adapter au milieu.",
                  },
                  correct: true,
                },
              ],
            },
            {
              question: {
                en: "Human birth weights cluster around an intermediate value because very small and very large babies historically survived less well. This is an example of:",
                fr: "Le poids de naissance chez l'humain se concentre autour d'une valeur intermédiaire, car les bébés très petits ou très gros survivaient moins bien. De quel phénomène s'agit-il ?",
              },
              options: [
                { text: { en: "Directional selection", fr: "La sélection directionnelle" }, correct: false },
                { text: { en: "Disruptive selection", fr: "La sélection diversifiante" }, correct: false },
                { text: { en: "Stabilizing selection", fr: "La sélection stabilisante" }, correct: true },
                { text: { en: "Genetic drift", fr: "La dérive génétique" }, correct: false },
              ],
            },
            {
              question: {
                en: "An antibiotic kills 99.9% of a bacterial population, and the survivors regrow into a resistant population. What best explains this?",
                fr: "Un antibiotique tue 99,9 % d'une population bactérienne, et les survivantes donnent une population résistante. Quelle est la meilleure explication ?",
              },
              options: [
                {
                  text: { en: "The antibiotic caused the bacteria to mutate in order to survive.", fr: "L'antibiotique a fait muter les bactéries pour qu'elles survivent." },
                  correct: false,
                },
                {
                  text: { en: "Resistant variants already present survived and reproduced.", fr: "Des variants résistants déjà présents ont survécu et se sont reproduits." },
                  correct: true,
                },
                { text: { en: "The bacteria learned to avoid the antibiotic.", fr: "Les bactéries ont appris à éviter l'antibiotique." }, correct: false },
                { text: { en: "The antibiotic became weaker over time.", fr: "L'antibiotique s'est affaibli avec le temps." }, correct: false },
              ],
            },
          ],
        },
        {
          key: "life-5-c1-m2",
          title: { en: "Population Genetics, Speciation and Phylogeny", fr: "Génétique des populations, spéciation et phylogénie" },
          content: {
            en: "Evolution can be measured as a change in allele frequencies within a population. This module introduces the Hardy–Weinberg model as a null hypothesis and describes the forces that change allele frequencies. It then follows evolution beyond the population: how new species arise and how phylogenetic trees represent their relationships.",
            fr: "L'évolution peut se mesurer comme une variation des fréquences alléliques dans une population. Ce module présente le modèle de Hardy-Weinberg comme hypothèse nulle et décrit les forces qui modifient les fréquences alléliques. Il suit ensuite l'évolution au-delà de la population : l'apparition de nouvelles espèces et la représentation de leurs liens de parenté par des arbres phylogénétiques.",
          },
          lessons: [
            {
              key: "life-5-c1-m2-l1",
              title: { en: "Hardy–Weinberg Equilibrium", fr: "L'équilibre de Hardy-Weinberg" },
              text: {
                en: "A population's gene pool is all the alleles it carries. For a gene with two alleles, A and a, we write their frequencies as p and q, with p + q = 1. If mating is random, genotype frequencies in the next generation are p² for AA, 2pq for Aa and q² for aa.\n\nThese frequencies stay constant from one generation to the next only if five conditions hold: no mutation, random mating, no natural selection, a very large population and no gene flow. Real populations rarely meet all five, so Hardy–Weinberg serves as a null model: a departure from it signals that evolution may be occurring.\n\nFor example, if 16% of a population shows a recessive phenotype, q² = 0.16, so q = 0.4, p = 0.6 and about 48% of individuals are heterozygous carriers.",
                fr: "Le pool génique d'une population regroupe tous les allèles qu'elle porte. Pour un gène à deux allèles, A et a, on note leurs fréquences p et q, avec p + q = 1. Si les accouplements se font au hasard, les fréquences génotypiques à la génération suivante sont p² pour AA, 2pq pour Aa et q² pour aa.\n\nCes fréquences ne restent constantes d'une génération à l'autre que si cinq conditions sont réunies : aucune mutation, des accouplements aléatoires, aucune sélection naturelle, une population très grande et aucun flux génique. Les populations réelles les remplissent rarement toutes ; le modèle de Hardy-Weinberg sert donc d'hypothèse nulle, et un écart signale qu'une évolution est peut-être en cours.\n\nPar exemple, si 16 % d'une population présente un phénotype récessif, q² = 0,16, donc q = 0,4, p = 0,6, et environ 48 % des individus sont des porteurs hétérozygotes.",
              },
              narration: {
                en: "The Hardy–Weinberg principle says that, with no evolutionary forces acting, allele frequencies p and q stay constant and genotype frequencies equal p squared, two p q and q squared. Because real populations rarely meet its conditions, it serves as a baseline for detecting evolution.",
                fr: "Le principe de Hardy-Weinberg indique qu'en l'absence de forces évolutives, les fréquences alléliques p et q restent constantes et que les fréquences génotypiques valent p au carré, deux p q et q au carré. Comme les populations réelles remplissent rarement ces conditions, il sert de référence pour détecter l'évolution.",
              },
              figures: [
                {
                  diagram: "flow",
                  labels: {
                    en: ["Alleles: p + q = 1", "Random mating", "Genotypes: p² + 2pq + q² = 1"],
                    fr: ["Allèles : p + q = 1", "Accouplements aléatoires", "Génotypes : p² + 2pq + q² = 1"],
                  },
                  caption: {
                    en: "Under Hardy–Weinberg conditions, allele frequencies predict genotype frequencies in the next generation.",
                    fr: "Dans les conditions de Hardy-Weinberg, les fréquences alléliques prédisent les fréquences génotypiques de la génération suivante.",
                  },
                },
                {
                  diagram: "chromosome",
                  labels: { en: ["Allele A", "Allele a", "Locus"], fr: ["Allèle A", "Allèle a", "Locus"] },
                  caption: {
                    en: "A heterozygote carries two different alleles at the same locus on a pair of homologous chromosomes.",
                    fr: "Un hétérozygote porte deux allèles différents au même locus d'une paire de chromosomes homologues.",
                  },
                },
              ],
            },
            {
              key: "life-5-c1-m2-l2",
              title: { en: "Genetic Drift, Gene Flow and Mutation", fr: "Dérive génétique, flux génique et mutation" },
              text: {
                en: "Besides natural selection, three forces change allele frequencies. Mutation is the ultimate source of new alleles, but it acts slowly. Gene flow, the movement of alleles between populations through migrating individuals or gametes, makes populations more similar to one another.\n\nGenetic drift is random change in allele frequencies from one generation to the next, and it is strongest in small populations. In a bottleneck, a disaster or overhunting leaves a few survivors whose alleles may not represent the original population; northern elephant seals lost most of their genetic diversity this way. In the founder effect, a few individuals colonize a new area, which explains why some rare disorders are common in isolated communities.\n\nDrift can even fix mildly harmful alleles or eliminate useful ones, because chance decides.",
                fr: "Outre la sélection naturelle, trois forces modifient les fréquences alléliques. La mutation est la source première de nouveaux allèles, mais elle agit lentement. Le flux génique, soit le passage d'allèles d'une population à l'autre par la migration d'individus ou de gamètes, rend les populations plus semblables.\n\nLa dérive génétique est la variation aléatoire des fréquences alléliques d'une génération à l'autre ; elle est la plus forte dans les petites populations. Lors d'un goulot d'étranglement, une catastrophe ou une chasse excessive ne laisse que quelques survivants, dont les allèles ne reflètent pas forcément la population d'origine : l'éléphant de mer boréal a ainsi perdu l'essentiel de sa diversité génétique. Dans l'effet fondateur, quelques individus colonisent un nouveau territoire, ce qui explique la fréquence de certaines maladies rares dans des communautés isolées.\n\nLa dérive peut même fixer des allèles légèrement nuisibles ou éliminer des allèles utiles, car le hasard décide.",
              },
              narration: {
                en: "Mutation creates new alleles, gene flow moves them between populations, and genetic drift changes their frequencies by chance. Drift is strongest in small populations, as in bottlenecks and founder effects, and it can cause a population to lose much of its genetic diversity.",
                fr: "La mutation crée de nouveaux allèles, le flux génique les déplace entre populations et la dérive génétique modifie leurs fréquences au hasard. La dérive est la plus forte dans les petites populations, comme lors des goulots d'étranglement et des effets fondateurs, et peut faire perdre à une population une grande partie de sa diversité génétique.",
              },
              figures: [
                {
                  diagram: "flow",
                  labels: {
                    en: ["Original population", "Bottleneck event", "Few survivors", "Recovered, less diverse"],
                    fr: ["Population d'origine", "Goulot d'étranglement", "Quelques survivants", "Population rétablie, moins diverse"],
                  },
                  caption: {
                    en: "A bottleneck reduces genetic diversity even after the population recovers in size.",
                    fr: "Un goulot d'étranglement réduit la diversité génétique, même après que la population a retrouvé son effectif.",
                  },
                },
              ],
            },
            {
              key: "life-5-c1-m2-l3",
              title: { en: "How New Species Form", fr: "La formation de nouvelles espèces" },
              text: {
                en: "According to the biological species concept, a species is a group of populations whose members can interbreed in nature and produce fertile offspring. Species are kept apart by reproductive barriers. Prezygotic barriers prevent fertilization, for example through different habitats, breeding seasons or courtship behaviours, or incompatible gametes. Postzygotic barriers act after fertilization: hybrids may die early or be sterile, like the mule.\n\nSpeciation begins when gene flow between populations is reduced. In allopatric speciation, a geographic barrier such as a mountain range or a new strait separates populations, which then diverge through selection and drift. In sympatric speciation, new species arise in the same area, often through polyploidy in plants or a shift to a new food source in insects.\n\nOnce reproductive isolation is complete, the two lineages evolve independently.",
                fr: "Selon le concept biologique de l'espèce, une espèce est un ensemble de populations dont les membres peuvent se croiser dans la nature et avoir une descendance fertile. Des barrières reproductives séparent les espèces. Les barrières prézygotiques empêchent la fécondation, par exemple par des habitats, des périodes de reproduction ou des parades nuptiales différents, ou par des gamètes incompatibles. Les barrières postzygotiques agissent après la fécondation : les hybrides peuvent mourir tôt ou être stériles, comme le mulet.\n\nLa spéciation commence lorsque le flux génique entre populations diminue. Dans la spéciation allopatrique, une barrière géographique, comme une chaîne de montagnes ou un nouveau détroit, sépare des populations qui divergent ensuite par sélection et dérive. Dans la spéciation sympatrique, de nouvelles espèces apparaissent dans une même zone, souvent par polyploïdie chez les plantes ou par l'adoption d'une nouvelle ressource alimentaire chez les insectes.\n\nUne fois l'isolement reproductif complet, les deux lignées évoluent indépendamment.",
              },
              narration: {
                en: "A biological species is a group whose members can interbreed and produce fertile offspring. Reproductive barriers, before or after fertilization, keep species apart. New species form when gene flow is cut, either by a geographic barrier in allopatric speciation or within the same area in sympatric speciation.",
                fr: "Une espèce biologique est un groupe dont les membres peuvent se croiser et avoir une descendance fertile. Des barrières reproductives, avant ou après la fécondation, séparent les espèces. De nouvelles espèces se forment quand le flux génique est interrompu, par une barrière géographique (spéciation allopatrique) ou au sein d'une même zone (spéciation sympatrique).",
              },
              figures: [
                {
                  diagram: "flow",
                  labels: {
                    en: ["Ancestral population", "Geographic barrier", "Independent divergence", "Two species"],
                    fr: ["Population ancestrale", "Barrière géographique", "Divergence indépendante", "Deux espèces"],
                  },
                  caption: {
                    en: "Allopatric speciation: a physical barrier stops gene flow and the separated populations diverge.",
                    fr: "La spéciation allopatrique : une barrière physique interrompt le flux génique et les populations séparées divergent.",
                  },
                },
              ],
            },
            {
              key: "life-5-c1-m2-l4",
              title: { en: "Reading Phylogenetic Trees", fr: "Lire un arbre phylogénétique" },
              text: {
                en: "A phylogenetic tree is a hypothesis about the evolutionary relationships among groups. Each branch point, or node, represents a common ancestor, and the tips represent living or extinct taxa. Two taxa that share a more recent common ancestor are more closely related. Branches can rotate around a node without changing the relationships shown.\n\nTrees are built mainly from shared derived characters, traits that appeared in a common ancestor and were inherited by its descendants, such as feathers in birds. A group made of an ancestor and all of its descendants is a clade. Today, DNA sequences provide most of the data, and a molecular clock, based on the roughly steady rate of some mutations, helps estimate when lineages split.\n\nSuch trees divide all life into three domains: Bacteria, Archaea and Eukarya.",
                fr: "Un arbre phylogénétique est une hypothèse sur les liens de parenté évolutifs entre des groupes. Chaque point de branchement, ou nœud, représente un ancêtre commun, et les extrémités des branches représentent des taxons actuels ou disparus. Deux taxons qui partagent un ancêtre commun plus récent sont plus étroitement apparentés. On peut faire pivoter les branches autour d'un nœud sans changer les relations représentées.\n\nLes arbres reposent surtout sur des caractères dérivés partagés, apparus chez un ancêtre commun et hérités par ses descendants, comme les plumes chez les oiseaux. Un groupe formé d'un ancêtre et de tous ses descendants est un clade. Aujourd'hui, les séquences d'ADN fournissent l'essentiel des données, et une horloge moléculaire, fondée sur le rythme à peu près constant de certaines mutations, aide à dater la séparation des lignées.\n\nCes arbres répartissent le vivant en trois domaines : les bactéries, les archées et les eucaryotes.",
              },
              narration: {
                en: "A phylogenetic tree is a hypothesis of evolutionary relationships: each node is a common ancestor, and taxa that share a more recent ancestor are more closely related. Trees are built from shared derived characters and DNA sequences, and they divide life into three domains.",
                fr: "Un arbre phylogénétique est une hypothèse sur les liens de parenté : chaque nœud représente un ancêtre commun, et les taxons qui partagent un ancêtre plus récent sont plus proches. Les arbres reposent sur des caractères dérivés partagés et des séquences d'ADN, et répartissent le vivant en trois domaines.",
              },
              figures: [
                {
                  diagram: "tree",
                  labels: { en: ["Bacteria", "Archaea", "Eukarya"], fr: ["Bactéries", "Archées", "Eucaryotes"] },
                  caption: {
                    en: "The tree of life: Archaea share a more recent common ancestor with Eukarya than with Bacteria.",
                    fr: "L'arbre du vivant : les archées partagent un ancêtre commun plus récent avec les eucaryotes qu'avec les bactéries.",
                  },
                },
                {
                  diagram: "tree",
                  labels: { en: ["Mammal", "Lizard", "Crocodile", "Bird"], fr: ["Mammifère", "Lézard", "Crocodile", "Oiseau"] },
                  caption: {
                    en: "Birds are more closely related to crocodiles than crocodiles are to lizards.",
                    fr: "Les oiseaux sont plus proches des crocodiles que les crocodiles ne le sont des lézards.",
                  },
                },
              ],
            },
          ],
          quiz: [
            {
              question: {
                en: "In a population at Hardy–Weinberg equilibrium, 9% of individuals show a recessive trait (aa). What is the frequency of the dominant allele A?",
                fr: "Dans une population à l'équilibre de Hardy-Weinberg, 9 % des individus présentent un caractère récessif (aa). Quelle est la fréquence de l'allèle dominant A ?",
              },
              options: [
                { text: { en: "0.3", fr: "0,3" }, correct: false },
                { text: { en: "0.09", fr: "0,09" }, correct: false },
                { text: { en: "0.7", fr: "0,7" }, correct: true },
                { text: { en: "0.91", fr: "0,91" }, correct: false },
              ],
            },
            {
              question: {
                en: "Which process changes allele frequencies purely by chance and has the strongest effect in small populations?",
                fr: "Quel processus modifie les fréquences alléliques uniquement par hasard et a le plus d'effet dans les petites populations ?",
              },
              options: [
                { text: { en: "Genetic drift", fr: "La dérive génétique" }, correct: true },
                { text: { en: "Natural selection", fr: "La sélection naturelle" }, correct: false },
                { text: { en: "Gene flow", fr: "Le flux génique" }, correct: false },
                { text: { en: "Sexual selection", fr: "La sélection sexuelle" }, correct: false },
              ],
            },
            {
              question: {
                en: "A male donkey and a female horse can mate, but their offspring, the mule, is sterile. Which type of reproductive barrier is this?",
                fr: "Un âne et une jument peuvent s'accoupler, mais leur descendant, le mulet, est stérile. De quel type de barrière reproductive s'agit-il ?",
              },
              options: [
                { text: { en: "Habitat isolation", fr: "L'isolement écologique" }, correct: false },
                { text: { en: "Temporal isolation", fr: "L'isolement temporel" }, correct: false },
                { text: { en: "Gametic isolation", fr: "L'isolement gamétique" }, correct: false },
                { text: { en: "Hybrid sterility, a postzygotic barrier", fr: "La stérilité de l'hybride, une barrière postzygotique" }, correct: true },
              ],
            },
            {
              question: {
                en: "On a phylogenetic tree, what does a node (branch point) represent?",
                fr: "Sur un arbre phylogénétique, que représente un nœud (point de branchement) ?",
              },
              options: [
                { text: { en: "A species that is still alive today", fr: "Une espèce encore vivante aujourd'hui" }, correct: false },
                {
                  text: {
                    en: "The most recent common ancestor of the lineages that branch from it",
                    fr: "L'ancêtre commun le plus récent des lignées qui en partent",
                  },
                  correct: true,
                },
                { text: { en: "A mutation that caused an extinction", fr: "Une mutation ayant causé une extinction" }, correct: false },
                { text: { en: "The date on which a species was discovered", fr: "La date de découverte d'une espèce" }, correct: false },
              ],
            },
            {
              question: {
                en: "A new river splits a population in two, and the two groups gradually become separate species. What is this process called?",
                fr: "Un nouveau cours d'eau divise une population en deux, et les deux groupes deviennent peu à peu des espèces distinctes. Comment appelle-t-on ce processus ?",
              },
              options: [
                { text: { en: "Sympatric speciation", fr: "La spéciation sympatrique" }, correct: false },
                { text: { en: "Polyploidy", fr: "La polyploïdie" }, correct: false },
                { text: { en: "Allopatric speciation", fr: "La spéciation allopatrique" }, correct: true },
                { text: { en: "Gene flow", fr: "Le flux génique" }, correct: false },
              ],
            },
          ],
        },
      ],
    },
    {
      key: "life-5-c2",
      title: { en: "Ecology and Conservation", fr: "Écologie et conservation" },
      modules: [
        {
          key: "life-5-c2-m1",
          title: { en: "Populations and Communities", fr: "Populations et communautés" },
          content: {
            en: "Ecology studies how organisms interact with one another and with their physical environment. This module starts with single populations, asking how and why their size changes, then widens the view to communities, where species compete, eat one another, cooperate and replace one another over time.",
            fr: "L'écologie étudie les interactions des organismes entre eux et avec leur milieu physique. Ce module commence à l'échelle de la population, en se demandant comment et pourquoi son effectif varie, puis élargit le regard aux communautés, où les espèces entrent en compétition, se consomment, coopèrent et se succèdent au fil du temps.",
          },
          lessons: [
            {
              key: "life-5-c2-m1-l1",
              title: { en: "Population Growth", fr: "La croissance des populations" },
              text: {
                en: "A population is a group of individuals of the same species living in the same area. Its size changes through births, deaths, immigration and emigration. When resources are unlimited, a population grows exponentially: the more individuals there are, the faster it grows, producing a J-shaped curve. Bacteria in fresh culture medium, or a species introduced into a new habitat, can grow this way for a while.\n\nIn reality, resources eventually run short. In the logistic model, growth slows as the population approaches the carrying capacity, K, the largest population the environment can sustain. The result is an S-shaped curve that levels off near K.\n\nCarrying capacity is not fixed: it changes when food supply, habitat or climate changes.",
                fr: "Une population est un ensemble d'individus de la même espèce vivant dans une même zone. Son effectif varie selon les naissances, les décès, l'immigration et l'émigration. Lorsque les ressources sont illimitées, la population croît de façon exponentielle : plus elle compte d'individus, plus elle croît vite, ce qui donne une courbe en J. Des bactéries dans un milieu de culture frais, ou une espèce introduite dans un nouvel habitat, peuvent croître ainsi pendant un temps.\n\nEn réalité, les ressources finissent par manquer. Dans le modèle logistique, la croissance ralentit à mesure que la population approche de la capacité de charge, K, soit l'effectif maximal que le milieu peut soutenir. On obtient une courbe en S qui se stabilise près de K.\n\nLa capacité de charge n'est pas fixe : elle change avec la nourriture disponible, l'habitat ou le climat.",
              },
              narration: {
                en: "Populations change through births, deaths, immigration and emigration. With unlimited resources, growth is exponential and the curve is J-shaped. When resources are limited, logistic growth slows as the population nears the carrying capacity, K, producing an S-shaped curve.",
                fr: "L'effectif d'une population varie selon les naissances, les décès, l'immigration et l'émigration. Quand les ressources sont illimitées, la croissance est exponentielle et la courbe prend une forme en J. Quand elles sont limitées, la croissance logistique ralentit à l'approche de la capacité de charge, K, et la courbe prend une forme en S.",
              },
              figures: [
                {
                  diagram: "population-graph",
                  labels: {
                    en: ["Exponential growth (J curve)", "Logistic growth (S curve)", "Carrying capacity (K)"],
                    fr: ["Croissance exponentielle (courbe en J)", "Croissance logistique (courbe en S)", "Capacité de charge (K)"],
                  },
                  caption: {
                    en: "Exponential growth continues unchecked, while logistic growth levels off at the carrying capacity.",
                    fr: "La croissance exponentielle se poursuit sans frein, tandis que la croissance logistique plafonne à la capacité de charge.",
                  },
                },
              ],
            },
            {
              key: "life-5-c2-m1-l2",
              title: { en: "Regulating Population Size", fr: "La régulation des populations" },
              text: {
                en: "Factors that limit population growth fall into two groups. Density-dependent factors, such as competition for food, predation, parasites and infectious disease, intensify as a population becomes more crowded. Density-independent factors, such as frost, drought, floods and fires, affect a population regardless of its size.\n\nPredators and prey can regulate each other. In the fur-trading records of the Hudson's Bay Company, numbers of snowshoe hares and Canada lynx rose and fell in cycles of about ten years, with lynx peaks following hare peaks. The hares' food supply also plays a role.\n\nSpecies also differ in life history. Some, like many insects and weeds, quickly produce many small offspring and thrive in unstable habitats; others, like elephants, have few offspring, invest heavily in each and live near carrying capacity.",
                fr: "Les facteurs limitant la croissance des populations forment deux groupes. Les facteurs dépendants de la densité, comme la compétition, la prédation, les parasites et les maladies, s'intensifient quand la population devient plus dense. Les facteurs indépendants de la densité, comme le gel, la sécheresse, les inondations et les incendies, agissent quelle que soit la taille de la population.\n\nPrédateurs et proies peuvent se réguler mutuellement. D'après les registres de la Compagnie de la Baie d'Hudson, le lièvre d'Amérique et le lynx du Canada ont fluctué selon des cycles d'environ dix ans, les pics de lynx suivant ceux des lièvres. La nourriture des lièvres compte aussi.\n\nLes stratégies démographiques varient aussi. Certaines espèces, comme bien des insectes et des mauvaises herbes, se reproduisent vite et en grand nombre dans les milieux instables ; d'autres, comme l'éléphant, ont peu de petits, investissent beaucoup dans chacun et vivent près de la capacité de charge.",
              },
              narration: {
                en: "Density-dependent factors like competition, predation and disease grow stronger as a population becomes crowded, while density-independent factors like frost and fire strike regardless of size. Predators and prey, such as lynx and snowshoe hares, can rise and fall in linked cycles.",
                fr: "Les facteurs dépendants de la densité, comme la compétition, la prédation et les maladies, se renforcent quand la population devient dense, tandis que les facteurs indépendants de la densité, comme le gel ou le feu, agissent quelle que soit sa taille. Prédateurs et proies, comme le lynx et le lièvre, peuvent fluctuer en cycles liés.",
              },
              figures: [
                {
                  diagram: "cycle",
                  labels: {
                    en: ["Hares increase", "Lynx increase", "Hares decline", "Lynx decline"],
                    fr: ["Hausse des lièvres", "Hausse des lynx", "Baisse des lièvres", "Baisse des lynx"],
                  },
                  caption: {
                    en: "In a predator–prey cycle, changes in predator numbers lag behind changes in prey numbers.",
                    fr: "Dans un cycle prédateur-proie, les variations du nombre de prédateurs suivent avec un décalage celles des proies.",
                  },
                },
              ],
            },
            {
              key: "life-5-c2-m1-l3",
              title: { en: "Species Interactions", fr: "Les interactions entre espèces" },
              text: {
                en: "Species in a community interact in ways that can help (+), harm (−) or not affect (0) each partner. In competition (−/−), species use the same limited resources. The competitive exclusion principle states that two species cannot share exactly the same niche indefinitely; one will outcompete the other unless they divide the resources, as warblers feeding in different parts of the same tree do.\n\nIn predation and herbivory (+/−), one organism eats another, and prey have evolved defences such as camouflage, toxins and warning colours. Symbiosis describes close, long-term relationships. In mutualism (+/+), both partners benefit, as with flowers and their pollinators. In commensalism (+/0), one benefits and the other is unaffected. In parasitism (+/−), a parasite feeds on its host, usually without killing it quickly.",
                fr: "Les espèces d'une communauté interagissent de façons qui peuvent être favorables (+), nuisibles (−) ou neutres (0) pour chaque partenaire. Dans la compétition (−/−), des espèces utilisent les mêmes ressources limitées. Selon le principe d'exclusion compétitive, deux espèces ne peuvent pas occuper indéfiniment la même niche : l'une élimine l'autre, à moins qu'elles ne se partagent les ressources, comme les parulines qui se nourrissent dans différentes parties d'un même arbre.\n\nDans la prédation et l'herbivorie (+/−), un organisme en consomme un autre, et les proies ont acquis des défenses comme le camouflage, les toxines ou les couleurs d'avertissement. La symbiose désigne des relations étroites et durables. Dans le mutualisme (+/+), les deux partenaires y gagnent, comme les fleurs et leurs pollinisateurs. Dans le commensalisme (+/0), l'un profite sans effet sur l'autre. Dans le parasitisme (+/−), le parasite se nourrit aux dépens de son hôte, en général sans le tuer rapidement.",
              },
              narration: {
                en: "Species interact through competition, which harms both, through predation and herbivory, which benefit one at the other's expense, and through symbiosis. In mutualism both partners benefit, in commensalism one benefits while the other is unaffected, and in parasitism one lives at its host's expense.",
                fr: "Les espèces interagissent par la compétition, nuisible aux deux, par la prédation et l'herbivorie, où l'une profite aux dépens de l'autre, et par la symbiose. Dans le mutualisme, les deux partenaires y gagnent ; dans le commensalisme, l'un profite sans affecter l'autre ; dans le parasitisme, l'un vit aux dépens de son hôte.",
              },
              figures: [
                {
                  diagram: "food-web",
                  labels: { en: ["Grass", "Rabbit", "Fox", "Hawk"], fr: ["Herbe", "Lapin", "Renard", "Buse"] },
                  caption: {
                    en: "Herbivory and predation link species in a community; the fox and the hawk also compete for rabbits.",
                    fr: "L'herbivorie et la prédation relient les espèces d'une communauté ; le renard et la buse se disputent aussi les lapins.",
                  },
                },
              ],
            },
            {
              key: "life-5-c2-m1-l4",
              title: { en: "Community Structure and Succession", fr: "Structure des communautés et succession écologique" },
              text: {
                en: "Some species influence their community far more than their abundance would suggest. These keystone species hold the community together. When ecologist Robert Paine removed the sea star Pisaster from plots on a rocky shore, mussels took over and the number of species fell sharply.\n\nCommunities also change after disturbances such as fires, storms or retreating glaciers. Ecological succession is the gradual, fairly predictable replacement of species over time. Primary succession starts on bare ground without soil, such as new volcanic rock: lichens and mosses arrive first and help build soil, followed by grasses, shrubs and finally trees. Secondary succession occurs where soil remains, for example in an abandoned field or after a forest fire, so it proceeds much faster.\n\nEarly species often modify conditions in ways that allow later species to establish.",
                fr: "Certaines espèces, dites clés de voûte, ont sur leur communauté une influence bien plus grande que leur abondance ne le laisse supposer. Lorsque l'écologue Robert Paine a retiré l'étoile de mer Pisaster de parcelles d'une côte rocheuse, les moules ont tout envahi et le nombre d'espèces a fortement chuté.\n\nLes communautés changent aussi après des perturbations comme les incendies, les tempêtes ou le recul des glaciers. La succession écologique est le remplacement graduel et assez prévisible des espèces. La succession primaire commence sur un substrat dépourvu de sol, comme une roche volcanique récente : les lichens et les mousses s'installent d'abord et forment peu à peu un sol, suivis des herbacées, des arbustes, puis des arbres. La succession secondaire, là où le sol subsiste, comme dans un champ abandonné ou après un feu de forêt, est beaucoup plus rapide.\n\nLes premières espèces modifient souvent le milieu au profit des suivantes.",
              },
              narration: {
                en: "Keystone species, like the sea star Pisaster, shape their communities far beyond their numbers. After a disturbance, communities change through succession: primary succession begins on bare rock with lichens and mosses, while secondary succession starts from existing soil and moves faster.",
                fr: "Les espèces clés de voûte, comme l'étoile de mer Pisaster, façonnent leur communauté bien au-delà de leur nombre. Après une perturbation, les communautés se transforment par succession : la succession primaire commence sur la roche nue avec les lichens et les mousses, tandis que la succession secondaire part d'un sol existant et progresse plus vite.",
              },
              figures: [
                {
                  diagram: "flow",
                  labels: {
                    en: ["Bare rock", "Lichens and mosses", "Grasses and shrubs", "Mature forest"],
                    fr: ["Roche nue", "Lichens et mousses", "Herbacées et arbustes", "Forêt mature"],
                  },
                  caption: {
                    en: "Primary succession turns bare rock into a forest community over centuries.",
                    fr: "La succession primaire transforme la roche nue en communauté forestière au fil des siècles.",
                  },
                },
              ],
            },
          ],
          quiz: [
            {
              question: {
                en: "What does the carrying capacity (K) of an environment represent?",
                fr: "Que représente la capacité de charge (K) d'un milieu ?",
              },
              options: [
                { text: { en: "The maximum growth rate of a population", fr: "Le taux de croissance maximal d'une population" }, correct: false },
                { text: { en: "The number of offspring per female", fr: "Le nombre de descendants par femelle" }, correct: false },
                { text: { en: "The population size at which growth is fastest", fr: "L'effectif auquel la croissance est la plus rapide" }, correct: false },
                {
                  text: { en: "The largest population the environment can sustain over time", fr: "L'effectif maximal que le milieu peut soutenir durablement" },
                  correct: true,
                },
              ],
            },
            {
              question: {
                en: "Which of these is a density-independent factor?",
                fr: "Lequel de ces facteurs est indépendant de la densité ?",
              },
              options: [
                { text: { en: "Competition for nesting sites", fr: "La compétition pour les sites de nidification" }, correct: false },
                { text: { en: "A severe early frost", fr: "Un gel précoce et intense" }, correct: true },
                { text: { en: "An infectious disease spreading through a herd", fr: "Une maladie infectieuse qui se propage dans un troupeau" }, correct: false },
                { text: { en: "Predation by wolves", fr: "La prédation par les loups" }, correct: false },
              ],
            },
            {
              question: {
                en: "Bees collect nectar from flowers and, in doing so, pollinate them. Which interaction is this?",
                fr: "Les abeilles récoltent le nectar des fleurs et, ce faisant, les pollinisent. De quelle interaction s'agit-il ?",
              },
              options: [
                { text: { en: "Mutualism", fr: "Le mutualisme" }, correct: true },
                { text: { en: "Commensalism", fr: "Le commensalisme" }, correct: false },
                { text: { en: "Parasitism", fr: "Le parasitisme" }, correct: false },
                { text: { en: "Competition", fr: "La compétition" }, correct: false },
              ],
            },
            {
              question: {
                en: "After Pisaster sea stars were removed from rocky shore plots, mussels took over and species diversity dropped. How is Pisaster best described?",
                fr: "Après le retrait de l'étoile de mer Pisaster de parcelles d'une côte rocheuse, les moules ont tout envahi et la diversité a chuté. Comment qualifier le mieux Pisaster ?",
              },
              options: [
                { text: { en: "An invasive species", fr: "Une espèce envahissante" }, correct: false },
                { text: { en: "A primary producer", fr: "Un producteur primaire" }, correct: false },
                { text: { en: "A keystone species", fr: "Une espèce clé de voûte" }, correct: true },
                { text: { en: "A pioneer species", fr: "Une espèce pionnière" }, correct: false },
              ],
            },
            {
              question: {
                en: "Why does secondary succession usually proceed faster than primary succession?",
                fr: "Pourquoi la succession secondaire est-elle en général plus rapide que la succession primaire ?",
              },
              options: [
                { text: { en: "It only occurs in tropical climates.", fr: "Elle ne se produit que sous les climats tropicaux." }, correct: false },
                {
                  text: { en: "Soil, and often seeds, remain after the disturbance.", fr: "Le sol, et souvent des graines, subsistent après la perturbation." },
                  correct: true,
                },
                { text: { en: "It does not involve any plants.", fr: "Elle ne fait intervenir aucune plante." }, correct: false },
                { text: { en: "Lichens grow faster in abandoned fields.", fr: "Les lichens poussent plus vite dans les champs abandonnés." }, correct: false },
              ],
            },
          ],
        },
        {
          key: "life-5-c2-m2",
          title: { en: "Ecosystems and Biodiversity", fr: "Écosystèmes et biodiversité" },
          content: {
            en: "An ecosystem is a community together with its physical environment. This module follows energy as it flows one way through food chains and matter as it cycles between living and non-living parts, and then examines the threats to biodiversity and the strategies used to protect it.",
            fr: "Un écosystème réunit une communauté et son milieu physique. Ce module suit l'énergie, qui circule à sens unique le long des chaînes alimentaires, et la matière, qui circule en boucle entre les composantes vivantes et non vivantes, puis examine les menaces qui pèsent sur la biodiversité et les stratégies mises en œuvre pour la protéger.",
          },
          lessons: [
            {
              key: "life-5-c2-m2-l1",
              title: { en: "Energy Flow and Trophic Levels", fr: "Flux d'énergie et niveaux trophiques" },
              text: {
                en: "Almost all ecosystems are powered by sunlight. Producers, mainly plants, algae and cyanobacteria, capture light energy by photosynthesis and store it in organic molecules. Primary consumers (herbivores) eat producers, secondary consumers eat herbivores, and tertiary consumers eat other carnivores. Decomposers such as fungi and bacteria break down dead matter from every level.\n\nEnergy flows in one direction and is not recycled. At each transfer, most of it is lost as heat from cellular respiration or remains in material that is not eaten or digested. On average, only about 10% of the energy at one trophic level becomes biomass at the next. This is why food chains rarely have more than four or five levels and why top predators are relatively few.",
                fr: "Presque tous les écosystèmes fonctionnent grâce à la lumière du soleil. Les producteurs, surtout les plantes, les algues et les cyanobactéries, captent l'énergie lumineuse par photosynthèse et la stockent dans des molécules organiques. Les consommateurs primaires (herbivores) mangent les producteurs, les consommateurs secondaires mangent les herbivores et les consommateurs tertiaires mangent d'autres carnivores. Les décomposeurs, comme les champignons et les bactéries, dégradent la matière morte de tous les niveaux.\n\nL'énergie circule à sens unique et n'est pas recyclée. À chaque transfert, la plus grande partie est perdue sous forme de chaleur par la respiration cellulaire ou reste dans la matière non consommée ou non digérée. En moyenne, environ 10 % seulement de l'énergie d'un niveau trophique devient de la biomasse au niveau suivant. C'est pourquoi les chaînes alimentaires dépassent rarement quatre ou cinq maillons et que les superprédateurs sont relativement peu nombreux.",
              },
              narration: {
                en: "Producers capture sunlight and store its energy in organic molecules, which pass to herbivores and then to carnivores. Energy flows one way, and at each step most of it is lost as heat, so only about ten percent reaches the next trophic level.",
                fr: "Les producteurs captent la lumière du soleil et stockent son énergie dans des molécules organiques, qui passent aux herbivores, puis aux carnivores. L'énergie circule à sens unique et, à chaque étape, l'essentiel est perdu sous forme de chaleur : environ dix pour cent seulement atteint le niveau trophique suivant.",
              },
              figures: [
                {
                  diagram: "flow",
                  labels: {
                    en: ["Sun", "Producers", "Primary consumers", "Secondary consumers", "Tertiary consumers"],
                    fr: ["Soleil", "Producteurs", "Consommateurs primaires", "Consommateurs secondaires", "Consommateurs tertiaires"],
                  },
                  caption: {
                    en: "Energy moves one way along a food chain, and about 90% is lost at each step.",
                    fr: "L'énergie circule à sens unique le long d'une chaîne alimentaire, et environ 90 % sont perdus à chaque étape.",
                  },
                },
                {
                  diagram: "food-web",
                  labels: { en: ["Phytoplankton", "Zooplankton", "Herring", "Seal"], fr: ["Phytoplancton", "Zooplancton", "Hareng", "Phoque"] },
                  caption: {
                    en: "A simple marine food web spanning four trophic levels.",
                    fr: "Un réseau trophique marin simple qui compte quatre niveaux trophiques.",
                  },
                },
              ],
            },
            {
              key: "life-5-c2-m2-l2",
              title: { en: "The Carbon and Water Cycles", fr: "Les cycles du carbone et de l'eau" },
              text: {
                en: "Unlike energy, chemical elements are recycled within the biosphere. In the carbon cycle, photosynthesis removes carbon dioxide from the atmosphere and builds it into organic molecules. Cellular respiration by producers, consumers and decomposers returns CO₂ to the air. Large amounts of carbon are stored in oceans, soils, forests, limestone and fossil fuels.\n\nBurning fossil fuels and clearing forests release carbon faster than photosynthesis and the oceans can absorb it. Atmospheric CO₂ has risen from about 280 parts per million before the Industrial Revolution to over 420 ppm today, strengthening the greenhouse effect and warming the climate.\n\nThe water cycle, driven by solar energy, moves water through evaporation, transpiration by plants, condensation, precipitation and runoff, linking ecosystems on land and in the sea.",
                fr: "Contrairement à l'énergie, les éléments chimiques sont recyclés dans la biosphère. Dans le cycle du carbone, la photosynthèse retire du dioxyde de carbone de l'atmosphère et l'incorpore dans des molécules organiques. La respiration cellulaire des producteurs, des consommateurs et des décomposeurs renvoie le CO₂ dans l'air. De grandes quantités de carbone sont stockées dans les océans, les sols, les forêts, le calcaire et les combustibles fossiles.\n\nLa combustion des combustibles fossiles et le déboisement libèrent du carbone plus vite que la photosynthèse et les océans ne peuvent l'absorber. Le CO₂ atmosphérique est passé d'environ 280 parties par million avant la révolution industrielle à plus de 420 ppm aujourd'hui, ce qui renforce l'effet de serre et réchauffe le climat.\n\nLe cycle de l'eau, alimenté par l'énergie solaire, fait circuler l'eau par évaporation, transpiration des plantes, condensation, précipitations et ruissellement, et relie les écosystèmes terrestres et marins.",
              },
              narration: {
                en: "Matter, unlike energy, is recycled. Photosynthesis pulls carbon dioxide from the air, and respiration and decomposition return it. Burning fossil fuels and clearing forests add carbon faster than it is removed, raising carbon dioxide levels and warming the climate.",
                fr: "Contrairement à l'énergie, la matière est recyclée. La photosynthèse retire le dioxyde de carbone de l'air, et la respiration et la décomposition l'y renvoient. La combustion des combustibles fossiles et le déboisement ajoutent du carbone plus vite qu'il n'est retiré, ce qui augmente le taux de dioxyde de carbone et réchauffe le climat.",
              },
              figures: [
                {
                  diagram: "cycle",
                  labels: {
                    en: ["CO₂ in the atmosphere", "Photosynthesis", "Plants and animals", "Respiration and decay"],
                    fr: ["CO₂ atmosphérique", "Photosynthèse", "Végétaux et animaux", "Respiration et décomposition"],
                  },
                  caption: {
                    en: "The carbon cycle links the atmosphere and living organisms through photosynthesis and respiration.",
                    fr: "Le cycle du carbone relie l'atmosphère et les êtres vivants par la photosynthèse et la respiration.",
                  },
                },
                {
                  diagram: "cycle",
                  labels: {
                    en: ["Evaporation", "Condensation", "Precipitation", "Runoff"],
                    fr: ["Évaporation", "Condensation", "Précipitations", "Ruissellement"],
                  },
                  caption: {
                    en: "Solar energy drives the continuous movement of water between oceans, air and land.",
                    fr: "L'énergie solaire entretient la circulation continue de l'eau entre les océans, l'atmosphère et les terres.",
                  },
                },
              ],
            },
            {
              key: "life-5-c2-m2-l3",
              title: { en: "The Nitrogen and Phosphorus Cycles", fr: "Les cycles de l'azote et du phosphore" },
              text: {
                en: "Nitrogen is essential for proteins and nucleic acids, yet most organisms cannot use the nitrogen gas (N₂) that makes up 78% of the air. Nitrogen-fixing bacteria, some free in the soil and others in the root nodules of legumes, convert N₂ into ammonia. Decomposers release ammonium from dead matter (ammonification), and nitrifying bacteria oxidize it to nitrate, which plants absorb. Denitrifying bacteria return nitrogen to the atmosphere as N₂.\n\nPhosphorus, needed for DNA, ATP and phospholipids, has no significant gas phase. It moves slowly from weathered rock into soil and water, through food webs, and eventually into sediments.\n\nFertilizer runoff rich in nitrogen and phosphorus can trigger eutrophication: algal blooms grow, die and decompose, and the decomposers use up the oxygen in the water, killing fish.",
                fr: "L'azote est indispensable aux protéines et aux acides nucléiques, mais la plupart des organismes ne peuvent pas utiliser le diazote (N₂), qui forme 78 % de l'air. Des bactéries fixatrices d'azote, libres dans le sol ou logées dans les nodosités des racines des légumineuses, convertissent le N₂ en ammoniac. Les décomposeurs libèrent de l'ammonium à partir de la matière morte (ammonification), puis des bactéries nitrifiantes l'oxydent en nitrate, que les plantes absorbent. Les bactéries dénitrifiantes renvoient l'azote dans l'atmosphère sous forme de N₂.\n\nLe phosphore, nécessaire à l'ADN, à l'ATP et aux phospholipides, n'a pas de phase gazeuse notable. Il passe lentement des roches altérées au sol et à l'eau, puis dans les réseaux trophiques et enfin dans les sédiments.\n\nLe ruissellement d'engrais azotés et phosphatés peut provoquer l'eutrophisation : des algues prolifèrent, meurent et se décomposent, et les décomposeurs épuisent l'oxygène de l'eau, ce qui tue les poissons.",
              },
              narration: {
                en: "Most organisms cannot use nitrogen gas, so they depend on bacteria that fix it into ammonia, convert it to nitrate and eventually return it to the air. Phosphorus cycles slowly from rocks. Excess fertilizer can cause algal blooms that deplete oxygen in lakes and coastal waters.",
                fr: "La plupart des organismes ne peuvent pas utiliser le diazote : ils dépendent de bactéries qui le fixent en ammoniac, le transforment en nitrate, puis le renvoient dans l'air. Le phosphore circule lentement à partir des roches. Un excès d'engrais peut provoquer des proliférations d'algues qui épuisent l'oxygène des lacs et des eaux côtières.",
              },
              figures: [
                {
                  diagram: "cycle",
                  labels: {
                    en: ["Fixation: N₂ → NH₄⁺", "Nitrification: NH₄⁺ → NO₃⁻", "Denitrification: NO₃⁻ → N₂"],
                    fr: ["Fixation : N₂ → NH₄⁺", "Nitrification : NH₄⁺ → NO₃⁻", "Dénitrification : NO₃⁻ → N₂"],
                  },
                  caption: {
                    en: "Bacteria carry out the key steps of the nitrogen cycle, from fixing N₂ to returning it to the air.",
                    fr: "Les bactéries assurent les étapes clés du cycle de l'azote, de la fixation du N₂ à son retour dans l'atmosphère.",
                  },
                },
              ],
            },
            {
              key: "life-5-c2-m2-l4",
              title: { en: "Biodiversity and Conservation", fr: "Biodiversité et conservation" },
              text: {
                en: "Biodiversity exists at three levels: genetic diversity within species, species diversity within communities, and the diversity of ecosystems across a landscape. It provides ecosystem services such as pollination, clean water, fertile soil and climate regulation.\n\nToday, species are disappearing far faster than the background rate seen in the fossil record. The main threats are habitat loss and fragmentation, invasive species, pollution, overexploitation and climate change. Small, isolated populations are especially vulnerable, because inbreeding and genetic drift erode their genetic diversity and can push them toward extinction.\n\nConservation biology responds at several scales. Protected areas and wildlife corridors connect fragmented habitats, captive breeding and reintroduction can rebuild populations, and restoration ecology repairs damaged ecosystems. Sustainable use of resources helps preserve biodiversity for future generations.",
                fr: "La biodiversité existe à trois niveaux : la diversité génétique au sein des espèces, la diversité des espèces au sein des communautés et celle des écosystèmes d'un paysage. Elle rend des services écosystémiques : pollinisation, eau propre, sols fertiles, régulation du climat.\n\nLes espèces disparaissent aujourd'hui bien plus vite qu'au rythme de fond révélé par les archives fossiles. Les principales menaces sont la perte et la fragmentation des habitats, les espèces envahissantes, la pollution, la surexploitation et les changements climatiques. Les petites populations isolées sont particulièrement vulnérables : la consanguinité et la dérive y réduisent la diversité génétique et accroissent le risque d'extinction.\n\nLa biologie de la conservation agit à plusieurs échelles. Les aires protégées et les corridors écologiques relient les habitats fragmentés, l'élevage en captivité et la réintroduction reconstituent des populations, et l'écologie de la restauration répare les écosystèmes dégradés. Une utilisation durable des ressources préserve la biodiversité pour les générations futures.",
              },
              narration: {
                en: "Biodiversity includes genetic, species and ecosystem diversity, and it supports services like pollination and clean water. Habitat loss, invasive species, pollution, overexploitation and climate change threaten it. Protected areas, wildlife corridors, reintroductions and restoration help conserve it.",
                fr: "La biodiversité comprend la diversité génétique, spécifique et écosystémique, et elle assure des services comme la pollinisation et l'eau propre. La perte d'habitat, les espèces envahissantes, la pollution, la surexploitation et les changements climatiques la menacent. Les aires protégées, les corridors écologiques, les réintroductions et la restauration aident à la préserver.",
              },
              figures: [
                {
                  diagram: "flow",
                  labels: {
                    en: ["Habitat loss", "Fragmentation", "Small isolated populations", "Inbreeding and drift", "Extinction risk"],
                    fr: ["Perte d'habitat", "Fragmentation", "Petites populations isolées", "Consanguinité et dérive", "Risque d'extinction"],
                  },
                  caption: {
                    en: "Habitat loss sets off a chain of effects that pushes small populations toward extinction.",
                    fr: "La perte d'habitat déclenche une série d'effets qui poussent les petites populations vers l'extinction.",
                  },
                },
              ],
            },
          ],
          quiz: [
            {
              question: {
                en: "If the producers in an ecosystem store 10,000 kJ of energy, about how much energy is available to secondary consumers?",
                fr: "Si les producteurs d'un écosystème stockent 10 000 kJ d'énergie, de combien d'énergie les consommateurs secondaires disposent-ils environ ?",
              },
              options: [
                { text: { en: "1,000 kJ", fr: "1 000 kJ" }, correct: false },
                { text: { en: "100 kJ", fr: "100 kJ" }, correct: true },
                { text: { en: "10 kJ", fr: "10 kJ" }, correct: false },
                { text: { en: "5,000 kJ", fr: "5 000 kJ" }, correct: false },
              ],
            },
            {
              question: {
                en: "Why is energy, unlike carbon, not recycled in ecosystems?",
                fr: "Pourquoi l'énergie, contrairement au carbone, n'est-elle pas recyclée dans les écosystèmes ?",
              },
              options: [
                { text: { en: "Producers convert energy back into sunlight.", fr: "Les producteurs reconvertissent l'énergie en lumière." }, correct: false },
                { text: { en: "Decomposers destroy energy.", fr: "Les décomposeurs détruisent l'énergie." }, correct: false },
                {
                  text: { en: "Energy is stored permanently in top predators.", fr: "L'énergie est stockée définitivement chez les superprédateurs." },
                  correct: false,
                },
                {
                  text: {
                    en: "At each transfer, energy is lost as heat that organisms cannot use.",
                    fr: "À chaque transfert, de l'énergie est perdue sous forme de chaleur inutilisable par les organismes.",
                  },
                  correct: true,
                },
              ],
            },
            {
              question: {
                en: "Which process returns nitrogen from the soil to the atmosphere as N₂?",
                fr: "Quel processus renvoie l'azote du sol dans l'atmosphère sous forme de N₂ ?",
              },
              options: [
                { text: { en: "Denitrification", fr: "La dénitrification" }, correct: true },
                { text: { en: "Nitrogen fixation", fr: "La fixation de l'azote" }, correct: false },
                { text: { en: "Nitrification", fr: "La nitrification" }, correct: false },
                { text: { en: "Ammonification", fr: "L'ammonification" }, correct: false },
              ],
            },
            {
              question: {
                en: "Fertilizer runoff causes an algal bloom in a lake, followed by fish deaths. What directly kills the fish?",
                fr: "Le ruissellement d'engrais provoque une prolifération d'algues dans un lac, suivie de la mort de poissons. Quelle est la cause directe de cette mortalité ?",
              },
              options: [
                { text: { en: "Toxic nitrogen gas released by the algae", fr: "Un gaz azoté toxique libéré par les algues" }, correct: false },
                { text: { en: "Warmer water caused by the fertilizer", fr: "Le réchauffement de l'eau causé par les engrais" }, correct: false },
                {
                  text: {
                    en: "Oxygen depletion as decomposers break down the dead algae",
                    fr: "L'épuisement de l'oxygène lorsque les décomposeurs dégradent les algues mortes",
                  },
                  correct: true,
                },
                { text: { en: "Competition between fish and algae for food", fr: "La compétition entre poissons et algues pour la nourriture" }, correct: false },
              ],
            },
            {
              question: {
                en: "How does a wildlife corridor connecting two forest fragments mainly help conservation?",
                fr: "Comment un corridor écologique reliant deux fragments de forêt favorise-t-il surtout la conservation ?",
              },
              options: [
                { text: { en: "By increasing the mutation rate", fr: "En augmentant le taux de mutation" }, correct: false },
                {
                  text: {
                    en: "By allowing gene flow between otherwise isolated populations",
                    fr: "En permettant un flux génique entre des populations autrement isolées",
                  },
                  correct: true,
                },
                { text: { en: "By removing all predators from both fragments", fr: "En éliminant tous les prédateurs des deux fragments" }, correct: false },
                { text: { en: "By preventing species from migrating", fr: "En empêchant les espèces de migrer" }, correct: false },
              ],
            },
          ],
        },
      ],
    },
  ],
};
