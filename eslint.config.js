import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "node_modules",
      "build",
      ".cache",
      "test-results",
      "cms/.next",
      "cms/app/(payload)/admin/importMap.js",
      "cms/migrations",
      "cms/payload-types.ts",
      ".data",
      "**/*.d.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  // The direction of imports between top-level folders (docs/architecture.md).
  ...layerRules(),
);

/**
 * app → shared, trpc types (and core only from .server modules); trpc and cms → core and shared;
 * core → shared (and cms types); shared → nothing of ours but shared. server/ composes everything.
 */
function layerRules() {
  // "#" starts a comment in the gitignore syntax of these patterns: the alias needs it escaped.
  const folder = (name) => [`\\#${name}/*`, `**/${name}/**`, `../${name}`, `../../${name}`];
  const forbid = (files, names, ignores = []) => ({
    files,
    ignores,
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: names.map((name) => ({
            // Payload's generated types describe the shared schema: everyone may import them (types only).
            group:
              name === "app"
                ? ["~/*", ...folder("app")]
                : name === "cms"
                ? ["\\#cms/*", "!\\#cms/payload-types", "**/cms/*", "!**/cms/payload-types", "**/cms/*/**"]
                : folder(name),
            message: `${files[0].split("/")[0]}/ may not import ${name}/ (docs/architecture.md).`,
          })),
        },
      ],
    },
  });
  return [
    forbid(["app/**/*.{ts,tsx}"], ["core", "server", "cms"], ["app/.server/**", "app/**/*.server.ts", "app/load-context.ts"]),
    forbid(["app/.server/**/*.ts", "app/**/*.server.ts", "app/load-context.ts"], ["server"]),
    forbid(["trpc/**/*.ts"], ["app", "server"]),
    forbid(["cms/**/*.{ts,tsx}"], ["app", "server", "trpc"]),
    forbid(["core/**/*.ts"], ["app", "server", "trpc", "cms"]),
    forbid(["shared/**/*.ts"], ["app", "server", "trpc", "core", "cms"]),
  ];
}
