import { isCompanyType } from "../company/company-type.ts";

/**
 * The published company homepage of document 3 section 3 ("Company homepage") as the public institution
 * pages show it (document 4 section 2.7): logos, a picture carousel turning every 2000 ms, videos and the
 * introduction in the page's language.
 */

/** companyType of the directory meaning "every type" (the navigation's nav9 default). */
export const ALL_COMPANY_TYPES = 686868;

/** The carousel's interval on the company homepage (document 3 section 2.2 item 5). */
export const HOMEPAGE_CAROUSEL_MS = 2000;

/** Cards per page of the institution directory and activities per page of a company's homepage. */
export const INSTITUTION_PAGE_SIZE = 12;
export const COMPANY_ACTIVITY_PAGE_SIZE = 6;

export const InstitutionMsg = {
  notFound: "机构不存在",
  badType: "机构类型不正确",
  badId: "机构编号不正确",
  keywordTooLong: "搜索内容不能超过100个字符",
} as const;

/**
 * Which introduction a locale reads (document 3 section 2.2 item 5, "English intro depending on language"):
 * English only in en-US, when the company chose to show it and wrote one; Chinese otherwise.
 */
export function introForLocale(intro: { gsfc_intro: string; gsfc_intro_en: string; gsfc_intro_en_show: boolean }, locale: string): { html: string; lang: "zh" | "en" } {
  if (locale === "en-US" && intro.gsfc_intro_en_show && intro.gsfc_intro_en.trim() !== "") return { html: intro.gsfc_intro_en, lang: "en" };
  return { html: intro.gsfc_intro, lang: "zh" };
}

/**
 * The directory's type filter: 686868 (or nothing) is every type, else one known company type; anything
 * else is refused (null means refuse, "all" every type).
 */
export function directoryTypeFilter(companyType: number | undefined): number | "all" | null {
  if (companyType === undefined || companyType === ALL_COMPANY_TYPES) return "all";
  return isCompanyType(companyType) ? companyType : null;
}
