import { outcomeTable, type TOutcome } from "../outcome/outcome.ts";
import { CLOUD_VIDEOS_MAX, INTRO_EN_MAX, INTRO_MAX, MaterialsOutcome, PROMO_PICTURES_MAX, richPlainText, richTextLength } from "../materials/materials-rules.ts";

/**
 * The company homepage's rules (document 3 sections 2.2 item 5, 3, 4, 5, 6 and 9; document 4 section 6): who
 * edits, what a change must hold, the approval states and how any stored change becomes what the public pages
 * read. The server refuses with them; the centre's panel and the back office's queue hide and disable by them.
 */

/** Status of a change (document 3 section 3, "Company intro modification record"). */
export const HomepageChangeStatus = { pending: 0, approved: 1, rejected: 2 } as const;
export type THomepageChangeStatus = (typeof HomepageChangeStatus)[keyof typeof HomepageChangeStatus];

/** The records dialog's page size (document 3 section 9, "approval records page size 15"). */
export const HOMEPAGE_RECORDS_PAGE_SIZE = 15;
/** An operator's rejection reason is plain text of at most this many characters. */
export const HOMEPAGE_REASON_MAX = 200;

export const HomepageMsg = {
  submitted: "提交成功，请等待审核",
  changeNotFound: "主页变更记录不存在",
  alreadyReviewed: "该主页变更已审核，请刷新后查看",
  reasonRequired: "请填写驳回原因",
  reasonTooLong: `驳回原因不能超过${HOMEPAGE_REASON_MAX}个字符`,
  badStatus: "审核结果不正确",
} as const;
export const HomepageOutcome = outcomeTable("homepage", HomepageMsg);

/** The status texts the records dialog shows (statusText on the wire, zh-CN as the spec's server sends it). */
export function homepageStatusText(status: number): string {
  return status === HomepageChangeStatus.approved ? "审核通过" : status === HomepageChangeStatus.rejected ? "审核驳回" : "待审核";
}

/**
 * Edit, back, approval records and submit are the admin's only (document 3 section 6); reading the panel is
 * for whoever sees the homepage tab (the activity tabs' rule, canUseActivityTabs).
 */
export function canEditHomepage(user: { companyUserRole: number }): boolean {
  return user.companyUserRole === 1;
}

export interface THomepageDraft {
  gsfc_intro: string;
  gsfc_intro_en: string;
  gsfc_pics: readonly unknown[];
  cloud_video: readonly unknown[];
}

/** The first section 5 check a homepage change fails, in the spec's order, or null when it may be submitted. */
export function homepageProblem(d: THomepageDraft): TOutcome | null {
  if (!richPlainText(d.gsfc_intro)) return MaterialsOutcome.enterIntro;
  if (richTextLength(d.gsfc_intro) > INTRO_MAX || richTextLength(d.gsfc_intro_en) > INTRO_EN_MAX) return MaterialsOutcome.introTooLong;
  if (d.gsfc_pics.length > PROMO_PICTURES_MAX) return MaterialsOutcome.tooManyPictures;
  if (d.cloud_video.length > CLOUD_VIDEOS_MAX) return MaterialsOutcome.tooManyVideos;
  return null;
}

/** An operator's verdict: approve (1), or reject (2) with a reason; anything else is refused. */
export function homepageReviewProblem(current: number, status: number, reason: string | undefined): TOutcome | null {
  if (status !== HomepageChangeStatus.approved && status !== HomepageChangeStatus.rejected) return HomepageOutcome.badStatus;
  if (current !== HomepageChangeStatus.pending) return HomepageOutcome.alreadyReviewed;
  if (status === HomepageChangeStatus.rejected) {
    const text = reason?.trim() ?? "";
    if (!text) return HomepageOutcome.reasonRequired;
    if ([...text].length > HOMEPAGE_REASON_MAX) return HomepageOutcome.reasonTooLong;
  }
  return null;
}

interface TMedia {
  url: string;
  name: string;
  size?: number;
  videoTypeName?: string;
}

const str = (v: unknown): string => (typeof v === "string" ? v : "");
const num = (v: unknown): number | undefined => (typeof v === "number" && Number.isFinite(v) ? v : undefined);

function media(url: unknown, name: unknown, size: unknown, videoTypeName: unknown): TMedia | null {
  if (!str(url)) return null;
  return { url: str(url), name: str(name), ...(num(size) !== undefined ? { size: num(size) } : {}), ...(str(videoTypeName) ? { videoTypeName: str(videoTypeName) } : {}) };
}

/**
 * A stored change's companyIntroJson in the one shape the public pages read (company-intro.ts). Changes come
 * from the homepage editor (cloud_video a list of videos) and from submitted materials, whose form keeps the
 * spec's parallel lists ({ url: [], name: [], size: [] }); both publish the same way, so an approval never
 * publishes an introduction the public page would read as empty.
 */
export function toPublishedIntro(stored: unknown): {
  gsfc_intro: string;
  gsfc_intro_en_show: boolean;
  gsfc_intro_en: string;
  gsfc_pics: { image: string; title: string; size?: number }[];
  intro_video: TMedia | null;
  cloud_video: TMedia[];
} {
  const j = (stored && typeof stored === "object" ? stored : {}) as Record<string, unknown>;
  const pics = Array.isArray(j.gsfc_pics) ? (j.gsfc_pics as Record<string, unknown>[]) : [];
  const intro = j.intro_video && typeof j.intro_video === "object" ? (j.intro_video as Record<string, unknown>) : null;
  let cloud: TMedia[] = [];
  if (Array.isArray(j.cloud_video)) {
    cloud = (j.cloud_video as Record<string, unknown>[]).map((v) => (v && typeof v === "object" ? media(v.url, v.name, v.size, v.videoTypeName) : null)).filter((v): v is TMedia => v !== null);
  } else if (j.cloud_video && typeof j.cloud_video === "object") {
    const lists = j.cloud_video as Record<string, unknown>;
    const at = (key: string, i: number) => (Array.isArray(lists[key]) ? (lists[key] as unknown[])[i] : undefined);
    const urls = Array.isArray(lists.url) ? (lists.url as unknown[]) : [];
    cloud = urls.map((u, i) => media(u, at("name", i), at("size", i), at("videoTypeName", i))).filter((v): v is TMedia => v !== null);
  }
  return {
    gsfc_intro: str(j.gsfc_intro),
    gsfc_intro_en_show: j.gsfc_intro_en_show === true,
    gsfc_intro_en: str(j.gsfc_intro_en),
    gsfc_pics: pics
      .filter((p) => p && typeof p === "object" && str(p.image))
      .map((p) => ({ image: str(p.image), title: str(p.title), ...(num(p.size) !== undefined ? { size: num(p.size) } : {}) })),
    intro_video: intro ? media(intro.url, intro.name, intro.size, intro.videoTypeName) : null,
    cloud_video: cloud,
  };
}
