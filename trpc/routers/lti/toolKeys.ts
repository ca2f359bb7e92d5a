import { publishedJwks } from "#core/lti/toolKeys";
import { adminProcedure } from "../../init";

/** LTI 1.3: the tool's public keys (what /.well-known/jwks.json publishes), for the consumers tab. */
export const toolKeys = adminProcedure.query(async ({ ctx }) => (await publishedJwks(ctx)).keys.map((k) => ({ kid: k.kid ?? "" })));
