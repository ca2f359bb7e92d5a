import { router } from "../../init";
import { list } from "./list";

export const usersRouter = router({ list });
