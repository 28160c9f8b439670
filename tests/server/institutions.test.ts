import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { activityVisibleUsers, companies, companyHomepages, companyMembers, finReports, users } from "#server/db/schema/index.ts";
import { DEMO_COMPANY_NAMES } from "#server/db/seed/index.ts";
import { DEMO_HOMEPAGE_COMPANIES, DEMO_REPORT_TITLES } from "#server/db/seed/seed-institutions.ts";
import { ensureInstitutionDemoFiles } from "#server/db/seed/seed-institution-files.ts";
import type { TCompanyActivityCard, TCompanyHomepage, TFinReport, TInstitutionCard, TPublicFinReport } from "#shared/api/institution.contract.ts";
import { FinReportMsg } from "#shared/institution/fin-report-rules.ts";
import { InstitutionMsg } from "#shared/institution/company-homepage.ts";
import type { TPage } from "#shared/http/envelope.ts";
import { createTestApp, type TTestApp } from "./test-app.ts";
import { JPG, PDF, PNG, uploadFile } from "./upload-helpers.ts";

const PUB = "/base-service/api/pub/v1";
const AUTH = "/base-service/api/auth/v1";

let t: TTestApp;
let reportAdmin = "";
let listedAdmin = "";
let personal = "";
let reportCompany = 0;
let listedCompany = 0;
const as = (token: string) => ({ authorization: token });

beforeAll(async () => {
  t = await createTestApp();
  // the demo pictures and PDFs are written by the seeding start; this app starts without seeding
  await ensureInstitutionDemoFiles(t.database.db, t.app.deps.storage);
  [reportAdmin, listedAdmin, personal] = await Promise.all([t.loginPass("report-admin"), t.loginPass("listed-admin"), t.loginMobile("13800000001")]);
  reportCompany = await t.companyOf("report-admin");
  listedCompany = await t.companyOf("listed-admin");
});
afterAll(async () => t.close());

const companyPage = (body: Record<string, unknown>) => t.post<TPage<TInstitutionCard>>(`${PUB}/company/company_page`, body as never);
const reportPage = (body: Record<string, unknown> = {}) => t.post<TPage<TPublicFinReport>>(`${PUB}/fin_report/fin_report_page`, body as never);
const myReports = (token: string) => t.post<TPage<TFinReport>>(`${AUTH}/fin_report/my_fin_report_page`, {}, as(token));

/** Uploads a cover and a PDF as `token` and answers their paths. */
async function uploads(token: string) {
  const cover = await uploadFile(t, token, "封面.png", PNG);
  const pdf = await uploadFile(t, token, "财报.pdf", PDF);
  expect(cover.code, cover.message).toBe(200);
  expect(pdf.code, pdf.message).toBe(200);
  return { coverPath: cover.datas[0]!.filePath, pdfPath: pdf.datas[0]!.filePath };
}

async function getFile(path: string, token?: string) {
  return t.app.inject({ method: "GET", url: `/api${path}`, headers: token ? as(token) : {} });
}

describe("the institution directory (company/company_page)", () => {
  it("lists the companies with a published homepage, every type for 686868 or none", async () => {
    const all = await companyPage({ companyType: 686868, pageSize: 50 });
    expect(all.code).toBe(200);
    expect(all.datas[0]!.total).toBe(DEMO_HOMEPAGE_COMPANIES.length);
    const names = all.datas[0]!.records.map((r) => r.fullName);
    expect(names).toContain(DEMO_COMPANY_NAMES.report);
    // the regulator and one fund company have published nothing
    expect(names).not.toContain(DEMO_COMPANY_NAMES.regulator);
    expect(names).not.toContain(DEMO_COMPANY_NAMES.fundClosed);
    expect((await companyPage({ pageSize: 50 })).datas[0]!.total).toBe(DEMO_HOMEPAGE_COMPANIES.length);
  });

  it("filters by type and keyword (short name, full name, stock code), with wildcards taken literally", async () => {
    const listed = await companyPage({ companyType: 1 });
    expect(listed.datas[0]!.records.every((r) => r.companyType === 1 && r.companyTypeText === "上市公司")).toBe(true);
    expect(listed.datas[0]!.total).toBe(2);
    expect((await companyPage({ keyword: "云栖" })).datas[0]!.records.map((r) => r.id)).toEqual([reportCompany]);
    expect((await companyPage({ keyword: "688572" })).datas[0]!.records.map((r) => r.id)).toEqual([reportCompany]);
    expect((await companyPage({ keyword: "%" })).datas[0]!.total).toBe(0);
    expect((await companyPage({ companyType: 8, keyword: "华夏" })).datas[0]!.total).toBe(0);
  });

  it("pages", async () => {
    const first = await companyPage({ pageNo: 1, pageSize: 3 });
    const third = await companyPage({ pageNo: 3, pageSize: 3 });
    expect(first.datas[0]).toMatchObject({ current: 1, pages: Math.ceil(DEMO_HOMEPAGE_COMPANIES.length / 3), total: DEMO_HOMEPAGE_COMPANIES.length });
    expect(first.datas[0]!.records).toHaveLength(3);
    expect(third.datas[0]!.records.length).toBe(DEMO_HOMEPAGE_COMPANIES.length - 6);
    const ids = [...first.datas[0]!.records, ...third.datas[0]!.records].map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect((await companyPage({ pageNo: 99 })).datas[0]!.records).toEqual([]);
  });

  it.each([
    [{ companyType: 7 }, InstitutionMsg.badType],
    [{ companyType: "abc" }, InstitutionMsg.badType],
    [{ keyword: "字".repeat(101) }, InstitutionMsg.keywordTooLong],
    [{ pageNo: 0 }, "页码不正确"],
    [{ pageNo: "x" }, "页码不正确"],
    [{ pageSize: 1000 }, "每页条数不正确"],
  ])("refuses %j with a clear 400", async (body, message) => {
    expect(await companyPage(body)).toMatchObject({ code: 400, message });
  });
});

describe("the company homepage (company/company_detail and its activities)", () => {
  it("shows the published homepage with its intro, pictures and names", async () => {
    const res = await t.post<TCompanyHomepage>(`${PUB}/company/company_detail`, { id: reportCompany });
    expect(res.code).toBe(200);
    const home = res.datas[0]!;
    expect(home).toMatchObject({ id: reportCompany, fullName: DEMO_COMPANY_NAMES.report, companyType: 8 });
    expect(home.companyIntroJson.gsfc_intro).toContain("云栖");
    expect(home.companyIntroJson.gsfc_intro_en_show).toBe(true);
    expect(home.companyIntroJson.gsfc_pics.length).toBeGreaterThan(0);
    // the carousel's pictures are real files, public
    const picture = await getFile(home.companyIntroJson.gsfc_pics[0]!.image);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers["content-type"]).toBe("image/png");
  });

  it("answers an unknown, unpublished or out-of-range id exactly as a missing one", async () => {
    const [regulator] = await t.database.db.select({ id: companies.id }).from(companies).where(eq(companies.fullName, DEMO_COMPANY_NAMES.regulator));
    const missing = await t.post(`${PUB}/company/company_detail`, { id: 999_999 });
    const unpublished = await t.post(`${PUB}/company/company_detail`, { id: regulator!.id });
    expect(missing).toMatchObject({ code: 400, message: InstitutionMsg.notFound, datas: [] });
    expect(unpublished).toMatchObject({ code: 400, message: InstitutionMsg.notFound, datas: [] });
    expect(await t.post(`${PUB}/company/company_activity_page`, { id: regulator!.id })).toMatchObject({ code: 400, message: InstitutionMsg.notFound });
    for (const id of ["0", "-1", "99999999999", "abc", ""]) {
      expect(await t.post(`${PUB}/company/company_detail`, { id }), id).toMatchObject({ code: 400, message: InstitutionMsg.badId });
    }
  });

  it("lists the company's published activities only, without restricted or cancelled ones", async () => {
    const res = await t.post<TPage<TCompanyActivityCard>>(`${PUB}/company/company_activity_page`, { id: listedCompany, pageSize: 50 });
    expect(res.code).toBe(200);
    const page = res.datas[0]!;
    expect(page.total).toBeGreaterThan(0);
    const listedIds = page.records.map((r) => r.id);
    const rows = await t.database.db.query.activities.findMany({ where: (a, { inArray }) => inArray(a.id, listedIds) });
    expect(rows.every((a) => a.pubStatus >= 1 && !a.isCancel)).toBe(true);

    // restricting one to a list of users takes it off the company's public list
    const restricted = listedIds[0]!;
    const [user] = await t.database.db.select({ id: users.id }).from(users).limit(1);
    await t.database.db.insert(activityVisibleUsers).values({ activityId: restricted, userId: user!.id });
    const after = await t.post<TPage<TCompanyActivityCard>>(`${PUB}/company/company_activity_page`, { id: listedCompany, pageSize: 50 });
    expect(after.datas[0]!.total).toBe(page.total - 1);
    expect(after.datas[0]!.records.map((r) => r.id)).not.toContain(restricted);
    await t.database.db.delete(activityVisibleUsers).where(eq(activityVisibleUsers.activityId, restricted));
  });
});

describe("visual financial reports", () => {
  it("lists the seeded published reports with real PDFs, never the draft", async () => {
    const res = await reportPage();
    expect(res.code).toBe(200);
    const titles = res.datas[0]!.records.map((r) => r.title);
    expect(titles.sort()).toEqual([...DEMO_REPORT_TITLES.published].sort());
    expect(titles).not.toContain(DEMO_REPORT_TITLES.draft);
    const pdf = await getFile(res.datas[0]!.records[0]!.pdfPath);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
    expect(pdf.headers["cache-control"]).toBe("public, no-cache");
  });

  it("keeps the draft's files from the public and gives its company signed addresses", async () => {
    const [draft] = await t.database.db.select().from(finReports).where(eq(finReports.status, 0));
    expect((await getFile(draft!.pdfPath)).statusCode).toBe(403);
    expect((await getFile(draft!.coverPath)).statusCode).toBe(403);
    const mine = await myReports(reportAdmin);
    const signed = mine.datas[0]!.records.find((r) => r.id === draft!.id)!;
    expect(signed.pdfPath).toMatch(/\?exp=\d+&sig=/);
    expect((await getFile(signed.pdfPath)).statusCode).toBe(200);
  });

  it("goes through its life cycle: save, publish (public), withdraw (hidden again), edit, delete", async () => {
    const files = await uploads(reportAdmin);
    const saved = await t.post<TFinReport>(`${AUTH}/fin_report/save_fin_report`, { title: " 2026年第三季度测试财报 ", period: "2026年第三季度", ...files }, as(reportAdmin));
    expect(saved.code, saved.message).toBe(200);
    const report = saved.datas[0]!;
    expect(report).toMatchObject({ title: "2026年第三季度测试财报", status: 0, companyId: reportCompany });
    expect((await reportPage({ keyword: "测试财报" })).datas[0]!.total).toBe(0);
    expect((await getFile(files.pdfPath)).statusCode).toBe(403);

    const published = await t.post<TFinReport>(`${AUTH}/fin_report/publish_fin_report`, { id: report.id }, as(reportAdmin));
    expect(published.code, published.message).toBe(200);
    expect(published.datas[0]).toMatchObject({ status: 1, pdfPath: files.pdfPath });
    expect(published.datas[0]!.publishTime).not.toBeNull();
    const listed = await reportPage({ keyword: "测试财报" });
    expect(listed.datas[0]!.records.map((r) => r.id)).toEqual([report.id]);
    expect((await reportPage({ companyId: reportCompany })).datas[0]!.total).toBe(DEMO_REPORT_TITLES.published.length + 1);
    expect((await getFile(files.pdfPath)).statusCode).toBe(200);

    expect(await t.post(`${AUTH}/fin_report/publish_fin_report`, { id: report.id }, as(reportAdmin))).toMatchObject({ code: 400, message: FinReportMsg.alreadyPublished });
    const edit = await t.post(`${AUTH}/fin_report/save_fin_report`, { id: report.id, title: "改", period: "2026年第三季度", ...files }, as(reportAdmin));
    expect(edit).toMatchObject({ code: 400, message: FinReportMsg.publishedLocked });
    expect(await t.post(`${AUTH}/fin_report/delete_fin_report`, { id: report.id }, as(reportAdmin))).toMatchObject({ code: 400, message: FinReportMsg.publishedLocked });

    const withdrawn = await t.post<TFinReport>(`${AUTH}/fin_report/withdraw_fin_report`, { id: report.id }, as(reportAdmin));
    expect(withdrawn.datas[0]).toMatchObject({ status: 2 });
    expect((await reportPage({ keyword: "测试财报" })).datas[0]!.total).toBe(0);
    expect((await getFile(files.pdfPath)).statusCode).toBe(403);
    expect(await t.post(`${AUTH}/fin_report/withdraw_fin_report`, { id: report.id }, as(reportAdmin))).toMatchObject({ code: 400, message: FinReportMsg.notPublished });

    const edited = await t.post<TFinReport>(`${AUTH}/fin_report/save_fin_report`, { id: report.id, title: "2026年第三季度财报（修订）", period: "2026年第三季度", ...files }, as(reportAdmin));
    expect(edited.datas[0]).toMatchObject({ title: "2026年第三季度财报（修订）", status: 2 });
    expect((await t.post(`${AUTH}/fin_report/delete_fin_report`, { id: report.id }, as(reportAdmin))).code).toBe(200);
    expect((await myReports(reportAdmin)).datas[0]!.records.map((r) => r.id)).not.toContain(report.id);
  });

  it("refuses another company, a non-type-8 company, a personal user and a member without the booking permission", async () => {
    const [draft] = await t.database.db.select().from(finReports).where(eq(finReports.status, 0));
    const listedFiles = await uploads(listedAdmin);
    const body = { title: "越权财报", period: "2026年第三季度", ...listedFiles };
    for (const token of [listedAdmin, personal]) {
      expect(await t.post(`${AUTH}/fin_report/save_fin_report`, body, as(token))).toMatchObject({ code: 403, message: "暂无权限" });
      expect(await t.post(`${AUTH}/fin_report/publish_fin_report`, { id: draft!.id }, as(token))).toMatchObject({ code: 403 });
      expect(await t.post(`${AUTH}/fin_report/delete_fin_report`, { id: draft!.id }, as(token))).toMatchObject({ code: 403 });
      expect((await myReports(token)).code).toBe(403);
    }
    // another type-8 company's report is not this company's to touch
    const [other] = await t.database.db.insert(companies).values({ shortName: "另一家", fullName: "另一家拟上市股份有限公司", companyType: 8, isOpenExplanation: true }).returning({ id: companies.id });
    const [foreign] = await t.database.db.insert(finReports).values({ companyId: other!.id, title: "另一家的财报", period: "2026年", coverPath: draft!.coverPath, pdfPath: draft!.pdfPath, status: 1 }).returning();
    for (const call of ["publish_fin_report", "withdraw_fin_report", "delete_fin_report"]) {
      expect(await t.post(`${AUTH}/fin_report/${call}`, { id: foreign!.id }, as(reportAdmin)), call).toMatchObject({ code: 403, message: "暂无权限" });
    }
    const files = await uploads(reportAdmin);
    expect(await t.post(`${AUTH}/fin_report/save_fin_report`, { id: foreign!.id, title: "改", period: "2026年", ...files }, as(reportAdmin))).toMatchObject({ code: 403 });
    expect((await myReports(reportAdmin)).datas[0]!.records.map((r) => r.id)).not.toContain(foreign!.id);
    const [foreignAfter] = await t.database.db.select().from(finReports).where(eq(finReports.id, foreign!.id));
    expect(foreignAfter).toMatchObject({ status: 1, title: "另一家的财报" });
    await t.database.db.delete(finReports).where(eq(finReports.id, foreign!.id));

    // the report company's own member without the booking permission (tab 10 hidden) is refused too
    const [reportUser] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.account, "report-admin"));
    await t.database.db.update(companyMembers).set({ userRole: 2, isBookingEnable: false }).where(eq(companyMembers.userId, reportUser!.id));
    expect((await myReports(reportAdmin)).code).toBe(403);
    expect(await t.post(`${AUTH}/fin_report/publish_fin_report`, { id: draft!.id }, as(reportAdmin))).toMatchObject({ code: 403 });
    await t.database.db.update(companyMembers).set({ isBookingEnable: true }).where(eq(companyMembers.userId, reportUser!.id));
    expect((await myReports(reportAdmin)).code).toBe(200);
    await t.database.db.update(companyMembers).set({ userRole: 1 }).where(eq(companyMembers.userId, reportUser!.id));
    const [unchanged] = await t.database.db.select().from(finReports).where(eq(finReports.id, draft!.id));
    expect(unchanged!.status).toBe(0);
  });

  it.each([
    [{ title: "", period: "2026年第三季度" }, FinReportMsg.titleRequired],
    [{ title: "标".repeat(101), period: "2026年第三季度" }, FinReportMsg.titleTooLong],
    [{ title: "财报", period: "" }, FinReportMsg.periodRequired],
    [{ title: "财报", period: "期".repeat(31) }, FinReportMsg.periodTooLong],
    [{ title: "<b></b>", period: "2026年第三季度" }, FinReportMsg.titleRequired],
  ])("refuses a save of %j with a clear 400", async (fields, message) => {
    const files = await uploads(reportAdmin);
    const before = (await myReports(reportAdmin)).datas[0]!.total;
    expect(await t.post(`${AUTH}/fin_report/save_fin_report`, { ...files, ...fields }, as(reportAdmin))).toMatchObject({ code: 400, message });
    expect((await myReports(reportAdmin)).datas[0]!.total).toBe(before);
  });

  it("refuses files that are not this portal's stored cover and PDF", async () => {
    const files = await uploads(reportAdmin);
    const jpg = await uploadFile(t, reportAdmin, "封面.jpg", JPG);
    const save = (over: Record<string, string>) => t.post(`${AUTH}/fin_report/save_fin_report`, { title: "财报", period: "2026年", ...files, ...over }, as(reportAdmin));
    expect((await save({ coverPath: jpg.datas[0]!.filePath })).code).toBe(200);
    expect(await save({ pdfPath: files.coverPath })).toMatchObject({ code: 400, message: FinReportMsg.pdfMissing });
    expect(await save({ pdfPath: "https://evil.example/x.pdf" })).toMatchObject({ code: 400, message: FinReportMsg.pdfMissing });
    expect(await save({ pdfPath: "/files/uploads/../../etc/passwd.pdf" })).toMatchObject({ code: 400, message: FinReportMsg.pdfMissing });
    expect(await save({ coverPath: files.pdfPath })).toMatchObject({ code: 400, message: FinReportMsg.coverMissing });
    expect(await save({ coverPath: "/files/uploads/2026/11/none.png" })).toMatchObject({ code: 400, message: FinReportMsg.coverMissing });
    for (const id of ["0", "99999999999", "x"]) {
      expect(await t.post(`${AUTH}/fin_report/publish_fin_report`, { id }, as(reportAdmin)), id).toMatchObject({ code: 400, message: FinReportMsg.badId });
    }
    expect(await reportPage({ keyword: "k".repeat(101) })).toMatchObject({ code: 400, message: InstitutionMsg.keywordTooLong });
    expect(await reportPage({ companyId: "0" })).toMatchObject({ code: 400, message: InstitutionMsg.badId });
  });

  it("a homepage removed from company_homepages takes the company off the directory", async () => {
    await t.database.db.delete(companyHomepages).where(eq(companyHomepages.companyId, reportCompany));
    expect((await companyPage({ keyword: "云栖" })).datas[0]!.total).toBe(0);
    expect(await t.post(`${PUB}/company/company_detail`, { id: reportCompany })).toMatchObject({ code: 400, message: InstitutionMsg.notFound });
  });
});
