import { createRouter } from "@tanstack/react-router";
import { routeTree } from "#client/route-tree.gen.ts";

/** The app's router: history-mode paths from the file routes under ./routes. */
export const router = createRouter({
  routeTree,
  defaultPreload: "intent",
  // the spec: scroll resets to the top after each navigation
  scrollRestoration: false,
});

declare module "@tanstack/react-router" {
  interface Register {
    router: typeof router;
  }
}
