import { useSyncExternalStore } from "react";
import { isMobileWidth } from "#shared/shell/display.ts";

// The width is read once here and again on each resize, never during a render: reading window.innerWidth
// makes the browser lay out the page first if anything changed, and useSyncExternalStore reads its
// snapshot after every commit as well, so the activity page paid for a whole layout (157 ms at the 4x
// throttle) inside a React task. This listener is added before any component's, so it updates the width
// before they read it.
let currentWidth = typeof window === "undefined" ? 1920 : window.innerWidth;
if (typeof window !== "undefined") {
  window.addEventListener("resize", () => {
    currentWidth = window.innerWidth;
  });
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener("resize", onChange);
  return () => window.removeEventListener("resize", onChange);
}

const readWidth = () => currentWidth;
// Without a window (never in this app, but React asks) the desktop layout is the safer guess.
const serverWidth = () => 1920;

/**
 * The viewport width and whether it gets the mobile layout (breakpoint by login type, spec 1 §9). Read
 * synchronously on the first render, so a desktop page never flashes the mobile header.
 */
export function useViewport(loginType: string | null): { width: number; isMobile: boolean } {
  const width = useSyncExternalStore(subscribe, readWidth, serverWidth);
  return { width, isMobile: isMobileWidth(width, loginType) };
}
