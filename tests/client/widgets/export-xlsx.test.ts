import { afterEach, describe, expect, it, vi } from "vitest";
import * as XLSX from "xlsx";
import { buildWorkbook, exportXlsx, xlsxFileName } from "#client/components/widgets/export-xlsx.ts";

// exportXlsx's download goes through writeFile, which jsdom cannot perform: record the call instead.
const writeFile = vi.hoisted(() => vi.fn());
vi.mock("xlsx", async (importOriginal) => ({ ...(await importOriginal<typeof XLSX>()), writeFile }));

const rowsOf = (workbook: XLSX.WorkBook, name: string) =>
  XLSX.utils.sheet_to_json<unknown[]>(workbook.Sheets[name]!, { header: 1, defval: null });

describe("buildWorkbook", () => {
  it("puts each sheet's rows into a sheet of that name, in order", () => {
    const workbook = buildWorkbook(XLSX, [
      { name: "活动", rows: [["名称", "人数", "备注"], ["业绩说明会", 120, null], ["路演", 0, "线上"]] },
      { name: "嘉宾", rows: [["姓名"], ["张三"]] },
    ]);
    expect(workbook.SheetNames).toEqual(["活动", "嘉宾"]);
    expect(rowsOf(workbook, "活动")).toEqual([
      ["名称", "人数", "备注"],
      ["业绩说明会", 120, null],
      ["路演", 0, "线上"],
    ]);
    // numbers stay numbers, a null is an empty cell
    expect(workbook.Sheets["活动"]!.B2).toMatchObject({ t: "n", v: 120 });
    expect(workbook.Sheets["活动"]!.C2).toBeUndefined();
    expect(rowsOf(workbook, "嘉宾")).toEqual([["姓名"], ["张三"]]);
  });

  it("makes sheet names Excel accepts: no reserved characters, at most 31 long, unique", () => {
    const workbook = buildWorkbook(XLSX, [
      { name: "2024/01: Q&A [draft]?", rows: [] },
      { name: "x".repeat(40), rows: [] },
      { name: "X".repeat(40), rows: [] },
      { name: "  ", rows: [] },
    ]);
    expect(workbook.SheetNames).toEqual(["2024_01_ Q&A _draft__", "x".repeat(31), `${"X".repeat(28)}(2)`, "Sheet4"]);
  });

  it("writes one empty sheet when there is nothing to export", () => {
    expect(buildWorkbook(XLSX, []).SheetNames).toEqual(["Sheet1"]);
  });
});

describe("exportXlsx", () => {
  afterEach(() => writeFile.mockReset());

  it("loads xlsx on demand and downloads the built workbook under an .xlsx name", async () => {
    await exportXlsx("问答/导出", [{ name: "问答", rows: [["问题"], ["何时分红？"]] }]);
    expect(writeFile).toHaveBeenCalledTimes(1);
    const [workbook, fileName, options] = writeFile.mock.calls[0]!;
    expect(fileName).toBe("问答_导出.xlsx");
    expect(options).toMatchObject({ bookType: "xlsx" });
    expect(rowsOf(workbook as XLSX.WorkBook, "问答")).toEqual([["问题"], ["何时分红？"]]);
  });
});

describe("xlsxFileName", () => {
  it("keeps a given .xlsx extension and names a nameless export", () => {
    expect(xlsxFileName("report.XLSX")).toBe("report.XLSX");
    expect(xlsxFileName(" \u0007 ")).toBe("export.xlsx");
  });
});
