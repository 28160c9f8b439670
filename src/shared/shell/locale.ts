/** The portal's languages: zh-CN is the source (the spec's messages are Chinese), en-US the translation. */
export const LOCALES = ["zh-CN", "en-US"] as const;
export type TLocale = (typeof LOCALES)[number];
