import { inArray } from "drizzle-orm";
import { companies, companyHomepages, finReports, users } from "../schema/index.ts";
import type { TDb } from "../client.ts";
import { DEMO_COMPANY_NAMES, type TDemoCompanyKey } from "./seed-companies.ts";
import { addDays } from "./seed-time.ts";

/**
 * Demo data of the institution directory and the visual financial reports (document 4 section 2.7): the
 * published homepages of most demo companies (the regulator and one fund company have none, so the
 * directory and the not-found page both show) and reports of the type-8 company, three published and one
 * draft. Their pictures and PDFs are generated into storage by the seeding start (seed-institution-files.ts)
 * from the descriptions below, so no binary file ships with the code.
 */

export type TRgb = readonly [number, number, number];

/** A demo picture: its storage key, size and gradient. */
export interface TDemoPicture {
  key: string;
  width: number;
  height: number;
  from: TRgb;
  to: TRgb;
}

/** A demo report's PDF: its key and the text of its pages. */
export interface TDemoReportPdf {
  key: string;
  companyName: string;
  title: string;
  period: string;
  highlights: { label: string; text: string }[];
  discussion: string[];
}

interface THomepageSeed {
  intro: string;
  introEn: string;
  showEn: boolean;
  colors: [TRgb, TRgb];
  pictureTitles: string[];
}

const HOMEPAGES: Partial<Record<TDemoCompanyKey, THomepageSeed>> = {
  listedMain: {
    intro:
      "<p>深圳市鹏城智能科技股份有限公司成立于2008年，2020年在深圳证券交易所创业板上市，专注于工业视觉检测与智能制造系统。</p><p>公司在深圳、苏州和成都设有研发中心，服务消费电子、新能源和汽车零部件行业的四百余家客户。</p>",
    introEn:
      "<p>Founded in 2008 and listed on the ChiNext board of the Shenzhen Stock Exchange in 2020, Pengcheng Intelligent builds machine-vision inspection and smart manufacturing systems.</p><p>Its research centres in Shenzhen, Suzhou and Chengdu serve more than 400 customers in consumer electronics, new energy and automotive parts.</p>",
    showEn: true,
    colors: [[22, 93, 255], [0, 180, 216]],
    pictureTitles: ["总部园区", "智能产线", "研发中心"],
  },
  listedClosed: {
    intro: "<p>江苏长江新材料股份有限公司主要从事高性能复合材料的研发、生产和销售，产品用于风电叶片和轨道交通。</p>",
    introEn: "",
    showEn: false,
    colors: [[46, 125, 50], [139, 195, 74]],
    pictureTitles: ["生产基地", "材料实验室"],
  },
  fund: {
    intro:
      "<p>华夏基金管理有限公司成立于1998年，是首批全国性基金管理公司之一，管理公募基金、社保基金、企业年金等多类资产。</p><p>公司坚持长期投资、价值投资，致力于为投资者创造持续稳定的回报。</p>",
    introEn:
      "<p>China Asset Management, founded in 1998, was among the first nationwide fund management companies in China, managing mutual funds, social security and pension assets.</p>",
    showEn: true,
    colors: [[183, 28, 28], [255, 112, 67]],
    pictureTitles: ["投资者教育活动", "基金路演现场"],
  },
  institution: {
    intro: "<p>上海浦江私募基金管理有限公司是在中国证券投资基金业协会登记的私募证券投资基金管理人，专注于量化与多策略投资。</p>",
    introEn: "<p>Shanghai Pujiang Private Fund Management is a registered private securities fund manager focused on quantitative and multi-strategy investing.</p>",
    showEn: true,
    colors: [[74, 20, 140], [171, 71, 188]],
    pictureTitles: ["投研团队"],
  },
  securities: {
    intro: "<p>长城国信证券股份有限公司是综合类证券公司，业务涵盖经纪、投行、资产管理和研究咨询。</p>",
    introEn: "<p>Greatwall Guoxin Securities is a full-service securities firm covering brokerage, investment banking, asset management and research.</p>",
    showEn: true,
    colors: [[0, 77, 64], [38, 166, 154]],
    pictureTitles: ["营业部", "研究所年会"],
  },
  investment: {
    intro: "<p>深圳前海远景创业投资有限公司专注于早期科技企业投资，已投资企业一百二十余家。</p>",
    introEn: "",
    showEn: false,
    colors: [[230, 81, 0], [255, 183, 77]],
    pictureTitles: ["前海办公室"],
  },
  report: {
    intro:
      "<p>杭州云栖数据技术股份有限公司是一家数据智能服务商，为政务、金融和制造企业提供数据治理与分析平台。</p><p>公司通过可视化财报向投资者定期展示经营成果。</p>",
    introEn:
      "<p>Hangzhou Yunqi Data Technology provides data governance and analytics platforms to government, financial and manufacturing customers, and reports its results to investors through visual financial reports.</p>",
    showEn: true,
    colors: [[13, 71, 161], [100, 181, 246]],
    pictureTitles: ["云栖园区", "数据中心", "客户大会"],
  },
};

const picturesOf = (key: TDemoCompanyKey, seed: THomepageSeed): TDemoPicture[] =>
  seed.pictureTitles.map((_, i) => ({
    key: `uploads/demo/homepage-${key}-${i + 1}.png`,
    width: 640,
    height: 360,
    // each picture a little different from the last
    from: seed.colors[i % 2 === 0 ? 0 : 1],
    to: seed.colors[i % 2 === 0 ? 1 : 0],
  }));

interface TReportSeed {
  title: string;
  period: string;
  /** days before the seed it was published; null for a draft */
  publishedDaysAgo: number | null;
  highlights: { label: string; text: string }[];
  discussion: string[];
  cover: [TRgb, TRgb];
}

const REPORTS: TReportSeed[] = [
  {
    title: "2026年第三季度可视化财报",
    period: "2026年第三季度",
    publishedDaysAgo: 20,
    highlights: [
      { label: "营业收入", text: "4.86亿元，同比增长18.2%" },
      { label: "归母净利润", text: "6,120万元，同比增长23.5%" },
      { label: "经营活动现金流", text: "净流入8,930万元" },
      { label: "研发投入", text: "9,740万元，占营业收入20.0%" },
    ],
    discussion: [
      "第三季度公司政务数据平台新签合同额同比增长31%，金融行业客户续约率保持在95%以上。",
      "毛利率为58.4%，较上年同期提升1.6个百分点，主要来自标准化产品收入占比的提升。",
    ],
    cover: [[13, 71, 161], [66, 165, 245]],
  },
  {
    title: "2026年半年度可视化财报",
    period: "2026年半年度",
    publishedDaysAgo: 95,
    highlights: [
      { label: "营业收入", text: "8.12亿元，同比增长15.7%" },
      { label: "归母净利润", text: "9,860万元，同比增长19.1%" },
      { label: "合同负债", text: "3.05亿元，较年初增长12.4%" },
    ],
    discussion: ["上半年公司完成杭州第二数据中心的扩容，服务能力提升40%。", "制造业数据治理业务实现收入1.36亿元，成为新的增长点。"],
    cover: [[0, 96, 100], [77, 208, 225]],
  },
  {
    title: "2025年年度可视化财报",
    period: "2025年年度",
    publishedDaysAgo: 210,
    highlights: [
      { label: "营业收入", text: "15.3亿元，同比增长21.4%" },
      { label: "归母净利润", text: "1.92亿元，同比增长26.8%" },
      { label: "每股分红", text: "每10股派发现金红利3.00元（含税）" },
    ],
    discussion: ["2025年公司新增客户二百一十家，其中省级政务客户六家。", "公司持续加大研发投入，全年新增发明专利三十四项。"],
    cover: [[49, 27, 146], [126, 87, 194]],
  },
  {
    title: "2026年第三季度业绩快报（待发布）",
    period: "2026年第三季度",
    publishedDaysAgo: null,
    highlights: [{ label: "营业收入", text: "4.86亿元（未经审计）" }],
    discussion: ["本快报所载数据为初步核算数据，具体以公司正式披露的定期报告为准。"],
    cover: [[84, 110, 122], [144, 164, 174]],
  },
];

const reportCoverKey = (i: number) => `uploads/demo/fin-report-cover-${i + 1}.png`;
const reportPdfKey = (i: number) => `uploads/demo/fin-report-${i + 1}.pdf`;

/** Every demo picture the seed's rows point at (homepage carousels and report covers). */
export const DEMO_INSTITUTION_PICTURES: readonly TDemoPicture[] = [
  ...Object.entries(HOMEPAGES).flatMap(([key, seed]) => picturesOf(key as TDemoCompanyKey, seed!)),
  ...REPORTS.map((r, i) => ({ key: reportCoverKey(i), width: 480, height: 640, from: r.cover[0], to: r.cover[1] })),
];

/** Every demo report PDF the seed's rows point at. */
export const DEMO_REPORT_PDFS: readonly TDemoReportPdf[] = REPORTS.map((r, i) => ({
  key: reportPdfKey(i),
  companyName: DEMO_COMPANY_NAMES.report,
  title: r.title,
  period: r.period,
  highlights: r.highlights,
  discussion: r.discussion,
}));

/** Titles of the demo reports, for tests. */
export const DEMO_REPORT_TITLES = { published: REPORTS.filter((r) => r.publishedDaysAgo !== null).map((r) => r.title), draft: REPORTS.find((r) => r.publishedDaysAgo === null)!.title };
/** Companies with a published homepage in the demo. */
export const DEMO_HOMEPAGE_COMPANIES = Object.keys(HOMEPAGES) as TDemoCompanyKey[];

export async function seedInstitutions(tx: TDb, at: Date): Promise<void> {
  const names = Object.values(DEMO_COMPANY_NAMES);
  const rows = await tx.select({ id: companies.id, fullName: companies.fullName }).from(companies).where(inArray(companies.fullName, names));
  const idOf = (key: TDemoCompanyKey) => rows.find((r) => r.fullName === DEMO_COMPANY_NAMES[key])?.id;

  const homepages = Object.entries(HOMEPAGES).flatMap(([key, seed]) => {
    const companyId = idOf(key as TDemoCompanyKey);
    if (!companyId || !seed) return [];
    const pictures = picturesOf(key as TDemoCompanyKey, seed);
    return [
      {
        companyId,
        companyIntroJson: {
          gsfc_intro: seed.intro,
          gsfc_intro_en_show: seed.showEn,
          gsfc_intro_en: seed.introEn,
          gsfc_pics: pictures.map((p, i) => ({ image: `/files/${p.key}`, title: seed.pictureTitles[i]!, size: 0 })),
          intro_video: null,
          cloud_video: [],
        },
        publishTime: addDays(at, -30),
      },
    ];
  });
  if (homepages.length) await tx.insert(companyHomepages).values(homepages);

  const reportCompany = idOf("report");
  if (!reportCompany) return;
  const [admin] = await tx.select({ id: users.id }).from(users).where(inArray(users.account, ["report-admin"]));
  await tx.insert(finReports).values(
    REPORTS.map((r, i) => {
      const created = addDays(at, -(r.publishedDaysAgo ?? 2) - 1);
      return {
        companyId: reportCompany,
        title: r.title,
        period: r.period,
        coverPath: `/files/${reportCoverKey(i)}`,
        pdfPath: `/files/${reportPdfKey(i)}`,
        status: r.publishedDaysAgo === null ? 0 : 1,
        publishTime: r.publishedDaysAgo === null ? null : addDays(at, -r.publishedDaysAgo),
        createdBy: admin?.id ?? null,
        crtTime: created,
        updTime: created,
      };
    }),
  );
}
