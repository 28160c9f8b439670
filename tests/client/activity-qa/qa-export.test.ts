import { beforeAll, describe, expect, it } from "vitest";
import { activateLocale } from "#client/lib/i18n.ts";
import { qaExcelRows, qaExportLabels, qaIrRows, qaTxtText, guestLabel } from "#client/features/activity-qa/qa-export.ts";
import { exportFileName } from "#client/features/activity-qa/qa-download.ts";
import { subTabRequest } from "#client/features/activity-qa/activity-qa.queries.ts";
import { revokeRequest } from "#client/features/activity-qa/activity-qa.mutations.ts";
import { DEFAULT_REVOKE_REASON } from "#shared/qa/qa-rules.ts";
import { qaExport } from "./qa-fixtures.ts";

beforeAll(async () => {
  await activateLocale("zh-CN");
});

describe("Q&A export builders", () => {
  it("builds the Excel sheet: a header and one row per record, speeches named by their guest", () => {
    const data = qaExport();
    const rows = qaExcelRows(data.records, qaExportLabels());
    expect(rows).toHaveLength(4);
    expect(rows[0]).toEqual([
      "序号", "类型", "提问人", "用户类型", "提问时间", "内容", "我也想问", "审核状态", "回复内容", "回复嘉宾", "回复时间", "回复状态", "审核理由", "撤销理由",
    ]);
    expect(rows[1]).toEqual([
      1, "提问", "投资者小王", "个人投资者", "2026-11-23 10:00:00", "请问公司下半年的产能规划？", "99+", "已通过",
      "产能将稳步提升。", "张总（董事长）", "2026-11-23 11:00:00", "已通过", "", "",
    ]);
    expect(rows[2]?.slice(0, 4)).toEqual([2, "提问", "某基金", "机构投资者"]);
    expect(rows[2]?.[8]).toBe("");
    expect(rows[3]?.slice(0, 7)).toEqual([3, "嘉宾发言", "李董秘（董事会秘书）", "", "2026-11-23 10:00:00", "感谢各位投资者的关注。", null]);
  });

  it("writes the txt text: heading with counts, each question with its answer, speeches", () => {
    const text = qaTxtText(qaExport(), qaExportLabels());
    const lines = text.split("\r\n");
    expect(lines.slice(0, 4)).toEqual(["2026年半年度业绩说明会", "公司名称：鹏城智能", "活动日期：2026-12-10", "问题数：2  回答数：1"]);
    expect(text).toContain("1. 问：投资者小王（2026-11-23 10:00:00）\r\n   请问公司下半年的产能规划？\r\n   答：张总（董事长）（2026-11-23 11:00:00）\r\n   产能将稳步提升。");
    // an unanswered question has no answer line
    expect(text).toContain("2. 问：某基金（2026-11-23 10:00:00）\r\n   分红计划？\r\n\r\n");
    expect(text).toContain("3. 发言：李董秘（董事会秘书）（2026-11-23 10:00:00）\r\n   感谢各位投资者的关注。");
  });

  it("lays out the investor-relations table: the form's fields, then the Q&A", () => {
    const rows = qaIrRows(qaExport(), qaExportLabels());
    expect(rows[0]).toEqual(["鹏城智能投资者关系活动记录表"]);
    expect(rows).toContainEqual(["活动名称", "2026年半年度业绩说明会"]);
    expect(rows).toContainEqual(["问题数", 2]);
    expect(rows).toContainEqual(["回答数", 1]);
    const header = rows.findIndex((r) => r[0] === "序号");
    expect(rows[header + 1]).toEqual([1, "请问公司下半年的产能规划？", "产能将稳步提升。", "张总（董事长）"]);
    expect(rows[header + 3]).toEqual([3, "发言：感谢各位投资者的关注。", "", "李董秘（董事会秘书）"]);
  });

  it("names the files by company, activity id and counts", () => {
    const data = qaExport({ companyName: "鹏城 智能/科技", questionNum: 12, answerNum: 7 });
    expect(exportFileName("excel", data)).toBe("鹏城智能科技-101-问答记录-问题12条-回答7条.xlsx");
    expect(exportFileName("txt", data)).toBe("鹏城智能科技-101-问答记录-问题12条-回答7条.txt");
    expect(exportFileName("ir", data)).toBe("鹏城智能科技-101-投资者关系活动记录表-问题12条-回答7条.xlsx");
  });

  it("labels a guest by what is known", () => {
    expect(guestLabel({ guestName: "张总", guestTitle: null, guestCompanyName: null })).toBe("张总");
    expect(guestLabel({ guestName: "张总", guestTitle: "董事长", guestCompanyName: "鹏城智能" })).toBe("张总（鹏城智能 董事长）");
    expect(guestLabel({ guestName: null, guestTitle: null, guestCompanyName: null })).toBe("");
  });
});

describe("Q&A requests", () => {
  it("pages each sub-tab with its own call and page size 5", () => {
    expect(subTabRequest(1, 101, 2)).toMatchObject({
      contract: { path: "/base-service/api/auth/v1/question_answer_company/company_question_answer_page" },
      body: { activityId: 101, pageNo: 2, pageSize: 5, questionType: 1, isAnswered: 0 },
    });
    expect(subTabRequest(2, 101, 1).body).toEqual({ activityId: 101, pageNo: 1, pageSize: 5, questionType: 1, isAnswered: 1 });
    expect(subTabRequest(3, 101, 1).body).toEqual({ activityId: 101, pageNo: 1, pageSize: 5, questionType: 3 });
    expect(subTabRequest(4, 101, 1)).toMatchObject({
      contract: { path: "/base-service/api/auth/v1/question_answer_company/company_question_refuse_qa_page" },
      body: { activityId: 101, pageNo: 1, pageSize: 5, questionTypeList: [2] },
    });
    expect(subTabRequest(5, 101, 1)).toMatchObject({
      contract: { path: "/base-service/api/auth/v1/question_answer_company/company_question_refuse_answer_page" },
      body: { activityId: 101, pageNo: 1, pageSize: 5, questionType: 1 },
    });
  });

  it("revokes a pending answer with the default reason, anything else with the user's", () => {
    expect(revokeRequest({ questionType: 1, id: 11, status: 0, reason: "" })).toMatchObject({
      contract: { path: "/base-service/api/auth/v1/question_answer_company/company_cancel_answer" },
      body: { id: 11, questionType: 1, cancelReason: DEFAULT_REVOKE_REASON },
    });
    expect(revokeRequest({ questionType: 1, id: 11, status: 1, reason: " 数据有误 " }).body.cancelReason).toBe("数据有误");
    expect(revokeRequest({ questionType: 3, id: 7, status: 3, reason: "重复发言" })).toMatchObject({
      contract: { path: "/base-service/api/auth/v1/question_answer_company/cancel_speech" },
      body: { id: 7, questionType: 3, cancelReason: "重复发言" },
    });
  });
});
