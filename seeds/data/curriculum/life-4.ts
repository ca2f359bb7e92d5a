import type { UnitSpec } from "./types";

/** LIFE series, Unit 4: DNA and gene expression (chapter 1), cell division and inheritance (chapter 2). */
export const life4: UnitSpec = {
  key: "life-4",
  series: "LIFE",
  order: 4,
  title: { en: "Unit 4: Genetics and Heredity", fr: "Unité 4 : Génétique et hérédité" },
  summary: {
    en: "Unit 4 explores how hereditary information is stored, copied, expressed and passed on. Chapter 1 covers the structure and replication of DNA, the flow of information from DNA to RNA to protein, and the mechanisms that switch genes on and off. Chapter 2 explains how cells divide by mitosis and meiosis, how Mendel's laws predict patterns of inheritance, and how linkage, sex chromosomes and interactions between genes extend his model.",
    fr: "L'unité 4 explore la façon dont l'information héréditaire est stockée, copiée, exprimée et transmise. Le chapitre 1 traite de la structure et de la réplication de l'ADN, du flux d'information de l'ADN à l'ARN puis aux protéines, et des mécanismes qui activent ou répriment les gènes. Le chapitre 2 explique comment les cellules se divisent par mitose et par méiose, comment les lois de Mendel prédisent les modes de transmission des caractères, et comment la liaison génétique, les chromosomes sexuels et les interactions entre gènes prolongent son modèle.",
  },
  additionalInfo: {
    en: "This unit draws on the structure of nucleic acids and proteins from Unit 1 and on the organisation of the nucleus from Unit 2, and it lays the foundation for the population genetics of Unit 5. Simple probability is used to solve genetics problems, so practise drawing Punnett squares. Each module ends with a short quiz, and the lesson on the double helix includes a 3D DNA model that can be explored in augmented reality.",
    fr: "Cette unité s'appuie sur la structure des acides nucléiques et des protéines vue dans l'unité 1 et sur l'organisation du noyau vue dans l'unité 2 ; elle pose les bases de la génétique des populations de l'unité 5. Des notions simples de probabilités servent à résoudre les problèmes de génétique : entraînez-vous à construire des échiquiers de croisement. Chaque module se termine par un court quiz, et la leçon sur la double hélice propose un modèle 3D d'ADN à explorer en réalité augmentée.",
  },
  sampleVideoDescription: {
    en: "A narrated introduction to the unit retracing the experiments that revealed DNA as the genetic material and opened the way to modern genetics.",
    fr: "Une introduction commentée à l'unité, qui retrace les expériences ayant révélé que l'ADN est le matériel génétique et ouvert la voie à la génétique moderne.",
  },
  chapters: [
    {
      key: "life-4-c1",
      title: { en: "DNA and Gene Expression", fr: "L'ADN et l'expression des gènes" },
      modules: [
        {
          key: "life-4-c1-m1",
          title: { en: "DNA: Structure and Replication", fr: "L'ADN : structure et réplication" },
          content: {
            en: "DNA carries the instructions that build and run every organism. This module reviews the experiments that identified DNA as the genetic material, describes the double helix, explains how DNA is copied accurately before each cell division, and shows how cells proofread and repair their DNA and protect the ends of their chromosomes.",
            fr: "L'ADN porte les instructions qui construisent et font fonctionner chaque organisme. Ce module revient sur les expériences qui ont établi que l'ADN est le matériel génétique, décrit la double hélice, explique comment l'ADN est copié fidèlement avant chaque division cellulaire et montre comment la cellule corrige et répare son ADN et protège les extrémités de ses chromosomes.",
          },
          lessons: [
            {
              key: "life-4-c1-m1-l1",
              title: { en: "DNA Is the Genetic Material", fr: "L'ADN, support de l'information génétique" },
              text: {
                en: "In the early twentieth century, many biologists thought that genes were made of protein, because proteins are diverse and DNA seemed too simple. In 1928, Frederick Griffith found that a harmless strain of pneumococcus became deadly after being mixed with heat-killed virulent cells. Some substance, which he called the transforming principle, had changed the living bacteria.\n\nIn 1944, Oswald Avery, Colin MacLeod and Maclyn McCarty showed that the transforming principle was destroyed by enzymes that degrade DNA, but not by those that degrade protein or RNA.\n\nIn 1952, Alfred Hershey and Martha Chase labelled bacteriophages with radioactive sulfur, which marks protein, or radioactive phosphorus, which marks DNA. After infection, only the phosphorus entered the bacteria, confirming that DNA is the genetic material of the virus.",
                fr: "Au début du XXᵉ siècle, beaucoup de biologistes pensaient que les gènes étaient faits de protéines, car celles-ci sont très variées et l'ADN semblait trop simple. En 1928, Frederick Griffith constata qu'une souche inoffensive de pneumocoque devenait mortelle après avoir été mélangée à des cellules virulentes tuées par la chaleur. Une substance, qu'il appela principe transformant, avait modifié les bactéries vivantes.\n\nEn 1944, Oswald Avery, Colin MacLeod et Maclyn McCarty montrèrent que le principe transformant était détruit par les enzymes qui dégradent l'ADN, mais pas par celles qui dégradent les protéines ou l'ARN.\n\nEn 1952, Alfred Hershey et Martha Chase marquèrent des bactériophages avec du soufre radioactif, qui marque les protéines, ou avec du phosphore radioactif, qui marque l'ADN. Après l'infection, seul le phosphore pénétrait dans les bactéries, ce qui confirma que l'ADN est le matériel génétique du virus.",
              },
              narration: {
                en: "Griffith discovered that a transforming principle could turn harmless bacteria into deadly ones. Avery, MacLeod and McCarty showed that this principle was DNA. Hershey and Chase then found that bacteriophages inject their DNA, not their protein, into bacteria, confirming that DNA carries genetic information.",
                fr: "Griffith découvrit qu'un principe transformant pouvait rendre mortelles des bactéries inoffensives. Avery, MacLeod et McCarty montrèrent que ce principe était l'ADN. Hershey et Chase établirent ensuite que les bactériophages injectent leur ADN, et non leurs protéines, dans les bactéries, ce qui confirma que l'ADN porte l'information génétique.",
              },
              figures: [
                {
                  diagram: "flow",
                  labels: {
                    en: ["Phages with ³⁵S protein or ³²P DNA", "Infection of bacteria", "Blending and centrifugation", "³²P found inside bacteria"],
                    fr: ["Phages à protéines ³⁵S ou à ADN ³²P", "Infection des bactéries", "Agitation et centrifugation", "³²P retrouvé dans les bactéries"],
                  },
                  caption: {
                    en: "The Hershey–Chase experiment: radioactive phosphorus from phage DNA, not sulfur from phage protein, entered the infected bacteria.",
                    fr: "L'expérience de Hershey et Chase : c'est le phosphore radioactif de l'ADN des phages, et non le soufre de leurs protéines, qui a pénétré dans les bactéries infectées.",
                  },
                },
              ],
            },
            {
              key: "life-4-c1-m1-l2",
              title: { en: "The Double Helix", fr: "La double hélice" },
              text: {
                en: "DNA is a polymer of nucleotides, each made of a phosphate group, the sugar deoxyribose and one of four nitrogenous bases: adenine (A), thymine (T), guanine (G) or cytosine (C). Erwin Chargaff found that in every species the amount of A equals that of T, and the amount of G equals that of C.\n\nUsing X-ray diffraction images obtained by Rosalind Franklin, James Watson and Francis Crick proposed in 1953 that DNA is a double helix. Two sugar-phosphate backbones form the outside, and the bases pair in the interior: A with T through two hydrogen bonds, and G with C through three. The two strands are antiparallel, running in opposite 5′ to 3′ directions.\n\nBecause base pairing is complementary, the sequence of one strand determines that of the other, which immediately suggested how DNA could be copied.",
                fr: "L'ADN est un polymère de nucléotides, chacun formé d'un groupement phosphate, d'un sucre, le désoxyribose, et de l'une de quatre bases azotées : l'adénine (A), la thymine (T), la guanine (G) ou la cytosine (C). Erwin Chargaff constata que, dans toute espèce, la quantité de A est égale à celle de T, et la quantité de G à celle de C.\n\nEn s'appuyant sur des clichés de diffraction des rayons X obtenus par Rosalind Franklin, James Watson et Francis Crick proposèrent en 1953 que l'ADN est une double hélice. Deux squelettes sucre-phosphate forment l'extérieur, et les bases s'apparient à l'intérieur : A avec T par deux liaisons hydrogène, G avec C par trois. Les deux brins sont antiparallèles, orientés en sens opposés de 5′ vers 3′.\n\nComme l'appariement des bases est complémentaire, la séquence d'un brin détermine celle de l'autre, ce qui suggérait d'emblée un mécanisme de copie de l'ADN.",
              },
              narration: {
                en: "DNA is built from nucleotides containing a phosphate, the sugar deoxyribose and one of four bases. Watson and Crick, using Rosalind Franklin's X-ray data, showed that it is a double helix of two antiparallel strands. Adenine pairs with thymine and guanine with cytosine, so each strand is complementary to the other.",
                fr: "L'ADN est formé de nucléotides contenant un phosphate, un sucre, le désoxyribose, et l'une de quatre bases. Watson et Crick, grâce aux données de diffraction de Rosalind Franklin, montrèrent qu'il s'agit d'une double hélice de deux brins antiparallèles. L'adénine s'apparie avec la thymine et la guanine avec la cytosine : chaque brin est complémentaire de l'autre.",
              },
              figures: [
                {
                  diagram: "dna",
                  labels: {
                    en: ["Sugar-phosphate backbone", "Base pair", "Hydrogen bonds", "Major groove", "Minor groove"],
                    fr: ["Squelette sucre-phosphate", "Paire de bases", "Liaisons hydrogène", "Grand sillon", "Petit sillon"],
                  },
                  caption: {
                    en: "The DNA double helix: two antiparallel sugar-phosphate backbones held together by hydrogen-bonded base pairs.",
                    fr: "La double hélice d'ADN : deux squelettes sucre-phosphate antiparallèles unis par des paires de bases reliées par des liaisons hydrogène.",
                  },
                },
              ],
              structures: [
                {
                  model: "dna-helix",
                  name: { en: "DNA double helix", fr: "Double hélice d'ADN" },
                  description: {
                    en: "A 3D model of two turns of a DNA double helix: two sugar-phosphate backbones, one dark and one light, wind around each other, joined by 20 base pairs coloured by base (adenine red, thymine yellow, guanine green, cytosine blue), with the major and minor grooves visible between the backbones.",
                    fr: "Un modèle 3D de deux tours d'une double hélice d'ADN : deux squelettes sucre-phosphate, l'un foncé et l'autre clair, s'enroulent l'un autour de l'autre et sont reliés par 20 paires de bases colorées selon la base (adénine en rouge, thymine en jaune, guanine en vert, cytosine en bleu) ; le grand et le petit sillon sont visibles entre les squelettes.",
                  },
                  ar: true,
                },
              ],
            },
            {
              key: "life-4-c1-m1-l3",
              title: { en: "DNA Replication", fr: "La réplication de l'ADN" },
              text: {
                en: "DNA replication is semiconservative: each new double helix contains one parental strand and one newly made strand, as Matthew Meselson and Franklin Stahl showed in 1958. Replication begins at origins of replication, where helicase unwinds the helix to form replication forks. Single-strand binding proteins keep the strands apart, and topoisomerase relieves the strain ahead of each fork.\n\nDNA polymerases can only add nucleotides to the 3′ end of an existing chain. Primase therefore lays down a short RNA primer, which DNA polymerase III of E. coli extends in the 5′ to 3′ direction. The leading strand is made continuously towards the fork, while the lagging strand is made away from it in short Okazaki fragments.\n\nDNA polymerase I then replaces the RNA primers with DNA, and DNA ligase joins the fragments into a continuous strand.",
                fr: "La réplication de l'ADN est semi-conservative : chaque nouvelle double hélice contient un brin parental et un brin nouvellement synthétisé, comme l'ont montré Matthew Meselson et Franklin Stahl en 1958. Elle commence à des origines de réplication, où l'hélicase déroule l'hélice et forme des fourches de réplication. Des protéines de liaison à l'ADN simple brin maintiennent les brins séparés, et la topo-isomérase relâche la tension en avant de chaque fourche.\n\nLes ADN polymérases ne peuvent ajouter des nucléotides qu'à l'extrémité 3′ d'une chaîne existante. La primase dépose donc une courte amorce d'ARN, que l'ADN polymérase III d'E. coli allonge dans le sens 5′ vers 3′. Le brin directeur est synthétisé en continu vers la fourche, tandis que le brin retardé l'est en s'en éloignant, sous forme de courts fragments d'Okazaki.\n\nL'ADN polymérase I remplace ensuite les amorces d'ARN par de l'ADN, et l'ADN ligase relie les fragments en un brin continu.",
              },
              narration: {
                en: "DNA replication is semiconservative, so each new helix keeps one old strand. Helicase opens the helix, primase adds RNA primers and DNA polymerase builds new strands in the five prime to three prime direction. The leading strand is made continuously, and the lagging strand in Okazaki fragments that ligase joins together.",
                fr: "La réplication de l'ADN est semi-conservative : chaque nouvelle hélice conserve un ancien brin. L'hélicase ouvre l'hélice, la primase ajoute des amorces d'ARN et l'ADN polymérase construit les nouveaux brins dans le sens cinq prime vers trois prime. Le brin directeur est synthétisé en continu, le brin retardé en fragments d'Okazaki que la ligase relie entre eux.",
              },
              figures: [
                {
                  diagram: "flow",
                  labels: {
                    en: ["Helicase unwinds DNA", "Primase adds an RNA primer", "DNA polymerase extends 5′→3′", "Okazaki fragments on the lagging strand", "Ligase joins the fragments"],
                    fr: ["L'hélicase déroule l'ADN", "La primase ajoute une amorce d'ARN", "L'ADN polymérase allonge de 5′ vers 3′", "Fragments d'Okazaki sur le brin retardé", "La ligase relie les fragments"],
                  },
                  caption: {
                    en: "The main steps at a replication fork, from the unwinding of the parental helix to the joining of Okazaki fragments.",
                    fr: "Les principales étapes à la fourche de réplication, du déroulement de l'hélice parentale à la jonction des fragments d'Okazaki.",
                  },
                },
              ],
            },
            {
              key: "life-4-c1-m1-l4",
              title: { en: "Proofreading, Repair and Telomeres", fr: "Correction, réparation et télomères" },
              text: {
                en: "Replication is remarkably accurate. DNA polymerases proofread each nucleotide as it is added and remove mismatched ones, and mismatch repair proteins correct most errors that escape. The final error rate is only about one in ten billion nucleotides.\n\nDNA is also damaged constantly by chemicals, radiation and spontaneous reactions. In nucleotide excision repair, a nuclease cuts out a damaged segment, such as a thymine dimer caused by ultraviolet light; DNA polymerase fills the gap using the intact strand as a template, and ligase seals it.\n\nThe ends of linear chromosomes pose a special problem: the lagging strand cannot be completed at the very tip, so chromosomes shorten with each round of replication. Telomeres, repetitive noncoding sequences, protect genes from this erosion. In germ cells and many cancer cells, the enzyme telomerase lengthens them.",
                fr: "La réplication est remarquablement fidèle. Les ADN polymérases vérifient chaque nucléotide ajouté et éliminent ceux qui sont mal appariés, et des protéines de réparation des mésappariements corrigent la plupart des erreurs restantes. Le taux d'erreur final n'est que d'environ un nucléotide sur dix milliards.\n\nL'ADN est aussi sans cesse endommagé par des substances chimiques, des rayonnements et des réactions spontanées. Lors de la réparation par excision de nucléotides, une nucléase découpe le segment endommagé, par exemple un dimère de thymines causé par les ultraviolets ; l'ADN polymérase comble la brèche en prenant le brin intact comme matrice, puis la ligase la referme.\n\nLes extrémités des chromosomes linéaires posent un problème particulier : le brin retardé ne peut pas être achevé tout au bout, si bien que les chromosomes raccourcissent à chaque réplication. Les télomères, des séquences répétées non codantes, protègent les gènes de cette érosion. Dans les cellules germinales et de nombreuses cellules cancéreuses, la télomérase les rallonge.",
              },
              narration: {
                en: "DNA polymerases proofread new DNA, and mismatch repair fixes the remaining errors. Damaged stretches, such as thymine dimers caused by ultraviolet light, are cut out and replaced by excision repair. Telomeres at the ends of chromosomes buffer the shortening that occurs with each replication, and telomerase can rebuild them.",
                fr: "Les ADN polymérases relisent l'ADN nouvellement synthétisé, et la réparation des mésappariements corrige les erreurs restantes. Les segments endommagés, comme les dimères de thymines dus aux ultraviolets, sont excisés et remplacés. Les télomères, aux extrémités des chromosomes, amortissent le raccourcissement qui survient à chaque réplication, et la télomérase peut les rallonger.",
              },
              figures: [
                {
                  diagram: "flow",
                  labels: {
                    en: ["Damage, e.g. a thymine dimer", "A nuclease cuts out the segment", "DNA polymerase fills the gap", "Ligase seals the strand"],
                    fr: ["Lésion, p. ex. un dimère de thymines", "Une nucléase excise le segment", "L'ADN polymérase comble la brèche", "La ligase referme le brin"],
                  },
                  caption: {
                    en: "Nucleotide excision repair removes a damaged stretch of one strand and rebuilds it using the complementary strand as a template.",
                    fr: "La réparation par excision de nucléotides retire un segment endommagé d'un brin et le reconstruit en prenant le brin complémentaire comme matrice.",
                  },
                },
                {
                  diagram: "chromosome",
                  labels: {
                    en: ["Telomere", "Centromere", "Sister chromatids"],
                    fr: ["Télomère", "Centromère", "Chromatides sœurs"],
                  },
                  caption: {
                    en: "Telomeres cap both ends of each chromatid and protect the genes from the gradual shortening caused by replication.",
                    fr: "Les télomères coiffent les deux extrémités de chaque chromatide et protègent les gènes du raccourcissement progressif dû à la réplication.",
                  },
                },
              ],
            },
          ],
          quiz: [
            {
              question: { en: "What did the Hershey–Chase experiment show?", fr: "Qu'a montré l'expérience de Hershey et Chase ?" },
              options: [
                { text: { en: "Phage proteins carry the genetic information.", fr: "Les protéines des phages portent l'information génétique." }, correct: false },
                { text: { en: "Phage DNA, not phage protein, enters the bacteria during infection.", fr: "C'est l'ADN des phages, et non leurs protéines, qui pénètre dans les bactéries lors de l'infection." }, correct: true },
                { text: { en: "DNA is a double helix.", fr: "L'ADN est une double hélice." }, correct: false },
                { text: { en: "DNA replication is semiconservative.", fr: "La réplication de l'ADN est semi-conservative." }, correct: false },
              ],
            },
            {
              question: {
                en: "A sample of double-stranded DNA contains 30% adenine. What percentage of guanine does it contain?",
                fr: "Un échantillon d'ADN double brin contient 30 % d'adénine. Quel pourcentage de guanine contient-il ?",
              },
              options: [
                { text: { en: "30%", fr: "30 %" }, correct: false },
                { text: { en: "40%", fr: "40 %" }, correct: false },
                { text: { en: "70%", fr: "70 %" }, correct: false },
                { text: { en: "20%", fr: "20 %" }, correct: true },
              ],
            },
            {
              question: { en: "What does it mean that the two strands of DNA are antiparallel?", fr: "Que signifie le fait que les deux brins d'ADN sont antiparallèles ?" },
              options: [
                { text: { en: "They run in opposite 5′ to 3′ directions.", fr: "Ils sont orientés en sens opposés de 5′ vers 3′." }, correct: true },
                { text: { en: "They are not held together by any bonds.", fr: "Ils ne sont reliés par aucune liaison." }, correct: false },
                { text: { en: "They contain different sugars.", fr: "Ils contiennent des sucres différents." }, correct: false },
                { text: { en: "They have identical base sequences.", fr: "Ils ont des séquences de bases identiques." }, correct: false },
              ],
            },
            {
              question: { en: "Why is the lagging strand made as Okazaki fragments?", fr: "Pourquoi le brin retardé est-il synthétisé sous forme de fragments d'Okazaki ?" },
              options: [
                { text: { en: "Helicase can unwind only short stretches of that strand.", fr: "L'hélicase ne peut dérouler que de courts segments de ce brin." }, correct: false },
                { text: { en: "The lagging strand is made of RNA rather than DNA.", fr: "Le brin retardé est fait d'ARN plutôt que d'ADN." }, correct: false },
                { text: { en: "DNA polymerase can only add nucleotides to a 3′ end, so on this strand it must work away from the fork.", fr: "L'ADN polymérase ne peut ajouter des nucléotides qu'à une extrémité 3′ ; sur ce brin, elle doit donc travailler en s'éloignant de la fourche." }, correct: true },
                { text: { en: "Ligase cuts the new strand into fragments.", fr: "La ligase découpe le nouveau brin en fragments." }, correct: false },
              ],
            },
            {
              question: { en: "Which enzyme lengthens telomeres in germ cells?", fr: "Quelle enzyme rallonge les télomères dans les cellules germinales ?" },
              options: [
                { text: { en: "Primase", fr: "La primase" }, correct: false },
                { text: { en: "Helicase", fr: "L'hélicase" }, correct: false },
                { text: { en: "Telomerase", fr: "La télomérase" }, correct: true },
                { text: { en: "DNA ligase", fr: "L'ADN ligase" }, correct: false },
              ],
            },
          ],
        },
        {
          key: "life-4-c1-m2",
          title: { en: "Gene Expression and Its Regulation", fr: "L'expression des gènes et sa régulation" },
          content: {
            en: "A gene is expressed when its information is used to make RNA and, usually, a protein. This module introduces the central dogma and the genetic code, follows transcription and RNA processing, describes how ribosomes translate messenger RNA into a polypeptide, and explains how bacteria and eukaryotes control which genes are expressed, and when.",
            fr: "Un gène s'exprime lorsque son information sert à fabriquer de l'ARN et, le plus souvent, une protéine. Ce module présente le dogme central et le code génétique, suit la transcription et la maturation de l'ARN, décrit comment les ribosomes traduisent l'ARN messager en polypeptide et explique comment les bactéries et les eucaryotes contrôlent quels gènes sont exprimés, et à quel moment.",
          },
          lessons: [
            {
              key: "life-4-c1-m2-l1",
              title: { en: "The Central Dogma and the Genetic Code", fr: "Le dogme central et le code génétique" },
              text: {
                en: "The central dogma of molecular biology describes the usual flow of genetic information: DNA is transcribed into RNA, and RNA is translated into protein. RNA differs from DNA in having the sugar ribose, the base uracil (U) instead of thymine, and usually a single strand. Messenger RNA (mRNA) carries the information of a gene from DNA to the ribosomes.\n\nThe genetic code is read in triplets called codons. Four bases give 64 possible codons: 61 specify amino acids and 3 are stop signals. The codon AUG codes for methionine and also serves as the start signal.\n\nThe code is redundant, since most amino acids are specified by more than one codon, but not ambiguous, since each codon specifies only one amino acid. It is also nearly universal, which is why a human gene can be expressed in bacteria.",
                fr: "Le dogme central de la biologie moléculaire décrit le flux habituel de l'information génétique : l'ADN est transcrit en ARN, et l'ARN est traduit en protéine. L'ARN se distingue de l'ADN par son sucre, le ribose, par la base uracile (U), qui remplace la thymine, et par sa structure généralement simple brin. L'ARN messager (ARNm) transporte l'information d'un gène de l'ADN jusqu'aux ribosomes.\n\nLe code génétique se lit par triplets appelés codons. Quatre bases donnent 64 codons possibles : 61 désignent des acides aminés et 3 sont des signaux d'arrêt. Le codon AUG code la méthionine et sert aussi de signal d'initiation.\n\nLe code est redondant, car la plupart des acides aminés sont désignés par plusieurs codons, mais il n'est pas ambigu, car chaque codon ne désigne qu'un seul acide aminé. Il est en outre presque universel : c'est pourquoi un gène humain peut être exprimé dans une bactérie.",
              },
              narration: {
                en: "Genetic information flows from DNA to RNA by transcription and from RNA to protein by translation. The genetic code is read in three-base codons: sixty-one specify amino acids and three signal stop. The code is redundant but unambiguous, and it is shared by nearly all living things.",
                fr: "L'information génétique passe de l'ADN à l'ARN par la transcription, puis de l'ARN à la protéine par la traduction. Le code génétique se lit en codons de trois bases : soixante et un désignent des acides aminés et trois signalent l'arrêt. Ce code est redondant mais sans ambiguïté, et il est commun à presque tous les êtres vivants.",
              },
              figures: [
                {
                  diagram: "flow",
                  labels: {
                    en: ["DNA", "Transcription", "mRNA", "Translation", "Protein"],
                    fr: ["ADN", "Transcription", "ARNm", "Traduction", "Protéine"],
                  },
                  caption: {
                    en: "The central dogma: the information in DNA is transcribed into messenger RNA, which is translated into a protein.",
                    fr: "Le dogme central : l'information de l'ADN est transcrite en ARN messager, lui-même traduit en protéine.",
                  },
                },
              ],
            },
            {
              key: "life-4-c1-m2-l2",
              title: { en: "Transcription and RNA Processing", fr: "La transcription et la maturation de l'ARN" },
              text: {
                en: "Transcription is carried out by RNA polymerase, which, unlike DNA polymerase, needs no primer. In eukaryotes, proteins called transcription factors first bind the promoter, a DNA sequence that often includes a TATA box, and help RNA polymerase II attach. The enzyme then unwinds the DNA and reads the template strand, building RNA in the 5′ to 3′ direction until it passes a termination signal.\n\nIn eukaryotes, the initial transcript, or pre-mRNA, is modified in the nucleus. A modified guanine cap is added to the 5′ end and a poly-A tail to the 3′ end; both protect the mRNA and help it leave the nucleus and bind ribosomes.\n\nMost genes also contain introns, noncoding segments that spliceosomes remove while joining the exons together. Through alternative splicing, one gene can produce several different proteins.",
                fr: "La transcription est assurée par l'ARN polymérase, qui, contrairement à l'ADN polymérase, n'a pas besoin d'amorce. Chez les eucaryotes, des protéines appelées facteurs de transcription se fixent d'abord sur le promoteur, une séquence d'ADN qui comprend souvent une boîte TATA, et aident l'ARN polymérase II à s'y attacher. L'enzyme déroule alors l'ADN et lit le brin matrice, en construisant l'ARN dans le sens 5′ vers 3′ jusqu'à dépasser un signal de terminaison.\n\nChez les eucaryotes, le transcrit initial, ou pré-ARNm, est modifié dans le noyau. Une coiffe, formée d'une guanine modifiée, est ajoutée à l'extrémité 5′ et une queue poly-A à l'extrémité 3′ ; toutes deux protègent l'ARNm et l'aident à quitter le noyau et à se fixer aux ribosomes.\n\nLa plupart des gènes contiennent aussi des introns, segments non codants que les splicéosomes éliminent en raboutant les exons. Grâce à l'épissage alternatif, un gène peut produire plusieurs protéines différentes.",
              },
              narration: {
                en: "RNA polymerase binds a promoter with the help of transcription factors and builds an RNA copy of the template strand. In eukaryotes, the pre-mRNA receives a five prime cap and a poly-A tail, and its introns are spliced out. Alternative splicing lets one gene encode several proteins.",
                fr: "L'ARN polymérase se fixe au promoteur grâce aux facteurs de transcription et construit une copie en ARN du brin matrice. Chez les eucaryotes, le pré-ARNm reçoit une coiffe en cinq prime et une queue poly-A, et ses introns sont éliminés par épissage. L'épissage alternatif permet à un gène de coder plusieurs protéines.",
              },
              figures: [
                {
                  diagram: "flow",
                  labels: {
                    en: ["Initiation at the promoter", "Elongation", "Termination", "Cap, tail and splicing", "Mature mRNA leaves the nucleus"],
                    fr: ["Initiation au promoteur", "Élongation", "Terminaison", "Coiffe, queue et épissage", "L'ARNm mature quitte le noyau"],
                  },
                  caption: {
                    en: "Transcription of a eukaryotic gene, followed by the processing of pre-mRNA into mature mRNA.",
                    fr: "La transcription d'un gène eucaryote, suivie de la maturation du pré-ARNm en ARNm mature.",
                  },
                },
              ],
            },
            {
              key: "life-4-c1-m2-l3",
              title: { en: "Translation", fr: "La traduction" },
              text: {
                en: "Translation converts the sequence of codons in an mRNA into a sequence of amino acids. Transfer RNAs (tRNAs) are the adapters: each carries a specific amino acid at one end and, at the other, an anticodon that base-pairs with a complementary codon. Enzymes called aminoacyl-tRNA synthetases attach the correct amino acid to each tRNA.\n\nRibosomes, made of ribosomal RNA and proteins, have a small and a large subunit and three tRNA binding sites, called A, P and E. During initiation, the small subunit, an initiator tRNA carrying methionine and the large subunit assemble at the start codon AUG.\n\nDuring elongation, a tRNA enters the A site, the rRNA of the ribosome catalyses a peptide bond, and the ribosome moves one codon along the mRNA. When a stop codon reaches the A site, a release factor frees the completed polypeptide.",
                fr: "La traduction convertit la suite de codons d'un ARNm en une suite d'acides aminés. Les ARN de transfert (ARNt) servent d'adaptateurs : chacun porte un acide aminé précis à une extrémité et, à l'autre, un anticodon qui s'apparie à un codon complémentaire. Des enzymes, les aminoacyl-ARNt synthétases, fixent le bon acide aminé sur chaque ARNt.\n\nLes ribosomes, formés d'ARN ribosomique et de protéines, comportent une petite et une grande sous-unité ainsi que trois sites de fixation des ARNt, appelés A, P et E. Lors de l'initiation, la petite sous-unité, un ARNt initiateur portant la méthionine et la grande sous-unité s'assemblent au codon d'initiation AUG.\n\nLors de l'élongation, un ARNt entre dans le site A, l'ARNr du ribosome catalyse la formation d'une liaison peptidique, puis le ribosome avance d'un codon le long de l'ARNm. Quand un codon d'arrêt atteint le site A, un facteur de libération détache le polypeptide achevé.",
              },
              narration: {
                en: "During translation, transfer RNAs bring amino acids to the ribosome and match them to codons through their anticodons. The ribosome assembles at the start codon, links amino acids by peptide bonds and moves one codon at a time. At a stop codon, a release factor frees the finished polypeptide.",
                fr: "Pendant la traduction, les ARN de transfert apportent les acides aminés au ribosome et les associent aux codons grâce à leurs anticodons. Le ribosome s'assemble au codon d'initiation, relie les acides aminés par des liaisons peptidiques et avance d'un codon à la fois. À un codon d'arrêt, un facteur de libération détache le polypeptide achevé.",
              },
              figures: [
                {
                  diagram: "cycle",
                  labels: {
                    en: ["tRNA enters the A site", "Peptide bond forms", "Ribosome moves one codon", "Empty tRNA exits from the E site"],
                    fr: ["L'ARNt entre dans le site A", "Formation d'une liaison peptidique", "Le ribosome avance d'un codon", "L'ARNt vide sort par le site E"],
                  },
                  caption: {
                    en: "The elongation cycle of translation, repeated for every amino acid added to the growing polypeptide.",
                    fr: "Le cycle d'élongation de la traduction, répété pour chaque acide aminé ajouté au polypeptide en croissance.",
                  },
                },
              ],
            },
            {
              key: "life-4-c1-m2-l4",
              title: { en: "Regulation of Gene Expression", fr: "La régulation de l'expression des gènes" },
              text: {
                en: "Cells express only some of their genes at any given time. In bacteria, genes with related functions are often grouped in an operon, controlled by one promoter and an operator. In the lac operon of E. coli, a repressor binds the operator and blocks transcription when lactose is absent. When lactose is available, allolactose binds the repressor and releases it, and the genes for lactose breakdown are transcribed.\n\nEukaryotes regulate expression at many levels. Acetylation of histones loosens chromatin and favours transcription, whereas DNA methylation usually silences genes. Specific transcription factors bind enhancers and other control elements to activate or repress particular genes.\n\nAfter transcription, alternative splicing, microRNAs that block or degrade specific mRNAs, and the regulated breakdown of proteins add further control. Cells with identical genomes can thus become very different.",
                fr: "Une cellule n'exprime qu'une partie de ses gènes à un moment donné. Chez les bactéries, les gènes aux fonctions apparentées sont souvent regroupés en un opéron, contrôlé par un seul promoteur et un opérateur. Dans l'opéron lactose d'E. coli, un répresseur se fixe sur l'opérateur et bloque la transcription en l'absence de lactose. En présence de lactose, l'allolactose se lie au répresseur, qui se détache, et les gènes de dégradation du lactose sont transcrits.\n\nLes eucaryotes régulent l'expression à de nombreux niveaux. L'acétylation des histones relâche la chromatine et favorise la transcription, tandis que la méthylation de l'ADN réprime généralement les gènes. Des facteurs de transcription spécifiques se fixent sur des amplificateurs et d'autres éléments de contrôle pour activer ou réprimer certains gènes.\n\nAprès la transcription, l'épissage alternatif, les microARN qui bloquent ou dégradent des ARNm précis et la dégradation régulée des protéines complètent ce contrôle. Des cellules au génome identique peuvent ainsi devenir très différentes.",
              },
              narration: {
                en: "In bacteria, operons such as the lac operon are switched on or off by a repressor binding an operator. Eukaryotes control expression at many levels, including chromatin packing, transcription factors binding enhancers, alternative splicing, microRNAs and protein breakdown. This is how cells with the same genome become different.",
                fr: "Chez les bactéries, des opérons comme l'opéron lactose sont activés ou réprimés selon qu'un répresseur se fixe ou non sur l'opérateur. Les eucaryotes contrôlent l'expression à plusieurs niveaux : compaction de la chromatine, facteurs de transcription fixés sur des amplificateurs, épissage alternatif, microARN et dégradation des protéines. Ainsi, des cellules au même génome deviennent différentes.",
              },
              figures: [
                {
                  diagram: "flow",
                  labels: {
                    en: ["No lactose: repressor blocks the operator", "Lactose present: allolactose binds the repressor", "Repressor leaves the operator", "RNA polymerase transcribes the lac genes"],
                    fr: ["Sans lactose : le répresseur bloque l'opérateur", "Avec lactose : l'allolactose se lie au répresseur", "Le répresseur quitte l'opérateur", "L'ARN polymérase transcrit les gènes lac"],
                  },
                  caption: {
                    en: "The lac operon is inducible: lactose, through allolactose, inactivates the repressor and switches on the genes for lactose breakdown.",
                    fr: "L'opéron lactose est inductible : le lactose, par l'intermédiaire de l'allolactose, inactive le répresseur et déclenche l'expression des gènes de dégradation du lactose.",
                  },
                },
                {
                  diagram: "chromosome",
                  labels: {
                    en: ["Histones", "DNA", "Chromatin"],
                    fr: ["Histones", "ADN", "Chromatine"],
                  },
                  caption: {
                    en: "DNA wound around histones forms chromatin; loosening or compacting it is one way eukaryotes control access to genes.",
                    fr: "L'ADN enroulé autour des histones forme la chromatine ; son relâchement ou sa compaction permet aux eucaryotes de contrôler l'accès aux gènes.",
                  },
                },
              ],
            },
          ],
          quiz: [
            {
              question: { en: "Which statement about the genetic code is correct?", fr: "Quel énoncé sur le code génétique est exact ?" },
              options: [
                { text: { en: "Each codon consists of two nucleotides.", fr: "Chaque codon est formé de deux nucléotides." }, correct: false },
                { text: { en: "Each codon can specify several different amino acids.", fr: "Chaque codon peut désigner plusieurs acides aminés différents." }, correct: false },
                { text: { en: "Most amino acids are specified by more than one codon.", fr: "La plupart des acides aminés sont désignés par plusieurs codons." }, correct: true },
                { text: { en: "The code is completely different in bacteria and in humans.", fr: "Le code est entièrement différent chez les bactéries et chez l'humain." }, correct: false },
              ],
            },
            {
              question: { en: "During RNA processing in eukaryotes, which segments are removed by splicing?", fr: "Lors de la maturation de l'ARN chez les eucaryotes, quels segments sont éliminés par épissage ?" },
              options: [
                { text: { en: "Introns", fr: "Les introns" }, correct: true },
                { text: { en: "Exons", fr: "Les exons" }, correct: false },
                { text: { en: "The 5′ cap", fr: "La coiffe en 5′" }, correct: false },
                { text: { en: "The promoter", fr: "Le promoteur" }, correct: false },
              ],
            },
            {
              question: { en: "What is the role of the anticodon of a tRNA?", fr: "Quel est le rôle de l'anticodon d'un ARNt ?" },
              options: [
                { text: { en: "It binds the amino acid carried by the tRNA.", fr: "Il fixe l'acide aminé porté par l'ARNt." }, correct: false },
                { text: { en: "It catalyses the formation of peptide bonds.", fr: "Il catalyse la formation des liaisons peptidiques." }, correct: false },
                { text: { en: "It binds the promoter to start transcription.", fr: "Il se fixe au promoteur pour lancer la transcription." }, correct: false },
                { text: { en: "It base-pairs with a complementary codon of the mRNA.", fr: "Il s'apparie à un codon complémentaire de l'ARNm." }, correct: true },
              ],
            },
            {
              question: { en: "In the lac operon, what happens when lactose is absent?", fr: "Dans l'opéron lactose, que se passe-t-il en l'absence de lactose ?" },
              options: [
                { text: { en: "Allolactose activates RNA polymerase.", fr: "L'allolactose active l'ARN polymérase." }, correct: false },
                { text: { en: "The repressor binds the operator and blocks transcription.", fr: "Le répresseur se fixe sur l'opérateur et bloque la transcription." }, correct: true },
                { text: { en: "The lac genes are transcribed at a high rate.", fr: "Les gènes lac sont transcrits à un rythme élevé." }, correct: false },
                { text: { en: "The repressor is destroyed by the ribosome.", fr: "Le répresseur est détruit par le ribosome." }, correct: false },
              ],
            },
            {
              question: { en: "Which change generally makes a eukaryotic gene more accessible for transcription?", fr: "Quelle modification rend généralement un gène eucaryote plus accessible à la transcription ?" },
              options: [
                { text: { en: "Methylation of its DNA", fr: "La méthylation de son ADN" }, correct: false },
                { text: { en: "Tighter packing of its chromatin", fr: "Une compaction accrue de sa chromatine" }, correct: false },
                { text: { en: "Acetylation of nearby histones", fr: "L'acétylation des histones voisines" }, correct: true },
                { text: { en: "Binding of a microRNA to its mRNA", fr: "La fixation d'un microARN sur son ARNm" }, correct: false },
              ],
            },
          ],
        },
      ],
    },
    {
      key: "life-4-c2",
      title: { en: "Cell Division and Inheritance", fr: "Division cellulaire et hérédité" },
      modules: [
        {
          key: "life-4-c2-m1",
          title: { en: "The Cell Cycle, Mitosis and Meiosis", fr: "Le cycle cellulaire, la mitose et la méiose" },
          content: {
            en: "Cells reproduce by dividing, and the way they divide determines what their daughter cells inherit. This module describes how chromosomes are organised and duplicated during the cell cycle, how mitosis produces genetically identical cells, how checkpoints control division and what happens when they fail, and how meiosis produces genetically diverse haploid gametes.",
            fr: "Les cellules se reproduisent en se divisant, et le mode de division détermine ce dont héritent les cellules filles. Ce module décrit l'organisation et la duplication des chromosomes au cours du cycle cellulaire, la production de cellules génétiquement identiques par la mitose, le contrôle de la division par des points de contrôle et les conséquences de leur défaillance, ainsi que la formation de gamètes haploïdes génétiquement variés par la méiose.",
          },
          lessons: [
            {
              key: "life-4-c2-m1-l1",
              title: { en: "Chromosomes and the Cell Cycle", fr: "Les chromosomes et le cycle cellulaire" },
              text: {
                en: "The DNA of a eukaryotic cell is packaged with proteins into chromatin and divided among several chromosomes. Human somatic cells are diploid (2n = 46): they contain 23 pairs of homologous chromosomes, one member of each pair inherited from each parent. Gametes are haploid (n = 23).\n\nThe cell cycle runs from one division to the next. Most of it is interphase, which has three phases: G1, when the cell grows; S, when DNA is replicated; and G2, when the cell prepares to divide. The mitotic (M) phase includes mitosis, the division of the nucleus, and cytokinesis, the division of the cytoplasm. Cells that stop dividing, such as most neurons, enter a resting state called G0.\n\nAfter the S phase, each chromosome consists of two identical sister chromatids joined at the centromere.",
                fr: "L'ADN d'une cellule eucaryote est associé à des protéines pour former la chromatine et réparti entre plusieurs chromosomes. Les cellules somatiques humaines sont diploïdes (2n = 46) : elles contiennent 23 paires de chromosomes homologues, dont chaque membre provient de l'un des deux parents. Les gamètes sont haploïdes (n = 23).\n\nLe cycle cellulaire va d'une division à la suivante. Il est surtout occupé par l'interphase, qui comprend trois phases : G1, où la cellule croît ; S, où l'ADN est répliqué ; et G2, où la cellule se prépare à se diviser. La phase mitotique (M) comprend la mitose, la division du noyau, et la cytocinèse, la division du cytoplasme. Les cellules qui cessent de se diviser, comme la plupart des neurones, entrent dans un état de repos appelé G0.\n\nAprès la phase S, chaque chromosome est formé de deux chromatides sœurs identiques réunies au niveau du centromère.",
              },
              narration: {
                en: "Human body cells are diploid, with twenty-three pairs of homologous chromosomes. The cell cycle alternates interphase, made of the G1, S and G2 phases, with the mitotic phase. DNA is copied during S phase, so each chromosome then consists of two sister chromatids joined at the centromere.",
                fr: "Les cellules du corps humain sont diploïdes et possèdent vingt-trois paires de chromosomes homologues. Le cycle cellulaire alterne l'interphase, formée des phases G1, S et G2, et la phase mitotique. L'ADN est copié pendant la phase S : chaque chromosome est alors formé de deux chromatides sœurs réunies au centromère.",
              },
              figures: [
                {
                  diagram: "cycle",
                  labels: {
                    en: ["G1: cell growth", "S: DNA replication", "G2: preparation for division", "M: mitosis and cytokinesis"],
                    fr: ["G1 : croissance", "S : réplication de l'ADN", "G2 : préparation à la division", "M : mitose et cytocinèse"],
                  },
                  caption: {
                    en: "The eukaryotic cell cycle: interphase (G1, S and G2) followed by the mitotic phase.",
                    fr: "Le cycle cellulaire eucaryote : l'interphase (G1, S et G2) suivie de la phase mitotique.",
                  },
                },
                {
                  diagram: "chromosome",
                  labels: {
                    en: ["Sister chromatids", "Centromere"],
                    fr: ["Chromatides sœurs", "Centromère"],
                  },
                  caption: {
                    en: "A duplicated chromosome consists of two identical sister chromatids attached at the centromere.",
                    fr: "Un chromosome dupliqué est formé de deux chromatides sœurs identiques attachées au centromère.",
                  },
                },
              ],
            },
            {
              key: "life-4-c2-m1-l2",
              title: { en: "Mitosis and Cytokinesis", fr: "La mitose et la cytocinèse" },
              text: {
                en: "Mitosis gives two daughter nuclei identical sets of chromosomes. In prophase, chromatin condenses into visible chromosomes and the mitotic spindle begins to form from the centrosomes. In prometaphase, the nuclear envelope breaks down and spindle microtubules attach to the kinetochores at each centromere.\n\nIn metaphase, the chromosomes line up on the metaphase plate, midway between the spindle poles. In anaphase, the proteins holding sister chromatids together are cleaved, and the chromatids, now separate chromosomes, move to opposite poles. In telophase, nuclear envelopes re-form around the two sets of chromosomes, which decondense.\n\nCytokinesis usually overlaps with telophase. In animal cells, a ring of actin filaments pinches the cell in two along a cleavage furrow; in plant cells, vesicles from the Golgi apparatus build a cell plate that becomes the new cell wall.",
                fr: "La mitose fournit à deux noyaux fils des lots identiques de chromosomes. En prophase, la chromatine se condense en chromosomes visibles et le fuseau mitotique commence à se former à partir des centrosomes. En prométaphase, l'enveloppe nucléaire se désagrège et des microtubules du fuseau s'attachent aux kinétochores de chaque centromère.\n\nEn métaphase, les chromosomes s'alignent sur la plaque équatoriale, à mi-chemin entre les pôles du fuseau. En anaphase, les protéines qui retiennent les chromatides sœurs sont clivées, et les chromatides, devenues des chromosomes distincts, migrent vers des pôles opposés. En télophase, une enveloppe nucléaire se reforme autour de chacun des deux lots de chromosomes, qui se décondensent.\n\nLa cytocinèse chevauche généralement la télophase. Chez les cellules animales, un anneau de filaments d'actine étrangle la cellule le long d'un sillon de division ; chez les cellules végétales, des vésicules issues de l'appareil de Golgi forment une plaque cellulaire qui deviendra la nouvelle paroi.",
              },
              narration: {
                en: "Mitosis proceeds through prophase, prometaphase, metaphase, anaphase and telophase. Chromosomes condense, attach to the spindle and line up at the metaphase plate, and then their sister chromatids are pulled to opposite poles. Cytokinesis divides the cytoplasm, by a cleavage furrow in animals or a cell plate in plants.",
                fr: "La mitose se déroule en prophase, prométaphase, métaphase, anaphase et télophase. Les chromosomes se condensent, s'attachent au fuseau et s'alignent sur la plaque équatoriale, puis leurs chromatides sœurs sont tirées vers des pôles opposés. La cytocinèse divise le cytoplasme, par un sillon de division chez les animaux ou une plaque cellulaire chez les plantes.",
              },
              figures: [
                {
                  diagram: "flow",
                  labels: {
                    en: ["Prophase", "Prometaphase", "Metaphase", "Anaphase", "Telophase and cytokinesis"],
                    fr: ["Prophase", "Prométaphase", "Métaphase", "Anaphase", "Télophase et cytocinèse"],
                  },
                  caption: {
                    en: "The stages of mitosis, followed by cytokinesis, which produces two genetically identical daughter cells.",
                    fr: "Les étapes de la mitose, suivies de la cytocinèse, qui produit deux cellules filles génétiquement identiques.",
                  },
                },
              ],
            },
            {
              key: "life-4-c2-m1-l3",
              title: { en: "Controlling the Cell Cycle", fr: "Le contrôle du cycle cellulaire" },
              text: {
                en: "The cell cycle is driven by a control system with checkpoints, where stop and go signals determine whether the cycle continues. At the G1 checkpoint, the cell checks its size, nutrients, growth factors and DNA integrity; the G2 checkpoint verifies that replication is complete; and the M checkpoint delays anaphase until every chromosome is attached to the spindle.\n\nThe key regulators are cyclins and cyclin-dependent kinases (Cdks). Cdks are present throughout the cycle but are active only when bound to a cyclin, whose concentration rises and falls. Active cyclin-Cdk complexes, such as MPF, phosphorylate proteins that trigger the next phase.\n\nCancer cells escape these controls. Mutations can turn proto-oncogenes, which stimulate division, into overactive oncogenes, or inactivate tumour-suppressor genes such as p53, which normally halts the cycle when DNA is damaged.",
                fr: "Le cycle cellulaire est piloté par un système de régulation doté de points de contrôle, où des signaux d'arrêt ou de poursuite décident de la suite. Au point de contrôle G1, la cellule vérifie sa taille, les nutriments, les facteurs de croissance et l'intégrité de son ADN ; le point G2 s'assure que la réplication est achevée ; le point M retarde l'anaphase jusqu'à ce que tous les chromosomes soient attachés au fuseau.\n\nLes principaux régulateurs sont les cyclines et les kinases dépendantes des cyclines (Cdk). Les Cdk sont présentes tout au long du cycle, mais ne sont actives que liées à une cycline, dont la concentration varie. Les complexes cycline-Cdk actifs, comme le MPF, phosphorylent des protéines qui déclenchent la phase suivante.\n\nLes cellules cancéreuses échappent à ces contrôles. Des mutations peuvent transformer des proto-oncogènes, qui stimulent la division, en oncogènes suractifs, ou inactiver des gènes suppresseurs de tumeurs comme p53, qui arrête normalement le cycle quand l'ADN est endommagé.",
              },
              narration: {
                en: "Checkpoints in G1, G2 and M phase decide whether the cell cycle continues. Cyclins bind and activate cyclin-dependent kinases, which phosphorylate proteins that drive the cell into the next phase. Cancer arises when mutations create oncogenes or disable tumour-suppressor genes such as p53.",
                fr: "Des points de contrôle en G1, en G2 et en phase M décident de la poursuite du cycle. Les cyclines activent les kinases dépendantes des cyclines, qui phosphorylent des protéines faisant passer la cellule à la phase suivante. Le cancer survient quand des mutations créent des oncogènes ou inactivent des gènes suppresseurs de tumeurs comme p53.",
              },
              figures: [
                {
                  diagram: "cycle",
                  labels: {
                    en: ["G1 checkpoint: divide or not?", "S: DNA replication", "G2 checkpoint: DNA copied?", "M checkpoint: all chromosomes attached?"],
                    fr: ["Point G1 : se diviser ou non ?", "S : réplication de l'ADN", "Point G2 : ADN copié ?", "Point M : chromosomes tous attachés ?"],
                  },
                  caption: {
                    en: "Three major checkpoints control progress through the cell cycle: in G1, in G2 and during mitosis.",
                    fr: "Trois grands points de contrôle régulent la progression du cycle cellulaire : en G1, en G2 et pendant la mitose.",
                  },
                },
              ],
            },
            {
              key: "life-4-c2-m1-l4",
              title: { en: "Meiosis and Genetic Variation", fr: "La méiose et la variation génétique" },
              text: {
                en: "Meiosis halves the chromosome number, producing haploid gametes from diploid cells. After a single round of DNA replication, the cell divides twice. Meiosis I separates homologous chromosomes and meiosis II separates sister chromatids, yielding four haploid cells that differ genetically from one another and from the parent cell.\n\nDuring prophase I, homologous chromosomes pair along their length, a process called synapsis. Non-sister chromatids exchange segments by crossing over at sites called chiasmata, creating new combinations of alleles on each chromosome.\n\nAt metaphase I, each pair of homologues lines up independently of the others, so a human can produce 2²³, or about 8 million, combinations of chromosomes in its gametes. Together with crossing over and random fertilisation, this independent assortment generates the genetic variation on which evolution acts.",
                fr: "La méiose réduit de moitié le nombre de chromosomes et produit des gamètes haploïdes à partir de cellules diploïdes. Après une seule réplication de l'ADN, la cellule se divise deux fois. La méiose I sépare les chromosomes homologues et la méiose II les chromatides sœurs, ce qui donne quatre cellules haploïdes génétiquement différentes entre elles et de la cellule mère.\n\nPendant la prophase I, les chromosomes homologues s'apparient sur toute leur longueur : c'est la synapsis. Des chromatides non sœurs échangent des segments par enjambement (crossing-over) au niveau de sites appelés chiasmas, ce qui crée de nouvelles combinaisons d'allèles sur chaque chromosome.\n\nEn métaphase I, chaque paire d'homologues s'oriente indépendamment des autres : un être humain peut ainsi produire 2²³, soit environ 8 millions, de combinaisons de chromosomes dans ses gamètes. Avec l'enjambement et la fécondation aléatoire, cette répartition indépendante engendre la variation génétique sur laquelle agit l'évolution.",
              },
              narration: {
                en: "Meiosis has one round of DNA replication followed by two divisions, producing four haploid cells. Homologous chromosomes pair and cross over in prophase one, then separate in meiosis one; sister chromatids separate in meiosis two. Crossing over and independent assortment make gametes genetically diverse.",
                fr: "La méiose comprend une seule réplication de l'ADN suivie de deux divisions, et produit quatre cellules haploïdes. Les chromosomes homologues s'apparient et échangent des segments en prophase un, puis se séparent en méiose un ; les chromatides sœurs se séparent en méiose deux. L'enjambement et la répartition indépendante rendent les gamètes génétiquement variés.",
              },
              figures: [
                {
                  diagram: "flow",
                  labels: {
                    en: ["Diploid cell, DNA replicated", "Prophase I: synapsis and crossing over", "Meiosis I: homologues separate", "Meiosis II: sister chromatids separate", "Four haploid cells"],
                    fr: ["Cellule diploïde, ADN répliqué", "Prophase I : synapsis et enjambement", "Méiose I : séparation des homologues", "Méiose II : séparation des chromatides sœurs", "Quatre cellules haploïdes"],
                  },
                  caption: {
                    en: "Meiosis: two successive divisions after a single DNA replication turn one diploid cell into four genetically different haploid cells.",
                    fr: "La méiose : deux divisions successives après une seule réplication de l'ADN transforment une cellule diploïde en quatre cellules haploïdes génétiquement différentes.",
                  },
                },
              ],
            },
          ],
          quiz: [
            {
              question: { en: "During which phase of the cell cycle is DNA replicated?", fr: "Au cours de quelle phase du cycle cellulaire l'ADN est-il répliqué ?" },
              options: [
                { text: { en: "G1 phase", fr: "La phase G1" }, correct: false },
                { text: { en: "S phase", fr: "La phase S" }, correct: true },
                { text: { en: "G2 phase", fr: "La phase G2" }, correct: false },
                { text: { en: "Metaphase", fr: "La métaphase" }, correct: false },
              ],
            },
            {
              question: { en: "What happens during anaphase of mitosis?", fr: "Que se passe-t-il pendant l'anaphase de la mitose ?" },
              options: [
                { text: { en: "Chromosomes line up on the metaphase plate.", fr: "Les chromosomes s'alignent sur la plaque équatoriale." }, correct: false },
                { text: { en: "Nuclear envelopes re-form around the chromosomes.", fr: "Des enveloppes nucléaires se reforment autour des chromosomes." }, correct: false },
                { text: { en: "Homologous chromosomes pair and cross over.", fr: "Les chromosomes homologues s'apparient et échangent des segments." }, correct: false },
                { text: { en: "Sister chromatids separate and move to opposite poles.", fr: "Les chromatides sœurs se séparent et migrent vers des pôles opposés." }, correct: true },
              ],
            },
            {
              question: { en: "What activates a cyclin-dependent kinase (Cdk)?", fr: "Qu'est-ce qui active une kinase dépendante des cyclines (Cdk) ?" },
              options: [
                { text: { en: "Binding to a cyclin", fr: "Sa liaison à une cycline" }, correct: true },
                { text: { en: "Binding to the p53 protein", fr: "Sa liaison à la protéine p53" }, correct: false },
                { text: { en: "Cleavage by the mitotic spindle", fr: "Son clivage par le fuseau mitotique" }, correct: false },
                { text: { en: "Replication of its gene during S phase", fr: "La réplication de son gène pendant la phase S" }, correct: false },
              ],
            },
            {
              question: {
                en: "A diploid cell with 2n = 8 undergoes meiosis. How many chromosomes does each resulting cell contain?",
                fr: "Une cellule diploïde à 2n = 8 subit la méiose. Combien de chromosomes contient chaque cellule obtenue ?",
              },
              options: [
                { text: { en: "2", fr: "2" }, correct: false },
                { text: { en: "8", fr: "8" }, correct: false },
                { text: { en: "4", fr: "4" }, correct: true },
                { text: { en: "16", fr: "16" }, correct: false },
              ],
            },
            {
              question: { en: "Which event occurs in meiosis but not in mitosis?", fr: "Quel événement se produit lors de la méiose, mais pas lors de la mitose ?" },
              options: [
                { text: { en: "Separation of sister chromatids", fr: "La séparation des chromatides sœurs" }, correct: false },
                { text: { en: "Synapsis and crossing over between homologous chromosomes", fr: "La synapsis et l'enjambement entre chromosomes homologues" }, correct: true },
                { text: { en: "Formation of a spindle", fr: "La formation d'un fuseau" }, correct: false },
                { text: { en: "Replication of DNA before division", fr: "La réplication de l'ADN avant la division" }, correct: false },
              ],
            },
          ],
        },
        {
          key: "life-4-c2-m2",
          title: { en: "Patterns of Inheritance", fr: "Les modes de transmission des caractères" },
          content: {
            en: "Why do children resemble their parents yet differ from them and from one another? This module starts with Gregor Mendel's experiments on peas and his laws of segregation and independent assortment, uses probability to predict the outcome of crosses, and then examines patterns that go beyond simple dominance, including linked genes and traits carried on the X chromosome.",
            fr: "Pourquoi les enfants ressemblent-ils à leurs parents tout en différant d'eux et entre eux ? Ce module part des expériences de Gregor Mendel sur le pois et de ses lois de ségrégation et d'assortiment indépendant, utilise les probabilités pour prédire le résultat des croisements, puis examine des modes de transmission qui dépassent la dominance simple, dont les gènes liés et les caractères portés par le chromosome X.",
          },
          lessons: [
            {
              key: "life-4-c2-m2-l1",
              title: { en: "Mendel and the Law of Segregation", fr: "Mendel et la loi de ségrégation" },
              text: {
                en: "In the 1860s, Gregor Mendel crossed true-breeding pea plants that differed in a single trait, such as purple or white flowers. All the F1 offspring had purple flowers, but when they self-fertilised, white flowers reappeared in the F2 generation in a ratio of about 3 purple to 1 white.\n\nMendel concluded that each organism carries two copies of each heritable factor, now called alleles, one from each parent. When the two differ, the dominant allele (P) determines the appearance and the recessive allele (p) is masked. An organism with two identical alleles is homozygous (PP or pp); one with two different alleles is heterozygous (Pp). The genotype is the set of alleles, the phenotype the observable trait.\n\nBy the law of segregation, the two alleles separate during gamete formation, so each gamete carries only one. This reflects the behaviour of homologous chromosomes in meiosis.",
                fr: "Dans les années 1860, Gregor Mendel croisa des lignées pures de pois qui ne différaient que par un caractère, par exemple des fleurs pourpres ou blanches. Toute la descendance F1 avait des fleurs pourpres, mais, après autofécondation de ces plantes, les fleurs blanches réapparurent en F2 dans une proportion d'environ 3 pourpres pour 1 blanche.\n\nMendel en conclut que chaque organisme porte deux exemplaires de chaque facteur héréditaire, appelés aujourd'hui allèles, un de chaque parent. Quand ils diffèrent, l'allèle dominant (P) détermine l'apparence et l'allèle récessif (p) est masqué. Un organisme porteur de deux allèles identiques est homozygote (PP ou pp) ; s'il porte deux allèles différents, il est hétérozygote (Pp). Le génotype désigne les allèles, le phénotype le caractère observable.\n\nSelon la loi de ségrégation, les deux allèles se séparent lors de la formation des gamètes : chaque gamète n'en reçoit qu'un. Cela reflète le comportement des chromosomes homologues pendant la méiose.",
              },
              narration: {
                en: "Mendel crossed pea plants and found that a recessive trait hidden in the first generation reappears in a three to one ratio in the second. He explained this with pairs of alleles, one dominant and one recessive, that segregate into different gametes, just as homologous chromosomes separate in meiosis.",
                fr: "Mendel croisa des plants de pois et constata qu'un caractère récessif, masqué en première génération, réapparaît dans une proportion de trois pour un en deuxième génération. Il l'expliqua par des paires d'allèles, l'un dominant et l'autre récessif, qui se séparent dans des gamètes différents, comme les chromosomes homologues pendant la méiose.",
              },
              figures: [
                {
                  diagram: "punnett",
                  labels: {
                    en: ["PP", "Pp", "Pp", "pp", "P", "p", "P", "p"],
                    fr: ["PP", "Pp", "Pp", "pp", "P", "p", "P", "p"],
                  },
                  caption: {
                    en: "A Punnett square for the cross Pp × Pp: three-quarters of the offspring have purple flowers (PP or Pp) and one-quarter have white flowers (pp).",
                    fr: "Échiquier de croisement Pp × Pp : les trois quarts des descendants ont des fleurs pourpres (PP ou Pp) et un quart des fleurs blanches (pp).",
                  },
                },
              ],
            },
            {
              key: "life-4-c2-m2-l2",
              title: { en: "Independent Assortment and Probability", fr: "L'assortiment indépendant et les probabilités" },
              text: {
                en: "Mendel also followed two traits at once: seed colour (yellow Y dominant over green y) and seed shape (round R dominant over wrinkled r). Crossing YyRr dihybrids produced four phenotypes in a ratio of about 9:3:3:1. This revealed the law of independent assortment: alleles of different genes separate into gametes independently of one another, at least for genes on different chromosomes.\n\nGenetic outcomes follow the rules of probability. By the multiplication rule, the chance that two independent events occur together is the product of their probabilities: a YyRr × YyRr cross gives yyrr offspring with a probability of 1/4 × 1/4 = 1/16. By the addition rule, the probability of an outcome that can arise in several mutually exclusive ways is the sum of their probabilities.\n\nA testcross with a homozygous recessive individual shows whether an organism with the dominant phenotype is homozygous or heterozygous.",
                fr: "Mendel suivit aussi deux caractères à la fois : la couleur de la graine (jaune, Y, dominant sur vert, y) et sa forme (lisse, R, dominant sur ridé, r). Le croisement de dihybrides YyRr donna quatre phénotypes dans une proportion d'environ 9:3:3:1. Il en tira la loi de l'assortiment indépendant : les allèles de gènes différents se répartissent dans les gamètes indépendamment les uns des autres, du moins pour des gènes situés sur des chromosomes différents.\n\nLes résultats génétiques obéissent aux règles des probabilités. Selon la règle du produit, la probabilité que deux événements indépendants surviennent ensemble est le produit de leurs probabilités : un croisement YyRr × YyRr donne un descendant yyrr avec une probabilité de 1/4 × 1/4 = 1/16. Selon la règle de la somme, la probabilité d'un résultat pouvant survenir de plusieurs façons mutuellement exclusives est la somme de leurs probabilités.\n\nUn croisement de contrôle avec un individu homozygote récessif révèle si un organisme au phénotype dominant est homozygote ou hétérozygote.",
              },
              narration: {
                en: "When Mendel followed two traits, a dihybrid cross gave a nine to three to three to one ratio, because alleles of different genes assort independently. The multiplication and addition rules of probability predict such outcomes, and a testcross reveals whether a dominant-looking individual is homozygous or heterozygous.",
                fr: "Quand Mendel suivit deux caractères, le croisement de dihybrides donna des proportions de neuf, trois, trois et un, car les allèles de gènes différents se répartissent indépendamment. Les règles du produit et de la somme permettent de prédire ces résultats, et un croisement de contrôle révèle si un individu au phénotype dominant est homozygote ou hétérozygote.",
              },
              figures: [
                {
                  diagram: "flow",
                  labels: {
                    en: ["Parents: YyRr × YyRr", "Four gamete types: YR, Yr, yR, yr", "16 equally likely combinations", "Phenotype ratio 9:3:3:1"],
                    fr: ["Parents : YyRr × YyRr", "Quatre types de gamètes : YR, Yr, yR, yr", "16 combinaisons équiprobables", "Proportions phénotypiques 9:3:3:1"],
                  },
                  caption: {
                    en: "In a dihybrid cross, independent assortment gives four gamete types in equal proportions and four phenotypes in a 9:3:3:1 ratio.",
                    fr: "Dans un croisement dihybride, l'assortiment indépendant donne quatre types de gamètes en proportions égales et quatre phénotypes dans un rapport 9:3:3:1.",
                  },
                },
              ],
            },
            {
              key: "life-4-c2-m2-l3",
              title: { en: "Beyond Simple Dominance", fr: "Au-delà de la dominance simple" },
              text: {
                en: "Many traits do not follow a simple dominant-recessive pattern. In incomplete dominance, heterozygotes have an intermediate phenotype: crossing red and white snapdragons gives pink F1 flowers, and the F2 shows 1 red, 2 pink and 1 white. In codominance, both alleles are fully expressed, as in the AB blood type.\n\nThe ABO blood groups also illustrate multiple alleles: the gene has three common alleles, Iᴬ, Iᴮ and i, which form six genotypes and four phenotypes. Pleiotropy occurs when one gene affects several traits; the sickle-cell allele, for example, causes anaemia, pain and organ damage.\n\nGenes also interact. In epistasis, one gene masks the effect of another, as when a gene for pigment deposition decides whether the coat colour of a Labrador retriever is expressed. Polygenic traits such as human height depend on many genes and on the environment, and vary continuously.",
                fr: "Beaucoup de caractères ne suivent pas un modèle simple dominant-récessif. En cas de dominance incomplète, les hétérozygotes ont un phénotype intermédiaire : le croisement de mufliers rouges et blancs donne des fleurs roses en F1, et la F2 compte 1 rouge pour 2 roses et 1 blanc. En cas de codominance, les deux allèles s'expriment pleinement, comme dans le groupe sanguin AB.\n\nLes groupes sanguins ABO illustrent aussi l'allélie multiple : le gène possède trois allèles courants, Iᴬ, Iᴮ et i, qui forment six génotypes et quatre phénotypes. On parle de pléiotropie quand un gène influence plusieurs caractères ; l'allèle de la drépanocytose, par exemple, cause anémie, douleurs et lésions d'organes.\n\nLes gènes interagissent aussi. Dans l'épistasie, un gène masque l'effet d'un autre : chez le labrador, un gène de dépôt du pigment détermine si la couleur du pelage s'exprime. Les caractères polygéniques, comme la taille humaine, dépendent de nombreux gènes et de l'environnement, et varient de façon continue.",
              },
              narration: {
                en: "Many traits go beyond simple dominance. Heterozygotes may be intermediate, as in pink snapdragons, or express both alleles, as in blood type AB. A gene can have multiple alleles, affect several traits or mask other genes, and many genes can act together with the environment to produce continuous variation.",
                fr: "Beaucoup de caractères dépassent la dominance simple. Les hétérozygotes peuvent être intermédiaires, comme les mufliers roses, ou exprimer les deux allèles, comme le groupe sanguin AB. Un gène peut avoir plusieurs allèles, influencer plusieurs caractères ou masquer d'autres gènes, et de nombreux gènes peuvent agir avec l'environnement pour produire une variation continue.",
              },
              figures: [
                {
                  diagram: "flow",
                  labels: {
                    en: ["P: red × white", "F1: all pink", "F2: 1 red, 2 pink, 1 white"],
                    fr: ["P : rouge × blanc", "F1 : toutes roses", "F2 : 1 rouge, 2 roses, 1 blanche"],
                  },
                  caption: {
                    en: "Incomplete dominance in snapdragons: heterozygotes are pink, so the F2 phenotype ratio matches the 1:2:1 genotype ratio.",
                    fr: "La dominance incomplète chez le muflier : les hétérozygotes sont roses, si bien que les proportions phénotypiques de la F2 reproduisent les proportions génotypiques 1:2:1.",
                  },
                },
              ],
            },
            {
              key: "life-4-c2-m2-l4",
              title: { en: "Linked Genes and Sex-Linked Inheritance", fr: "Gènes liés et hérédité liée au sexe" },
              text: {
                en: "The chromosome theory of inheritance, supported by Thomas Hunt Morgan's work on fruit flies, states that genes occupy specific loci on chromosomes. Genes close together on the same chromosome are linked and tend to be inherited together. Crossing over can separate them, and the recombination frequency between two genes is used to build genetic maps: 1% recombination equals one map unit.\n\nIn humans, females are XX and males XY; a gene on the Y chromosome, SRY, triggers male development. Genes on the X chromosome are sex-linked. Because males have a single X, one recessive allele is enough to cause disorders such as haemophilia or red-green colour blindness, which are therefore far more common in males. Heterozygous females are usually unaffected carriers.\n\nIn female mammals, one X chromosome in each cell is inactivated and condensed into a Barr body, which explains the patchy coats of calico cats.",
                fr: "Selon la théorie chromosomique de l'hérédité, étayée par les travaux de Thomas Hunt Morgan sur la drosophile, les gènes occupent des locus précis sur les chromosomes. Des gènes proches sur un même chromosome sont liés et tendent à être transmis ensemble. L'enjambement peut les séparer, et la fréquence de recombinaison entre deux gènes sert à établir des cartes génétiques : 1 % de recombinaison correspond à une unité de carte.\n\nChez l'humain, les femmes sont XX et les hommes XY ; un gène du chromosome Y, SRY, déclenche le développement masculin. Les gènes du chromosome X sont liés au sexe. Comme les hommes n'ont qu'un X, un seul allèle récessif suffit à provoquer des maladies comme l'hémophilie ou le daltonisme rouge-vert, bien plus fréquentes chez eux. Les femmes hétérozygotes sont en général porteuses saines.\n\nChez les mammifères femelles, un chromosome X est inactivé dans chaque cellule et condensé en corpuscule de Barr, ce qui explique le pelage en mosaïque des chattes tricolores.",
              },
              narration: {
                en: "Genes close together on one chromosome are linked, and their recombination frequency is used to map them. Genes on the X chromosome are sex-linked: males, with a single X, express recessive alleles such as the one for haemophilia. In females, one X chromosome in each cell is inactivated as a Barr body.",
                fr: "Des gènes proches sur un même chromosome sont liés, et leur fréquence de recombinaison sert à les cartographier. Les gènes du chromosome X sont liés au sexe : les hommes, qui n'ont qu'un X, expriment des allèles récessifs comme celui de l'hémophilie. Chez la femme, un chromosome X de chaque cellule est inactivé sous forme de corpuscule de Barr.",
              },
              figures: [
                {
                  diagram: "chromosome",
                  labels: {
                    en: ["Gene locus", "Centromere", "Short arm (p)", "Long arm (q)"],
                    fr: ["Locus d'un gène", "Centromère", "Bras court (p)", "Bras long (q)"],
                  },
                  caption: {
                    en: "Each gene occupies a specific locus on a chromosome; genes whose loci are close together tend to be inherited together.",
                    fr: "Chaque gène occupe un locus précis sur un chromosome ; les gènes dont les locus sont proches tendent à être transmis ensemble.",
                  },
                },
                {
                  diagram: "flow",
                  labels: {
                    en: ["Carrier mother × unaffected father", "Daughters: half are carriers", "Sons: half have haemophilia"],
                    fr: ["Mère porteuse × père sain", "Filles : la moitié sont porteuses", "Fils : la moitié sont hémophiles"],
                  },
                  caption: {
                    en: "Inheritance of an X-linked recessive allele such as haemophilia: each son of a carrier mother has a 50% chance of being affected.",
                    fr: "Transmission d'un allèle récessif lié à l'X, comme celui de l'hémophilie : chaque fils d'une mère porteuse a 50 % de risque d'être atteint.",
                  },
                },
              ],
            },
          ],
          quiz: [
            {
              question: {
                en: "Two heterozygous purple-flowered pea plants (Pp) are crossed. What fraction of the offspring is expected to have white flowers?",
                fr: "On croise deux plants de pois hétérozygotes à fleurs pourpres (Pp). Quelle fraction des descendants devrait avoir des fleurs blanches ?",
              },
              options: [
                { text: { en: "None", fr: "Aucune" }, correct: false },
                { text: { en: "1/2", fr: "1/2" }, correct: false },
                { text: { en: "1/4", fr: "1/4" }, correct: true },
                { text: { en: "3/4", fr: "3/4" }, correct: false },
              ],
            },
            {
              question: { en: "What does Mendel's law of segregation state?", fr: "Qu'énonce la loi de ségrégation de Mendel ?" },
              options: [
                { text: { en: "The two alleles of a gene separate into different gametes.", fr: "Les deux allèles d'un gène se séparent dans des gamètes différents." }, correct: true },
                { text: { en: "Alleles of different genes are always inherited together.", fr: "Les allèles de gènes différents sont toujours transmis ensemble." }, correct: false },
                { text: { en: "Dominant alleles are always more common than recessive ones.", fr: "Les allèles dominants sont toujours plus fréquents que les récessifs." }, correct: false },
                { text: { en: "Each gamete receives both alleles of every gene.", fr: "Chaque gamète reçoit les deux allèles de chaque gène." }, correct: false },
              ],
            },
            {
              question: {
                en: "In the cross AaBb × AaBb, the two genes assort independently. What is the probability of an aabb offspring?",
                fr: "Dans le croisement AaBb × AaBb, les deux gènes se répartissent indépendamment. Quelle est la probabilité d'obtenir un descendant aabb ?",
              },
              options: [
                { text: { en: "1/4", fr: "1/4" }, correct: false },
                { text: { en: "1/8", fr: "1/8" }, correct: false },
                { text: { en: "9/16", fr: "9/16" }, correct: false },
                { text: { en: "1/16", fr: "1/16" }, correct: true },
              ],
            },
            {
              question: {
                en: "A person with blood type AB carries both A and B antigens on their red blood cells. This is an example of:",
                fr: "Une personne du groupe sanguin AB porte à la fois les antigènes A et B sur ses globules rouges. Il s'agit d'un exemple :",
              },
              options: [
                { text: { en: "incomplete dominance", fr: "de dominance incomplète" }, correct: false },
                { text: { en: "codominance", fr: "de codominance" }, correct: true },
                { text: { en: "epistasis", fr: "d'épistasie" }, correct: false },
                { text: { en: "linkage", fr: "de liaison génétique" }, correct: false },
              ],
            },
            {
              question: { en: "Why are X-linked recessive disorders such as haemophilia more common in males?", fr: "Pourquoi les maladies récessives liées à l'X, comme l'hémophilie, sont-elles plus fréquentes chez les hommes ?" },
              options: [
                { text: { en: "The Y chromosome carries a dominant disease allele.", fr: "Le chromosome Y porte un allèle dominant de la maladie." }, correct: false },
                { text: { en: "Males inherit their X chromosome from their father.", fr: "Les hommes héritent leur chromosome X de leur père." }, correct: false },
                { text: { en: "X inactivation silences the normal allele in every male cell.", fr: "L'inactivation de l'X réduit au silence l'allèle normal dans chaque cellule masculine." }, correct: false },
                { text: { en: "Males have a single X chromosome, so one recessive allele is expressed.", fr: "Les hommes n'ont qu'un chromosome X : un seul allèle récessif s'exprime donc." }, correct: true },
              ],
            },
          ],
        },
      ],
    },
  ],
};
