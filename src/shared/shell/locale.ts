/** The portal's languages: zh-CN is the source (the spec's messages are Chinese), en-US the translation. */
export const LOCALES = ["zh-CN", "en-US"] as const;
export type TLocale = (typeof LOCALES)[number];

/**
 * The cookie that tells the server the language a visitor chose (the client keeps the choice in local storage,
 * which the server cannot read): the page the server draws before the client's code has run is drawn in it.
 * A preference, not an identity: the same two values for everyone.
 */
export const LOCALE_COOKIE = "lang";

/** The language a Cookie header names, or zh-CN, the source, when it names none the portal has. */
export function localeOfCookieHeader(header: string | null | undefined): TLocale {
  for (const part of (header ?? "").split(";")) {
    const [name, value] = part.split("=").map((s) => s.trim());
    if (name === LOCALE_COOKIE) return (LOCALES as readonly string[]).includes(value ?? "") ? (value as TLocale) : "zh-CN";
  }
  return "zh-CN";
}

/** The Set-Cookie-style text the client writes, a year long, for every page of the site. */
export function localeCookieText(locale: TLocale): string {
  return `${LOCALE_COOKIE}=${locale}; path=/; max-age=31536000; samesite=lax`;
}
