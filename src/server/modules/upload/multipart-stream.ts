import type { Readable } from "node:stream";

/**
 * A lean streaming multipart/form-data reader for the chunk upload, where every byte counts: the file part's
 * bytes go from the socket's buffers straight to the caller (no intermediate stream, no per-piece promise
 * chain, no copy), and the part boundary is found with Buffer#indexOf (native). Small fields before the file
 * are collected as text. Limits bound everything that is held in memory.
 *
 * Grammar handled (RFC 7578): "--boundary" CRLF headers CRLF CRLF value, parts separated by
 * CRLF "--boundary", ended by CRLF "--boundary--". The body is scanned as if a CRLF preceded it, so the
 * first delimiter has the same shape as the others.
 */
export interface TMultipartHandlers {
  /** A field part's value (parts after the file are still read). */
  field(name: string, value: string): void;
  /**
   * A file part begins; answers where its bytes go, or null to drop it.
   * Neither may throw: a refusal is recorded by the caller and the rest of the body is read and dropped.
   */
  file(name: string, filename: string): Promise<TFilePart | null>;
}

export interface TFilePart {
  /** Called with each piece of the part's bytes, in order. */
  write(piece: Buffer): void | Promise<void>;
  /**
   * How many bytes the part says it has, when the caller knows it (a chunk's length follows from the fields
   * before it), else null. Within that many bytes the reader does not look for the delimiter: a well-formed
   * body never has it inside a part (RFC 2046 section 5.1.1). A body that does anyway hands over bytes of
   * the next part as file bytes and then runs past the declared length or ends early, which the caller refuses
   * by the part's length.
   */
  bytes: number | null;
}

export interface TMultipartLimits {
  maxFileBytes: number;
  maxFieldBytes: number;
  maxParts: number;
  maxHeaderBytes: number;
}

export interface TMultipartOutcome {
  /** the file part went past maxFileBytes; only the first maxFileBytes were handed over */
  truncated: boolean;
  /** the body ended properly with the closing delimiter */
  complete: boolean;
  /** too many parts, an oversized header or field */
  overLimit: boolean;
}

/** The body is not well-formed multipart (the caller answers with a refusal, not a fault). */
export class MultipartError extends Error {}

const CRLF = Buffer.from("\r\n");
const EMPTY = Buffer.alloc(0);
const HEADER_END = Buffer.from("\r\n\r\n");

/** The boundary of a multipart/form-data content type, or null. */
export function multipartBoundary(contentType: string | undefined): string | null {
  if (!contentType || !/^multipart\/form-data\s*;/i.test(contentType)) return null;
  const m = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return m ? (m[1] ?? m[2] ?? null) : null;
}

function dispositionOf(headers: string): { name: string; filename: string | null } | null {
  const line = headers.split("\r\n").find((l) => /^content-disposition\s*:/i.test(l));
  if (!line || !/:\s*form-data\b/i.test(line)) return null;
  const name = /;\s*name="([^"]*)"/i.exec(line)?.[1] ?? /;\s*name=([^;\s]+)/i.exec(line)?.[1];
  if (name === undefined) return null;
  const filename = /;\s*filename="([^"]*)"/i.exec(line)?.[1] ?? /;\s*filename=([^;\s]+)/i.exec(line)?.[1] ?? null;
  return { name, filename };
}

type TState = "preamble" | "afterDelimiter" | "headers" | "field" | "file" | "skip" | "done";

/**
 * Feeds `body` to `handle` one piece at a time. A piece whose handling has to wait (disk, hashing, a file
 * handler's checks) pauses the stream until it is done, so the pieces stay in order and memory stays bounded.
 * Most pieces are handled without waiting, and then no promise is made for them at all.
 */
function pump(body: Readable, handle: (piece: Buffer) => Promise<void> | undefined): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    // Gone before it was read (the client gave up while the request waited for its checks).
    if (body.destroyed && !body.readableEnded) {
      reject(Object.assign(new Error("request aborted"), { code: "ECONNRESET" }));
      return;
    }
    if (body.readableEnded) {
      resolve();
      return;
    }
    const queue: Buffer[] = [];
    let busy = false;
    let ended = false;
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      body.off("data", onData);
      reject(error);
    };
    const drain = () => {
      while (!failed && queue.length > 0) {
        let waiting: Promise<void> | undefined;
        try {
          waiting = handle(queue.shift()!);
        } catch (error) {
          fail(error);
          return;
        }
        if (waiting) {
          busy = true;
          body.pause();
          waiting.then(() => {
            busy = false;
            if (!ended) body.resume();
            drain();
          }, fail);
          return;
        }
      }
      if (ended && !failed) resolve();
    };
    const onData = (piece: Buffer) => {
      queue.push(piece);
      if (!busy) drain();
    };
    body.on("data", onData);
    body.once("end", () => {
      ended = true;
      if (!busy) drain();
    });
    body.once("error", fail);
    // A client that goes away mid-body: the stream closes without ending.
    body.once("close", () => {
      if (!ended) fail(Object.assign(new Error("request aborted"), { code: "ECONNRESET" }));
    });
  });
}

/** Reads a multipart body from `body` to its end, handing fields and the file's bytes to the handlers. */
export async function readMultipartStream(body: Readable, boundary: string, limits: TMultipartLimits, handlers: TMultipartHandlers): Promise<TMultipartOutcome> {
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  const keep = delimiter.length - 1;
  const outcome: TMultipartOutcome = { truncated: false, complete: false, overLimit: false };
  // A property, not a local: the part handlers change it, and the checks below must re-read it.
  const cursor: { state: TState } = { state: "preamble" };
  // Bytes that may be the start of a delimiter, held back until the next piece shows whether they are.
  let carry: Buffer = CRLF;
  let small: Buffer[] = [];
  let smallBytes = 0;
  let parts = 0;
  let fieldName = "";
  let sink: TFilePart | null = null;
  let fileBytes = 0;

  const takeSmall = (piece: Buffer, max: number) => {
    if (smallBytes + piece.length > max) {
      outcome.overLimit = true;
      return;
    }
    small.push(piece);
    smallBytes += piece.length;
  };

  /** Hands body bytes of the current part to where they go; a promise only when the sink must be waited for. */
  const emit = (piece: Buffer): void | Promise<void> => {
    if (piece.length === 0) return;
    if (cursor.state === "field") takeSmall(piece, limits.maxFieldBytes);
    else if (cursor.state === "file" && sink) {
      const room = limits.maxFileBytes - fileBytes;
      if (piece.length > room) outcome.truncated = true;
      const kept = piece.length > room ? piece.subarray(0, room) : piece;
      fileBytes += kept.length;
      if (kept.length > 0) return sink.write(kept);
    }
  };

  /**
   * Where the safe part of a piece without a delimiter ends: bytes after it could begin a delimiter that the
   * next piece completes. A delimiter begins with CR, so only the tail from its first CR is held back.
   */
  const holdFrom = (piece: Buffer) => {
    const cr = piece.indexOf(13, Math.max(0, piece.length - keep));
    return cr < 0 ? piece.length : cr;
  };

  /** A delimiter ended the current part. */
  const endPart = () => {
    if (cursor.state === "field" && !outcome.overLimit) handlers.field(fieldName, Buffer.concat(small).toString("utf8"));
    small = [];
    smallBytes = 0;
    sink = null;
    cursor.state = "afterDelimiter";
  };

  /** Scans body bytes for the delimiter; answers the bytes after it (null while it was not found). */
  const scanBody = async (input: Buffer): Promise<Buffer | null> => {
    let piece = input;
    if (carry.length > 0) {
      if (piece.length < keep) {
        // A tiny piece: too short to settle the held-back bytes, so scan both together (a few bytes).
        piece = Buffer.concat([carry, piece]);
      } else {
        // A delimiter starting in the held-back bytes ends within the first `keep` bytes of this piece.
        const junction = Buffer.concat([carry, piece.subarray(0, keep)]);
        const at = junction.indexOf(delimiter);
        if (at >= 0) {
          await emit(carry.subarray(0, at));
          const after = piece.subarray(at + delimiter.length - carry.length);
          carry = EMPTY;
          endPart();
          return after;
        }
        await emit(carry);
      }
      carry = EMPTY;
    }
    const at = piece.indexOf(delimiter);
    if (at >= 0) {
      await emit(piece.subarray(0, at));
      endPart();
      return piece.subarray(at + delimiter.length);
    }
    const safe = holdFrom(piece);
    await emit(piece.subarray(0, safe));
    carry = piece.subarray(safe);
    return null;
  };

  /** Any piece, in any state. */
  const slowPath = async (chunk: Buffer): Promise<void> => {
    let rest: Buffer | null = chunk;
    while (rest && rest.length > 0) {
      if (cursor.state === "done") break;
      if (cursor.state === "preamble" || cursor.state === "field" || cursor.state === "file" || cursor.state === "skip") {
        rest = await scanBody(rest);
      } else if (cursor.state === "afterDelimiter") {
        const need = Buffer.concat([carry, rest]);
        if (need.length < 2) {
          carry = need;
          break;
        }
        carry = EMPTY;
        const mark = need.subarray(0, 2).toString("latin1");
        if (mark === "--") {
          cursor.state = "done";
          outcome.complete = true;
          break;
        }
        if (mark !== "\r\n") throw new MultipartError("malformed multipart body");
        parts += 1;
        if (parts > limits.maxParts) outcome.overLimit = true;
        cursor.state = "headers";
        rest = need.subarray(2);
      } else if (cursor.state === "headers") {
        // Headers so far (bounded) and this piece; the piece is joined only while a part's headers are split.
        const all: Buffer = smallBytes > 0 ? Buffer.concat([...small, rest]) : rest;
        const end = all.indexOf(HEADER_END);
        if (end < 0 ? all.length > limits.maxHeaderBytes : end > limits.maxHeaderBytes) throw new MultipartError("multipart header too large");
        if (end < 0) {
          small = [all];
          smallBytes = all.length;
          break;
        }
        const disposition = dispositionOf(all.subarray(0, end).toString("utf8"));
        const after: Buffer = all.subarray(end + HEADER_END.length);
        small = [];
        smallBytes = 0;
        fileBytes = 0;
        if (!disposition || outcome.overLimit) {
          cursor.state = "skip";
        } else if (disposition.filename === null) {
          cursor.state = "field";
          fieldName = disposition.name;
        } else {
          sink = await handlers.file(disposition.name, disposition.filename);
          cursor.state = sink ? "file" : "skip";
        }
        rest = after;
      }
    }
  };

  /** The common piece, in the middle of the file: no held-back bytes, no delimiter. Waits only when the sink does. */
  const handlePiece = (chunk: Buffer): Promise<void> | undefined => {
    if (cursor.state !== "file" || carry.length > 0) return slowPath(chunk);
    // Inside the declared length: nothing to search (the search was a tenth of the chunk path's CPU).
    if (sink?.bytes != null && fileBytes + chunk.length <= sink.bytes) return emit(chunk) || undefined;
    if (chunk.indexOf(delimiter) >= 0) return slowPath(chunk);
    const safe = holdFrom(chunk);
    carry = chunk.subarray(safe);
    const waiting = emit(chunk.subarray(0, safe));
    return waiting ? waiting : undefined;
  };

  await pump(body, handlePiece);
  return outcome;
}
