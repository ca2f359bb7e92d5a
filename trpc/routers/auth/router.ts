import { router } from "../../init";
import { login } from "./login";
import { logout } from "./logout";

export const authRouter = router({ login, logout });
