import type { TPublicActivity, TPublicQa } from "#shared/api/qa.contract.ts";
import type { TUserInfo } from "#shared/api/session.contract.ts";
import type { TQaEvent } from "#shared/qa/qa-events.ts";
import type { TQaPage } from "#client/features/public-qa/public-qa.merge.ts";

/** An approved question, asked `id` minutes after a fixed hour (so higher ids are newer). */
export function qa(id: number, overrides: Partial<TPublicQa> = {}): TPublicQa {
  return {
    id,
    activityId: 7,
    questionType: 1,
    content: `问题${id}`,
    questionDate: new Date(Date.UTC(2026, 10, 21, 2, id)).toISOString(),
    userNickName: `投资者${id}`,
    userType: 1,
    status: 1,
    questionAddOneCount: 0,
    isMine: false,
    hasAddedOne: false,
    guestName: null,
    guestTitle: null,
    guestCompanyName: null,
    guestEnName: null,
    guestTitleEn: null,
    guestEnCompanyName: null,
    answers: [],
    ...overrides,
  };
}

/** A page holding `records`, of `total` items in all. */
export function pageOf(records: TPublicQa[], total = records.length, current = 1): TQaPage {
  return { records, current, pages: Math.ceil(total / 10), total };
}

export function event(overrides: Partial<TQaEvent>): TQaEvent {
  return { type: 10, kind: "questionReviewed", activityId: 7, questionId: 1, answerId: null, status: 1, meTooCount: null, at: 0, ...overrides };
}

/** The record as the public channel carries it: without the viewer's own flags. */
export function pushed(record: TPublicQa): Omit<TPublicQa, "isMine" | "hasAddedOne"> {
  const { isMine: _m, hasAddedOne: _h, ...rest } = record;
  return rest;
}

export function activity(overrides: Partial<TPublicActivity> = {}): TPublicActivity {
  return {
    activityId: 7,
    title: "鹏城智能2026年第三季度业绩说明会",
    enTitle: "Pengcheng Intelligent Q3 2026 Results Briefing",
    companyName: "深圳鹏城智能科技股份有限公司",
    companyShortName: "鹏城智能",
    companyEnShortName: "Pengcheng Intelligent",
    stockCode: "300888",
    miniLogoPath: null,
    activityTypeText: "业绩说明会",
    isMulti: false,
    startDate: "2026-11-21",
    startTime: "15:00",
    endDate: "2026-11-21",
    endTime: "17:00",
    status: 2,
    pubStatus: 2,
    isCancel: false,
    isOpenText: true,
    isAutoApprove: false,
    isPreview: false,
    companyId: 3,
    activityType: 1,
    companyType: 1,
    videoType: 1,
    liveUrl: null,
    bgType: null,
    bgNum: null,
    activityBgImagePath: null,
    bgImageUrl: null,
    logoPath: null,
    promotionalVideoPath: null,
    promotionDiagramPath: null,
    companyIntroJson: null,
    arrangeContentJson: [],
    worksitImageJson: [],
    guestsOnStage: null,
    guestsUnderStage: null,
    fundCodes: [],
    activityFundProductList: [],
    guestList: [],
    companyList: [],
    replayVideoList: [],
    ...overrides,
  };
}

export function user(overrides: Partial<TUserInfo> = {}): TUserInfo {
  return {
    id: 501,
    account: null,
    nickName: "价值投资者",
    mobile: "138****0001",
    loginType: "0",
    userType: "personal",
    operatorRole: null,
    companyId: null,
    companyUserRole: null,
    isBookingEnable: false,
    isFundRoadshowEnable: false,
    isDiversionEnable: false,
    isDistributeEnable: false,
    isActivitySearchEnable: false,
    isMemberManageEnable: false,
    modelType: 0,
    isRealPerson: true,
    investorType: 1,
    ...overrides,
  };
}
