import { i18n } from "@lingui/core";
import { catalogLoaders, type CatalogPart } from "#client/locales/catalogs.ts";
import { LOCALES, localeCookieText, type TLocale } from "#shared/shell/locale.ts";

/** zh-CN is the source locale: the spec's messages are Chinese. */
export const defaultLocale: TLocale = "zh-CN";

// The spec's client-side key for the chosen language.
const LANGUAGE_KEY = "language";

export function isLocale(value: unknown): value is TLocale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

/** The remembered language, or the source locale. */
export function storedLocale(): TLocale {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    return isLocale(stored) ? stored : defaultLocale;
  } catch {
    return defaultLocale;
  }
}

/** The catalogs this page has needed so far; a language switch loads all of them in the new language. */
const partsInUse = new Set<CatalogPart>(["shell"]);
const loaded = new Set<string>();

async function loadPart(locale: TLocale, part: CatalogPart): Promise<void> {
  const key = `${locale}:${part}`;
  if (loaded.has(key)) return;
  const load = catalogLoaders[locale]?.[part];
  if (!load) throw new Error(`No catalog ${part} for ${locale}`);
  const { messages } = await load();
  i18n.load(locale, messages);
  loaded.add(key);
}

/**
 * Makes sure the catalogs a page needs are loaded in the active language (the root calls it before a page
 * renders, so no untranslated id flashes). Loading merges into the active messages and re-renders.
 */
export async function ensureCatalogs(parts: readonly CatalogPart[]): Promise<void> {
  for (const part of parts) partsInUse.add(part);
  const locale = isLocale(i18n.locale) ? i18n.locale : defaultLocale;
  await Promise.all(parts.map((part) => loadPart(locale, part)));
}

/**
 * Loads the locale's catalogs (the shell and every one the page has used) and activates it; a visitor's own
 * choice is remembered for the next visit, while a switch the portal makes itself (the Chinese-only
 * enterprise centre) is not.
 */
export async function activateLocale(locale: TLocale, { remember = true }: { remember?: boolean } = {}): Promise<void> {
  if (!catalogLoaders[locale]) throw new Error(`No catalog for ${locale}`);
  await Promise.all([...partsInUse].map((part) => loadPart(locale, part)));
  i18n.activate(locale);
  document.documentElement.lang = locale;
  if (!remember) return;
  try {
    localStorage.setItem(LANGUAGE_KEY, locale);
  } catch {
    // storage unavailable: the choice lasts for this page only
  }
  // the server draws the first paint of an activity page in it (src/server/modules/activity-page/first-paint.ts)
  document.cookie = localeCookieText(locale);
}

export { i18n };
