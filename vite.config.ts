import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import babel from "@rolldown/plugin-babel";
import { lingui } from "@lingui/vite-plugin";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import { VitePWA } from "vite-plugin-pwa";
import { precompress } from "./build/precompress.ts";
import { contractsHash } from "./build/contracts-hash.ts";
import { pdfjsAssets } from "./build/pdfjs-assets.ts";
import { preloadCatalog } from "./build/preload-catalog.ts";
import { backOfficePreloads } from "./build/back-office-preloads.ts";

// Vite's root is src/client (so the top level keeps only the design card), but several plugins resolve
// relative paths against that root or against cwd. Every path below is therefore absolute.
const here = fileURLToPath(new URL(".", import.meta.url));
const at = (relative: string): string => fileURLToPath(new URL(relative, import.meta.url));

// The API server (src/server) listens here in development; the dev server forwards these prefixes to it.
const apiTarget = "http://127.0.0.1:3000";
const themeColour = "#1971c2";
const backOffice = backOfficePreloads();

export default defineConfig({
  root: at("./src/client/"),
  publicDir: at("./public/"),
  // .env files live at the top level, not in src/client
  envDir: here,
  // saved answers of an older contract shape are never read back (src/client/lib/saved-answers.ts)
  define: { __CONTRACTS_HASH__: JSON.stringify(contractsHash()) },
  plugins: [
    // must run before react(): it generates the route tree and splits route components
    tanstackRouter({
      target: "react",
      autoCodeSplitting: true,
      routesDirectory: at("./src/client/routes/"),
      generatedRouteTree: at("./src/client/route-tree.gen.ts"),
      addExtensions: true,
      quoteStyle: "double",
      semicolons: true,
    }),
    // Vite 8 + plugin-react 6 no longer run Babel: the Lingui macro needs its own Babel pass, before react()
    babel({ plugins: ["@lingui/babel-plugin-lingui-macro"] }),
    react(),
    // compiles src/client/locales/*/messages.po on import
    lingui({ configPath: at("./lingui.config.ts") }),
    // the source locale's shell catalog fetched beside the entry (build/preload-catalog.ts)
    preloadCatalog(),
    // the centre's and back office's lazy routes carry no preload list in the entry (build/back-office-preloads.ts)
    backOffice.plugin,
    // pdf.js's character maps and standard fonts, fetched by name by the PDF viewer
    pdfjsAssets(here),
    VitePWA({
      strategies: "injectManifest",
      // resolved against Vite's root (src/client), so give the top-level sw/ folder absolutely
      srcDir: at("./sw/"),
      filename: "sw.ts",
      // the page registers the worker itself (src/client/lib/pwa.tsx) so it can prompt before updating
      injectRegister: false,
      registerType: "prompt",
      manifest: {
        name: "路演中心 Roadshow Portal",
        short_name: "路演中心",
        description: "Online investor-relations roadshows",
        lang: "zh-CN",
        start_url: "/home",
        scope: "/",
        display: "standalone",
        theme_color: themeColour,
        background_color: "#ffffff",
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
          // the artwork keeps to the central safe zone, so the same file serves as the maskable icon
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
      // the glob below already precaches public/icons; listing the manifest icons again would duplicate entries
      includeManifestIcons: false,
      injectManifest: {
        globPatterns: ["**/*.{js,css,html,svg,png,woff2}"],
        // the default 2 MiB would silently drop the larger lazy chunks (spreadsheets, editor) from the precache
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
      },
      devOptions: { enabled: false, type: "module" },
    }),
    // last: brotli and gzip copies of every text file, the service worker included (build/precompress.ts)
    precompress(),
  ],
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      "/base-service": { target: apiTarget, ws: true },
      "/idp": { target: apiTarget },
      "/docs": { target: apiTarget },
      "/api": { target: apiTarget },
    },
  },
  preview: { port: 4173 },
  build: {
    outDir: at("./dist/"),
    emptyOutDir: true,
    target: "es2022",
    // No polyfill: every browser the es2022 target runs in has modulepreload but Safari 16.4 to 16.6 and
    // Firefox 93 to 114, which still load each chunk when it is imported, only without the hint; the rest
    // carried its 0.4 KB in the entry for nothing (npm run bench:bundle).
    modulePreload: { polyfill: false, resolveDependencies: backOffice.resolveDependencies },
    // Every module the entry imports statically in one chunk ("$initial": the entry and its static imports).
    // Left to itself the bundler splits out each module a lazy chunk imports too (React, the router, the
    // query client, Mantine's Box and Input, the shell's own helpers), and /home started with 40 scripts. All
    // of them run before the first paint anyway, so keeping them together costs no page a byte, and saves
    // round trips: over HTTP/1.1 a browser fetches six files at a time, and on Lighthouse's throttled phone
    // (150 ms a round trip) that queue cost about a second of first paint (npm run bench:lighthouse).
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: "index", tags: ["$initial"], priority: 100 }] } } },
  },
});
