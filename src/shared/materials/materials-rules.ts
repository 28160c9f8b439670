import { outcomeTable } from "../outcome/outcome.ts";

/**
 * The rules of an activity's materials (document 3 sections 4, 5 and 9; document 4 section 7): when the form
 * may be edited, which sections show, and the submit checks in the spec's order. The server refuses with
 * them; the form hides, disables and points at the first failing section with them.
 */

export const INTRO_MAX = 3000;
export const INTRO_EN_MAX = 6000;
export const GUEST_TEXT_MAX = 100;
export const GUEST_INTRO_MAX = 1000;
export const GUEST_INTRO_EN_MAX = 3000;
export const SCHEDULE_TEXT_MAX = 100;
export const SCHEDULE_EN_MAX = 200;
export const GUEST_COUNT_MAX = 999_999_999;
export const PROMO_PICTURES_MAX = 10;
export const CLOUD_VIDEOS_MAX = 10;
export const SCENE_PHOTOS_MAX = 20;
/** Fund product search starts at this many characters (document 3 section 5). */
export const FUND_SEARCH_MIN = 2;
/** Stored rich text is bounded before any rule reads it, so a hostile body cannot fill the database. */
export const RICH_HTML_MAX = 200_000;
/** The default avatars count as no photo (document 3 section 3). */
export const DEFAULT_AVATARS = ["images/person_man.jpg", "images/person_woman.jpg"] as const;

export const MaterialsMsg = {
  chooseBgTemplate: "请选择活动背景图",
  uploadBg: "请上传活动背景图",
  addSchedule: "请添加日程",
  uploadBgLogo: "请上传背景图logo",
  uploadCompanyLogo: "请上传公司logo",
  enterIntro: "请输入企业介绍",
  enterIntroAndProduct: "请输入企业及产品介绍",
  introTooLong: "介绍字数超出限制，请调整后提交",
  addGuest: "请添加嘉宾",
  enterGuestsOnStage: "请输入台上嘉宾数",
  closed: "资料提交已关闭，无法提交资料",
  versionConflict: "资料已被其他成员修改，请核对两边的内容后再保存",
  guestCountInvalid: `嘉宾人数须为0至${GUEST_COUNT_MAX}的整数`,
  bgTypeInvalid: "背景图类型不正确",
  bgTemplateUnknown: "所选背景图不存在",
  jsonInvalid: "资料格式不正确",
  scheduleTimeTooLong: `日程时间不能超过${SCHEDULE_TEXT_MAX}个字符`,
  scheduleTitleTooLong: `日程标题不能超过${SCHEDULE_TEXT_MAX}个字符`,
  scheduleEnTooLong: `日程英文标题不能超过${SCHEDULE_EN_MAX}个字符`,
  chooseProduct: "请选择产品",
  productDuplicate: "该产品已添加",
  productUnknown: "所选产品不存在",
  fundSearchShort: `请输入至少${FUND_SEARCH_MIN}个字符`,
  tooManyPictures: `宣传图片最多${PROMO_PICTURES_MAX}张`,
  tooManyVideos: `云游视频最多${CLOUD_VIDEOS_MAX}个`,
  tooManyScenePhotos: `现场图片最多${SCENE_PHOTOS_MAX}张`,
  fileNotOwned: "文件不存在，请重新上传",
  enterGuestName: "请输入姓名",
  enterGuestEnName: "请输入嘉宾英文名",
  enterGuestTitle: "请输入职务",
  chooseGender: "请选择性别",
  chooseGuest: "请选择嘉宾",
  guestNotFound: "嘉宾不存在",
  guestMobileTaken: "该手机号已是本活动的嘉宾，是否继续保存？",
  mobileInvalid: "手机号格式不正确",
  sortInvalid: "排序参数不正确",
  translateOff: "暂未开通翻译服务",
  translateEmpty: "请输入需要翻译的内容",
  translateFailed: "翻译失败，请稍后再试",
  textTooLong: (n: number, max: number) => `超出字数限制${n}/${max},请调整后提交`,
  introEnTooLong: (n: number) => `字数超出限制${n}/${GUEST_INTRO_EN_MAX}，请调整后提交`,
} as const;
export const MaterialsOutcome = outcomeTable("materials", MaterialsMsg);
export type TMaterialsOutcome = (typeof MaterialsOutcome)[keyof typeof MaterialsOutcome];

/** bgType: 1 a chosen template (bgNum), 2 a file the company uploaded (activityBgImagePath). */
export const BgType = { template: 1, uploaded: 2 } as const;

/** The facts the editing rule reads: the company's part and the activity's deadline. */
export interface TEditFacts {
  isInfoSubed: boolean;
  isCancel: boolean;
  /** 3 ended */
  status: number;
  infoSubmitCloseTime: Date | string | null;
  /** when an operator last reopened the materials (ops reopen_materials) */
  infoReopenTime: Date | string | null;
}

const ms = (d: Date | string | null): number | null => (d === null ? null : new Date(d).getTime());

/**
 * allowEdit (document 3 sections 4 and 6; document 4 section 7): editable until submitted, while the activity
 * runs and before infoSubmitCloseTime; an operator's reopening after the deadline opens them again.
 */
export function materialsEditable(f: TEditFacts, at: Date): boolean {
  if (f.isCancel || f.status === 3 || f.isInfoSubed) return false;
  const close = ms(f.infoSubmitCloseTime);
  if (close === null || at.getTime() < close) return true;
  const reopened = ms(f.infoReopenTime);
  return reopened !== null && reopened >= close;
}

/** Whether the deadline closed the materials (passed, and not reopened since): an operator may reopen them. */
export function closedByDeadline(infoSubmitCloseTime: Date | string | null, infoReopenTime: Date | string | null, at: Date): boolean {
  const close = ms(infoSubmitCloseTime);
  if (close === null || at.getTime() < close) return false;
  const reopened = ms(infoReopenTime);
  return reopened === null || reopened < close;
}

/** Guest counts show only for a single activity of type 5 or below held live or recorded in the studio. */
export function guestCountsShown(a: { isMulti: boolean; activityType: number; videoType: number | null; recType: number | null }): boolean {
  return !a.isMulti && a.activityType <= 5 && (a.videoType === 1 || (a.videoType === 3 && a.recType === 1));
}

/** companyType of the materials: 2 (company and product) for a fund activity, whose page lists fund products. */
export function materialsCompanyType(activityType: number): 1 | 2 {
  return activityType === 5 ? 2 : 1;
}

/** The text a rich introduction shows, for counting and emptiness: tags dropped, entities as one character. */
export function richTextLength(html: string): number {
  return [...richPlainText(html)].length;
}

export function richPlainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&(?:#\d+|#x[0-9a-f]+|[a-z]+);/gi, "_")
    .replace(/\s+/g, " ")
    .trim();
}

/** Chinese characters are stripped from an English schedule title (document 3 section 5). */
export function stripChinese(text: string): string {
  return text.replace(/[\u3400-\u9fff\uf900-\ufaff\u3000-\u303f\uff00-\uffef]/g, "");
}

export interface TScheduleInput {
  time: string;
  title: string;
  en_title?: string;
}

/** A schedule row with nothing in it (the form always keeps one row). */
export const isEmptyScheduleRow = (r: TScheduleInput): boolean => !r.time.trim() && !r.title.trim() && !(r.en_title ?? "").trim();

/** The facts the submit checks read. */
export interface TSubmitFacts {
  activity: { isMulti: boolean; activityType: number; videoType: number | null; recType: number | null };
  bgType: number | null;
  bgNum: number | null;
  activityBgImagePath: string | null;
  arrangeContentJson: TScheduleInput[];
  logoPath: string | null;
  miniLogoPath: string | null;
  intro: string;
  introEn: string;
  guestCount: number;
  guestsOnStage: number | null;
}

/** The form section a check belongs to, so the page scrolls to it. */
export type TMaterialsSection = "background" | "schedule" | "company" | "guests" | "guestCounts";

export interface TSubmitProblem {
  outcome: TMaterialsOutcome;
  section: TMaterialsSection;
}

/**
 * The materials submit checks, in the spec's order (document 3 section 5), the first failing one with its
 * message; null when the materials may be submitted.
 */
export function firstSubmitProblem(f: TSubmitFacts): TSubmitProblem | null {
  const O = MaterialsOutcome;
  if (f.bgType !== BgType.uploaded && !f.bgNum) return { outcome: O.chooseBgTemplate, section: "background" };
  if (f.bgType === BgType.uploaded && !f.activityBgImagePath) return { outcome: O.uploadBg, section: "background" };
  const rows = f.arrangeContentJson;
  if ((f.activity.activityType === 2 || f.activity.activityType === 3) && (rows.length === 0 || (rows.length === 1 && isEmptyScheduleRow(rows[0]!)))) {
    return { outcome: O.addSchedule, section: "schedule" };
  }
  if (!f.activity.isMulti && !f.logoPath) return { outcome: O.uploadBgLogo, section: "company" };
  if (!f.miniLogoPath) return { outcome: O.uploadCompanyLogo, section: "company" };
  if (!richPlainText(f.intro)) {
    return { outcome: materialsCompanyType(f.activity.activityType) === 2 ? O.enterIntroAndProduct : O.enterIntro, section: "company" };
  }
  if (richTextLength(f.intro) > INTRO_MAX || richTextLength(f.introEn) > INTRO_EN_MAX) return { outcome: O.introTooLong, section: "company" };
  if (f.guestCount === 0) return { outcome: O.addGuest, section: "guests" };
  if (guestCountsShown(f.activity) && !f.guestsOnStage) return { outcome: O.enterGuestsOnStage, section: "guestCounts" };
  return null;
}

/** Whether an avatar path is a real photo (the default images count as none). */
export function hasGuestPhoto(avatarPath: string | null | undefined): boolean {
  if (!avatarPath) return false;
  return !DEFAULT_AVATARS.some((d) => avatarPath.endsWith(d));
}

/** Whether a fund code may join the chosen ones: something chosen, and not chosen twice. */
export function fundProductRefusal(chosen: readonly string[], code: string | null | undefined): TMaterialsOutcome | null {
  if (!code) return MaterialsOutcome.chooseProduct;
  return chosen.includes(code) ? MaterialsOutcome.productDuplicate : null;
}
