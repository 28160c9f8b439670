import { like, or } from "drizzle-orm";
import type { TDb } from "../client.ts";
import { companyHomepages, finReports } from "../schema/index.ts";
import { DEMO_INSTITUTION_PICTURES, DEMO_REPORT_PDFS, type TDemoReportPdf } from "./seed-institutions.ts";
import type { TStorage } from "../../lib/storage.ts";
import { renderPdf } from "../../modules/documents/index.ts";
import { gradientPng } from "./png.ts";

/** A demo report as a real PDF: its key figures and the management discussion, in the documents' PDF writer. */
export function demoReportPdf(report: TDemoReportPdf): Buffer {
  return renderPdf({
    title: `${report.companyName} ${report.title}`,
    subtitle: `报告期：${report.period}`,
    blocks: [
      { kind: "heading", text: "一、主要财务数据" },
      ...report.highlights.map((h) => ({ kind: "field" as const, label: h.label, text: h.text })),
      { kind: "heading", text: "二、经营情况讨论与分析" },
      ...report.discussion.map((text) => ({ kind: "paragraph" as const, text })),
      { kind: "heading", text: "三、风险提示" },
      { kind: "paragraph", text: "本报告为可视化财报演示数据，不构成投资建议。投资者应以公司在指定信息披露媒体发布的公告为准。" },
    ],
  });
}

/** The generated files by key, made once per process (several apps in one process, as in the tests, share them). */
const generated = new Map<string, Buffer>();
function once(key: string, make: () => Buffer): Buffer {
  let data = generated.get(key);
  if (!data) {
    data = make();
    generated.set(key, data);
  }
  return data;
}

/**
 * Writes the demo pictures and PDFs the seeded rows point at into storage when they are missing (a fresh
 * files folder, a new bucket). A seeding step: runs on a start that seeds (buildApp's `seed`), like the other
 * demo files; only when some row points at the demo folder, and only for the files it lacks, so a restart costs
 * one query and a few stats. A test that reads these files calls it itself.
 */
export async function ensureInstitutionDemoFiles(db: TDb, storage: TStorage): Promise<number> {
  const demo = "/files/uploads/demo/%";
  const [homepage] = await db.select({ id: companyHomepages.companyId }).from(companyHomepages).limit(1);
  const [report] = await db
    .select({ id: finReports.id })
    .from(finReports)
    .where(or(like(finReports.pdfPath, demo), like(finReports.coverPath, demo)))
    .limit(1);
  if (!homepage && !report) return 0;
  let written = 0;
  for (const picture of DEMO_INSTITUTION_PICTURES) {
    if (await storage.stat(picture.key)) continue;
    await storage.put(picture.key, once(picture.key, () => gradientPng(picture.width, picture.height, picture.from, picture.to)));
    written++;
  }
  for (const pdf of DEMO_REPORT_PDFS) {
    if (await storage.stat(pdf.key)) continue;
    await storage.put(pdf.key, once(pdf.key, () => demoReportPdf(pdf)));
    written++;
  }
  return written;
}
