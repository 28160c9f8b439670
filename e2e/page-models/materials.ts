import { deflateSync } from "node:zlib";
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";

const API = "/base-service/api";

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

/** A real PNG of one colour, which both the server's content check and the browser's decoder accept. */
export function solidPng(width: number, height: number, rgb: readonly [number, number, number] = [200, 30, 40]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", header), chunk("IDAT", pixels), chunk("IEND", Buffer.alloc(0))]);
}

/** A small real PNG (the server checks an image by its content; the crop dialog decodes it). */
export const PNG_BYTES = solidPng(64, 48);

/** The seeded activity whose materials are an open, half-filled draft (seed-materials.ts). */
export const MATERIALS_DEMO_TITLE = "2026年度经营展望说明会（资料准备中）";

/** The seeded fund roadshow whose materials are open (seed-materials.ts). */
export const FUND_MATERIALS_DEMO_TITLE = "华夏成长系列基金路演（资料准备中）";

export async function materialsDemoActivityId(request: APIRequestContext, token: string, title = MATERIALS_DEMO_TITLE): Promise<number> {
  const response = await request.post(`${API}/auth/v1/activity_company/company_activity_page`, {
    headers: { authorization: token },
    form: { pageNo: "1", pageSize: "100", status: "1" },
  });
  const records: { activityId: number; title: string }[] = (await response.json()).datas?.[0]?.records ?? [];
  const row = records.find((r) => r.title === title);
  expect(row, "the seeded materials activity").toBeTruthy();
  return row!.activityId;
}

/** The materials form in tab 1 of /actManageDetail (document 3 section 2.1 item 1). */
export class MaterialsForm {
  readonly form: Locator;
  readonly guestDialog: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByTestId("materials-form");
    this.guestDialog = page.getByRole("dialog", { name: /添加嘉宾|编辑嘉宾/ });
  }

  section(id: string): Locator {
    return this.form.getByTestId(`materials-section-${id}`);
  }

  get intro(): Locator {
    return this.form.getByTestId("materials-intro").locator(".ProseMirror");
  }

  get introEn(): Locator {
    return this.form.getByTestId("materials-intro-en").locator(".ProseMirror");
  }

  get guestRows(): Locator {
    return this.form.getByTestId("guest-row");
  }

  get problem(): Locator {
    return this.form.getByTestId("materials-problem");
  }

  get submitted(): Locator {
    return this.form.getByTestId("materials-submitted");
  }

  get conflict(): Locator {
    return this.page.getByTestId("materials-conflict");
  }

  async chooseTemplate(index: number) {
    await this.section("background").getByTestId("materials-bg-template").nth(index).click();
  }

  /** Uploads the background logo and the company logo (the first two image fields of company information). */
  async uploadLogos() {
    const inputs = this.section("company").getByTestId("image-upload-input");
    // each stored logo shows as a thumbnail of its stored file
    const thumbnails = this.section("company").locator('img[src*="/files/"]');
    await inputs.nth(0).setInputFiles({ name: "背景logo.png", mimeType: "image/png", buffer: PNG_BYTES });
    await this.confirmCrop();
    await expect(thumbnails).toHaveCount(1, { timeout: 20_000 });
    await inputs.nth(1).setInputFiles({ name: "公司logo.png", mimeType: "image/png", buffer: PNG_BYTES });
    await this.confirmCrop();
    await expect(thumbnails).toHaveCount(2, { timeout: 20_000 });
  }

  /** Takes the crop dialog's proposal (the centred area at the spec's shape) and lets the upload go on. */
  async confirmCrop() {
    const dialog = this.page.getByRole("dialog", { name: "裁剪图片" });
    await expect(dialog.getByTestId("crop-confirm")).toBeEnabled();
    await dialog.getByTestId("crop-confirm").click();
    await expect(dialog).toBeHidden();
  }

  /** Uploads the promotional video (an mp4 on disk) and waits until it is listed as stored. */
  async uploadPromoVideo(file: string) {
    const field = this.form.getByTestId("materials-promo-video");
    await field.locator('input[type="file"]').setInputFiles(file);
    await expect(field.getByTestId("uploaded-file")).toHaveCount(1, { timeout: 30_000 });
  }

  async typeIntro(text: string, which: "zh" | "en" = "zh") {
    const editor = which === "zh" ? this.intro : this.introEn;
    await editor.click();
    await this.page.keyboard.press("End");
    await this.page.keyboard.type(text);
  }

  async addGuest(g: { name: string; enName: string; title: string; mobile?: string }) {
    await this.form.getByTestId("guest-add").click();
    await expect(this.guestDialog).toBeVisible();
    await this.guestDialog.getByTestId("guest-name").fill(g.name);
    await this.guestDialog.getByTestId("guest-en-name").fill(g.enName);
    await this.guestDialog.getByTestId("guest-title").fill(g.title);
    if (g.mobile) await this.guestDialog.getByTestId("guest-mobile").fill(g.mobile);
    await this.guestDialog.getByTestId("guest-save").click();
    await expect(this.guestDialog).toBeHidden();
  }

  /** Finds a fund product by part of its code or name and adds it to the product overview. */
  async addFund(search: string, option: string | RegExp) {
    await this.form.getByTestId("materials-fund-search").fill(search);
    await this.page.getByRole("option", { name: option }).click();
  }

  /** Moves a guest's row up by `places` with the keyboard: its drag handle, Space to lift, arrows, Space to drop. */
  async moveGuestUp(name: string, places = 1) {
    const handle = this.guestRows.filter({ hasText: name }).getByTestId("guest-drag");
    await handle.focus();
    await this.page.keyboard.press("Space");
    for (let i = 0; i < places; i++) await this.page.keyboard.press("ArrowUp");
    await this.page.keyboard.press("Space");
  }

  async scheduleRow(index: number, time: string, title: string) {
    const row = this.section("schedule").getByTestId("materials-schedule-row").nth(index);
    await row.getByRole("textbox", { name: "时间" }).fill(time);
    await row.getByRole("textbox", { name: "日程标题" }).fill(title);
  }

  async addScheduleRow() {
    await this.section("schedule").getByTestId("materials-schedule-add").click();
  }

  async guestsOnStage(n: number) {
    await this.form.getByTestId("materials-on-stage").fill(String(n));
  }

  async save() {
    await this.form.getByTestId("materials-save").click();
  }

  async submit() {
    await this.form.getByTestId("materials-submit").click();
    await this.page.getByTestId("materials-submit-confirm").click();
  }
}
