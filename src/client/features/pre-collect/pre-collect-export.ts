import { t } from "@lingui/core/macro";
import type { TPreCollectQuestion } from "#shared/api/pre-collect.contract.ts";
import { PreCollectStatus } from "#shared/qa/pre-collect-rules.ts";
import type { ExportCell } from "#client/components/widgets/export-xlsx.ts";

/**
 * The export's rows (question, answer, status, asker, time). Every text is written as a text cell (the
 * workbook builder writes strings as strings), so a question starting with =, +, - or @ stays text in Excel
 * rather than becoming a formula (tests/client/pre-collect-export.test.ts reads the file back).
 */
export function exportRows(list: readonly TPreCollectQuestion[]): ExportCell[][] {
  const statusText: Record<number, string> = {
    [PreCollectStatus.pending]: t`待回答`,
    [PreCollectStatus.answered]: t`已回答`,
    [PreCollectStatus.unsuitable]: t`不适合回答`,
  };
  return [
    [t`问题`, t`回答`, t`状态`, t`提问者`, t`提问时间`],
    ...list.map((q) => [q.question, q.answer ?? "", statusText[q.status] ?? "", q.userNickName ?? q.userCompanyName ?? "", q.crtTime.slice(0, 19).replace("T", " ")]),
  ];
}
