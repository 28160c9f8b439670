import { closeSync, ftruncateSync, openSync, writeSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type APIRequestContext, type Locator, type Page, type Response } from "@playwright/test";
import { ActivityDetail } from "./activity.ts";

/** Seeded recording activities of listed-admin's company with the video step (videoType 3, recType 2). */
export const VIDEO_ACTIVITY_FOR_UPLOAD = 8;
export const VIDEO_ACTIVITY_FOR_OUTBOX = 13;

/**
 * A valid-looking mp4 of `bytes` bytes in /tmp: an ISO media `ftyp isom` box, then zeros (sparse, so it costs no
 * disk). The server checks the content starts like an mp4; everything after is just bytes to move. Each call
 * writes fresh markers (one per megabyte), so every test (and every repeat) uploads a file the server has never
 * seen and no two of its chunks are alike.
 */
export function makeMp4(name: string, bytes: number): string {
  const file = path.join(os.tmpdir(), name);
  const ftyp = Buffer.alloc(32);
  ftyp.writeUInt32BE(32, 0);
  ftyp.write("ftyp", 4, "latin1");
  ftyp.write("isom", 8, "latin1");
  ftyp.writeUInt32BE(0x200, 12);
  ftyp.write("isomiso2avc1mp41", 16, "latin1");
  const fd = openSync(file, "w");
  try {
    writeSync(fd, ftyp, 0, ftyp.length, 0);
    // an mdat box header follows, as in a real file; its payload is the sparse rest
    const mdat = Buffer.alloc(8);
    mdat.writeUInt32BE(bytes - 32, 0);
    mdat.write("mdat", 4, "latin1");
    writeSync(fd, mdat, 0, mdat.length, 32);
    // a distinct marker every megabyte, so no two chunks are alike: a chunk stored in the wrong place changes
    // the whole file's md5 (the rest stays sparse, so even 2 GB costs no disk)
    const run = `${Date.now()}-${Math.random()}`;
    for (let at = 64; at < bytes - 64; at += 1_048_576) {
      const marker = Buffer.from(`${run}@${at}`, "latin1");
      writeSync(fd, marker, 0, marker.length, at);
    }
    ftruncateSync(fd, bytes);
  } finally {
    closeSync(fd);
  }
  return file;
}

/** The activity detail page's video tab (document 3 section 2.2 item 1) and its upload dialog. */
export class ActivityVideoPanel {
  readonly panel: Locator;
  readonly dialog: Locator;
  readonly records: Locator;
  /** The refusals when a file is chosen: not an mp4, or over the centre's 1 GB. */
  readonly wrongFormat: Locator;
  readonly tooLarge: Locator;
  /** The note that a submission made offline was kept for later. */
  readonly savedOffline: Locator;

  constructor(private readonly page: Page) {
    this.panel = page.getByTestId("activity-video-panel");
    this.dialog = page.getByRole("dialog", { name: "上传视频" });
    this.records = page.getByTestId("video-record");
    this.wrongFormat = page.getByText("请上传正确的视频格式");
    this.tooLarge = page.getByText("您选择的文件大于1GB");
    this.savedOffline = page.getByText("网络不可用，提交已保存，联网后将自动提交");
  }

  /** Opens the detail page of `activityId` (already logged in) on its video tab. */
  async openTab(activityId: number) {
    await this.page.goto(`/actManageDetail?id=${activityId}`);
    await new ActivityDetail(this.page).openTab(4);
    await expect(this.panel).toBeVisible();
  }

  async openDialog() {
    await this.page.getByTestId("video-upload-open").click();
    await expect(this.dialog).toBeVisible();
  }

  /** Chooses a file in the dialog's drop area (the upload starts by itself). */
  async chooseFile(file: string) {
    await this.dialog.getByTestId("video-upload-input").setInputFiles(file);
  }

  mode(label: "直接上传" | "云盘地址" | "邮件发送") {
    return this.dialog.getByRole("radio", { name: label });
  }

  async submit() {
    await this.dialog.getByTestId("video-submit").click();
  }
}

/** The video records of an activity as the server lists them to the company (front_activity_record_video_list). */
export async function videoRecords(request: APIRequestContext, token: string, activityId: number): Promise<Array<{ id: number; cloudDiskAddress: string | null }>> {
  const list = await request.post("/base-service/api/auth/v1/activity_record_video/front_activity_record_video_list", {
    headers: { authorization: token },
    form: { activityId: String(activityId), size: "0" },
  });
  return ((await list.json()) as { datas?: Array<{ id: number; cloudDiskAddress: string | null }> }).datas ?? [];
}

/** The outbox indicator in the corner and its panel. */
export class OutboxIndicator {
  readonly button: Locator;
  readonly items: Locator;

  constructor(page: Page) {
    this.button = page.getByTestId("outbox-indicator");
    this.items = page.getByTestId("outbox-panel").getByTestId("outbox-item");
  }
}

const UPLOAD = "/base-service/api/auth/v1/upload/upload";
const CHECK = "/base-service/api/auth/v1/upload/check_chunk_md5";
const COMBINE = "/base-service/api/auth/v1/upload/combine_block";

/** What the page sends of the chunk protocol from now on: chunk requests, check answers, combines. */
export function watchUploadProtocol(page: Page) {
  const seen = { uploads: 0, uploadsOk: 0, checks: [] as boolean[], combines: 0, combined: null as string | null };
  page.on("request", (request) => {
    const url = new URL(request.url()).pathname;
    if (url === UPLOAD) seen.uploads += 1;
    if (url === COMBINE) seen.combines += 1;
  });
  page.on("response", async (response: Response) => {
    const url = new URL(response.url()).pathname;
    if (url === UPLOAD && response.ok()) seen.uploadsOk += 1;
    if (url !== CHECK && url !== COMBINE) return;
    const body = (await response.json().catch(() => null)) as { code?: number; datas?: Array<{ success?: boolean; filePath?: string }> } | null;
    if (url === CHECK && response.ok()) seen.checks.push(body?.datas?.[0]?.success === true);
    if (url === COMBINE && body?.code === 200) seen.combined = body.datas?.[0]?.filePath ?? null;
  });
  return seen;
}
