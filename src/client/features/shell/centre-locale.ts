import { activateLocale, i18n, storedLocale } from "#client/lib/i18n.ts";
import { isCentrePath, isOpsPath } from "#shared/shell/route-meta.ts";

/**
 * The enterprise centre is Chinese only (spec 1 §4.1): a centre page shows zh-CN, every other page the
 * visitor's remembered language. The centre's switch is not remembered, so a reload or a new tab keeps the
 * visitor's own choice. Run before the route renders, so no English centre page flashes.
 * Returns whether the language changed (the caller refetches server texts then).
 */
export async function syncCentreLocale(pathname: string): Promise<boolean> {
  const wanted = isCentrePath(pathname) || isOpsPath(pathname) ? "zh-CN" : storedLocale();
  if (i18n.locale === wanted) return false;
  await activateLocale(wanted, { remember: false });
  return true;
}
