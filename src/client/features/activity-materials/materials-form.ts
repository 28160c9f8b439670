import type { TCompanyActivityDetail } from "#shared/api/activity.contract.ts";
import type { TFundProduct, TMaterials } from "#shared/api/materials.contract.ts";
import { BgType, firstSubmitProblem, type TSubmitProblem } from "#shared/materials/materials-rules.ts";

/** What the materials form edits (document 3 section 4), as plain values a draft can keep. */
export interface TMaterialsFormValues {
  bgType: number;
  bgNum: number | null;
  activityBgImagePath: string | null;
  logoPath: string | null;
  miniLogoPath: string | null;
  logoVectorPath: string | null;
  promotionalVideoPath: string | null;
  intro: string;
  introEn: string;
  introEnShow: boolean;
  pics: { image: string; title?: string; size?: number }[];
  schedule: { time: string; title: string; en_title: string }[];
  guestsOnStage: string;
  guestsUnderStage: string;
  isSyncToCompanyHomepage: boolean;
  funds: TFundProduct[];
}

/** The part of the detail answer the form works on; null for a withdrawn part (no materials). */
export function materialsOf(a: TCompanyActivityDetail): TMaterials | null {
  if (a.version === undefined || a.companyIntroJson === undefined) return null;
  return { ...(a as unknown as TMaterials), activityId: a.activityId, isInfoSubed: a.isInfoSubed, infoSubTime: a.infoSubTime };
}

const emptyRow = () => ({ time: "", title: "", en_title: "" });

export function formFromMaterials(m: TMaterials): TMaterialsFormValues {
  const intro = m.companyIntroJson;
  return {
    bgType: m.bgType ?? BgType.template,
    bgNum: m.bgNum,
    activityBgImagePath: m.activityBgImagePath,
    logoPath: m.logoPath,
    miniLogoPath: m.miniLogoPath,
    logoVectorPath: m.logoVectorPath,
    promotionalVideoPath: m.promotionalVideoPath,
    intro: intro.gsfc_intro,
    introEn: intro.gsfc_intro_en,
    introEnShow: intro.gsfc_intro_en_show,
    pics: intro.gsfc_pics,
    // the form always shows one row (document 3 section 5, Schedule)
    schedule: m.arrangeContentJson.length > 0 ? m.arrangeContentJson.map((r) => ({ time: r.time, title: r.title, en_title: r.en_title })) : [emptyRow()],
    guestsOnStage: m.guestsOnStage === null ? "" : String(m.guestsOnStage),
    guestsUnderStage: m.guestsUnderStage === null ? "" : String(m.guestsUnderStage),
    isSyncToCompanyHomepage: m.isSyncToCompanyHomepage,
    funds: m.activityFundProductList,
  };
}

export const newScheduleRow = emptyRow;

/** upload_activity_info's body for these values: the *Json fields as JSON text, as the spec sends them. */
export function materialsBody(activityId: number, version: number, v: TMaterialsFormValues, isCommit: boolean, keep: TMaterials["companyIntroJson"]) {
  const count = (s: string) => (s.trim() === "" ? undefined : Number(s));
  return {
    id: activityId,
    version,
    isCommit,
    bgType: v.bgType,
    bgNum: v.bgNum ?? undefined,
    activityBgImagePath: v.activityBgImagePath ?? undefined,
    logoPath: v.logoPath ?? undefined,
    miniLogoPath: v.miniLogoPath ?? undefined,
    logoVectorPath: v.logoVectorPath ?? undefined,
    promotionalVideoPath: v.promotionalVideoPath ?? undefined,
    guestsOnStage: count(v.guestsOnStage),
    guestsUnderStage: count(v.guestsUnderStage),
    isSyncToCompanyHomepage: v.isSyncToCompanyHomepage,
    fundCodes: v.funds.map((f) => f.fundCode).join(","),
    arrangeContentJson: JSON.stringify(v.schedule),
    companyIntroJson: JSON.stringify({
      gsfc_intro: v.intro,
      gsfc_intro_en: v.introEn,
      gsfc_intro_en_show: v.introEnShow,
      gsfc_pics: v.pics,
      // the videos have no control of their own in this form yet: what is stored is sent back unchanged
      intro_video: keep.intro_video,
      cloud_video: keep.cloud_video,
    }),
  };
}

/** The shared submit checks on what the form holds, so the page points at the first failing section. */
export function formSubmitProblem(a: TCompanyActivityDetail, v: TMaterialsFormValues, guestCount: number): TSubmitProblem | null {
  const n = v.guestsOnStage.trim() === "" ? null : Number(v.guestsOnStage);
  return firstSubmitProblem({
    activity: { isMulti: a.isMulti, activityType: a.activityType, videoType: a.videoType, recType: a.recType },
    bgType: v.bgType,
    bgNum: v.bgNum,
    activityBgImagePath: v.activityBgImagePath,
    arrangeContentJson: v.schedule,
    logoPath: v.logoPath,
    miniLogoPath: v.miniLogoPath,
    intro: v.intro,
    introEn: v.introEn,
    guestCount,
    guestsOnStage: Number.isFinite(n) ? n : null,
  });
}

/** The fields a conflict view compares, with how each is shown. */
export const CONFLICT_FIELDS = [
  "bgType", "bgNum", "activityBgImagePath", "logoPath", "miniLogoPath", "logoVectorPath", "intro", "introEn", "introEnShow",
  "pics", "schedule", "guestsOnStage", "guestsUnderStage", "isSyncToCompanyHomepage", "funds",
] as const satisfies readonly (keyof TMaterialsFormValues)[];
export type TConflictField = (typeof CONFLICT_FIELDS)[number];

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields where the draft and the server's newer materials differ. */
export function differingFields(mine: TMaterialsFormValues, theirs: TMaterialsFormValues): TConflictField[] {
  return CONFLICT_FIELDS.filter((f) => !same(mine[f], theirs[f]));
}

/** The server's values with the fields the user chose to keep from the draft. */
export function resolveConflict(mine: TMaterialsFormValues, theirs: TMaterialsFormValues, keepMine: ReadonlySet<TConflictField>): TMaterialsFormValues {
  const out: TMaterialsFormValues = { ...theirs };
  for (const f of keepMine) (out as unknown as Record<string, unknown>)[f] = mine[f];
  return out;
}

export const sameForm = (a: TMaterialsFormValues, b: TMaterialsFormValues) => differingFields(a, b).length === 0;
