import { t } from "@lingui/core/macro";
import { HTTPError } from "ky";
import type { Editor } from "@tiptap/react";
import { api, wasShown } from "#client/lib/api.ts";
import { RICH_TEXT_UPLOAD_PATH } from "#shared/api/upload.contract.ts";
import { errorMessage } from "#client/lib/errors.ts";
import { notify } from "#client/lib/notify.ts";
import { imageDisplayPath, isRichTextImageTooLarge, RICH_TEXT_IMAGE_MAX_BYTES, isRichTextImageName } from "#shared/widgets/rich-text.ts";

/** The rich-text upload's own answer shape (spec 1 §7.2): not the usual envelope. */
interface UploadImgAnswer {
  code: number;
  data?: { filePath?: string } | null;
  msg?: string;
}


/** For the file picker, so the dialog offers only acceptable files. */
export const RICH_TEXT_IMAGE_ACCEPT = ".jpg,.jpeg,.png,image/jpeg,image/png";

/** The message that refuses this file before any upload, or null when it may be sent. */
export function richTextImageProblem(file: File): string | null {
  if (!isRichTextImageName(file.name)) return t`上传图片只能是jpg 、 jpeg 、 png 、 JPG 、 JPEG格式`;
  if (isRichTextImageTooLarge(file.size)) {
    const limit = RICH_TEXT_IMAGE_MAX_BYTES / (1024 * 1024);
    return t`上传图片大小不能超过${limit}MB`;
  }
  return null;
}

/** A refused upload, carrying the message to show. */
export class RichTextUploadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RichTextUploadError";
  }
}

/**
 * POSTs the image as multipart (`file`, `nameCh`) to /api/add/upload/upload_img and returns the address to
 * show it from ("/api" + filePath). A refusal throws RichTextUploadError with the server's `msg`; a lost
 * network or time-out rejects with the request layer's error (which has already been shown).
 */
export async function uploadRichTextImage(file: File): Promise<string> {
  const body = new FormData();
  body.append("file", file);
  // the original name, which the server keeps for display (Chinese names survive the multipart encoding)
  body.append("nameCh", file.name);

  let answer: UploadImgAnswer;
  try {
    // silent: this answer is not the usual envelope, so its failures are reported here, with its `msg`
    // the main client keeps the token and language headers; the path lives beside, not under, /base-service
    answer = await api.post(RICH_TEXT_UPLOAD_PATH.slice(1), { body, context: { silent: true } }).json<UploadImgAnswer>();
  } catch (error) {
    const serverMessage = error instanceof HTTPError ? await readMsg(error.response) : null;
    if (serverMessage) throw new RichTextUploadError(serverMessage);
    throw error;
  }

  const src = imageDisplayPath(answer.data?.filePath);
  if (answer.code !== 200 || !src) throw new RichTextUploadError(answer.msg || t`上传失败，请重新上传`);
  return src;
}

async function readMsg(response: Response): Promise<string | null> {
  try {
    const body = (await response.clone().json()) as Partial<UploadImgAnswer>;
    return typeof body.msg === "string" && body.msg ? body.msg : null;
  } catch {
    return null;
  }
}

/**
 * Checks, uploads and inserts images one after another (in the order picked, so they land in that order).
 * Every outcome is told to the user once: the refusal message, the server's `msg`, or "上传成功".
 */
export async function uploadImageFiles(editor: Editor, files: readonly File[]): Promise<void> {
  for (const file of files) {
    const problem = richTextImageProblem(file);
    if (problem) {
      notify("error", problem);
      continue;
    }
    try {
      const src = await uploadRichTextImage(file);
      if (!editor.isDestroyed) {
        editor.chain().focus().insertContent({ type: "image", attrs: { src, alt: file.name } }).run();
      }
      notify("success", t`上传成功`);
    } catch (error) {
      if (error instanceof RichTextUploadError) notify("error", error.message);
      // a lost network or a time-out was already shown by the request layer
      else if (!wasShown(error)) notify("error", errorMessage(error));
    }
  }
}
