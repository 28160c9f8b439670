// Lint rules, and the import boundaries of ARCHITECTURE.md enforced so they hold without anyone
// remembering them: shared imports only shared; client, server and sw never import each other;
// a client feature never imports another feature (routes compose features).
import { readdirSync, existsSync } from "node:fs";
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import globals from "globals";

const featuresDir = "src/client/features";
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
  : [];

const noServer = { group: ["#server/*", "**/src/server/**", "**/server/*"], message: "Only src/server may import the server." };
const noClient = { group: ["#client/*", "**/src/client/**", "**/client/*"], message: "Only src/client may import the client." };
const noSw = { group: ["**/sw/*"], message: "The service worker is its own program." };

export default tseslint.config(
  { ignores: ["dist/**", "node_modules/**", "src/client/route-tree.gen.ts", "src/client/locales/**", "test-results/**", "playwright-report/**", "data/**"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["src/shared/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            noServer,
            noClient,
            noSw,
            { group: ["node:*", "react", "react-*", "fastify", "@fastify/*", "dexie", "dexie-*", "drizzle-orm", "drizzle-orm/*", "@mantine/*", "ky"], message: "src/shared is pure TypeScript: no framework, no DOM, no node:*." },
          ],
        },
      ],
    },
  },
  {
    files: ["src/server/**"],
    rules: { "no-restricted-imports": ["error", { patterns: [noClient, noSw] }] },
  },
  {
    files: ["src/client/**"],
    languageOptions: { globals: { ...globals.browser } },
    rules: { "no-restricted-imports": ["error", { patterns: [noServer, noSw] }] },
  },
  {
    files: ["sw/**"],
    languageOptions: { globals: { ...globals.serviceworker } },
    rules: { "no-restricted-imports": ["error", { patterns: [noServer, noClient] }] },
  },
  ...features.filter(() => features.length > 1).map((feature) => ({
    files: [`${featuresDir}/${feature}/**`],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            noServer,
            noSw,
            {
              group: features.filter((f) => f !== feature).flatMap((f) => [`#client/features/${f}/*`, `**/features/${f}/*`]),
              message: "A feature never imports another feature; compose them in a route.",
            },
          ],
        },
      ],
    },
  })),
  {
    files: ["tests/**", "e2e/**"],
    rules: { "@typescript-eslint/no-non-null-assertion": "off" },
  },
);
