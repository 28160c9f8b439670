import { startTransition, useEffect, useState, type ReactNode } from "react";

/**
 * Mounts `items` one at a time, each in a task of its own after the previous one has been committed, instead
 * of all in one commit. For a run of blocks below the fold: the activity page's nine sections mounted in one
 * commit of about 140 ms and laid out in another 150 ms at Lighthouse's 4x throttle (npm run
 * bench:main-thread), each over the 50 ms that Total Blocking Time counts. What is already shown stays; a
 * longer list continues from where it was.
 */
export function Staggered({ items }: { items: readonly ReactNode[] }) {
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown >= items.length) return;
    const timer = setTimeout(() => startTransition(() => setShown((n) => n + 1)), 0);
    return () => clearTimeout(timer);
  }, [shown, items.length]);
  return <>{items.slice(0, shown)}</>;
}
