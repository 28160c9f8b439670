import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";

const PUB = "/base-service/api/pub/v1";
const AUTH = "/base-service/api/auth/v1";
export const DESKTOP_UA = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36";
export const WECHAT_UA = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.50";

export interface TTotals {
  allPvNum: number;
  allUvNum: number;
  allIpNum: number;
  questionNum: number;
  answerNum: number;
  avgDuration: number;
}

/** Statistics through the API, the way the tab asks for them (document 3 section 7 "Statistics"). */
export class StatsApi {
  constructor(private readonly request: APIRequestContext) {}

  /** One scripted page load of the public activity page from a visitor (uuid) with a user agent. */
  async visit(activityId: number, uuid: string, userAgent = DESKTOP_UA): Promise<boolean> {
    const response = await this.request.post(`${PUB}/activity/view_record`, {
      headers: { "user-agent": userAgent },
      form: { activityId: String(activityId), uuid, visitId: `e2e-${uuid}-${Math.random().toString(36).slice(2, 12)}` },
    });
    const body = await response.json();
    expect(body.code, body.message).toBe(200);
    return body.datas[0].counted as boolean;
  }

  async totals(token: string, activityId: number): Promise<TTotals> {
    const response = await this.request.post(`${AUTH}/activity_stat/list`, { headers: { authorization: token }, form: { activityId: String(activityId), size: "0" } });
    return (await response.json()).datas[0] as TTotals;
  }

  async platforms(token: string, activityId: number): Promise<{ platform: number; pvNum: number; uvNum: number }[]> {
    const response = await this.request.post(`${AUTH}/activity_stat/company_stat_list`, { headers: { authorization: token }, form: { activityId: String(activityId) } });
    return (await response.json()).datas;
  }

  /** The id of one of the caller's activities by (part of) its title. */
  async activityId(token: string, title: string): Promise<number> {
    for (const status of [["1", "2"], ["3"]]) {
      const form = new URLSearchParams({ pageNo: "1", pageSize: "100" });
      status.forEach((s) => form.append("status", s));
      const response = await this.request.post(`${AUTH}/activity_company/company_activity_page`, {
        headers: { authorization: token, "content-type": "application/x-www-form-urlencoded" },
        data: form.toString(),
      });
      const found = ((await response.json()).datas[0].records as { activityId: number; title: string }[]).find((r) => r.title.includes(title));
      if (found) return found.activityId;
    }
    throw new Error(`no activity titled ${title}`);
  }
}

/** The activity-data tab (/actManageDetail tab 9) and its print page: the same report. */
export class StatsReport {
  readonly root: Locator;
  readonly printLink: Locator;
  readonly trendChart: Locator;
  readonly platformTable: Locator;
  readonly duration: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId("stats-report");
    this.printLink = page.getByTestId("stats-print");
    this.trendChart = this.root.getByTestId("trend-chart");
    this.platformTable = this.root.getByTestId("platform-table");
    this.duration = this.root.getByTestId("stat-duration-value");
  }

  tile(key: "pv" | "uv" | "ip" | "questions" | "answers"): Locator {
    return this.root.getByTestId(`stat-${key}-value`);
  }

  /** The "all" row of a platform (1 PC, 2 WeChat, 3 app); its cells are platform, kind, PV, UV, IP. */
  platformAll(platform: number): Locator {
    return this.platformTable.getByTestId(`platform-${platform}-0`).getByRole("cell");
  }

  async switchTrend(to: "按小时" | "按天") {
    await this.root.getByTestId("trend-switch").getByText(to, { exact: true }).click();
  }

  /** Expects the tiles to show what the API answered. */
  async expectTotals(t: TTotals) {
    await expect(this.tile("pv")).toHaveText(String(t.allPvNum));
    await expect(this.tile("uv")).toHaveText(String(t.allUvNum));
    await expect(this.tile("ip")).toHaveText(String(t.allIpNum));
    await expect(this.tile("questions")).toHaveText(String(t.questionNum));
    await expect(this.tile("answers")).toHaveText(String(t.answerNum));
    await expect(this.duration).toHaveText(`${Math.floor(t.avgDuration / 60)}分${t.avgDuration % 60}秒`);
  }
}
