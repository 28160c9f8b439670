import { beforeAll, describe, expect, it } from "vitest";
import * as xlsx from "xlsx";
import { activateLocale } from "#client/lib/i18n.ts";
import { buildWorkbook } from "#client/components/widgets/export-xlsx.ts";
import { auditExportRows } from "#client/features/ops/audit-export.ts";
import { auditTimeText } from "#shared/audit/audit-diff.ts";
import type { TAuditEntry } from "#shared/api/audit.contract.ts";

const entry = (id: number, text: string): TAuditEntry => ({
  id,
  at: "2026-11-23T02:00:05.000Z",
  actorUserId: 7,
  actorName: text,
  actorAccount: "ops-admin",
  action: "company.save",
  entity: "companies",
  entityId: text,
  before: { shortName: "旧名" },
  after: { shortName: text },
});

describe("the audit log export", () => {
  beforeAll(async () => {
    await activateLocale("zh-CN");
  });

  it("shows Beijing time and the change as before → after", () => {
    const [header, row] = auditExportRows([entry(1, "新名")]);
    expect(header).toHaveLength(6);
    expect(row).toEqual(["2026-11-23 10:00:05", "新名（ops-admin）", "company.save", "companies", "新名", "shortName: 旧名 → 新名"]);
    expect(auditTimeText("2026-11-23T16:30:00.000Z")).toBe("2026-11-24 00:30:00");
  });

  it("writes cells starting with = + - @ as text, never as formulas", () => {
    const dangerous = ["=HYPERLINK(\"http://x\",\"a\")", "+SUM(1,2)", "-2+3", "@cmd|' /C calc'!A0"];
    const rows = auditExportRows(dangerous.map((d, i) => entry(i + 1, d)));
    const file = xlsx.write(buildWorkbook(xlsx, [{ name: "审计日志", rows }]), { type: "buffer", bookType: "xlsx" }) as Buffer;
    const sheet = xlsx.read(file, { type: "buffer", cellFormula: true }).Sheets["审计日志"]!;
    dangerous.forEach((text, i) => {
      for (const col of ["B", "E"]) {
        const cell = sheet[`${col}${i + 2}`] as xlsx.CellObject;
        expect(cell.t, `${col}${i + 2}`).toBe("s");
        expect(cell.f, `${col}${i + 2}`).toBeUndefined();
      }
      expect((sheet[`E${i + 2}`] as xlsx.CellObject).v).toBe(text);
    });
  });
});
