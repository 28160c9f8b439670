import { describe, expect, it } from "vitest";
import { agreementPageFor, agreementTypeFor, hasAcceptedAgreement, skipsAgreementDialog } from "#shared/booking/agreement.ts";
import { BookingMsg } from "#shared/booking/booking-messages.ts";
import { broadcastSlotMatches, recordingSlotMatches, slotTakeError } from "#shared/booking/booking-slot.ts";
import { bookingTitles, fixedTitleError, prefixedEnTitle, prefixedTitle, titleLengthError, titlesFromTheme } from "#shared/booking/booking-title.ts";
import { canAddContact, canDeleteContact, contactIssues, contactsFromArrays, contactsToArrays, emptyContact, ZContact } from "#shared/booking/contacts.ts";
import {
  bookableOrderTypes,
  bookingCompanyTypeText,
  canBookOrderType,
  collectiveActivityError,
  collectiveSeriesError,
  isCollectiveFull,
  isCollectiveOpen,
  matchesBookingCompanyType,
} from "#shared/booking/eligibility.ts";

const listed = { companyType: 1, isOpenExplanation: true, isEnableFundRoadshow: false };
const admin = { companyUserRole: 1, isBookingEnable: false, isFundRoadshowEnable: false };
const member = { companyUserRole: 2, isBookingEnable: true, isFundRoadshowEnable: false };

describe("who may book what (document 1 section 6, document 2 section 6)", () => {
  it("listed companies (1, 8) book single and collective roadshows when open for explanation", () => {
    expect(bookableOrderTypes(listed, admin)).toEqual([1, 2, 3, 4, 6]);
    expect(bookableOrderTypes({ ...listed, companyType: 8 }, admin)).toEqual([1, 2, 3, 4, 6]);
    expect(bookableOrderTypes({ ...listed, isOpenExplanation: false }, admin)).toEqual([]);
    expect(bookableOrderTypes({ ...listed, companyType: 4 }, admin)).toEqual([]);
  });

  it("fund roadshows for types 1, 2, 3 and 8 when enabled", () => {
    const fund = { companyType: 2, isOpenExplanation: false, isEnableFundRoadshow: true };
    expect(bookableOrderTypes(fund, admin)).toEqual([5]);
    expect(canBookOrderType({ ...fund, companyType: 3 }, admin, 5)).toBe(true);
    expect(canBookOrderType({ ...fund, companyType: 5 }, admin, 5)).toBe(false);
    expect(canBookOrderType({ ...fund, isEnableFundRoadshow: false }, admin, 5)).toBe(false);
    expect(canBookOrderType({ ...listed, isEnableFundRoadshow: true }, admin, 5)).toBe(true);
  });

  it("members need the matching flag; the admin has every right of the company", () => {
    expect(bookableOrderTypes(listed, member)).toEqual([1, 2, 3, 4, 6]);
    expect(bookableOrderTypes(listed, { ...member, isBookingEnable: false })).toEqual([]);
    expect(canBookOrderType({ ...listed, isEnableFundRoadshow: true }, member, 5)).toBe(false);
    expect(canBookOrderType({ ...listed, isEnableFundRoadshow: true }, { ...member, isFundRoadshowEnable: true }, 5)).toBe(true);
    expect(canBookOrderType(listed, admin, 7)).toBe(false);
  });
});

describe("collective activities", () => {
  const now = new Date("2026-11-23T02:00:00Z");
  const open = {
    isMulti: true, isCancel: false, bookingCompanyType: 0, capacity: 2, bookedCount: 1,
    bookingStartTime: "2026-11-20T00:00:00Z", bookingEndTime: new Date("2026-12-01T00:00:00Z"),
  };

  it("match the booking company type, are open in their window and full at capacity", () => {
    expect([null, 0, 1].map((t) => matchesBookingCompanyType(t, 1))).toEqual([true, true, true]);
    expect(matchesBookingCompanyType(8, 1)).toBe(false);
    expect(bookingCompanyTypeText(0)).toBe("不限");
    expect(bookingCompanyTypeText(8)).toBe("仅限拟上市公司");
    expect(isCollectiveOpen(open, now)).toBe(true);
    expect(isCollectiveOpen({ ...open, bookingStartTime: "2026-11-24T00:00:00Z" }, now)).toBe(false);
    expect(isCollectiveOpen({ ...open, bookingEndTime: "2026-11-23T01:59:59Z" }, now)).toBe(false);
    expect(isCollectiveOpen({ ...open, isCancel: true }, now)).toBe(false);
    expect(isCollectiveFull(open)).toBe(false);
    expect(isCollectiveFull({ capacity: 2, bookedCount: 2 })).toBe(true);
    expect(isCollectiveFull({ capacity: null, bookedCount: 99 })).toBe(false);
  });

  it("say why a company cannot join one", () => {
    expect(collectiveActivityError(open, 1, now)).toBeNull();
    expect(collectiveActivityError(undefined, 1, now)).toBe(BookingMsg.collectiveNotFound);
    expect(collectiveActivityError({ ...open, isMulti: false }, 1, now)).toBe(BookingMsg.collectiveNotFound);
    expect(collectiveActivityError({ ...open, isCancel: true }, 1, now)).toBe(BookingMsg.collectiveNotFound);
    expect(collectiveActivityError({ ...open, bookingEndTime: "2026-11-22T00:00:00Z" }, 1, now)).toBe(BookingMsg.collectiveClosed);
    expect(collectiveActivityError({ ...open, bookingCompanyType: 8 }, 1, now)).toBe(BookingMsg.collectiveCompanyType);
    expect(collectiveActivityError({ ...open, bookedCount: 2 }, 1, now)).toBe(BookingMsg.collectiveFull);
  });

  it("allow one per series, within a request and against what the company joined", () => {
    expect(collectiveSeriesError([{ seriesId: 1 }, { seriesId: 2 }], new Set())).toBeNull();
    expect(collectiveSeriesError([{ seriesId: 1 }, { seriesId: 1 }], new Set())).toBe(BookingMsg.seriesTaken);
    expect(collectiveSeriesError([{ seriesId: 2 }], new Set([2]))).toBe(BookingMsg.seriesTaken);
    expect(collectiveSeriesError([{ seriesId: null }, { seriesId: null }], new Set())).toBeNull();
  });
});

describe("the agreement", () => {
  it("has a type per booking screen, a page per activity type, and a version rule", () => {
    expect([1, 5, 6].map(agreementTypeFor)).toEqual([0, 0, 1]);
    expect(agreementPageFor(5)).toBe("/static/jijinOrder.html");
    expect(agreementPageFor(1)).toBe("/static/orderServie.html");
    expect(skipsAgreementDialog(5, "2026.1", "2026.1")).toBe(true);
    expect(skipsAgreementDialog(5, "2025.2", "2026.1")).toBe(false);
    expect(skipsAgreementDialog(1, "2026.1", "2026.1")).toBe(false);
    expect(skipsAgreementDialog(5, null, "2026.1")).toBe(false);
    expect(hasAcceptedAgreement("2026.1", "2026.1")).toBe(true);
    expect(hasAcceptedAgreement("2025.2", "2026.1")).toBe(false);
    expect(hasAcceptedAgreement(null, "2026.1")).toBe(false);
    expect(hasAcceptedAgreement("x", null)).toBe(true);
  });
});

describe("store slots", () => {
  const slot = { videoType: 1, isRecord: false, storeDate: "2026-12-03", periodId: 1, regionId: 3, number: 2, version: 1, status: 1 };
  const live = { videoType: 1, transcribeType: null };
  const choice = { bookingDate: "2026-12-03", periodId: 1, regionId: 3 };

  it("a broadcast slot must be the mode's, on the date, in the period (and region for live)", () => {
    expect(broadcastSlotMatches(slot, choice, live)).toBe(true);
    expect(broadcastSlotMatches(slot, { ...choice, regionId: 1 }, live)).toBe(false);
    expect(broadcastSlotMatches(slot, { ...choice, bookingDate: "2026-12-04" }, live)).toBe(false);
    expect(broadcastSlotMatches(slot, { ...choice, periodId: 2 }, live)).toBe(false);
    expect(broadcastSlotMatches(slot, choice, { videoType: 4, transcribeType: null })).toBe(false);
    expect(broadcastSlotMatches({ ...slot, isRecord: true }, choice, live)).toBe(false);
    expect(broadcastSlotMatches({ ...slot, status: 0 }, choice, live)).toBe(false);
    expect(broadcastSlotMatches({ ...slot, videoType: 2, regionId: 0 }, { ...choice, regionId: null }, { videoType: 2, transcribeType: null })).toBe(true);
  });

  it("a studio slot must be a recording slot on the recording date, in the region when given", () => {
    const studio = { ...slot, videoType: 3, isRecord: true, storeDate: "2026-12-01" };
    expect(recordingSlotMatches(studio, { recDate: "2026-12-01", recRegionId: 3 })).toBe(true);
    expect(recordingSlotMatches(studio, { recDate: "2026-12-01", recRegionId: null })).toBe(true);
    expect(recordingSlotMatches(studio, { recDate: "2026-12-01", recRegionId: 2 })).toBe(false);
    expect(recordingSlotMatches(studio, { recDate: "2026-12-02", recRegionId: 3 })).toBe(false);
    expect(recordingSlotMatches({ ...studio, isRecord: false }, { recDate: "2026-12-01", recRegionId: 3 })).toBe(false);
  });

  it("says why a unit could not be taken: gone, reconfigured, sold out", () => {
    expect(slotTakeError(slot, 1)).toBeNull();
    expect(slotTakeError(undefined, 1)).toBe(BookingMsg.slotMismatch);
    expect(slotTakeError({ ...slot, status: 0 }, 1)).toBe(BookingMsg.slotMismatch);
    expect(slotTakeError({ ...slot, version: 2 }, 1)).toBe(BookingMsg.slotStale);
    expect(slotTakeError(slot, null)).toBe(BookingMsg.slotStale);
    expect(slotTakeError({ ...slot, number: 0 }, 1)).toBe(BookingMsg.slotFull);
  });
});

describe("titles", () => {
  const company = { shortName: "鹏城智能", enShortName: "Pengcheng Intelligent" };
  const fixed = { cnName: "2026年第三季度业绩说明会", enName: "Q3 2026 Results Briefing", isAllowModify: false };
  const free = { ...fixed, isAllowModify: true };

  it("carry the company short name in front, once", () => {
    expect(prefixedTitle("鹏城智能", " 业绩说明会 ")).toBe("鹏城智能业绩说明会");
    expect(prefixedTitle("鹏城智能", "鹏城智能业绩说明会")).toBe("鹏城智能业绩说明会");
    expect(prefixedEnTitle("Pengcheng Intelligent", "Results")).toBe("Pengcheng Intelligent Results");
    expect(prefixedEnTitle(null, "Results")).toBe("Results");
    expect(prefixedEnTitle("X", "")).toBe("");
    expect(titlesFromTheme(company, fixed)).toEqual({ cn: "鹏城智能2026年第三季度业绩说明会", en: "Pengcheng Intelligent Q3 2026 Results Briefing" });
  });

  it("are the theme's when it does not allow changes", () => {
    expect(fixedTitleError(company, fixed, fixed.cnName, undefined)).toBeNull();
    expect(fixedTitleError(company, fixed, `鹏城智能${fixed.cnName}`, fixed.enName)).toBeNull();
    expect(fixedTitleError(company, fixed, "别的", undefined)).toBe(BookingMsg.titleFixed);
    expect(fixedTitleError(company, fixed, fixed.cnName, "Other")).toBe(BookingMsg.titleFixed);
    expect(fixedTitleError(company, free, "别的", "Other")).toBeNull();
    expect(bookingTitles(company, fixed, fixed.cnName, null)).toEqual(titlesFromTheme(company, fixed));
    expect(bookingTitles(company, free, "别的", "")).toEqual({ cn: "鹏城智能别的", en: null });
  });

  it("stay within 100 (Chinese) and 200 (English) characters, prefix included", () => {
    expect(titleLengthError({ cn: "题".repeat(100), en: null })).toBeNull();
    expect(titleLengthError({ cn: "题".repeat(101), en: null })).toBe(BookingMsg.cnTitleTooLong);
    expect(titleLengthError({ cn: "题", en: "a".repeat(201) })).toBe(BookingMsg.enTitleTooLong);
  });
});

describe("contacts (document 1 section 5.1)", () => {
  const ok = { contactName: "王海涛", contactMobile: "13912345678", contactWechat: "wanght", contactMail: "" };

  it("need a name, a mobile of the mainland pattern, a wechat id; the mail is optional but shaped", () => {
    expect(ZContact.safeParse(ok).success).toBe(true);
    expect(contactIssues([emptyContact()]).map((i) => i.message)).toEqual(["请输入姓名", "请输入手机号", "请输入微信号"]);
    expect(contactIssues([{ ...ok, contactMobile: "12912345678" }])[0]?.message).toBe("手机号格式不正确");
    expect(contactIssues([{ ...ok, contactMail: "not-mail" }])[0]?.message).toBe("邮箱格式不正确");
    expect(contactIssues([{ ...ok, contactName: "名".repeat(101) }])[0]?.message).toBe("姓名不能超过100个字符");
    expect(contactIssues([ok, { ...ok, contactWechat: "" }])).toEqual([{ row: 1, field: "contactWechat", message: "请输入微信号" }]);
  });

  it("add a row only when the rows validate; the first row has add, the others delete", () => {
    expect(canAddContact([ok])).toBe(true);
    expect(canAddContact([ok, emptyContact()])).toBe(false);
    expect(canAddContact([])).toBe(false);
    expect([0, 1, 2].map(canDeleteContact)).toEqual([false, true, true]);
  });

  it("travel as parallel arrays", () => {
    const rows = [ok, { ...ok, contactName: "李晓雯", contactMail: "li@example.com" }];
    const arrays = contactsToArrays(rows);
    expect(arrays.contactName).toEqual(["王海涛", "李晓雯"]);
    expect(contactsFromArrays(arrays)).toEqual(rows);
    expect(contactsFromArrays({ contactName: [], contactMobile: [], contactWechat: [], contactMail: [] })).toEqual([emptyContact()]);
  });
});
