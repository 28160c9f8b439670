import type { MouseEvent } from "react";
import { useNavigate } from "@tanstack/react-router";
import { hrefOf } from "#client/features/shell/search-params.ts";
import type { TNavItem } from "#shared/api/shell.contract.ts";
import { navTarget, type TNavTarget } from "#shared/shell/nav-target.ts";

/** What an anchor for a navigation item needs: a real href (so middle-click and "copy link" work) and a click. */
export interface NavAnchorProps {
  href?: string;
  target?: string;
  rel?: string;
  onClick: (event: MouseEvent<HTMLElement>) => void;
}

/** The address a route target stands for. */
export function targetHref(target: Extract<TNavTarget, { kind: "route" }>): string {
  return hrefOf(target.to, target.search);
}

// A plain left click is handled by the router; modified clicks keep the browser's own behaviour.
function isPlainClick(event: MouseEvent<HTMLElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Anchor props for a navigation item, as `navTarget` decides (spec 1 §2.2): externals open in a new tab
 * without access to this window, routes go through the router, "none" does nothing. `after` runs after a
 * click that leads somewhere (the mobile drawer closes itself with it).
 */
export function useNavAnchor(isMobile: boolean, after?: () => void) {
  const navigate = useNavigate();
  return (item: TNavItem): NavAnchorProps => {
    const target = navTarget(item, isMobile);
    if (target.kind === "external") {
      return { href: target.url, target: "_blank", rel: "noopener noreferrer", onClick: () => after?.() };
    }
    if (target.kind === "route") {
      const href = targetHref(target);
      return {
        href,
        onClick: (event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          void navigate({ href });
          after?.();
        },
      };
    }
    return { onClick: (event) => event.preventDefault() };
  };
}

/** Whether an item (or one of its children) leads to the page being shown, for the active underline. */
export function isNavItemActive(item: TNavItem, pathname: string, search: Record<string, unknown>): boolean {
  const target = navTarget(item, false);
  if (target.kind === "route" && target.to.toLowerCase() === pathname.toLowerCase()) {
    // items sharing a page (nav4/nav5, the nav9 company types) differ only in the query
    return Object.entries(target.search ?? {}).every(([key, value]) => String(search[key] ?? "") === value);
  }
  return item.childrenList.some((child) => isNavItemActive(child, pathname, search));
}
