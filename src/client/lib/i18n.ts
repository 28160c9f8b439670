import { i18n } from "@lingui/core";
import { catalogLoaders } from "#client/locales/catalogs.ts";

export const locales = ["zh-CN", "en-US"] as const;
export type Locale = (typeof locales)[number];

/** zh-CN is the source locale: the spec's messages are Chinese. */
export const defaultLocale: Locale = "zh-CN";

// The spec's client-side key for the chosen language.
const LANGUAGE_KEY = "language";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** The remembered language, or the source locale. */
export function storedLocale(): Locale {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    return isLocale(stored) ? stored : defaultLocale;
  } catch {
    return defaultLocale;
  }
}

/**
 * Loads the locale's catalog and activates it; a visitor's own choice is remembered for the next visit, while
 * a switch the portal makes itself (the Chinese-only enterprise centre) is not.
 */
export async function activateLocale(locale: Locale, { remember = true }: { remember?: boolean } = {}): Promise<void> {
  const load = catalogLoaders[locale];
  if (!load) throw new Error(`No catalog for ${locale}`);
  const { messages } = await load();
  i18n.load(locale, messages);
  i18n.activate(locale);
  document.documentElement.lang = locale;
  if (!remember) return;
  try {
    localStorage.setItem(LANGUAGE_KEY, locale);
  } catch {
    // storage unavailable: the choice lasts for this page only
  }
}

export { i18n };
