import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { ActivityDetail } from "./activity.ts";
import { call } from "./ops.ts";

/** A small real PDF on disk for an upload (the server checks content: it must start with %PDF-). */
export function makePdf(name: string): string {
  const file = path.join(os.tmpdir(), `${Date.now()}-${name}`);
  writeFileSync(file, "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n");
  return file;
}

/** The company's relay certification panel (/diversionAuthentication). */
export class RelayPanel {
  constructor(readonly page: Page) {}

  get panel(): Locator {
    return this.page.getByTestId("relay-panel");
  }

  get materialsDialog(): Locator {
    return this.page.getByRole("dialog").filter({ has: this.page.getByTestId("relay-materials-submit") });
  }

  get planDialog(): Locator {
    return this.page.getByRole("dialog").filter({ has: this.page.getByTestId("relay-plan-submit") });
  }

  async open() {
    await this.page.goto("/diversionAuthentication");
    await expect(this.panel).toBeVisible();
  }

  async expectState(state: string) {
    await expect(this.panel).toHaveAttribute("data-state", state, { timeout: 15_000 });
  }

  step(name: string): Locator {
    return this.page.getByTestId(`relay-step-${name}`);
  }

  get reason(): Locator {
    return this.page.getByTestId("relay-reason");
  }

  /** Opens the materials dialog, completes what is missing and adds a qualification file, then submits. */
  async submitMaterials(file: string, fields: Partial<Record<"platform" | "platform-url" | "contacts" | "phone", string>> = {}) {
    await this.page.getByTestId("relay-submit").click();
    await expect(this.materialsDialog).toBeVisible();
    for (const [key, value] of Object.entries(fields)) await this.materialsDialog.getByTestId(`relay-${key}`).fill(value);
    await this.materialsDialog.getByTestId("relay-qualification-upload-input").setInputFiles(file);
    await expect(this.materialsDialog.getByTestId("uploaded-file").filter({ hasText: path.basename(file) })).toHaveCount(1, { timeout: 30_000 });
    await this.materialsDialog.getByTestId("relay-materials-submit").click();
    await expect(this.materialsDialog).toBeHidden();
  }

  async submitPlan(file: string) {
    await this.page.getByTestId("relay-plan").click();
    await expect(this.planDialog).toBeVisible();
    await this.planDialog.getByTestId("relay-plan-upload-input").setInputFiles(file);
    await expect(this.planDialog.getByTestId("uploaded-file")).toHaveCount(1, { timeout: 30_000 });
    await this.planDialog.getByTestId("relay-plan-submit").click();
    await expect(this.planDialog).toBeHidden();
  }

  async confirmTest() {
    await this.page.getByTestId("relay-confirm-test").click();
  }
}

/** The back office's relay certification review (/ops/relay). */
export class OpsRelayPage {
  constructor(readonly page: Page) {}

  get detail(): Locator {
    return this.page.getByTestId("ops-relay-detail");
  }

  /** Opens one company's current application from the queue. */
  async openCompany(companyName: string) {
    await this.page.goto("/ops/relay");
    await this.page.getByTestId("ops-relay-row").filter({ hasText: companyName }).click();
    await expect(this.detail).toBeVisible();
  }

  async expectState(state: string) {
    await expect(this.detail).toHaveAttribute("data-state", state, { timeout: 15_000 });
  }

  /** Reloads the page: the company moved the application on in its own browser. */
  async refresh() {
    await this.page.reload();
    await expect(this.detail).toBeVisible();
  }

  action(event: string): Locator {
    return this.detail.getByTestId(`relay-action-${event}`);
  }

  async act(event: string, nextState: string) {
    await this.action(event).click();
    await this.expectState(nextState);
  }

  async provideTestPlan(file: string) {
    await this.detail.getByTestId("relay-test-plan-upload-input").setInputFiles(file);
    await expect(this.detail.getByTestId("uploaded-file")).toHaveCount(1, { timeout: 30_000 });
    await this.act("provideTestPlan", "testConfirming");
  }

  async signContract(contractTime: string, contractEndTime: string) {
    await this.detail.getByTestId("relay-contract-time").fill(contractTime);
    await this.detail.getByTestId("relay-contract-end").fill(contractEndTime);
    await this.act("signContract", "signed");
  }
}

/** The venue tab (2) of an activity's management page. */
export class VenuePanel {
  constructor(readonly page: Page) {}

  get panel(): Locator {
    return this.page.getByTestId("venue-panel");
  }

  get qr(): Locator {
    return this.page.getByTestId("venue-qr");
  }

  get receiptButton(): Locator {
    return this.page.getByTestId("venue-receipt");
  }

  async openTab(activityId: number) {
    await this.page.goto(`/actManageDetail?id=${activityId}`);
    await new ActivityDetail(this.page).openTab(2);
    await expect(this.panel).toBeVisible();
  }
}

/** The id of one of the company's activities by its title (the company's own list call). */
export async function companyActivityId(request: APIRequestContext, token: string, title: string): Promise<number> {
  const [page] = await call<{ records: { activityId: number; title: string }[] }>(request, token, "auth/v1/activity_company/company_activity_page", {
    pageNo: 1,
    pageSize: 50,
    status: 1,
  });
  const found = page!.records.find((r) => r.title.endsWith(title));
  expect(found, `activity ${title}`).toBeTruthy();
  return found!.activityId;
}
