import { describe, expect, it } from "vitest";
import { OpsMsg } from "#shared/activity/ops-rules.ts";
import { ZAssignPartnersBody, ZAssignVenueBody, ZSetDeadlinesBody, ZSetLiveUrlBody } from "#shared/api/ops.contract.ts";
import { formProblem, messageBody, messageProblem, wireFields, type TMessageDraft } from "#client/features/ops/ops-forms.ts";

const draft = (patch: Partial<TMessageDraft> = {}): TMessageDraft => ({ target: "company", companyId: 3, companyType: null, msgTitle: "通知", content: "请于周五前提交资料", ...patch });

describe("back-office forms check with the contract's schemas", () => {
  it("refuses a venue without region or room, and a link that is not http(s)", () => {
    expect(formProblem(ZAssignVenueBody, { activityId: 1 })).toBe(OpsMsg.regionRequired);
    expect(formProblem(ZAssignVenueBody, { activityId: 1, regionId: "2" })).toBe(OpsMsg.roomRequired);
    expect(formProblem(ZAssignVenueBody, { activityId: 1, regionId: "2", roomId: "3", invitionAddressUrl: "ftp://x" })).toBe("请输入以http://或https://开头的邀请链接");
    expect(formProblem(ZAssignVenueBody, { activityId: 1, regionId: "2", roomId: "3", invitionAddressUrl: "https://meet.example.com/1" })).toBeNull();
  });

  it("needs at least one well-formed deadline", () => {
    expect(formProblem(ZSetDeadlinesBody, { activityId: 1 })).toBe(OpsMsg.deadlineRequired);
    expect(formProblem(ZSetDeadlinesBody, { activityId: 1, infoSubmitCloseTime: "2026-02-30T10:00" })).toBe(OpsMsg.deadlineInvalid);
    expect(formProblem(ZSetDeadlinesBody, { activityId: 1, infoSubmitCloseTime: "2026-12-08T17:00" })).toBeNull();
  });

  it("needs an http(s) stream address and at least one partner", () => {
    expect(formProblem(ZSetLiveUrlBody, { activityId: 1, liveUrl: "rtmp://live" })).toBe(OpsMsg.liveUrlInvalid);
    expect(formProblem(ZSetLiveUrlBody, { activityId: 1, liveUrl: " https://live.example.com/a " })).toBeNull();
    expect(formProblem(ZAssignPartnersBody, { activityId: 1, companyIds: [] })).toBe(OpsMsg.partnerRequired);
    expect(formProblem(ZAssignPartnersBody, { activityId: 1, companyIds: [4], interactUrl: "x" })).toBe("请输入以http://或https://开头的互动数据地址");
  });

  it("leaves blank values out of the wire", () => {
    expect(wireFields({ a: " ", b: "x ", c: undefined, d: 0, e: null })).toEqual({ b: "x", d: 0 });
  });

  it("sends a message to one company or one type, never both, with the server's words for problems", () => {
    expect(messageBody(draft())).toEqual({ companyId: 3, msgTitle: "通知", content: "请于周五前提交资料" });
    expect(messageBody(draft({ target: "type", companyType: 2 }))).toEqual({ companyType: 2, msgTitle: "通知", content: "请于周五前提交资料" });
    expect(messageProblem(draft())).toBeNull();
    expect(messageProblem(draft({ companyId: null }))).toBe(OpsMsg.messageTargetRequired);
    expect(messageProblem(draft({ msgTitle: "  " }))).toBe("请输入消息标题");
    expect(messageProblem(draft({ content: "" }))).toBe("请输入消息内容");
    expect(messageProblem(draft({ msgTitle: "题".repeat(101) }))).toBe("消息标题不能超过100个字符");
  });
});
