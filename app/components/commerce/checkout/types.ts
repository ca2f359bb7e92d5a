import type { inferRouterOutputs } from "@trpc/server";
import type { AppRouter } from "#trpc/router";

/** The cart as `commerce.cart` (and the checkout's mutations) answer it. */
export type CartView = inferRouterOutputs<AppRouter>["commerce"]["cart"];
