import { useEffect, useLayoutEffect } from "react";
import { useLocation } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { clearSession } from "#client/lib/session.ts";
import { useCheckLogin } from "#client/features/session/session.queries.ts";
import { documentTitle } from "#client/features/shell/route-titles.ts";
import { DEFAULT_PUBLIC_SETTINGS, usePublicSettings } from "#client/features/shell/shell.queries.ts";
import { isGrayApplied, rootFontSizePx } from "#shared/shell/display.ts";

/**
 * The page-wide effects of the shell, outside any layout so bare pages get them too: the document title,
 * the root font size, gray mode, and forgetting a session the server has ended.
 */
export function ShellEffects({ width, isMobile }: { width: number; isMobile: boolean }) {
  const { i18n } = useLingui();
  const location = useLocation();
  const settings = usePublicSettings().data ?? DEFAULT_PUBLIC_SETTINGS;
  const checkLogin = useCheckLogin();

  const title = documentTitle(i18n, location.pathname, location.search as Record<string, unknown>);
  useEffect(() => {
    document.title = title;
  }, [title]);

  // Everything is sized in rem, so the root font scales the whole page with the viewport (spec 1 §9). Set
  // before the browser paints the commit: set after it, the first paint was laid out at the browser's 16 px
  // and the whole page grew under the visitor's eyes (a layout shift Lighthouse counted on every page).
  const fontSize = rootFontSizePx(width, isMobile);
  useLayoutEffect(() => {
    document.documentElement.style.fontSize = `${fontSize}px`;
  }, [fontSize]);

  // On <html> rather than the app's root element: a filter on any other element would become the containing
  // block of the fixed side buttons and make them scroll with the page; the root element is exempt.
  const gray = isGrayApplied(settings.grayMode, location.pathname);
  useLayoutEffect(() => {
    document.documentElement.style.filter = gray ? "grayscale(1)" : "";
  }, [gray]);

  // spec 1 §4.1: a login check answering "0" clears the local session
  useEffect(() => {
    if (checkLogin.data === "0") clearSession();
  }, [checkLogin.data]);

  return null;
}
