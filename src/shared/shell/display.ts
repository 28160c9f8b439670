/**
 * Display rules of the shell (document 1 sections 2.2, 4.1 and 9): gray mode, the mobile breakpoint, root
 * font scaling, the search box limit, the fixed side buttons and where Exit goes.
 */
import { hidesSideButtons } from "./route-meta.ts";
import { exitGoesToRoot, LoginType } from "../identity/login-type.ts";

/** The search box takes at most 100 characters (document 1 section 9). */
export const SEARCH_MAX_LENGTH = 100;

/** Back-to-top appears after scrolling past 400px (document 1 section 9). */
export const BACK_TO_TOP_THRESHOLD_PX = 400;

/** Mobile breakpoints (document 1 section 9): 1200, or 1000 for login type 5. */
export const MOBILE_BREAKPOINT_PX = 1200;
export const MOBILE_BREAKPOINT_SPECIAL_PX = 1000;

/** Root font scaling widths (document 1 section 9). */
export const DESKTOP_BASE_WIDTH_PX = 1920;
export const MOBILE_BASE_WIDTH_PX = 750;
export const MOBILE_MIN_WIDTH_PX = 375;

/**
 * The root font size at the base width. Mantine sizes everything in rem against a 16px root, so 16px at the
 * design width keeps its components at their intended size there.
 */
export const ROOT_FONT_BASE_PX = 16;

/**
 * The mobile design is drawn 750 wide at twice the density, i.e. 375 CSS pixels: that is the width at which
 * the mobile root font is ROOT_FONT_BASE_PX.
 */
export const MOBILE_DESIGN_DENSITY = 2;

/** Legibility bounds of the root font: a laptop never drops below 14px (Mantine sizes are rem), a tablet in the mobile layout is not blown up. */
export const ROOT_FONT_MIN_PX = 14;
export const ROOT_FONT_MAX_PX = 20;

/** The home page, where gray mode 1 and the pre-collection shortcut apply; "/" redirects there. */
const HOME_PATHS = new Set(["/home", "/"]);

function normalizePath(pathname: string): string {
  const trimmed = pathname.split(/[?#]/)[0]?.replace(/\/+$/, "") ?? "";
  return trimmed === "" ? "/" : trimmed;
}

/** Whether a path is the home page ("/" included, which redirects there). */
export function isHomePath(pathname: string): boolean {
  return HOME_PATHS.has(normalizePath(pathname).toLowerCase());
}

/** Gray mode rule (document 1 section 4.1): setting 1 grays only the home page, 2 grays every page, anything else none. */
export function isGrayApplied(setting: number, pathname: string): boolean {
  if (setting === 2) return true;
  if (setting === 1) return isHomePath(pathname);
  return false;
}

/** Mobile breakpoint rule (document 1 section 9): 1000px for login type 5, 1200px otherwise. */
export function mobileBreakpoint(loginType: string | null): number {
  return loginType === LoginType.special ? MOBILE_BREAKPOINT_SPECIAL_PX : MOBILE_BREAKPOINT_PX;
}

/** Mobile layout rule: a viewport narrower than the breakpoint gets the mobile variant. */
export function isMobileWidth(viewportWidth: number, loginType: string | null): boolean {
  return viewportWidth < mobileBreakpoint(loginType);
}

/**
 * Root font scaling rule (document 1 section 9): the root font is ROOT_FONT_BASE_PX at the base width (1920
 * on desktop; 750 design pixels, i.e. 375 CSS pixels, on mobile) and proportional to the viewport width,
 * which on mobile never counts as narrower than 375. The result stays within ROOT_FONT_MIN_PX and
 * ROOT_FONT_MAX_PX and is rounded to hundredths of a pixel. An unusable width gives the base size.
 */
export function rootFontSizePx(viewportWidth: number, isMobile: boolean): number {
  if (!Number.isFinite(viewportWidth) || viewportWidth <= 0) return ROOT_FONT_BASE_PX;
  const raw = isMobile
    ? (ROOT_FONT_BASE_PX * Math.max(viewportWidth, MOBILE_MIN_WIDTH_PX) * MOBILE_DESIGN_DENSITY) / MOBILE_BASE_WIDTH_PX
    : (ROOT_FONT_BASE_PX * viewportWidth) / DESKTOP_BASE_WIDTH_PX;
  const bounded = Math.min(ROOT_FONT_MAX_PX, Math.max(ROOT_FONT_MIN_PX, raw));
  return Math.round(bounded * 100) / 100;
}

/**
 * rootFontSizePx as a style sheet, for a page drawn before any script runs (the server's first paint of an
 * activity page): the same proportions and bounds in CSS, at the breakpoint of a visitor who has not logged
 * in. It rounds nothing; the client's own setting replaces it at its first render.
 */
export function rootFontSizeCss(): string {
  const mobile = (ROOT_FONT_BASE_PX * MOBILE_DESIGN_DENSITY) / MOBILE_BASE_WIDTH_PX;
  const desktop = ROOT_FONT_BASE_PX / DESKTOP_BASE_WIDTH_PX;
  const bounded = (size: string) => `clamp(${ROOT_FONT_MIN_PX}px, ${size}, ${ROOT_FONT_MAX_PX}px)`;
  return (
    `html{font-size:${bounded(`calc(max(100vw, ${MOBILE_MIN_WIDTH_PX}px) * ${mobile.toFixed(6)})`)}}` +
    `@media (min-width:${MOBILE_BREAKPOINT_PX}px){html{font-size:${bounded(`calc(100vw * ${desktop.toFixed(6)})`)}}}`
  );
}

/** Search keyword rule (document 1 section 2.2): trimmed, at most 100 characters; null when nothing is left to search. */
export function searchKeyword(input: string | null | undefined): string | null {
  const trimmed = Array.from(input?.trim() ?? "").slice(0, SEARCH_MAX_LENGTH).join("").trim();
  return trimmed === "" ? null : trimmed;
}

/** Back-to-top scroll rule (document 1 section 2.2): shown once the page has scrolled past 400px. */
export function isPastBackToTopThreshold(scrollTop: number): boolean {
  return scrollTop > BACK_TO_TOP_THRESHOLD_PX;
}

export interface TSideButtons {
  backToTop: boolean;
  preCallQa: boolean;
  customerService: boolean;
  chatQr: boolean;
  hotline: boolean;
}

/**
 * Fixed side buttons rule (document 1 section 2.2): all hidden on /recentActivity and /preCallQa; otherwise
 * back-to-top (which also waits for the scroll threshold) and the chat-app QR always, the pre-collection
 * shortcut on home only, customer service for logged-in users only, the hotline for any login but type 5.
 */
export function sideButtonsVisible(pathname: string, isLoggedIn: boolean, loginType: string | null): TSideButtons {
  if (hidesSideButtons(normalizePath(pathname))) {
    return { backToTop: false, preCallQa: false, customerService: false, chatQr: false, hotline: false };
  }
  return {
    backToTop: true,
    preCallQa: isHomePath(pathname),
    customerService: isLoggedIn,
    chatQr: true,
    hotline: loginType !== LoginType.special,
  };
}

/** Exit rule (document 1 section 4.1): a login type above 3 exits to the site root, the others through the provider's logout URL. */
export function exitTarget(loginType: string): "root" | "provider" {
  return exitGoesToRoot(loginType) ? "root" : "provider";
}
