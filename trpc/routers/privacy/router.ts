import { router } from "../../init";
import { eraseStudent } from "./eraseStudent";
import { exportStudent } from "./exportStudent";
import { myData } from "./myData";

/** A family's request (issue 50 item 4, docs/privacy.md): export and erasure of a student's data. */
export const privacyRouter = router({
  exportStudent,
  eraseStudent,
  myData,
});
