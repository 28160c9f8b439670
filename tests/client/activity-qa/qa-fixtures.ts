import type { TQaCount, TQaExport, TQaRecord } from "#shared/api/qa.contract.ts";

/** A Q&A record of activity 101: an approved question without an answer unless overridden. */
export function qaRecord(overrides: Partial<TQaRecord> = {}): TQaRecord {
  return {
    id: 1,
    answerId: null,
    activityId: 101,
    questionType: 1,
    content: "请问公司下半年的产能规划？",
    replyContent: null,
    replyDate: null,
    updTime: "2026-11-23 10:00:00",
    questionDate: "2026-11-23 10:00:00",
    userType: 1,
    userNickName: "投资者小王",
    userCompanyName: null,
    userCompanyTitle: null,
    isTestData: false,
    guestName: null,
    guestTitle: null,
    guestCompanyName: null,
    questionAddOneCount: 3,
    status: 1,
    statusText: "已通过",
    repalyStatus: null,
    repalyStatusText: null,
    auditReason: null,
    isCancel: false,
    cancelReason: null,
    activityTitle: "2026年半年度业绩说明会",
    ...overrides,
  };
}

export function qaCount(overrides: Partial<TQaCount> = {}): TQaCount {
  return {
    questionNum: 10,
    answerNum: 4,
    replyRate: "40.00",
    pendingNum: 6,
    answeredNum: 4,
    speechNum: 2,
    refusedNum: 1,
    cancelledAnswerNum: 1,
    ...overrides,
  };
}

export function qaExport(overrides: Partial<TQaExport> = {}): TQaExport {
  return {
    companyName: "鹏城智能",
    companyType: 1,
    activityId: 101,
    activityTitle: "2026年半年度业绩说明会",
    isMulti: false,
    startDate: "2026-12-10",
    questionNum: 2,
    answerNum: 1,
    records: [
      qaRecord({
        id: 1,
        answerId: 11,
        replyContent: "产能将稳步提升。",
        replyDate: "2026-11-23 11:00:00",
        repalyStatus: 1,
        repalyStatusText: "已通过",
        guestName: "张总",
        guestTitle: "董事长",
        questionAddOneCount: 120,
      }),
      qaRecord({ id: 2, content: "分红计划？", userType: 2, userNickName: "某基金" }),
      qaRecord({ id: 3, questionType: 3, content: "感谢各位投资者的关注。", guestName: "李董秘", guestTitle: "董事会秘书", userNickName: null, userType: null }),
    ],
    ...overrides,
  };
}
