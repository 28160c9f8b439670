import { createElement, lazy, useEffect, useState, type ComponentType } from "react";

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

/**
 * A named export loaded on demand that can also be fetched ahead: for a part that some states draw on first
 * paint and others never (the signed-in header's avatar). Once `preload` has finished, the component renders at
 * once, with no Suspense fallback frame; rendered before that, it draws nothing and loads itself. `preload`
 * never rejects (offline without a service worker): the component then tries again when it mounts.
 */
export function preloadableNamed<M extends Record<string, unknown>, K extends keyof M>(
  load: () => Promise<M>,
  name: K,
): { Component: M[K]; preload: () => Promise<void> } {
  let loaded: ComponentType<Record<string, unknown>> | null = null;
  let pending: Promise<boolean> | null = null;
  const fetchOnce = (): Promise<boolean> => {
    pending ??= load().then(
      (module) => {
        loaded = module[name] as ComponentType<Record<string, unknown>>;
        return true;
      },
      () => {
        pending = null;
        return false;
      },
    );
    return pending;
  };

  function Preloaded(props: Record<string, unknown>) {
    const [, setReady] = useState(false);
    useEffect(() => {
      if (loaded) return;
      let live = true;
      void fetchOnce().then((ok) => live && ok && setReady(true));
      return () => {
        live = false;
      };
    }, []);
    return loaded ? createElement(loaded, props) : null;
  }

  return { Component: Preloaded as unknown as M[K], preload: async () => void (await fetchOnce()) };
}
