import type { PayloadRequest } from "payload";
import { hasRole } from "#shared/roles";

/** Only admins and editors get into /admin; students and visitors see Payload's 'unauthorized' page. */
export const canEnterAdmin = ({ req }: { req: PayloadRequest }) => hasRole(req.user, "admin", "editor");
