import { i18n } from "@lingui/core";
import { getToken } from "#client/lib/session.ts";
import { transportStatusMessage } from "#client/lib/transport-messages.ts";
import { BodyCode } from "#shared/http/envelope.ts";
import { uploadRoutes } from "#shared/api/upload.routes.ts";
import type { TRoute } from "#shared/api/route.ts";
import { encodeForm, type TFormInput } from "#shared/http/form-codec.ts";
import { isEnvelopeLike } from "#shared/http/response-policy.ts";
import { UploadMsg } from "#shared/upload/upload-limits.ts";
import { UploadError } from "./upload-error.ts";

/** The uploaded file as upload_file, upload_img and combine_block answer it (document 1 section 3). */
export interface TUploadedFile {
  filePath: string;
  fileName: string;
  fileSize: number;
}

/** Which single-request call a small file goes to. */
export type TSingleEndpoint = "file" | "img" | "pdf";

export interface SendOptions {
  signal?: AbortSignal;
  /** bytes of the request body sent so far */
  onProgress?: (loaded: number) => void;
}

/** The calls of the upload protocol (document 1 section 7.2, and chunk_offset of issue 13), as the engine uses them. */
export interface UploadTransport {
  /** upload_file / upload_img: a file up to 100 MB in one request */
  single(endpoint: TSingleEndpoint, file: Blob, fileName: string, options?: SendOptions): Promise<TUploadedFile>;
  /** check_chunk_md5: whether the server already holds this chunk intact */
  check(args: { guid: string; chunk: number; chunkSize: number; md5: string }, signal?: AbortSignal): Promise<boolean>;
  /** chunk_offset: how many bytes of this chunk the server holds and can continue from (its length when whole) */
  offset(args: { guid: string; chunk: number; chunkSize: number; md5: string }, signal?: AbortSignal): Promise<number>;
  /**
   * upload: one chunk, or the rest of it from `offset` (what chunk_offset answered: `blob` is then the bytes
   * after it); the server keeps it only if the whole chunk's md5 matches
   */
  put(
    args: { guid: string; chunk: number; chunks: number; size: number; md5: string; blob: Blob; fileName: string; offset?: number },
    options?: SendOptions,
  ): Promise<void>;
  /** combine_block: joins the chunks; answers the same file again when repeated */
  combine(args: { guid: string; fileName: string }, signal?: AbortSignal): Promise<TUploadedFile>;
}

/**
 * A request that neither sends a byte nor gets its answer for this long is given up as a lost connection (and
 * retried): the request layer's 99,999 ms, counted from the last sign of life rather than from the start, since
 * a 100 MB chunk on a slow line takes longer than that to send.
 */
export const STALL_MS = 99_999;
const SINGLE_CONTRACT: Record<TSingleEndpoint, TRoute> = { file: uploadRoutes.uploadFile, img: uploadRoutes.uploadImg, pdf: uploadRoutes.uploadFile };

function apiUrl(contract: TRoute): string {
  return `${globalThis.location?.origin ?? ""}${contract.path}`;
}

/**
 * One POST through XMLHttpRequest: fetch cannot report upload progress, and a 100 MB chunk needs it. Sends the
 * same headers as the request layer (token, language, a fresh Idempotency-Key) and reads the envelope; body
 * code 200 resolves, anything else rejects with an UploadError carrying the server's message.
 */
function post<T>(contract: TRoute, body: FormData | string, options: SendOptions = {}): Promise<T[]> {
  return new Promise((resolve, reject) => {
    const { signal, onProgress } = options;
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open("POST", apiUrl(contract));
    const token = getToken();
    if (token) xhr.setRequestHeader("Authorization", token);
    xhr.setRequestHeader("Accept-Language", i18n.locale || "zh-CN");
    // each attempt is new: a chunk re-sent after a failure must reach the server, not a stored first answer
    xhr.setRequestHeader("Idempotency-Key", crypto.randomUUID());
    if (typeof body === "string") xhr.setRequestHeader("Content-Type", "application/x-www-form-urlencoded;charset=UTF-8");
    let lastSign = Date.now();
    let stalled = false;
    xhr.upload.onprogress = (event) => {
      lastSign = Date.now();
      onProgress?.(event.loaded);
    };
    xhr.onprogress = () => {
      lastSign = Date.now();
    };
    const watchdog = setInterval(() => {
      if (Date.now() - lastSign < STALL_MS) return;
      stalled = true;
      xhr.abort();
    }, Math.min(STALL_MS, 5_000));
    const onAbort = () => xhr.abort();
    signal?.addEventListener("abort", onAbort, { once: true });
    const done = () => {
      clearInterval(watchdog);
      signal?.removeEventListener("abort", onAbort);
    };
    xhr.onabort = () => {
      done();
      if (stalled) reject(new UploadError("network", UploadMsg.failed));
      else reject(signal?.reason ?? new DOMException("aborted", "AbortError"));
    };
    xhr.onerror = () => {
      done();
      reject(new UploadError("network", UploadMsg.failed));
    };
    xhr.ontimeout = () => {
      done();
      reject(new UploadError("http", transportStatusMessage(408, contract.path), 408));
    };
    xhr.onload = () => {
      done();
      let parsed: unknown;
      try {
        parsed = JSON.parse(xhr.responseText);
      } catch {
        parsed = undefined;
      }
      const envelope = isEnvelopeLike(parsed) ? parsed : null;
      const serverMessage = envelope && typeof envelope.message === "string" && envelope.message ? envelope.message : undefined;
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new UploadError("http", transportStatusMessage(xhr.status, contract.path, serverMessage), xhr.status));
        return;
      }
      // a 2xx that is not the envelope (a proxy's page): treat like a server fault, it may pass
      if (!envelope) {
        reject(new UploadError("http", UploadMsg.failed, 502));
        return;
      }
      if (envelope.code !== BodyCode.ok) {
        const outcome = typeof envelope.outcome === "string" ? envelope.outcome : null;
        reject(new UploadError("refused", serverMessage ?? UploadMsg.failed, envelope.code, outcome));
        return;
      }
      resolve(Array.isArray(envelope.datas) ? (envelope.datas as T[]) : []);
    };
    xhr.send(body);
  });
}

function multipart(fields: Record<string, string>, file: Blob, fileName: string): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  // the file part goes last, so the server has every field before it streams the bytes
  form.append("file", file, fileName);
  return form;
}

function firstFile(datas: TUploadedFile[]): TUploadedFile {
  const file = datas[0];
  if (!file || typeof file.filePath !== "string") throw new UploadError("refused", UploadMsg.failed, BodyCode.ok);
  return file;
}

/** The real transport, over the page's session. */
export const httpTransport: UploadTransport = {
  async single(endpoint, file, fileName, options) {
    const fields: Record<string, string> = endpoint === "pdf" ? { isPDF: "true" } : {};
    return firstFile(await post<TUploadedFile>(SINGLE_CONTRACT[endpoint], multipart(fields, file, fileName), options));
  },
  async check({ guid, chunk, chunkSize, md5 }, signal) {
    const input: TFormInput = { guid, chunk, chunkSize, md5 };
    const datas = await post<{ success?: unknown }>(uploadRoutes.checkChunk, encodeForm(input), { signal });
    return datas[0]?.success === true;
  },
  async offset({ guid, chunk, chunkSize, md5 }, signal) {
    const input: TFormInput = { guid, chunk, chunkSize, md5 };
    const datas = await post<{ offset?: unknown }>(uploadRoutes.chunkOffset, encodeForm(input), { signal });
    const offset = datas[0]?.offset;
    return typeof offset === "number" && Number.isInteger(offset) && offset >= 0 && offset <= chunkSize ? offset : 0;
  },
  async put({ guid, chunk, chunks, size, md5, blob, fileName, offset }, options) {
    const fields: Record<string, string> = { guid, chunk: String(chunk), chunks: String(chunks), size: String(size), md5 };
    // only when resuming: a chunk sent whole carries the spec's fields (and this portal's hints) alone
    if (offset) fields.offset = String(offset);
    await post(uploadRoutes.uploadChunk, multipart(fields, blob, fileName), options);
  },
  async combine({ guid, fileName }, signal) {
    return firstFile(await post<TUploadedFile>(uploadRoutes.combineBlock, encodeForm({ guid, fileName }), { signal }));
  },
};
