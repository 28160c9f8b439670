import { expect, type Locator, type Page } from "@playwright/test";
import { fileURLToPath } from "node:url";

/** The demo's own files (src/server/db/seed/fixtures): a playable 6-second mp4 and a jpg cover. */
export const FIXTURE_MP4 = fileURLToPath(new URL("../../src/server/db/seed/fixtures/demo-video.mp4", import.meta.url));
export const FIXTURE_COVER = fileURLToPath(new URL("../../src/server/db/seed/fixtures/video-cover-2.jpg", import.meta.url));

/** /ops/videoLibrary: the library's list, the add/edit dialog and the row actions. */
export class OpsVideoLibraryPage {
  readonly addButton: Locator;
  readonly editor: Locator;
  readonly confirm: Locator;

  constructor(readonly page: Page) {
    this.addButton = page.getByTestId("library-add");
    // Mantine's modal root is a zero-size wrapper: the dialog inside it is what shows
    this.editor = page.getByRole("dialog", { name: /新增视频|编辑视频/ });
    this.confirm = page.getByRole("dialog", { name: "删除视频" });
  }

  /** The table row of a video (the wide layout). */
  row(title: string): Locator {
    return this.page.getByTestId("library-row").filter({ hasText: title });
  }

  /** Adds a video with a cover and the fixture mp4; the dialog closes when it is saved. */
  async add(fields: { category: string; title: string; titleEn: string }): Promise<void> {
    await this.addButton.click();
    await expect(this.editor).toBeVisible();
    await this.editor.getByTestId("library-category").click();
    await this.page.getByRole("option", { name: fields.category, exact: true }).click();
    await this.editor.getByTestId("library-title").fill(fields.title);
    await this.editor.getByTestId("library-title-en").fill(fields.titleEn);
    await this.editor.getByTestId("image-upload-input").setInputFiles(FIXTURE_COVER);
    await this.editor.getByTestId("video-upload-input").setInputFiles(FIXTURE_MP4);
    await expect(this.editor.getByTestId("uploaded-file")).toHaveCount(2, { timeout: 30_000 });
    await this.editor.getByTestId("library-save").click();
    await expect(this.editor).toBeHidden();
  }

  async publish(title: string): Promise<void> {
    await this.row(title).getByTestId("library-publish").click();
    await expect(this.row(title)).toContainText("已发布");
  }

  async remove(title: string): Promise<void> {
    await this.row(title).getByTestId("library-delete").click();
    await this.confirm.getByTestId("ops-confirm-ok").click();
    await expect(this.row(title)).toHaveCount(0);
  }
}
