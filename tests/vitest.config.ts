import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import react from "@vitejs/plugin-react";
import babel from "@rolldown/plugin-babel";
import { lingui } from "@lingui/vite-plugin";
import { contractsHash } from "../build/contracts-hash.ts";

const root = fileURLToPath(new URL("..", import.meta.url));

/** Three projects: the shared rules, the API through buildApp().inject(), and the client in jsdom. */
export default defineConfig({
  test: {
    root,
    // One worker per core, not vitest's default of one fewer: on the two-core CI machine that default is a
    // single worker, which left a third of the machine idle (the server files also wait on timers, files and
    // sockets).
    // Measured on 2026-11-27 with two workers: server project 421 → 279 s, client and shared 148 → 107 s.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: { name: "shared", root, environment: "node", include: ["tests/shared/**/*.test.ts"] },
      },
      {
        test: {
          name: "server",
          root,
          environment: "node",
          include: ["tests/server/**/*.test.ts"],
          // Every file builds its own app on its own database clone and setup.ts re-pins the clock per
          // file, so files share a worker's module cache instead of importing the server again each time.
          isolate: false,
          globalSetup: ["tests/server/global-setup.ts"],
          setupFiles: ["tests/server/setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [babel({ plugins: ["@lingui/babel-plugin-lingui-macro"] }), react(), lingui()],
        define: { __CONTRACTS_HASH__: JSON.stringify(contractsHash()) },
        test: {
          name: "client",
          root,
          environment: "jsdom",
          include: ["tests/client/**/*.test.{ts,tsx}"],
          setupFiles: ["tests/client/setup.ts"],
          // after every test: globals stubbed with vi.stubGlobal are put back and vi.spyOn spies restored,
          // so no test inherits another's fetch, XMLHttpRequest or clock (stub in beforeEach, not beforeAll)
          unstubGlobals: true,
          restoreMocks: true,
        },
      },
    ],
  },
});
