import { describe, expect, it } from "vitest";
import { validateActivityDetailQuery, validateActivityListQuery } from "#client/features/activity-manage/activity-search.ts";
import { activityListQuery, activityListSearch } from "#client/features/activity-manage/activity-list-search.ts";
import { activityPageBody } from "#client/features/activity-manage/activity-manage.queries.ts";
import { govExportSheet } from "#client/features/company-home/gov-export.ts";
import { exportRows } from "#client/features/company-home/company-home.mutations.ts";

describe("activity list address", () => {
  it("keeps valid values and drops the rest", () => {
    expect(validateActivityListQuery({ tab: "ended", page: "3", title: ` ${"长".repeat(120)} `, sort: "1", isMulti: "0" })).toEqual({
      tab: "ended",
      page: 3,
      title: "长".repeat(100),
      sort: 1,
      isMulti: 0,
    });
    expect(validateActivityListQuery({ tab: "x", page: "-1", sort: "9", isMulti: "2" })).toEqual({
      tab: undefined,
      page: undefined,
      title: undefined,
      sort: undefined,
      isMulti: undefined,
    });
  });

  it("applies the filters to the ended tab only", () => {
    const notEnded = activityListSearch({ title: "业绩", sort: 1 });
    expect(notEnded).toMatchObject({ tab: "notEnded", title: "", sort: undefined });
    expect(activityPageBody(notEnded)).toMatchObject({ status: [1, 2], activityTitle: undefined, pageSize: 10 });
    const ended = activityListSearch({ tab: "ended", title: "业绩", sort: 2, isMulti: 1, page: 2 });
    expect(activityPageBody(ended)).toEqual({ pageNo: 2, pageSize: 10, status: [3], activityTitle: "业绩", sort: 2, isMulti: 1 });
    expect(activityListQuery(ended)).toEqual({ tab: "ended", page: 2, title: "业绩", sort: 2, isMulti: 1 });
  });

  it("reads the detail page's id", () => {
    expect(validateActivityDetailQuery({ id: "12" })).toEqual({ id: 12 });
    expect(validateActivityDetailQuery({ id: "abc" })).toEqual({ id: undefined });
  });
});

describe("government summary export", () => {
  const headers = {
    stockCode: "股票代码", shortName: "公司简称", title: "活动主题", time: "活动时间", holdWay: "举办方式",
    pv: "PV", uv: "UV", ip: "IP", questions: "提问数", answers: "回答数", replyRate: "回复率",
  };

  it("writes the table's columns, and the statistics when the rows have them", () => {
    const row = { activityId: 1, stockCode: "300917", shortName: "鹏城智能", title: "说明会", startDate: "2026-11-10", startTime: "15:00:00", holdWay: "视频" };
    expect(govExportSheet([row], headers)).toEqual([
      ["股票代码", "公司简称", "活动主题", "活动时间", "举办方式"],
      ["300917", "鹏城智能", "说明会", "2026-11-10 15:00", "视频"],
    ]);
    const withStats = govExportSheet([{ ...row, questionNum: 3, answerNum: 1 }], headers);
    expect(withStats[0]).toEqual(["股票代码", "公司简称", "活动主题", "活动时间", "举办方式", "提问数", "回答数", "回复率"]);
    expect(withStats[1]!.slice(5)).toEqual([3, 1, "33.33%"]);
  });

  it("reads rows from datas or from a page", () => {
    expect(exportRows([{ a: 1 }, { a: 2 }])).toHaveLength(2);
    expect(exportRows([{ records: [{ a: 1 }], total: 1 }])).toEqual([{ a: 1 }]);
  });
});
