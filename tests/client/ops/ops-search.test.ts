import { describe, expect, it } from "vitest";
import { opsActivityPageBody, opsVideoPageBody, videoFilterOf } from "#client/features/ops/ops-search.ts";
import {
  validateOpsActivityId,
  validateOpsActivityQuery,
  validateOpsMessageQuery,
  validateOpsVideoQuery,
} from "#client/features/ops/ops-route-search.ts";

describe("back-office addresses", () => {
  it("keeps the valid filters of /ops/activities and drops the rest", () => {
    expect(
      validateOpsActivityQuery({ page: "3", title: "  业绩说明会 ", company: 300917, status: "2", pubStatus: 5, isCancel: "1", isMulti: "x", startDate: "2026-12-01", endDate: "bad" }),
    ).toEqual({ page: 3, title: "业绩说明会", company: "300917", status: 2, pubStatus: undefined, isCancel: 1, isMulti: undefined, startDate: "2026-12-01", endDate: undefined });
  });

  it("drops page 1, cuts searches at 100 characters and swaps a reversed date range", () => {
    const q = validateOpsActivityQuery({ page: 1, title: "字".repeat(120), startDate: "2026-12-31", endDate: "2026-12-01" });
    expect(q.page).toBeUndefined();
    expect(Array.from(q.title ?? "")).toHaveLength(100);
    expect([q.startDate, q.endDate]).toEqual(["2026-12-01", "2026-12-31"]);
  });

  it("builds the activity_page body: page size 10, only the filters set, isCancel as a boolean", () => {
    expect(opsActivityPageBody({})).toEqual({ pageNo: 1, pageSize: 10 });
    expect(opsActivityPageBody({ page: 2, company: "鹏城", status: 1, pubStatus: 0, isCancel: 0, isMulti: 1, startDate: "2026-12-01", endDate: "2026-12-31" })).toEqual({
      pageNo: 2,
      pageSize: 10,
      company: "鹏城",
      status: 1,
      pubStatus: 0,
      isCancel: false,
      isMulti: 1,
      startDate: "2026-12-01",
      endDate: "2026-12-31",
    });
  });

  it("reads an activity id and a message's company only when positive integers", () => {
    expect(validateOpsActivityId({ id: "12" })).toEqual({ id: 12 });
    expect(validateOpsActivityId({ id: "0" })).toEqual({ id: undefined });
    expect(validateOpsActivityId({ id: "1e3" })).toEqual({ id: undefined });
    expect(validateOpsMessageQuery({ companyId: 7 })).toEqual({ companyId: 7 });
    expect(validateOpsMessageQuery({})).toEqual({ companyId: undefined });
  });

  it("shows the pending video queue by default, and any state or all on request", () => {
    expect(videoFilterOf(validateOpsVideoQuery({}))).toBe(0);
    expect(opsVideoPageBody(validateOpsVideoQuery({}))).toEqual({ pageNo: 1, pageSize: 10, status: 0 });
    expect(opsVideoPageBody(validateOpsVideoQuery({ status: "all", page: "2" }))).toEqual({ pageNo: 2, pageSize: 10 });
    expect(opsVideoPageBody(validateOpsVideoQuery({ status: "2" }))).toEqual({ pageNo: 1, pageSize: 10, status: 2 });
    expect(validateOpsVideoQuery({ status: "9" }).status).toBeUndefined();
  });
});
