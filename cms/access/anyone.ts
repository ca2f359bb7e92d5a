import type { Access } from "payload";

/** Public reading (catalogue copy, prices, media files). */
export const anyone: Access = () => true;
