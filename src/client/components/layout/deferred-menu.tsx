import { cloneElement, Suspense, useState, type ReactElement } from "react";
import { lazyNamed } from "#client/lib/lazy-named.ts";
import type { TMenuEntry, TMenuOptions } from "#client/components/layout/menu-entries.ts";

const MenuDropdown = lazyNamed(() => import("#client/components/layout/menu-dropdown.tsx"), "MenuDropdown");

/**
 * A header dropdown whose menu (and its positioning library) loads on first intent: the trigger is drawn at
 * once, and the first hover, focus or click swaps in the real menu, already open. This keeps the menus out of
 * the JavaScript every page loads before anyone touches it (npm run bench:bundle).
 */
export function DeferredMenu({ trigger, entries, options = {} }: { trigger: ReactElement<Record<string, unknown>>; entries: TMenuEntry[]; options?: TMenuOptions }) {
  const [armed, setArmed] = useState(false);
  if (!armed) {
    const arm = () => setArmed(true);
    return cloneElement(trigger, {
      onClick: arm,
      onPointerEnter: options.hover ? arm : undefined,
      "aria-haspopup": "menu",
      "aria-expanded": false,
    });
  }
  return (
    <Suspense fallback={trigger}>
      <MenuDropdown trigger={trigger} entries={entries} options={options} defaultOpened />
    </Suspense>
  );
}
