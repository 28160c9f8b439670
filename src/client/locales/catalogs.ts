/// <reference path="../types/lingui-po.d.ts" />
import type { Messages } from "@lingui/core";
import { isCentrePath, isOpsPath } from "#shared/shell/route-meta.ts";

/** The three catalogs of lingui.config.ts: which strings each holds is decided there, by folder. */
export type CatalogPart = "shell" | "site" | "centre";

/**
 * One lazy chunk per locale and catalog; @lingui/vite-plugin compiles the .po file when it is imported
 * (in the build and in the client test project alike).
 */
export const catalogLoaders: Record<string, Record<CatalogPart, () => Promise<{ messages: Messages }>>> = {
  "zh-CN": {
    shell: () => import("./zh-CN/shell.po"),
    site: () => import("./zh-CN/site.po"),
    centre: () => import("./zh-CN/centre.po"),
  },
  "en-US": {
    shell: () => import("./en-US/shell.po"),
    site: () => import("./en-US/site.po"),
    centre: () => import("./en-US/centre.po"),
  },
};

/** Public pages that hold an upload widget, whose strings live in the centre catalog (components/upload). */
const UPLOAD_PAGES = [/^\/login\/authenticationType\/?$/, /^\/addRolling\/[^/]+\/?$/];

/**
 * The catalogs a page needs besides the shell: the home page none, the enterprise centre and the back office
 * theirs, every other page the site's (and the centre's too where it shows an upload widget).
 */
export function catalogPartsFor(pathname: string): CatalogPart[] {
  if (pathname === "/" || pathname === "/home") return [];
  if (UPLOAD_PAGES.some((p) => p.test(pathname))) return ["site", "centre"];
  return isCentrePath(pathname) || isOpsPath(pathname) ? ["centre"] : ["site"];
}
