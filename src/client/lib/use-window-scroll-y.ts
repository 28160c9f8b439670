import { useEffect, useState } from "react";

/**
 * The window's vertical scroll offset, updated on each scroll event. Unlike Mantine's useWindowScroll it does
 * not read the offset when it mounts: that read, in the first render's effects, made the browser lay out the
 * freshly rendered page inside the same task (80 to 150 ms on Lighthouse's throttled phone, npm run
 * bench:lighthouse). Every navigation starts at the top (the router does not restore scroll), and a browser
 * that restores an offset fires a scroll event for it.
 */
export function useWindowScrollY(): number {
  const [y, setY] = useState(0);
  useEffect(() => {
    const onScroll = () => setY(window.scrollY);
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);
  return y;
}

/** Scrolls the window back to the top, smoothly (the back-to-top button). */
export function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: "smooth" });
}
