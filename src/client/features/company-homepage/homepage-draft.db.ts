import { z } from "zod";
import { draftStore } from "#client/lib/draft-store.ts";
import { ZCompanyIntro, type TCompanyIntro } from "#shared/institution/company-intro.ts";

/**
 * The homepage editor's draft in the browser database (docs/offline.md, drafts): every edit is kept, so a
 * reload or a lost network resumes the edit where it was, until the change is submitted or discarded. One per
 * user and company.
 */
export const HOMEPAGE_DRAFT_KIND = "homepage-edit";

export interface THomepageDraft {
  logoPath: string | null;
  miniLogoPath: string | null;
  logoVectorPath: string | null;
  intro: TCompanyIntro;
}

const store = draftStore<THomepageDraft>(
  HOMEPAGE_DRAFT_KIND,
  z.object({ logoPath: z.string().nullable(), miniLogoPath: z.string().nullable(), logoVectorPath: z.string().nullable(), intro: ZCompanyIntro }),
);

export const loadHomepageDraft = (userId: number, companyId: number): Promise<THomepageDraft | null> => store.load(userId, companyId);
export const saveHomepageDraft = (userId: number, companyId: number, draft: THomepageDraft): Promise<void> => store.save(userId, companyId, draft);
export const dropHomepageDraft = (userId: number, companyId: number): Promise<void> => store.drop(userId, companyId);
