import { CataloguePage, catalogueLoader, catalogueMeta } from "~/components/public/CataloguePage";

/** PUB-006, PUB-030: this /subjects URL renders the catalogue with its own tab, on the server. */
export const loader = catalogueLoader("highered-life");

export const meta = catalogueMeta;

export default CataloguePage;
