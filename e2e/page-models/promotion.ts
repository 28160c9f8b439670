import { expect, type Locator, type Page } from "@playwright/test";

/** The participant-list tab (tab 3 of /actManageDetail; document 3 section 2.1 item 3). */
export class ParticipantsTab {
  readonly root: Locator;
  readonly rows: Locator;
  readonly errors: Locator;
  readonly status: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId("participants-tab");
    this.rows = this.root.getByTestId("participant-row");
    this.errors = this.root.getByTestId("participants-errors");
    this.status = this.root.getByTestId("participants-status");
  }

  /** Chooses an xlsx in the upload field; the upload and upload_participant follow by themselves. */
  async upload(name: string, buffer: Buffer) {
    await this.root.getByTestId("participants-upload-input").setInputFiles({ name, mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", buffer });
  }
}

/** The promotion tab (tab 6): the poster and the scene photos (document 3 section 2.1 items 5 and 6). */
export class PromotionTab {
  readonly root: Locator;
  readonly photos: Locator;
  readonly poster: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId("promotion-tab");
    this.photos = this.root.getByTestId("scene-photo");
    this.poster = this.root.getByTestId("poster-image");
  }

  /** Waits until every change to the scene photos is stored (the tab's saves run one after another). */
  async saved() {
    await expect(this.root.getByTestId("scene-photos")).toHaveAttribute("data-saving", "false", { timeout: 20_000 });
  }

  /** Uploads one picture as a scene photo, taking the crop dialog's proposal, and waits until it is listed. */
  async addPhoto(name: string, buffer: Buffer) {
    const before = await this.photos.count();
    await this.root.getByTestId("image-upload-input").setInputFiles({ name, mimeType: "image/png", buffer });
    const dialog = this.page.getByRole("dialog", { name: "裁剪图片" });
    await expect(dialog.getByTestId("crop-confirm")).toBeEnabled();
    await dialog.getByTestId("crop-confirm").click();
    await expect(this.photos).toHaveCount(before + 1, { timeout: 20_000 });
  }

  /** The stored addresses of the photos, in the order shown. */
  async order(): Promise<string[]> {
    return this.photos.evaluateAll((els) => els.map((el) => el.getAttribute("data-image") ?? ""));
  }

  /** Moves a photo up by `places` with the keyboard: its handle, Space to lift, arrows, Space to drop. */
  async moveUp(index: number, places: number) {
    await this.photos.nth(index).getByTestId("scene-drag").focus();
    await this.page.keyboard.press("Space");
    for (let i = 0; i < places; i++) await this.page.keyboard.press("ArrowUp");
    await this.page.keyboard.press("Space");
  }

  async caption(index: number, text: string) {
    const input = this.photos.nth(index).getByRole("textbox", { name: "图片说明" });
    await input.fill(text);
    await input.blur();
  }
}

/** The scene photos on the public activity page, in the order shown (their image addresses). */
export async function publicScenePhotos(page: Page): Promise<string[]> {
  const section = page.getByTestId("section-scene");
  await expect(section).toBeVisible();
  return section.locator("img").evaluateAll((els) => els.map((el) => el.getAttribute("src") ?? ""));
}
