import type { FastifyReply, FastifyRequest } from "fastify";
import type { MultipartFile } from "@fastify/multipart";
import { fail } from "#shared/http/envelope.ts";
import { UploadMsg } from "#shared/upload/upload-limits.ts";
import { badRequest, unauthorized } from "../../lib/errors.ts";
import type { TSession } from "../../types.ts";

/** Room for the multipart framing and the small fields around the file part. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const FIELD_MAX_BYTES = 1024;
const FIELDS_MAX = 16;

/** The caller of an upload call: any portal or operator token (the calls live under /auth). */
export function requireSession(req: FastifyRequest): TSession {
  if (!req.session) throw unauthorized();
  return req.session;
}

/**
 * Refuses a body announced larger than the call allows before a byte of it is read. The connection is
 * closed after the answer, so the rest of an oversized body is never pulled off the wire.
 */
export function refuseOversizedBody(req: FastifyRequest, reply: FastifyReply, maxFileBytes: number, message: string): boolean {
  const announced = Number(req.headers["content-length"] ?? NaN);
  if (!Number.isFinite(announced) || announced <= maxFileBytes + MULTIPART_OVERHEAD_BYTES) return false;
  void reply.header("connection", "close").send(fail(400, message));
  return true;
}

async function drain(part: MultipartFile): Promise<void> {
  for await (const _ of part.file) {
    // discarded: the part was refused, but the request must still be read to the end to answer it
  }
}

export interface TMultipartResult {
  fields: Record<string, string>;
  sawFile: boolean;
}

/**
 * Reads a multipart body: small fields in any order, and the one `file` part handed to `onFile` with the
 * fields that came before it. A refusal raised while handling the file is answered only after the rest of
 * the body has been read (the client may still be sending it); the file part is capped at `maxFileBytes`
 * by the parser itself, so a larger part ends truncated rather than filling memory or disk.
 */
export async function readMultipart(
  req: FastifyRequest,
  limit: { maxFileBytes: number; tooLarge: string },
  onFile: (part: MultipartFile, fieldsBefore: Record<string, string>) => Promise<void>,
): Promise<TMultipartResult> {
  const { maxFileBytes } = limit;
  if (!req.isMultipart()) throw badRequest(UploadMsg.noFile);
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  let sawFile = false;
  let refusal: unknown = null;
  try {
    const parts = req.parts({ limits: { fileSize: maxFileBytes, files: 1, fields: FIELDS_MAX, fieldSize: FIELD_MAX_BYTES, parts: FIELDS_MAX + 1 } });
    for await (const part of parts) {
      if (part.type === "field") {
        const value = String(part.value);
        // PostgreSQL refuses NUL in text: refused here rather than as a fault when the field is written
        if (value.includes("\u0000") || part.fieldname.includes("\u0000")) refusal ??= badRequest(UploadMsg.badMultipart);
        else if (!part.valueTruncated) fields[part.fieldname] = value;
        continue;
      }
      if (part.fieldname !== "file" || sawFile || refusal) {
        await drain(part);
        continue;
      }
      sawFile = true;
      try {
        await onFile(part, { ...fields });
      } catch (error) {
        refusal = error;
      }
      // Whatever onFile left unread is read and dropped, so the parser reaches the end of the body.
      await drain(part).catch(() => {});
    }
  } catch (error) {
    // The parser's own limits (too many fields or files, a part past fileSize) end the body early; a
    // refusal of ours already said what was wrong.
    if (!refusal) refusal = parserRefusal(error, limit.tooLarge);
  }
  if (refusal) throw isMalformedMultipart(refusal) ? badRequest(UploadMsg.badMultipart) : refusal;
  return { fields, sawFile };
}

/**
 * Whether an error is the multipart parser's own complaint about the body (no boundary, cut short, broken
 * part headers): busboy raises these as plain Errors without a code, from the parts iterator or from the
 * file stream being read. They are the client's fault and answer 400.
 */
export function isMalformedMultipart(error: unknown): boolean {
  if (!(error instanceof Error) || "code" in error) return false;
  return /multipart|boundary|unexpected end|part terminated|malformed/i.test(error.message);
}

function parserRefusal(error: unknown, tooLarge: string): unknown {
  const code = (error as { code?: string }).code;
  if (code === "FST_REQ_FILE_TOO_LARGE") return badRequest(tooLarge);
  if (code === "FST_PARTS_LIMIT" || code === "FST_FILES_LIMIT" || code === "FST_FIELDS_LIMIT") return badRequest(UploadMsg.notAllowed);
  return error;
}

/** Whether an error is the disk (or quota) running out. */
export function isDiskFull(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === "ENOSPC" || code === "EDQUOT";
}
