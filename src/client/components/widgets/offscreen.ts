import type { CSSProperties } from "react";
import classes from "./offscreen.module.css";

/** The class of a block whose rendering waits until it is near the screen (offscreen.module.css). */
export const offscreenClass = classes.offscreen!;

/** The height a not-yet-drawn offscreen block stands in with: about its real one, so the page hardly moves. */
export function offscreenHeight(px: number): CSSProperties {
  return { "--offscreen-height": `${px}px` } as CSSProperties;
}
