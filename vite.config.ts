import { vitePlugin as remix } from "@remix-run/dev";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import remixOptions from "./remix.config.js";

declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}

export default defineConfig({
  plugins: [tailwindcss(), remix(remixOptions), tsconfigPaths({ projects: ["./tsconfig.json"] })],
  server: { hmr: { port: Number(process.env.HMR_PORT ?? 24678) } },
  // Every browser dependency is listed, so a first visit in dev never re-optimizes and reloads mid-page.
  optimizeDeps: {
    include: [
      "@remix-run/node",
      "@remix-run/react",
      "@tanstack/react-query",
      "@trpc/client",
      "@trpc/react-query",
      "superjson",
      "zod",
      "i18next",
      "react-i18next",
      "lucide-react",
      "clsx",
      "tailwind-merge",
      "class-variance-authority",
      "@radix-ui/react-accordion",
      "@radix-ui/react-checkbox",
      "@radix-ui/react-dialog",
      "@radix-ui/react-select",
      "@radix-ui/react-slot",
      "@radix-ui/react-switch",
      "@radix-ui/react-tabs",
      "@radix-ui/react-toast",
      "embla-carousel-react",
      "exceljs",
      "media-chrome/react",
      "qrcode.react",
      "@google/model-viewer",
    ],
    exclude: ["bcrypt"],
  },
  ssr: { external: ["bcrypt", "payload", "@payloadcms/db-postgres", "sharp"] },
  build: { target: "es2022" },
});
