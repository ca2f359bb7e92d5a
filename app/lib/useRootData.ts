import { useRouteLoaderData } from "@remix-run/react";
import type { loader } from "~/root";

/** The root loader's data (session details, language, support address) from anywhere in the tree. */
export const useRootData = () => useRouteLoaderData<typeof loader>("root");
