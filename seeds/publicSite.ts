import fs from "node:fs";
import path from "node:path";
import type { Payload } from "payload";

/**
 * The public site's CMS copy that the first seed did not carry (issue 11): the home hero video and
 * the About mission video (demo lesson animations with their captions and posters), the About 3D
 * model, and the privacy statement and FERPA policy (PUB-008, PUB-009) in English and French.
 * Fills only what is empty, so an editor's later changes are kept.
 */

type Block = { h: string } | { p: string } | { li: string[] };

function lexical(blocks: Block[]) {
  const text = (t: string) => ({ type: "text", text: t, format: 0, style: "", mode: "normal", detail: 0, version: 1 });
  const base = { format: "", indent: 0, version: 1, direction: "ltr" };
  return {
    root: {
      type: "root",
      ...base,
      children: blocks.map((b) => {
        if ("h" in b) return { type: "heading", tag: "h2", ...base, children: [text(b.h)] };
        if ("li" in b)
          return {
            type: "list",
            listType: "bullet",
            tag: "ul",
            start: 1,
            ...base,
            children: b.li.map((item, i) => ({ type: "listitem", value: i + 1, ...base, children: [text(item)] })),
          };
        return { type: "paragraph", textFormat: 0, textStyle: "", ...base, children: [text(b.p)] };
      }),
    },
  };
}

export const PRIVACY_STATEMENT = {
  en: lexical([
    { h: "School data privacy statement" },
    {
      p: "BioText provides animated biology textbooks to schools, colleges and universities. We collect only the information needed to give students and instructors access to their courses: name, e-mail address, school, class, and learning progress (lessons opened, quiz results).",
    },
    {
      li: [
        "Student data is used only to deliver the courseware and to report progress to the student's instructor and school.",
        "We never sell student data or use it for advertising.",
        "Data is stored in Canada and encrypted in transit.",
        "A school may ask at any time for its students' data to be exported or deleted.",
      ],
    },
    { h: "Terms of use" },
    {
      p: "These terms were last updated in September 2015. They are governed by the laws of the Province of Ontario and the federal laws of Canada applicable therein.",
    },
    { p: "We announce any change to these terms 30 days before it takes effect, by e-mail to account holders and on this page." },
  ]),
  fr: lexical([
    { h: "Déclaration de confidentialité des données scolaires" },
    {
      p: "BioText fournit des manuels de biologie animés aux écoles, collèges et universités. Nous ne recueillons que les renseignements nécessaires pour donner aux élèves et aux enseignants l'accès à leurs cours : nom, adresse courriel, école, classe et progression (leçons ouvertes, résultats des quiz).",
    },
    {
      li: [
        "Les données des élèves servent uniquement à fournir le matériel pédagogique et à rendre compte de la progression à l'enseignant et à l'école.",
        "Nous ne vendons jamais les données des élèves et ne les utilisons pas à des fins publicitaires.",
        "Les données sont hébergées au Canada et chiffrées en transit.",
        "Une école peut demander en tout temps l'exportation ou la suppression des données de ses élèves.",
      ],
    },
    { h: "Conditions d'utilisation" },
    {
      p: "Ces conditions ont été mises à jour pour la dernière fois en septembre 2015. Elles sont régies par les lois de la province de l'Ontario et les lois fédérales du Canada qui s'y appliquent.",
    },
    { p: "Nous annonçons toute modification de ces conditions 30 jours avant son entrée en vigueur, par courriel aux titulaires de compte et sur cette page." },
  ]),
};

export const FERPA_POLICY = {
  en: lexical([
    { h: "FERPA policy" },
    {
      p: "For schools in the United States, BioText acts as a “school official” with a legitimate educational interest under the Family Educational Rights and Privacy Act (FERPA). Education records remain under the control of the school.",
    },
    {
      li: [
        "We use education records only for the purposes the school authorizes.",
        "We do not disclose personally identifiable information from education records to third parties without the school's consent.",
        "Parents and eligible students may inspect and request correction of records through their school.",
      ],
    },
  ]),
  fr: lexical([
    { h: "Politique FERPA" },
    {
      p: "Pour les écoles des États-Unis, BioText agit à titre de « représentant scolaire » ayant un intérêt éducatif légitime au sens de la loi FERPA (Family Educational Rights and Privacy Act). Les dossiers scolaires restent sous le contrôle de l'école.",
    },
    {
      li: [
        "Nous utilisons les dossiers scolaires uniquement aux fins autorisées par l'école.",
        "Nous ne communiquons à aucun tiers de renseignements personnels tirés des dossiers scolaires sans le consentement de l'école.",
        "Les parents et les élèves admissibles peuvent consulter les dossiers et en demander la correction auprès de leur école.",
      ],
    },
  ]),
};

/**
 * A public copy (no unit, so anyone may load it: cms/access/mediaRead.ts) of a demo lesson's file,
 * looked up by its seed key first so a second run creates nothing.
 */
export async function publicMedia(payload: Payload, mediaDir: string, relative: string, alt: string): Promise<number | null> {
  const key = `seed:public/${relative}`;
  const { docs } = await payload.find({ collection: "media", where: { key: { equals: key } }, limit: 1, depth: 0, overrideAccess: true });
  if (docs[0]) return docs[0].id;
  const filePath = path.join(mediaDir, relative);
  if (!fs.existsSync(filePath)) return null;
  const created = await payload.create({ collection: "media", data: { key, alt, unit: null }, filePath, overrideAccess: true, depth: 0 });
  return created.id;
}

async function videoOf(payload: Payload, mediaDir: string, lesson: string, alt: string) {
  const file = (name: string) => publicMedia(payload, mediaDir, `lessons/${lesson}.${name}`, alt);
  const [en, fr, enVtt, frVtt] = [await file("en.mp4"), await file("fr.mp4"), await file("en.vtt"), await file("fr.vtt")];
  // Each language's poster is a frame of that language's video (its title in that language).
  const [enPoster, frPoster] = [await file("poster.en.jpg"), await file("poster.fr.jpg")];
  return { video: { en, fr: fr ?? en }, captions: { en: enVtt, fr: frVtt ?? enVtt }, poster: { en: enPoster, fr: frPoster ?? enPoster } };
}

export async function seedPublicSite(payload: Payload, mediaDir: string) {
  const copy = await payload.findGlobal({ slug: "site-copy", depth: 0, locale: "en", overrideAccess: true });
  if (copy.privacyStatement && copy.heroVideo) return;
  const hero = await videoOf(payload, mediaDir, "life-1-c1-m1-l1", "A cell membrane animation");
  const mission = await videoOf(payload, mediaDir, "life-2-c1-m1-l1", "An animated biology lesson");
  // The demo 3D models are public files already (seeds/curriculum.ts gives them no unit).
  const model = (await payload.find({ collection: "media", where: { key: { equals: "seed:models/dna-helix.glb" } }, limit: 1, depth: 0, overrideAccess: true }))
    .docs[0];
  for (const locale of ["en", "fr"] as const) {
    await payload.updateGlobal({
      slug: "site-copy",
      locale,
      depth: 0,
      overrideAccess: true,
      data: {
        heroVideo: hero.video[locale],
        heroCaptions: hero.captions[locale],
        heroPoster: hero.poster[locale],
        missionVideo: mission.video[locale],
        missionCaptions: mission.captions[locale],
        missionPoster: mission.poster[locale],
        aboutModel: model?.id ?? null,
        privacyStatement: PRIVACY_STATEMENT[locale] as never,
        ferpaPolicy: FERPA_POLICY[locale] as never,
      },
    });
  }
}
