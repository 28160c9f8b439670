import { useDeferredValue, type ReactNode } from "react";

/**
 * Renders `children` in a second, background render once the rest of the page has been committed. React's
 * deferred value with an initial value (React 19) first renders `fallback`, then renders the children at
 * transition priority: in slices that yield to input and painting, so a long page's lower sections never hold
 * the main thread in one long task (Lighthouse's Total Blocking Time, npm run bench:lighthouse). Content above
 * the fold stays outside, so it paints first.
 */
export function DeferredRender({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  const ready = useDeferredValue(true, false);
  return ready ? children : fallback;
}
