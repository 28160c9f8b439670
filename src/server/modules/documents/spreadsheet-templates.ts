import { ASK_MAX, REPLY_MAX } from "#shared/qa/qa-rules.ts";
import { TEMPLATE_DOCUMENTS } from "#shared/docs/documents.ts";
import { PARTICIPANT_HEADER, PARTICIPANT_MAX_ROWS } from "#shared/participants/participant-rules.ts";

/**
 * The import templates (document 3: participant list, pre-collected Q&A, guest library): a sheet with the
 * header row the import reads and one example row, and a second sheet saying how to fill it in. Written with
 * the project's xlsx package, loaded only when a template is first asked for.
 */

type TSheet = { name: string; rows: (string | number)[][]; widths: number[] };

const TEMPLATES: Record<string, { sheet: TSheet; notes: string[] }> = {
  [TEMPLATE_DOCUMENTS.participant.name]: {
    sheet: {
      name: "参会人员",
      rows: [
        [...PARTICIPANT_HEADER],
        [1, "张三", "某某证券股份有限公司", "研究员", "13800000000", "110105198001011238", "现场", ""],
      ],
      widths: [6, 12, 28, 12, 16, 22, 22, 20],
    },
    notes: [
      "带*的列必须填写；现场参会须填写身份证号（场地入场核验），线上参会可不填。",
      "参会方式填写“现场”或“线上”；手机号为11位大陆手机号，身份证号为18位居民身份证号（请将该列设为文本格式）。",
      `仅支持xlsx格式，不超过${PARTICIPANT_MAX_ROWS}人；活动开始前一日15:00后不能再上传，重新上传将替换已上传的名单。`,
      "请勿修改表头，从第二行开始填写（示例行可删除）；单元格中请勿使用公式。",
    ],
  },
  [TEMPLATE_DOCUMENTS.qa.name]: {
    sheet: {
      name: "预征集问答",
      rows: [
        ["问题*", "回答"],
        ["公司第三季度营业收入增长的主要原因是什么？", "主要得益于新产品放量和海外市场拓展。"],
      ],
      widths: [60, 80],
    },
    notes: [`问题必填，不超过${ASK_MAX}字。`, `回答可不填，不超过${REPLY_MAX}字。`, "支持xls、xlsx格式；导入后可在预览中检查并删除有误的行。", "请勿修改表头，从第二行开始填写（示例行可删除）。"],
  },
  [TEMPLATE_DOCUMENTS.guest.name]: {
    sheet: {
      name: "嘉宾",
      rows: [
        ["姓名*", "英文名*", "职务*", "英文职务", "单位", "英文单位", "性别（男/女）*", "手机号", "简介", "英文简介"],
        ["李明", "Li Ming", "董事会秘书", "Board Secretary", "某某科技股份有限公司", "Example Technology Co., Ltd.", "男", "13900000000", "负责公司信息披露与投资者关系管理。", ""],
      ],
      widths: [10, 14, 14, 18, 24, 28, 14, 16, 40, 40],
    },
    notes: ["带*的列必须填写；英文名不超过100字符，简介不超过1000字，英文简介不超过3000字符。", "手机号须为已注册平台通行证的号码，嘉宾方可在活动中回复提问。", "支持xls、xlsx格式；与库中手机号重复的嘉宾导入时会提示确认。", "请勿修改表头，从第二行开始填写（示例行可删除）。"],
  },
};

/** Whether the portal ships a spreadsheet template of this name. */
export function isSpreadsheetTemplate(name: string): boolean {
  return name in TEMPLATES;
}

/** The template as xlsx bytes. */
export async function renderSpreadsheetTemplate(name: string): Promise<Buffer> {
  const template = TEMPLATES[name];
  if (!template) throw new Error(`no spreadsheet template ${name}`);
  const xlsx = await import("xlsx");
  const book = xlsx.utils.book_new();
  const sheet = xlsx.utils.aoa_to_sheet(template.sheet.rows);
  sheet["!cols"] = template.sheet.widths.map((wch) => ({ wch }));
  xlsx.utils.book_append_sheet(book, sheet, template.sheet.name);
  const notes = xlsx.utils.aoa_to_sheet([["填写说明"], ...template.notes.map((n, i) => [`${i + 1}. ${n}`])]);
  notes["!cols"] = [{ wch: 90 }];
  xlsx.utils.book_append_sheet(book, notes, "填写说明");
  return xlsx.write(book, { type: "buffer", bookType: "xlsx" }) as Buffer;
}
