import { createRouter, parseSearchWith, stringifySearchWith } from "@tanstack/react-router";
import { routeTree } from "#client/route-tree.gen.ts";
import { dismissFirstPaint } from "#client/lib/first-paint.ts";

/** The app's router: history-mode paths from the file routes under ./routes. */
export const router = createRouter({
  routeTree,
  defaultPreload: "intent",
  // the spec: scroll resets to the top after each navigation
  scrollRestoration: false,
  // The portal's addresses are plain query strings (?orderType=6, ?keyword=600519), as links from the spec's
  // pages, e-mails and the identity provider write them: values stay text, nothing is JSON-quoted.
  parseSearch: parseSearchWith((value) => value),
  stringifySearch: stringifySearchWith(JSON.stringify),
  // a page that failed shows its error, not the first paint the server drew over it (src/client/lib/first-paint.ts)
  defaultOnCatch: () => dismissFirstPaint(),
});

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}
