import { BookingMsg } from "./booking-messages.ts";

/** Title limits (document 1 section 5.1): Chinese 100, English 200. */
export const CN_TITLE_MAX = 100;
export const EN_TITLE_MAX = 200;

/** Title rule: the Chinese topic carries the company short name in front (added when missing). */
export function prefixedTitle(shortName: string, title: string): string {
  const t = title.trim();
  return t.startsWith(shortName) ? t : `${shortName}${t}`;
}

/** The English title starts with the company's English short name when it has one. */
export function prefixedEnTitle(enShortName: string | null, title: string): string {
  const t = title.trim();
  if (!enShortName || t === "" || t.startsWith(enShortName)) return t;
  return `${enShortName} ${t}`;
}

/** The titles a theme fills in for a company. */
export function titlesFromTheme(company: { shortName: string; enShortName: string | null }, theme: { cnName: string; enName: string }) {
  return { cn: prefixedTitle(company.shortName, theme.cnName), en: prefixedEnTitle(company.enShortName, theme.enName) };
}

/**
 * Theme rule: a theme without isAllowModify fixes both titles to the theme's (with the company prefix); the
 * English title may be left out, and is then the theme's. Null when the titles are acceptable.
 */
export function fixedTitleError(
  company: { shortName: string; enShortName: string | null },
  theme: { cnName: string; enName: string; isAllowModify: boolean },
  cnTitle: string,
  enTitle: string | null | undefined,
): string | null {
  if (theme.isAllowModify) return null;
  const fixed = titlesFromTheme(company, theme);
  if (prefixedTitle(company.shortName, cnTitle) !== fixed.cn) return BookingMsg.titleFixed;
  if (enTitle && enTitle.trim() !== "" && prefixedEnTitle(company.enShortName, enTitle) !== fixed.en) return BookingMsg.titleFixed;
  return null;
}

/** The titles a booking stores: prefixed, and the theme's own when the theme fixes them. */
export function bookingTitles(
  company: { shortName: string; enShortName: string | null },
  theme: { cnName: string; enName: string; isAllowModify: boolean },
  cnTitle: string,
  enTitle: string | null | undefined,
): { cn: string; en: string | null } {
  if (!theme.isAllowModify) return titlesFromTheme(company, theme);
  const en = enTitle?.trim() ? prefixedEnTitle(company.enShortName, enTitle) : null;
  return { cn: prefixedTitle(company.shortName, cnTitle), en };
}

/** Why stored titles are too long (the prefix counts), or null. */
export function titleLengthError(titles: { cn: string; en: string | null }): string | null {
  if (titles.cn.length > CN_TITLE_MAX) return BookingMsg.cnTitleTooLong;
  if (titles.en && titles.en.length > EN_TITLE_MAX) return BookingMsg.enTitleTooLong;
  return null;
}
