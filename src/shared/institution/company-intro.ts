import { z } from "zod";

/**
 * The stored shape of a company homepage's companyIntroJson (document 3 section 3), apart from the pure rules
 * in company-homepage.ts so that pages importing those do not pay for zod.
 */

const ZMedia = z.object({
  url: z.string(),
  name: z.string().optional().default(""),
  size: z.number().optional(),
  videoTypeName: z.string().optional(),
});

/** companyIntroJson with the spec's key spellings (gsfc_intro, gsfc_intro_en_show …). */
export const ZCompanyIntro = z.object({
  gsfc_intro: z.string().default(""),
  gsfc_intro_en_show: z.boolean().default(false),
  gsfc_intro_en: z.string().default(""),
  gsfc_pics: z.array(z.object({ image: z.string(), title: z.string().optional().default(""), size: z.number().optional() })).default([]),
  intro_video: ZMedia.nullable().default(null),
  cloud_video: z.array(ZMedia).default([]),
});
export type TCompanyIntro = z.infer<typeof ZCompanyIntro>;

/** A stored intro read leniently: what does not fit the shape counts as empty, never a failing page. */
export function readCompanyIntro(stored: unknown): TCompanyIntro {
  const parsed = ZCompanyIntro.safeParse(stored ?? {});
  return parsed.success ? parsed.data : ZCompanyIntro.parse({});
}

