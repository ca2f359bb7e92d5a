import { router } from "../../init";
import { changePassword } from "./changePassword";
import { libraries } from "./libraries";
import { libraryLogin } from "./libraryLogin";
import { login } from "./login";
import { logout } from "./logout";
import { passwordResetStatus } from "./passwordResetStatus";
import { requestPasswordReset } from "./requestPasswordReset";
import { resetPassword } from "./resetPassword";

export const authRouter = router({
  login,
  logout,
  libraries,
  libraryLogin,
  requestPasswordReset,
  passwordResetStatus,
  resetPassword,
  changePassword,
});
