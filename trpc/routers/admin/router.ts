import { router } from "../../init";
import { addUserNote } from "./addUserNote";
import { bulkCreateUsers } from "./bulkCreateUsers";
import { createIpList } from "./createIpList";
import { createUser } from "./createUser";
import { deleteIpList } from "./deleteIpList";
import { deleteUser } from "./deleteUser";
import { findUserByEmail } from "./findUserByEmail";
import { getUser } from "./getUser";
import { listClasses } from "./listClasses";
import { listIpLists } from "./listIpLists";
import { listMemberships } from "./listMemberships";
import { searchUsers } from "./searchUsers";
import { sendPasswordResetEmail } from "./sendPasswordResetEmail";
import { updateIpList } from "./updateIpList";
import { updateUser } from "./updateUser";

/** The admins' user tools on /account (ADM-001 … ADM-026, ADM-033 … ADM-039). Every procedure is an adminProcedure. */
export const adminRouter = router({
  listClasses,
  listMemberships,
  createUser,
  bulkCreateUsers,
  searchUsers,
  getUser,
  updateUser,
  addUserNote,
  sendPasswordResetEmail,
  findUserByEmail,
  deleteUser,
  listIpLists,
  createIpList,
  updateIpList,
  deleteIpList,
});
