import { beforeAll, describe, expect, it } from "vitest";
import * as xlsx from "xlsx";
import { activateLocale } from "#client/lib/i18n.ts";
import { buildWorkbook } from "#client/components/widgets/export-xlsx.ts";
import { exportRows } from "#client/features/pre-collect/pre-collect-export.ts";
import type { TPreCollectQuestion } from "#shared/api/pre-collect.contract.ts";

const row = (id: number, question: string, answer: string | null, status: number): TPreCollectQuestion => ({
  id,
  question,
  answer,
  status,
  collectType: 1,
  userType: 1,
  userNickName: "投资者",
  userCompanyName: null,
  companyName: "示例公司",
  crtTime: "2026-11-23T02:00:00.000Z",
  updTime: null,
});

describe("the pre-collected Q&A export", () => {
  beforeAll(async () => {
    await activateLocale("zh-CN");
  });

  it("writes cells starting with = + - @ as text, never as formulas", () => {
    const dangerous = ["=HYPERLINK(\"http://x\",\"a\")", "+SUM(1,2)", "-2+3", "@cmd|' /C calc'!A0"];
    const rows = exportRows(dangerous.map((q, i) => row(i + 1, q, dangerous[(i + 1) % 4]!, 1)));
    const file = xlsx.write(buildWorkbook(xlsx, [{ name: "预征集问题", rows }]), { type: "buffer", bookType: "xlsx" }) as Buffer;
    const sheet = xlsx.read(file, { type: "buffer", cellFormula: true }).Sheets["预征集问题"]!;
    dangerous.forEach((text, i) => {
      for (const ref of [`A${i + 2}`, `B${i + 2}`]) {
        const cell = sheet[ref] as xlsx.CellObject;
        expect(cell.t, ref).toBe("s");
        expect(cell.f, ref).toBeUndefined();
      }
      expect((sheet[`A${i + 2}`] as xlsx.CellObject).v).toBe(text);
    });
  });

  it("has a header and the status and asker of each row", () => {
    const rows = exportRows([row(1, "问题一", null, 0), row(2, "问题二", "回答二", 1), row(3, "问题三", null, 2)]);
    expect(rows[0]).toEqual(["问题", "回答", "状态", "提问者", "提问时间"]);
    expect(rows.slice(1).map((r) => r[2])).toEqual(["待回答", "已回答", "不适合回答"]);
    expect(rows[1]![4]).toBe("2026-11-23 02:00:00");
  });
});
