import { router } from "../../init";
import { adminLink } from "./adminLink";
import { buttons } from "./buttons";
import { callback } from "./callback";
import { createProvider } from "./createProvider";
import { deleteProvider } from "./deleteProvider";
import { link } from "./link";
import { linkStatus } from "./linkStatus";
import { providers } from "./providers";
import { start } from "./start";
import { updateProvider } from "./updateProvider";

/** Single sign-on with OpenID Connect (issue 47, docs/sso.md): the sign-in flow (public) and the providers (admins). */
export const ssoRouter = router({
  buttons,
  start,
  callback,
  linkStatus,
  link,
  providers,
  createProvider,
  updateProvider,
  deleteProvider,
  adminLink,
});
