import { activateLocale, i18n, isLocale, type Locale } from "#client/lib/i18n.ts";
import { isCentrePath } from "#shared/shell/route-meta.ts";

// The language the visitor had chosen before entering the centre, restored when they leave it.
let localeBeforeCentre: Locale | null = null;

/**
 * The enterprise centre is Chinese only (spec 1 §4.1): entering a centre page switches to zh-CN, leaving it
 * switches back to the language chosen before. Run before the route renders, so no English centre page flashes.
 * Returns whether the language changed (the caller refetches server texts then).
 */
export async function syncCentreLocale(pathname: string): Promise<boolean> {
  if (isCentrePath(pathname)) {
    if (i18n.locale === "zh-CN") return false;
    localeBeforeCentre = isLocale(i18n.locale) ? i18n.locale : null;
    await activateLocale("zh-CN");
    return true;
  }
  if (localeBeforeCentre === null) return false;
  const previous = localeBeforeCentre;
  localeBeforeCentre = null;
  if (previous === i18n.locale) return false;
  await activateLocale(previous);
  return true;
}
