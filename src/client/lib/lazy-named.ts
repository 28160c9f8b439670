import { lazy, useState, type ComponentType } from "react";

/**
 * React.lazy for a named export. Dialogs, drawers and the live socket are only needed once opened or logged
 * in, so they load on first use instead of weighing on the first paint of every page (npm run bench:bundle).
 */
export function lazyNamed<M extends Record<string, unknown>, K extends keyof M>(load: () => Promise<M>, name: K): M[K] {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own signature takes any props
  return lazy(async () => ({ default: (await load())[name] as ComponentType<any> })) as unknown as M[K];
}

/** True from the first time `flag` is true on: a lazily loaded dialog stays mounted after it first opens, so it can animate closed. */
export function useEverTrue(flag: boolean): boolean {
  const [ever, setEver] = useState(flag);
  if (flag && !ever) setEver(true);
  return ever || flag;
}
