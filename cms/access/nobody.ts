import type { Access } from "payload";

/** Records written only by the application itself (through procedures), never through the CMS API. */
export const nobody: Access = () => false;
