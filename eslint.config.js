// Lint rules, and the import boundaries of docs/architecture.md enforced so they hold without anyone
// remembering them: shared imports only shared; client, server and sw never import each other; in the
// client, imports flow one way (app and routes → features → components → lib), a feature never imports
// another feature by any spelling, and no endpoint path is written outside src/shared/api; a server module is
// reached only through its index.ts; no import cycles.
// tests/shared/lint-walls.test.ts lints a deliberate violation of each wall and expects it refused.
import { readdirSync, existsSync } from "node:fs";
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import globals from "globals";
import importX, { createNodeResolver } from "eslint-plugin-import-x";

const featuresDir = "src/client/features";
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
  : [];

const noServer = { group: ["#server/*", "**/src/server/**", "**/server/*"], message: "Only src/server may import the server." };
const noClient = { group: ["#client/*", "**/src/client/**", "**/client/*"], message: "Only src/client may import the client." };
const noSw = { group: ["**/sw/*"], message: "The service worker is its own program." };

const C = "./src/client";
/** Who may not import whom in the client (import-x resolves every spelling: alias, relative, dynamic). */
const clientZones = [
  { target: `${C}/components`, from: [`${C}/features`, `${C}/app`, `${C}/routes`], message: "components are shared building blocks: they never import a feature, the app shell or a route." },
  { target: `${C}/features`, from: [`${C}/app`, `${C}/routes`], message: "A feature never imports the app shell or a route; they compose features." },
  { target: `${C}/lib`, from: [`${C}/features`, `${C}/components`, `${C}/app`, `${C}/routes`], message: "lib is the bottom layer of the client." },
  ...features.map((feature) => ({
    target: `${C}/features/${feature}`,
    from: `${C}/features`,
    except: [`./${feature}`],
    message: "A feature never imports another feature; compose them in a route.",
  })),
];

const modulesDir = "src/server/modules";
const serverModules = existsSync(modulesDir)
  ? readdirSync(modulesDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
  : [];
/** Everything of the server outside src/server/modules: app.ts, index.ts, lib, plugins, db (the seed). */
const serverOutsideModules = existsSync("src/server")
  ? readdirSync("src/server", { withFileTypes: true }).filter((d) => d.name !== "modules").map((d) => `./src/server/${d.name}`)
  : [];
/**
 * A server module is reached only through its public file, src/server/modules/<m>/index.ts: another module,
 * app.ts, a plugin or the seed importing one of its internal files is refused (tests are not linted by this
 * rule: they may reach internals). Helpers several modules share live below the modules (lib, db).
 */
const serverModuleZones = serverModules.map((m) => ({
  target: [...serverModules.filter((other) => other !== m).map((other) => `./${modulesDir}/${other}`), ...serverOutsideModules],
  from: `./${modulesDir}/${m}`,
  except: ["./index.ts"],
  message: `Import the ${m} module through its public file, modules/${m}/index.ts (export what you need there).`,
}));

/** An endpoint path written by hand: calls go through their contract (src/client/lib/contract-client.ts). */
const ENDPOINT = "/(^|\\/)(pub|auth|ops)\\/v1\\/|base-service\\/api|\\/api\\/add\\//";
const endpointMessage = "No endpoint path in the client: call its contract from src/shared/api with call() (lib/contract-client.ts).";

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
    files: ["src/**/*.{ts,tsx}", "sw/**/*.ts"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".mjs"] })],
      // the cycle check parses the imported files too, which are TypeScript
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
    },
    rules: {
      // type-only imports are not followed: they vanish at build time and cannot make a module load twice
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    files: ["src/client/**/*.{ts,tsx}"],
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: clientZones }],
      "no-restricted-syntax": [
        "error",
        { selector: `Literal[value=${ENDPOINT}]`, message: endpointMessage },
        { selector: `TemplateElement[value.raw=${ENDPOINT}]`, message: endpointMessage },
      ],
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
    files: ["src/server/**/*.ts"],
    rules: { "import-x/no-restricted-paths": ["error", { zones: serverModuleZones }] },
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
  {
    // every spec takes test and expect from e2e/fixtures.ts, so every page it opens gets the axe-core check
    files: ["e2e/**/*.spec.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "@playwright/test", importNames: ["test", "expect"], message: "Import test and expect from ./fixtures.ts (the accessibility check)." }] },
      ],
    },
  },
);
