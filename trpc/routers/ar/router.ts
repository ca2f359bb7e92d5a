import { router } from "../../init";
import { listLessons } from "./listLessons";
import { listStructures } from "./listStructures";
import { reviewAssociation } from "./reviewAssociation";
import { updateAssociation } from "./updateAssociation";

/** The admin's AR associations (ADM-045…ADM-047), rules in core/ar/associations.ts. */
export const arRouter = router({ listStructures, listLessons, updateAssociation, reviewAssociation });
