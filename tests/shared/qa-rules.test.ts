import { describe, expect, it } from "vitest";
import {
  ASK_MAX,
  QaMsg,
  QaOutcome,
  REPLY_MAX,
  REVOKE_REASON_MAX,
  askContentError,
  askRefusal,
  askerIdentity,
  askerUserType,
  canExportIrTable,
  canRevokeAnswer,
  qaReadCompany,
  canRevokeSpeech,
  isApproved,
  isOutsideAnswerWindow,
  isReplyDisabled,
  meTooLabel,
  qaExportFileName,
  replyContentError,
  replyRate,
  reviewStatusText,
  revokeNeedsReason,
  revokeReasonError,
  sanitizeQaText,
  type TAnswerWindowFacts,
  type TAskActivityFacts,
  type TAskerFacts,
} from "#shared/qa/qa-rules.ts";

describe("review status (document 2 section 4)", () => {
  it("names each status and nothing for an unknown one", () => {
    expect([0, 1, 2, 3].map(reviewStatusText)).toEqual(["待审核", "已通过", "已拒绝", "自动通过"]);
    expect(reviewStatusText(9)).toBe("");
  });

  it("treats 1 and 3 as approved", () => {
    expect([0, 1, 2, 3].map(isApproved)).toEqual([false, true, false, true]);
  });
});

describe("revoking", () => {
  it("allows an answer at 0, 1 or 3 and a speech only at 1 or 3", () => {
    expect([0, 1, 2, 3].map(canRevokeAnswer)).toEqual([true, true, false, true]);
    expect([0, 1, 2, 3].map(canRevokeSpeech)).toEqual([false, true, false, true]);
  });

  it("needs a reason except for a pending answer", () => {
    expect(revokeNeedsReason(1, 0)).toBe(false);
    expect(revokeNeedsReason(1, 1)).toBe(true);
    expect(revokeNeedsReason(1, 3)).toBe(true);
    expect(revokeNeedsReason(3, 0)).toBe(true);
    expect(revokeNeedsReason(3, 1)).toBe(true);
  });

  it("checks the reason: required after trimming, at most 100 characters counted as characters", () => {
    expect(revokeReasonError("")).toBe(QaMsg.revokeReasonEmpty);
    expect(revokeReasonError("   ")).toBe(QaMsg.revokeReasonEmpty);
    expect(revokeReasonError("回复有误")).toBeNull();
    expect(revokeReasonError("撤".repeat(REVOKE_REASON_MAX))).toBeNull();
    expect(revokeReasonError("撤".repeat(REVOKE_REASON_MAX + 1))).toBe(QaMsg.revokeReasonTooLong);
    // an emoji is one character though two UTF-16 units
    expect(revokeReasonError("😀".repeat(REVOKE_REASON_MAX))).toBeNull();
  });
});

describe("the answer window (document 2 section 4)", () => {
  const now = new Date("2026-11-23T02:00:00Z");
  const facts = (f: Partial<TAnswerWindowFacts>): TAnswerWindowFacts => ({ pubStatus: 2, status: 2, answerStartTime: null, answerEndTime: null, ...f });

  it("without a window is outside until the activity has ended", () => {
    expect(isOutsideAnswerWindow(facts({ status: 2 }), now)).toBe(true);
    expect(isOutsideAnswerWindow(facts({ status: 1 }), now)).toBe(true);
    expect(isOutsideAnswerWindow(facts({ status: 3 }), now)).toBe(false);
  });

  it("is outside before the start and after the end, inside between (bounds included)", () => {
    const start = "2026-11-23T01:00:00Z";
    const end = "2026-11-23T03:00:00Z";
    expect(isOutsideAnswerWindow(facts({ answerStartTime: start, answerEndTime: end }), now)).toBe(false);
    expect(isOutsideAnswerWindow(facts({ answerStartTime: "2026-11-23T02:30:00Z", answerEndTime: end }), now)).toBe(true);
    expect(isOutsideAnswerWindow(facts({ answerStartTime: start, answerEndTime: "2026-11-23T01:30:00Z" }), now)).toBe(true);
    expect(isOutsideAnswerWindow(facts({ answerStartTime: now.toISOString(), answerEndTime: now.toISOString() }), now)).toBe(false);
    // a half-open window: only the bound given applies
    expect(isOutsideAnswerWindow(facts({ answerStartTime: start }), now)).toBe(false);
    expect(isOutsideAnswerWindow(facts({ answerEndTime: "2026-11-23T01:59:59Z" }), now)).toBe(true);
  });

  it("disables reply and speech input only on a formally published activity outside the window", () => {
    expect(isReplyDisabled(facts({ pubStatus: 2 }), now)).toBe(true);
    expect(isReplyDisabled(facts({ pubStatus: 1 }), now)).toBe(false);
    expect(isReplyDisabled(facts({ pubStatus: 0 }), now)).toBe(false);
    expect(isReplyDisabled(facts({ pubStatus: 2, status: 3 }), now)).toBe(false);
  });
});

describe("who may ask (document 4 section 2.3)", () => {
  const user = (u: Partial<TAskerFacts>): TAskerFacts => ({ loggedIn: true, userType: "personal", isRealPerson: true, ...u });
  const activity = (a: Partial<TAskActivityFacts>): TAskActivityFacts => ({ isCancel: false, status: 2, isOpenText: true, ...a });

  it("lets a logged-in, verified personal user ask on an open, running activity", () => {
    expect(askRefusal(user({}), activity({}))).toBeNull();
    expect(askRefusal(user({}), activity({ status: 1 }))).toBeNull();
  });

  it("refuses in the order of the checks: what closes the activity to everyone first, then who asks", () => {
    expect(askRefusal(user({ loggedIn: false, userType: null }), activity({ isCancel: true }))).toBe(QaOutcome.activityCancelled);
    expect(askRefusal(user({ loggedIn: false, userType: null }), activity({ status: 3 }))).toBe(QaOutcome.activityEnded);
    expect(askRefusal(user({ loggedIn: false, userType: null }), activity({ isOpenText: false }))).toBe(QaOutcome.textClosed);
    expect(askRefusal(user({ loggedIn: false, userType: null }), activity({}))).toBe(QaOutcome.loginFirst);
    expect(askRefusal(user({ userType: "enterprise" }), activity({}))).toBe(QaOutcome.switchToPersonal);
    expect(askRefusal(user({ userType: "operator" }), activity({}))).toBe(QaOutcome.switchToPersonal);
    expect(askRefusal(user({ isRealPerson: false }), activity({}))).toBe(QaOutcome.realPersonFirst);
    expect(askRefusal(user({ isRealPerson: false }), activity({ isCancel: true }))).toBe(QaOutcome.activityCancelled);
    expect(askRefusal(user({}), activity({ isCancel: true, status: 3 }))).toBe(QaOutcome.activityCancelled);
    expect(askRefusal(user({}), activity({ status: 3, isOpenText: false }))).toBe(QaOutcome.activityEnded);
    expect(askRefusal(user({}), activity({ isOpenText: false }))).toBe(QaOutcome.textClosed);
  });
});

describe("content checks", () => {
  it("checks a question: not empty after trimming, at most 500 characters", () => {
    expect(askContentError("")).toBe(QaOutcome.askEmpty);
    expect(askContentError(" \n\t ")).toBe(QaOutcome.askEmpty);
    expect(askContentError("请问毛利率？")).toBeNull();
    expect(askContentError(`  ${"问".repeat(ASK_MAX)}  `)).toBeNull();
    expect(askContentError("问".repeat(ASK_MAX + 1))).toBe(QaOutcome.askTooLong);
    expect(askContentError("😀".repeat(ASK_MAX))).toBeNull();
  });

  it("checks a reply or a speech with its own empty message, at most 2000 characters", () => {
    expect(replyContentError("", "answer")).toBe(QaMsg.replyEmpty);
    expect(replyContentError("  ", "speech")).toBe(QaMsg.speechEmpty);
    expect(QaMsg.replyEmpty).toBe("请输入回复内容!");
    expect(QaMsg.speechEmpty).toBe("请输入发言内容!");
    expect(replyContentError("感谢关注", "answer")).toBeNull();
    expect(replyContentError("答".repeat(REPLY_MAX), "answer")).toBeNull();
    expect(replyContentError("答".repeat(REPLY_MAX + 1), "answer")).toBe(QaMsg.replyTooLong);
    expect(replyContentError("答".repeat(REPLY_MAX + 1), "speech")).toBe(QaMsg.replyTooLong);
  });
});

describe("sanitising what users type (rendered as text, never HTML)", () => {
  it("removes script and style elements with their content", () => {
    expect(sanitizeQaText('请问<script>alert("x")</script>分红？')).toBe("请问分红？");
    expect(sanitizeQaText("a<SCRIPT type='text/javascript'>steal()</SCRIPT >b")).toBe("ab");
    expect(sanitizeQaText("a<style>body{display:none}</style>b")).toBe("ab");
  });

  it("removes tags with event handlers such as onerror=", () => {
    expect(sanitizeQaText('<img src=x onerror="alert(1)">业绩如何')).toBe("业绩如何");
    expect(sanitizeQaText("<b onmouseover=alert(1)>加粗</b>")).toBe("加粗");
    expect(sanitizeQaText("<svg/onload=alert(1)>")).toBe("");
  });

  it("removes javascript: links, also spaced or in capitals", () => {
    expect(sanitizeQaText('<a href="javascript:alert(1)">链接</a>')).toBe("链接");
    expect(sanitizeQaText("JavaScript :alert(1)")).toBe("alert(1)");
    expect(sanitizeQaText("javascript:void(0)")).not.toMatch(/javascript/i);
  });

  it("keeps ordinary text, comparison signs, line breaks and tabs; unifies line ends; drops control characters", () => {
    expect(sanitizeQaText("市盈率 < 20 且 > 10 吗？")).toBe("市盈率 < 20 且 > 10 吗？");
    expect(sanitizeQaText("第一行\r\n第二行\r第三行\t完")).toBe("第一行\n第二行\n第三行\t完");
    expect(sanitizeQaText("a\u0000b\u0007c\u007Fd")).toBe("abcd");
    expect(sanitizeQaText("  前后空白  ")).toBe("前后空白");
  });
});

describe("counts and rates (document 2 section 9)", () => {
  it("shows me-too counts above 99 as 99+", () => {
    expect([0, 1, 99, 100, 12345].map(meTooLabel)).toEqual(["0", "1", "99", "99+", "99+"]);
  });

  it("computes the reply rate as answers / questions × 100 to 2 decimals, 0.00 without questions", () => {
    expect(replyRate(0, 0)).toBe("0.00");
    expect(replyRate(-1, 3)).toBe("0.00");
    expect(replyRate(5, 2)).toBe("40.00");
    expect(replyRate(3, 1)).toBe("33.33");
    expect(replyRate(3, 2)).toBe("66.67");
    expect(replyRate(4, 4)).toBe("100.00");
  });
});

describe("exports", () => {
  it("offers the investor-relations table only for non-collective activities of company types 1 and 8", () => {
    expect(canExportIrTable(false, 1)).toBe(true);
    expect(canExportIrTable(false, 8)).toBe(true);
    expect(canExportIrTable(true, 1)).toBe(false);
    expect(canExportIrTable(true, 8)).toBe(false);
    for (const type of [2, 3, 4, 5, 6, 7]) expect(canExportIrTable(false, type)).toBe(false);
    expect(canExportIrTable(false, null)).toBe(false);
    expect(canExportIrTable(false, undefined)).toBe(false);
  });

  it("names the files with the company, the activity id and the counts", () => {
    expect(qaExportFileName("excel", "鹏城智能", 42, 5, 2)).toBe("鹏城智能-42-问答记录-问题5条-回答2条.xlsx");
    expect(qaExportFileName("txt", "鹏城智能", 42, 5, 2)).toBe("鹏城智能-42-问答记录-问题5条-回答2条.txt");
    expect(qaExportFileName("ir", "鹏城智能", 42, 5, 2)).toBe("鹏城智能-42-投资者关系活动记录表-问题5条-回答2条.xlsx");
  });

  it("strips what a file name cannot hold from the company name", () => {
    expect(qaExportFileName("excel", 'A/B\\C:D*E?F"G<H>I|J K', 1, 0, 0)).toBe("ABCDEFGHIJK-1-问答记录-问题0条-回答0条.xlsx");
  });
});

describe("asker identity (document 3 statistics)", () => {
  it("maps the profile's investor type to the statistics bucket", () => {
    expect(askerIdentity(1)).toBe("personal");
    expect(askerIdentity(2)).toBe("vip");
    expect(askerIdentity(3)).toBe("medium");
    expect(askerIdentity(4)).toBe("other");
    expect(askerIdentity(null)).toBe("other");
    expect(askerIdentity(undefined)).toBe("other");
  });

  it("maps the investor type to the record's userType: 1 individual (also unknown), 2 organisation", () => {
    expect(askerUserType(1)).toBe(1);
    expect(askerUserType(null)).toBe(1);
    expect(askerUserType(undefined)).toBe(1);
    expect(askerUserType(2)).toBe(2);
    expect(askerUserType(3)).toBe(2);
    expect(askerUserType(4)).toBe(2);
  });
});

describe("qaReadCompany: whose Q&A a read naming a company covers", () => {
  it("gives a company its own part, and refuses another company's", () => {
    expect(qaReadCompany({ ownPart: 7, govReader: false }, undefined, [])).toBe(7);
    expect(qaReadCompany({ ownPart: 7, govReader: false }, 7, [7, 8])).toBe(7);
    expect(qaReadCompany({ ownPart: 7, govReader: false }, 8, [7, 8])).toBe("forbidden");
    expect(qaReadCompany({ ownPart: null, govReader: false }, undefined, [])).toBe("forbidden");
  });
  it("lets the government reader read the whole activity or one company taking part", () => {
    expect(qaReadCompany({ ownPart: null, govReader: true }, undefined, [])).toBeNull();
    expect(qaReadCompany({ ownPart: null, govReader: true }, 8, [7, 8])).toBe(8);
    expect(qaReadCompany({ ownPart: null, govReader: true }, 9, [7, 8])).toBe("notPart");
  });
});
