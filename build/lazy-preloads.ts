import { readdirSync } from "node:fs";
import path from "node:path";

/**
 * Vite lists, in the entry chunk, the files each lazy route needs so that it can preload them all at once
 * when the route is opened (its preload map: every file name and every route's list, about 6 KB gzip of the
 * entry that every page downloads first). The back office and the enterprise centre are opened by few
 * visitors and rarely first, so their routes keep only their stylesheets in the map (which the map is the
 * only way to load) and fetch their scripts as the browser meets their imports. The public pages keep their
 * whole lists: their first visit is what the preloads are for.
 *
 * A route chunk is named after its route file (TanStack's code splitting), so the back-office chunks are
 * known by the names of the files under routes/ops and routes/_centre; a name that is also a public route
 * file's keeps its preloads. Only preloading changes: every file still loads when it is imported.
 */
export function lazyPreloads(routesDir: string): (filename: string, deps: string[], context: { hostType: "html" | "js" }) => string[] {
  const names = (dir: string) =>
    new Set(
      readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isFile() && e.name.endsWith(".tsx"))
        .map((e) => e.name.replace(/\.tsx$/, "")),
    );
  const publicNames = names(routesDir);
  const backOffice = new Set([...names(path.join(routesDir, "ops")), ...names(path.join(routesDir, "_centre"))].filter((n) => !publicNames.has(n)));
  return (filename, deps, { hostType }) => {
    if (hostType !== "js") return deps;
    // assets/<name>-<hash>.js
    const name = path.basename(filename).replace(/-[\w-]{8}\.js$/, "");
    return backOffice.has(name) ? deps.filter((d) => d.endsWith(".css")) : deps;
  };
}
