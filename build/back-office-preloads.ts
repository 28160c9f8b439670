import type { Plugin, ResolveModulePreloadDependenciesFn } from "vite";

// The route files of the enterprise centre and the back office (src/client/routes/_centre*, routes/ops*).
const BACK_OFFICE_ROUTE = /\/src\/client\/routes\/(?:_centre|ops)(?:\/|\.tsx)/;

/**
 * No preload list for the lazy routes of the enterprise centre and the back office.
 *
 * For each lazy import Vite writes into the importing chunk the names of every script the imported chunk
 * needs, so it can fetch them all at once. The entry imports every route lazily, and the lists of the
 * centre's and back office's hundred-odd routes were 12 KB of its text (4 KB gzip of /home's budget, npm run
 * bench:bundle), read by every visitor of every public page. Those routes are opened by signed-in staff, on
 * whose browsers the service worker has precached every chunk: the browser follows a route chunk's own imports
 * from that cache. Public routes keep their lists, since a visitor's first page is fetched over the network.
 * Stylesheets are never dropped (Vite adds them after this filter).
 */
export function backOfficePreloads(): { plugin: Plugin; resolveDependencies: ResolveModulePreloadDependenciesFn } {
  const backOfficeChunks = new Set<string>();
  let collected = false;
  const plugin: Plugin = {
    name: "roadshow:back-office-preloads",
    apply: "build",
    // runs before Vite's own generateBundle (a post plugin), which is where the lists are written
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type === "chunk" && file.isDynamicEntry && file.moduleIds.some((id) => BACK_OFFICE_ROUTE.test(id))) {
          backOfficeChunks.add(file.fileName);
        }
      }
      collected = true;
    },
  };
  const resolveDependencies: ResolveModulePreloadDependenciesFn = (filename, deps) => {
    // a Vite that asked earlier would silently preload everything again: fail the build instead
    if (!collected) throw new Error("back-office-preloads: asked for a preload list before the bundle was read");
    return backOfficeChunks.has(filename) ? [] : deps;
  };
  return { plugin, resolveDependencies };
}
