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
