import { t } from "@lingui/core/macro";
import type { TAuditEntry } from "#shared/api/audit.contract.ts";
import { auditDiffText, auditTimeText } from "#shared/audit/audit-diff.ts";
import type { ExportCell } from "#client/components/widgets/export-xlsx.ts";

/** Who acted: their name and account, or the system when no one did (a clock job). */
export function auditActorText(e: Pick<TAuditEntry, "actorName" | "actorAccount" | "actorUserId">): string {
  if (e.actorUserId === null) return t`系统`;
  return e.actorName ? `${e.actorName}${e.actorAccount ? `（${e.actorAccount}）` : ""}` : `#${e.actorUserId}`;
}

/**
 * The export's rows (time, who, what, object, changes). Every value is written as a text cell (the
 * workbook builder writes strings as strings), so a value starting with =, +, - or @ stays text in Excel
 * (tests/client/audit-export.test.ts reads the file back).
 */
export function auditExportRows(list: readonly TAuditEntry[]): ExportCell[][] {
  return [
    [t`时间`, t`操作人`, t`操作`, t`对象`, t`对象编号`, t`变更（修改前 → 修改后）`],
    ...list.map((e) => [auditTimeText(e.at), auditActorText(e), e.action, e.entity, e.entityId ?? "", auditDiffText(e.before, e.after)]),
  ];
}
