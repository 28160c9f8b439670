import { describe, expect, it } from "vitest";
import {
  BgType,
  MaterialsOutcome as O,
  firstSubmitProblem,
  fundProductRefusal,
  guestCountsShown,
  hasGuestPhoto,
  materialsCompanyType,
  materialsEditable,
  richTextLength,
  stripChinese,
  type TSubmitFacts,
} from "#shared/materials/materials-rules.ts";
import { ZGuestAddBody, ZScheduleRow, ZUploadActivityInfoBody } from "#shared/api/materials.contract.ts";
import { OpsMsg, reopenRefusal } from "#shared/activity/ops-rules.ts";

const live = { isMulti: false, activityType: 1, videoType: 1, recType: null };

/** Materials that pass every check; each test breaks one thing. */
const complete = (over: Partial<TSubmitFacts> = {}): TSubmitFacts => ({
  activity: live,
  bgType: BgType.template,
  bgNum: 2,
  activityBgImagePath: null,
  arrangeContentJson: [{ time: "14:00", title: "开场致辞", en_title: "Opening" }],
  logoPath: "/files/logo.png",
  miniLogoPath: "/files/mini.png",
  intro: "<p>公司介绍</p>",
  introEn: "<p>About us</p>",
  guestCount: 2,
  guestsOnStage: 2,
  ...over,
});

describe("the materials submit checks, in the spec's order (document 3 section 5)", () => {
  it("complete materials pass", () => expect(firstSubmitProblem(complete())).toBeNull());

  it("1. background: a template must be chosen, or a file uploaded", () => {
    expect(firstSubmitProblem(complete({ bgNum: null }))?.outcome).toBe(O.chooseBgTemplate);
    expect(firstSubmitProblem(complete({ bgType: null, bgNum: null }))?.outcome).toBe(O.chooseBgTemplate);
    expect(firstSubmitProblem(complete({ bgType: BgType.uploaded, activityBgImagePath: null }))?.outcome).toBe(O.uploadBg);
    expect(firstSubmitProblem(complete({ bgType: BgType.uploaded, bgNum: null, activityBgImagePath: "/files/bg.psd" }))).toBeNull();
  });

  it("2. types 2 and 3 need a schedule beyond one empty row; other types do not", () => {
    const empty = [{ time: "", title: " ", en_title: "" }];
    for (const activityType of [2, 3]) {
      expect(firstSubmitProblem(complete({ activity: { ...live, activityType }, arrangeContentJson: empty }))?.outcome).toBe(O.addSchedule);
      expect(firstSubmitProblem(complete({ activity: { ...live, activityType }, arrangeContentJson: [] }))?.outcome).toBe(O.addSchedule);
    }
    expect(firstSubmitProblem(complete({ arrangeContentJson: empty }))).toBeNull();
  });

  it("3. the background logo, for a single activity only", () => {
    expect(firstSubmitProblem(complete({ logoPath: null }))?.outcome).toBe(O.uploadBgLogo);
    expect(firstSubmitProblem(complete({ logoPath: null, activity: { ...live, isMulti: true } }))).toBeNull();
  });

  it("4. the company logo", () => expect(firstSubmitProblem(complete({ miniLogoPath: null }))?.outcome).toBe(O.uploadCompanyLogo));

  it("5. the introduction, worded for a company-and-product (fund) activity", () => {
    expect(firstSubmitProblem(complete({ intro: "<p> </p>" }))?.outcome).toBe(O.enterIntro);
    expect(firstSubmitProblem(complete({ intro: "", activity: { ...live, activityType: 5 } }))?.outcome).toBe(O.enterIntroAndProduct);
  });

  it("6. 3000 characters Chinese, 6000 English, counted as text", () => {
    expect(firstSubmitProblem(complete({ intro: `<p>${"字".repeat(3000)}</p>` }))).toBeNull();
    expect(firstSubmitProblem(complete({ intro: `<p>${"字".repeat(3001)}</p>` }))?.outcome).toBe(O.introTooLong);
    expect(firstSubmitProblem(complete({ introEn: "a".repeat(6001) }))?.outcome).toBe(O.introTooLong);
  });

  it("7. a guest, 8. guests on stage when the counts show", () => {
    expect(firstSubmitProblem(complete({ guestCount: 0 }))?.outcome).toBe(O.addGuest);
    expect(firstSubmitProblem(complete({ guestsOnStage: 0 }))?.outcome).toBe(O.enterGuestsOnStage);
    expect(firstSubmitProblem(complete({ guestsOnStage: null, activity: { ...live, videoType: 2 } }))).toBeNull();
  });

  it("answers the first failing check when several fail", () => {
    const all = complete({ bgNum: null, logoPath: null, miniLogoPath: null, intro: "", guestCount: 0, guestsOnStage: 0 });
    expect(firstSubmitProblem(all)).toEqual({ outcome: O.chooseBgTemplate, section: "background" });
    expect(firstSubmitProblem({ ...all, bgNum: 1 })?.outcome).toBe(O.uploadBgLogo);
    expect(firstSubmitProblem({ ...all, bgNum: 1, logoPath: "/files/a.png" })?.outcome).toBe(O.uploadCompanyLogo);
    expect(firstSubmitProblem({ ...all, bgNum: 1, logoPath: "/files/a.png", miniLogoPath: "/files/b.png" })?.section).toBe("company");
    expect(firstSubmitProblem({ ...all, bgNum: 1, logoPath: "/files/a.png", miniLogoPath: "/files/b.png", intro: "x" })?.outcome).toBe(O.addGuest);
  });
});

describe("allowEdit", () => {
  const part = { isInfoSubed: false, isCancel: false, status: 1, infoSubmitCloseTime: "2026-11-30T10:00:00Z", infoReopenTime: null };
  const before = new Date("2026-11-30T09:59:59Z");
  const after = new Date("2026-11-30T10:00:00Z");
  it("until submitted, while the activity runs and before the deadline", () => {
    expect(materialsEditable(part, before)).toBe(true);
    expect(materialsEditable(part, after)).toBe(false);
    expect(materialsEditable({ ...part, infoSubmitCloseTime: null }, after)).toBe(true);
    expect(materialsEditable({ ...part, isInfoSubed: true }, before)).toBe(false);
    expect(materialsEditable({ ...part, isCancel: true }, before)).toBe(false);
    expect(materialsEditable({ ...part, status: 3 }, before)).toBe(false);
  });
  it("an operator may reopen submitted materials, or ones the deadline closed", () => {
    const a = { status: 1, isCancel: false, pubStatus: 0 };
    expect(reopenRefusal(a, { isInfoSubed: false, isCancel: false, closedByDeadline: true })).toBeNull();
    expect(reopenRefusal(a, { isInfoSubed: false, isCancel: false, closedByDeadline: false })).toBe(OpsMsg.infoNotSubmitted);
  });
  it("an operator's reopening after the deadline opens them again", () => {
    expect(materialsEditable({ ...part, infoReopenTime: "2026-11-30T11:00:00Z" }, new Date("2026-12-01T00:00:00Z"))).toBe(true);
    expect(materialsEditable({ ...part, infoReopenTime: "2026-11-29T11:00:00Z" }, after)).toBe(false);
  });
});

describe("sections and small rules", () => {
  it("guest counts show for a single live activity or a studio recording of type 5 or below", () => {
    expect(guestCountsShown(live)).toBe(true);
    expect(guestCountsShown({ ...live, videoType: 3, recType: 1 })).toBe(true);
    expect(guestCountsShown({ ...live, videoType: 3, recType: 2 })).toBe(false);
    expect(guestCountsShown({ ...live, isMulti: true })).toBe(false);
    expect(guestCountsShown({ ...live, activityType: 6 })).toBe(false);
  });
  it("a fund activity is company and product", () => {
    expect(materialsCompanyType(5)).toBe(2);
    expect(materialsCompanyType(1)).toBe(1);
  });
  it("the default avatars count as no photo", () => {
    expect(hasGuestPhoto("/static/images/person_man.jpg")).toBe(false);
    expect(hasGuestPhoto("images/person_woman.jpg")).toBe(false);
    expect(hasGuestPhoto("/files/a.jpg")).toBe(true);
    expect(hasGuestPhoto(null)).toBe(false);
  });
  it("fund products: something chosen, never twice", () => {
    expect(fundProductRefusal([], "")).toBe(O.chooseProduct);
    expect(fundProductRefusal(["110011"], "110011")).toBe(O.productDuplicate);
    expect(fundProductRefusal(["110011"], "161725")).toBeNull();
  });
  it("rich text counts characters, not markup; English titles lose Chinese characters", () => {
    expect(richTextLength("<p>你好 <b>world</b></p>")).toBe(8);
    expect(richTextLength("<p>a&amp;b</p>")).toBe(3);
    expect(stripChinese("Opening 开场 Remarks")).toBe("Opening  Remarks");
  });
});

describe("the guest form and schedule fields (document 3 section 5)", () => {
  const guest = { activityId: 1, guestName: "张伟", guestEnName: "Zhang Wei", title: "董事长", gender: 1 };
  const first = (body: object) => ZGuestAddBody.safeParse(body).error?.issues[0]?.message;
  it("required fields in order, with their messages", () => {
    expect(first({ ...guest, guestName: "  " })).toBe(O.enterGuestName.message);
    expect(first({ ...guest, guestEnName: "" })).toBe(O.enterGuestEnName.message);
    expect(first({ ...guest, title: undefined })).toBe(O.enterGuestTitle.message);
    expect(first({ ...guest, gender: "" })).toBe(O.chooseGender.message);
    expect(first({ ...guest, gender: 2 })).toBe(O.chooseGender.message);
    expect(ZGuestAddBody.safeParse(guest).success).toBe(true);
  });
  it("limits count characters and say n/max", () => {
    expect(first({ ...guest, guestEnName: "a".repeat(101) })).toBe("超出字数限制101/100,请调整后提交");
    expect(first({ ...guest, introEn: "a".repeat(3001) })).toBe("字数超出限制3001/3000，请调整后提交");
    expect(first({ ...guest, discription: "字".repeat(1001) })).toBe("超出字数限制1001/1000,请调整后提交");
    expect(ZGuestAddBody.safeParse({ ...guest, discription: "字".repeat(1000) }).success).toBe(true);
  });
  it("schedule rows: 100 characters, the English title 200 without Chinese", () => {
    expect(ZScheduleRow.safeParse({ time: "x".repeat(101), title: "" }).error?.issues[0]?.message).toBe(O.scheduleTimeTooLong.message);
    expect(ZScheduleRow.parse({ time: "9:00", title: "致辞", en_title: "Opening开场" })).toEqual({ time: "9:00", title: "致辞", en_title: "Opening" });
    expect(ZScheduleRow.safeParse({ time: "", title: "", en_title: "a".repeat(201) }).error?.issues[0]?.message).toBe(O.scheduleEnTooLong.message);
  });
  it("the *Json fields travel as JSON text; anything else is refused with a clear message", () => {
    const ok = ZUploadActivityInfoBody.parse({ id: "3", isCommit: "false", arrangeContentJson: '[{"time":"9:00","title":"a"}]', fundCodes: "110011,161725" });
    expect(ok.arrangeContentJson).toEqual([{ time: "9:00", title: "a", en_title: "" }]);
    expect(ok.fundCodes).toEqual(["110011", "161725"]);
    expect(ZUploadActivityInfoBody.safeParse({ id: 3, arrangeContentJson: "{not json" }).error?.issues[0]?.message).toBe(O.jsonInvalid.message);
    expect(ZUploadActivityInfoBody.safeParse({ id: 3, guestsOnStage: "1000000000" }).error?.issues[0]?.message).toBe(O.guestCountInvalid.message);
    expect(ZUploadActivityInfoBody.safeParse({ id: 3, logoPath: "javascript:alert(1)" }).error?.issues[0]?.message).toBe(O.fileNotOwned.message);
  });
});
