import { router } from "../../init";
import { list } from "./list";
import { product } from "./product";
import { search } from "./search";

/** The public catalogue (PUB-039…PUB-051), rules in core/catalog/catalog.ts. */
export const catalogRouter = router({ list, search, product });
