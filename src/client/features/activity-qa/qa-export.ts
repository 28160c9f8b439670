import { t } from "@lingui/core/macro";
import type { ExportCell } from "#client/components/widgets/export-xlsx.ts";
import type { TQaExport, TQaRecord } from "#shared/api/qa.contract.ts";
import { formatDate } from "#shared/format/date.ts";
import { QuestionType, meTooLabel, reviewStatusText } from "#shared/qa/qa-rules.ts";

/**
 * The three exports' contents (document 2 section 2.4), built on the client from the server's records: pure
 * functions from records to sheet rows or text, the words passed in so they stay translatable and testable.
 */

export interface TQaExportLabels {
  index: string;
  kind: string;
  question: string;
  speech: string;
  asker: string;
  userType: string;
  individual: string;
  organisation: string;
  askTime: string;
  content: string;
  meToo: string;
  status: string;
  reply: string;
  guest: string;
  replyTime: string;
  replyStatus: string;
  auditReason: string;
  cancelReason: string;
  sheetName: string;
  company: string;
  activityTitle: string;
  activityDate: string;
  questionCount: string;
  answerCount: string;
  askPrefix: string;
  answerPrefix: string;
  speechPrefix: string;
  irTitle: string;
  irSheetName: string;
  irCategory: string;
  irCategoryValue: string;
  irParticipants: string;
  irParticipantsValue: string;
  irPlace: string;
  irPlaceValue: string;
  irContent: string;
}

/** The export words in the page's language. */
export function qaExportLabels(): TQaExportLabels {
  return {
    index: t`序号`,
    kind: t`类型`,
    question: t`提问`,
    speech: t`嘉宾发言`,
    asker: t`提问人`,
    userType: t`用户类型`,
    individual: t`个人投资者`,
    organisation: t`机构投资者`,
    askTime: t`提问时间`,
    content: t`内容`,
    meToo: t`我也想问`,
    status: t`审核状态`,
    reply: t`回复内容`,
    guest: t`回复嘉宾`,
    replyTime: t`回复时间`,
    replyStatus: t`回复状态`,
    auditReason: t`审核理由`,
    cancelReason: t`撤销理由`,
    sheetName: t`问答记录`,
    company: t`公司名称`,
    activityTitle: t`活动名称`,
    activityDate: t`活动日期`,
    questionCount: t`问题数`,
    answerCount: t`回答数`,
    askPrefix: t`问`,
    answerPrefix: t`答`,
    speechPrefix: t`发言`,
    irTitle: t`投资者关系活动记录表`,
    irSheetName: t`投资者关系活动记录表`,
    irCategory: t`投资者关系活动类别`,
    irCategoryValue: t`网上路演及投资者交流活动`,
    irParticipants: t`参与单位名称及人员姓名`,
    irParticipantsValue: t`通过网络参与本次活动的投资者`,
    irPlace: t`地点`,
    irPlaceValue: t`路演平台网上互动`,
    irContent: t`投资者关系活动主要内容介绍`,
  };
}

const time = (value: string | null | undefined): string => (value ? formatDate(value) : "");

/** Who spoke or answered: name, title and company, as far as they are known. */
export function guestLabel(r: Pick<TQaRecord, "guestName" | "guestTitle" | "guestCompanyName">): string {
  const extra = [r.guestCompanyName, r.guestTitle].filter(Boolean).join(" ");
  if (!r.guestName) return extra;
  return extra ? `${r.guestName}（${extra}）` : r.guestName;
}

function userTypeLabel(userType: number | null, labels: TQaExportLabels): string {
  if (userType === 1) return labels.individual;
  if (userType === 2) return labels.organisation;
  return "";
}

/** The Excel export: a header row and one row per record (questions and speeches alike). */
export function qaExcelRows(records: readonly TQaRecord[], labels: TQaExportLabels): ExportCell[][] {
  const header = [
    labels.index, labels.kind, labels.asker, labels.userType, labels.askTime, labels.content, labels.meToo, labels.status,
    labels.reply, labels.guest, labels.replyTime, labels.replyStatus, labels.auditReason, labels.cancelReason,
  ];
  const rows = records.map((r, i): ExportCell[] => {
    const speech = r.questionType === QuestionType.speech;
    return [
      i + 1,
      speech ? labels.speech : labels.question,
      speech ? guestLabel(r) : (r.userNickName ?? ""),
      speech ? "" : userTypeLabel(r.userType, labels),
      time(r.questionDate),
      r.content,
      speech ? null : meTooLabel(r.questionAddOneCount),
      r.statusText || reviewStatusText(r.status),
      r.replyContent ?? "",
      speech ? "" : guestLabel(r),
      time(r.replyDate),
      r.repalyStatus === null ? "" : r.repalyStatusText || reviewStatusText(r.repalyStatus),
      r.auditReason ?? "",
      r.cancelReason ?? "",
    ];
  });
  return [header, ...rows];
}

/** The txt export: a heading, then each answered question (asked, answered) and each speech. */
export function qaTxtText(data: TQaExport, labels: TQaExportLabels): string {
  const lines = [
    data.activityTitle,
    `${labels.company}：${data.companyName}`,
    `${labels.activityDate}：${data.startDate}`,
    `${labels.questionCount}：${data.questionNum}  ${labels.answerCount}：${data.answerNum}`,
    "",
  ];
  data.records.forEach((r, i) => {
    if (r.questionType === QuestionType.speech) {
      lines.push(`${i + 1}. ${labels.speechPrefix}：${guestLabel(r)}（${time(r.questionDate)}）`, `   ${r.content}`, "");
      return;
    }
    lines.push(`${i + 1}. ${labels.askPrefix}：${r.userNickName ?? ""}（${time(r.questionDate)}）`, `   ${r.content}`);
    if (r.replyContent) {
      lines.push(`   ${labels.answerPrefix}：${guestLabel(r)}（${time(r.replyDate)}）`, `   ${r.replyContent}`);
    }
    lines.push("");
  });
  // CRLF: the file is mostly opened in Windows Notepad
  return lines.join("\r\n");
}

/** The investor-relations activity table: the form's fields, then the questions and answers as its main content. */
export function qaIrRows(data: TQaExport, labels: TQaExportLabels): ExportCell[][] {
  const rows: ExportCell[][] = [
    [`${data.companyName}${labels.irTitle}`],
    [labels.irCategory, labels.irCategoryValue],
    [labels.activityTitle, data.activityTitle],
    [labels.irParticipants, labels.irParticipantsValue],
    [labels.activityDate, data.startDate],
    [labels.irPlace, labels.irPlaceValue],
    [labels.questionCount, data.questionNum],
    [labels.answerCount, data.answerNum],
    [labels.irContent],
    [labels.index, labels.askPrefix, labels.answerPrefix, labels.guest],
  ];
  data.records.forEach((r, i) => {
    const speech = r.questionType === QuestionType.speech;
    rows.push([i + 1, speech ? `${labels.speechPrefix}：${r.content}` : r.content, speech ? "" : (r.replyContent ?? ""), guestLabel(r)]);
  });
  return rows;
}
