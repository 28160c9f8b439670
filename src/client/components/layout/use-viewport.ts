import { useSyncExternalStore } from "react";
import { isMobileWidth } from "#shared/shell/display.ts";

function subscribe(onChange: () => void): () => void {
  window.addEventListener("resize", onChange);
  return () => window.removeEventListener("resize", onChange);
}

const readWidth = () => window.innerWidth;
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
