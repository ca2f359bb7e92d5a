import type { L10n } from "./curriculum/types";

/** K12-011, K12-012: the courseware price list (USD per student, plus tax). */
export const PRICE_LIST = [
  { isbn: "978-1-77000-101-1", years: 1, price: 30 },
  { isbn: "978-1-77000-102-8", years: 2, price: 52 },
  { isbn: "978-1-77000-103-5", years: 3, price: 69 },
  { isbn: "978-1-77000-104-2", years: 4, price: 80 },
  { isbn: "978-1-77000-105-9", years: 5, price: 80 },
  { isbn: "978-1-77000-106-6", years: 6, price: 80 },
  { isbn: "978-1-77000-107-3", years: 7, price: 80 },
  { isbn: "978-1-77000-108-0", years: 8, price: 80 },
].map(({ isbn, years, price }) => ({
  isbn,
  price,
  currency: "USD",
  includeTax: true,
  name: { en: `Animated Biology Courseware — ${years} year${years > 1 ? "s" : ""}`, fr: `Didacticiel de biologie animée — ${years} an${years > 1 ? "s" : ""}` },
  dropDownDescription: { en: `${years} year${years > 1 ? "s" : ""} — $${price} per student`, fr: `${years} an${years > 1 ? "s" : ""} — ${price} $ par élève` },
  includedFeatures: [
    { itemName: { en: "Student access to every unit", fr: "Accès des élèves à toutes les unités" } },
    { itemName: { en: "Teacher dashboard and grade export", fr: "Tableau de bord enseignant et export des notes" } },
    ...(years > 1 ? [{ itemName: { en: "Teachers edition", fr: "Édition de l'enseignant" } }] : []),
  ],
}));

export type ProductSeed = {
  key: string;
  title: L10n;
  price: number;
  shortDescription: L10n;
  categories: ("animated-textbook" | "ebook" | "classroom" | "trial")[];
  memberships: string[];
  ltiOnly?: boolean;
  externalPurchaseUrl?: string;
  /** Unit whose cover (and first lesson) illustrate the product. */
  unitKey: string;
};

export const PRODUCTS: ProductSeed[] = [
  {
    key: "life-all",
    title: { en: "LIFE: First-Year Biology (5 units)", fr: "LIFE : biologie de première année (5 unités)" },
    price: 125,
    shortDescription: { en: "The complete first-year series: 80 animated lessons, quizzes and 3D structures.", fr: "La série complète de première année : 80 leçons animées, des quiz et des structures 3D." },
    categories: ["animated-textbook", "classroom"],
    memberships: ["LIFE-ALL"],
    unitKey: "life-1",
  },
  ...[1, 2, 3, 4, 5].map((n) => ({
    key: `life-${n}`,
    title: { en: `LIFE Unit ${n}`, fr: `LIFE Unité ${n}` },
    price: 30,
    shortDescription: { en: `One unit of the first-year LIFE series (unit ${n}).`, fr: `Une unité de la série LIFE de première année (unité ${n}).` },
    categories: ["animated-textbook"] as ProductSeed["categories"],
    memberships: [`LIFE-${n}`],
    unitKey: `life-${n}`,
  })),
  {
    key: "hs-1",
    title: { en: "High School Biology: Cells and Genetics", fr: "Biologie au secondaire : cellules et génétique" },
    price: 25,
    shortDescription: { en: "Animated lessons for grade 11 biology, priced per student for schools.", fr: "Leçons animées pour la biologie de 11e année, au prix par élève pour les écoles." },
    categories: ["animated-textbook", "classroom"],
    memberships: ["HS-ALL"],
    unitKey: "hs-1",
  },
  {
    key: "icb-1",
    title: { en: "Interactive Cell Biology (ICB)", fr: "Biologie cellulaire interactive (BCI)" },
    price: 69,
    shortDescription: { en: "Upper-year cell biology: trafficking, the cytoskeleton and signalling, in 3D.", fr: "Biologie cellulaire avancée : trafic, cytosquelette et signalisation, en 3D." },
    categories: ["animated-textbook"],
    memberships: ["ICB-ALL"],
    unitKey: "icb-1",
  },
  {
    key: "life-lti",
    title: { en: "LIFE for your school's LMS", fr: "LIFE pour la plateforme de votre école" },
    price: 30,
    shortDescription: { en: "Purchased through your school's learning platform (LTI) only.", fr: "S'achète uniquement par la plateforme d'apprentissage de votre école (LTI)." },
    categories: ["animated-textbook", "classroom"],
    memberships: ["LIFE-ALL"],
    ltiOnly: true,
    unitKey: "life-2",
  },
  {
    key: "life-ebook",
    title: { en: "LIFE e-book (PDF and EPUB)", fr: "Livre numérique LIFE (PDF et EPUB)" },
    price: 19.99,
    shortDescription: { en: "The text and figures of the LIFE series as an e-book, sold by our bookstore partner.", fr: "Le texte et les figures de la série LIFE en livre numérique, vendu par notre libraire partenaire." },
    categories: ["ebook"],
    memberships: [],
    externalPurchaseUrl: "https://books.example.com/biotext/life-ebook",
    unitKey: "life-3",
  },
];

export const MEMBERSHIPS = [
  { key: "LIFE-ALL", name: { en: "LIFE series (all units)", fr: "Série LIFE (toutes les unités)" }, units: ["life-1", "life-2", "life-3", "life-4", "life-5"] },
  ...[1, 2, 3, 4, 5].map((n) => ({ key: `LIFE-${n}`, name: { en: `LIFE unit ${n}`, fr: `LIFE unité ${n}` }, units: [`life-${n}`] })),
  { key: "HS-ALL", name: { en: "High school series", fr: "Série secondaire" }, units: ["hs-1"] },
  { key: "ICB-ALL", name: { en: "Interactive Cell Biology", fr: "Biologie cellulaire interactive" }, units: ["icb-1"] },
];

export const SITE_COPY = {
  homeSlides: [
    { title: { en: "See the cell in motion", fr: "Voir la cellule en mouvement" }, text: { en: "Every lesson opens with a short 3D animation, narrated and captioned in English and French.", fr: "Chaque leçon commence par une courte animation 3D, narrée et sous-titrée en anglais et en français." } },
    { title: { en: "Explore structures in AR", fr: "Explorer les structures en RA" }, text: { en: "Scan a code and hold a membrane, a DNA helix or a chloroplast in your hand.", fr: "Balayez un code et tenez une membrane, une hélice d'ADN ou un chloroplaste dans votre main." } },
    { title: { en: "Know where every student stands", fr: "Savoir où en est chaque élève" }, text: { en: "Quizzes after every module feed the teacher dashboard and your school's LMS.", fr: "Les quiz de chaque module alimentent le tableau de bord enseignant et la plateforme de l'école." } },
  ],
  valueCards: [
    { title: { en: "Visual first", fr: "Le visuel d'abord" }, text: { en: "Animations show processes that static pages can only describe.", fr: "Les animations montrent les processus que les pages statiques ne peuvent que décrire." } },
    { title: { en: "Accessible", fr: "Accessible" }, text: { en: "Captions, transcripts, keyboard access and screen-reader descriptions for every 3D model.", fr: "Sous-titres, transcriptions, navigation au clavier et descriptions pour lecteurs d'écran de chaque modèle 3D." } },
    { title: { en: "Affordable", fr: "Abordable" }, text: { en: "Starting as low as $25 per student.", fr: "À partir de 25 $ par élève." } },
  ],
  testimonials: [
    ["My students finally understood membrane transport after the animation.", "Mes élèves ont enfin compris le transport membranaire grâce à l'animation.", "Dr. Amina Haddad", "Biology instructor", "Professeure de biologie"],
    ["The AR DNA helix was the highlight of the semester.", "L'hélice d'ADN en RA a été le moment fort du semestre.", "Marc Tremblay", "High school teacher", "Enseignant au secondaire"],
    ["Quizzes after each module keep my class on track.", "Les quiz après chaque module gardent ma classe sur la bonne voie.", "Prof. Lena Novak", "First-year coordinator", "Coordonnatrice de première année"],
    ["Bilingual content made it easy to use in our French immersion program.", "Le contenu bilingue a facilité son usage dans notre programme d'immersion.", "Julie Gagnon", "Department head", "Cheffe de département"],
    ["I review lessons on my phone on the bus.", "Je révise les leçons sur mon téléphone dans l'autobus.", "Priya S.", "Student", "Étudiante"],
    ["The captions and transcripts help every learner.", "Les sous-titres et transcriptions aident tous les apprenants.", "Daniel Okafor", "Accessibility advisor", "Conseiller en accessibilité"],
    ["Setting it up in our LMS took an afternoon.", "L'installation dans notre plateforme a pris un après-midi.", "Sarah Kim", "Educational technologist", "Technopédagogue"],
    ["Photosynthesis in 3D beats any textbook diagram.", "La photosynthèse en 3D vaut mieux que tout schéma de manuel.", "Tom Becker", "Student", "Étudiant"],
  ].map(([en, fr, author, roleEn, roleFr]) => ({ quote: { en, fr }, author, role: { en: roleEn, fr: roleFr } })),
  schoolLogos: [
    "Lakeshore Collegiate", "Northbridge University", "St. Clair College", "Maple Ridge Secondary", "Ottawa Valley School Board", "Université du Littoral",
    "Prairie Polytechnic", "Harbourview High", "Cascadia Community College", "Laurentian Heights", "Riverside Academy", "Westmount Secondary",
    "Pacific Coast University", "Collège Champlain-Nord", "Highland Regional", "Sunnyvale District", "Granite State College", "Bayfield Institute",
  ].map((name) => ({ name })),
  founders: [
    ["Dr. Helen Park", "Co-founder, science lead", "Cofondatrice, direction scientifique"],
    ["Omar Rahimi", "Co-founder, animation director", "Cofondateur, direction de l'animation"],
    ["Claire Dubois", "Co-founder, learning design", "Cofondatrice, conception pédagogique"],
    ["Victor Chen", "Co-founder, engineering", "Cofondateur, ingénierie"],
  ].map(([name, en, fr]) => ({ name, role: { en, fr } })),
  aboutStats: [
    { value: { en: "2015", fr: "2015" }, label: { en: "Founded In", fr: "Fondée en" } },
    { value: { en: "1000+", fr: "1000+" }, label: { en: "animated video lessons", fr: "leçons vidéo animées" } },
    { value: { en: "16,600+", fr: "16 600+" }, label: { en: "classroom students served", fr: "élèves servis en classe" } },
  ],
};
