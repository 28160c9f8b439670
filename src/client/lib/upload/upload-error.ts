/**
 * How an upload step failed, and whether trying again can help: a lost network, a server fault (5xx), a
 * rate limit (429) or a time-out may pass; a refusal with the server's message (wrong type, md5 mismatch,
 * chunk missing, session ended) or a local problem (the file cannot be read) will not.
 */
export type UploadErrorKind = "network" | "http" | "refused" | "local";

export class UploadError extends Error {
  readonly kind: UploadErrorKind;
  /** the HTTP status for "http", the body code for "refused" */
  readonly status: number | null;
  /** a refusal's rule outcome code (e.g. `upload.chunkMd5Mismatch`): what the engine branches on */
  readonly outcome: string | null;

  constructor(kind: UploadErrorKind, message: string, status: number | null = null, outcome: string | null = null) {
    super(message);
    this.name = "UploadError";
    this.kind = kind;
    this.status = status;
    this.outcome = outcome;
  }

  /** Whether another attempt after a pause may succeed. */
  get retryable(): boolean {
    return this.kind === "network" || (this.kind === "http" && isRetryableStatus(this.status ?? 0));
  }
}

/** Statuses worth retrying: server faults, rate limits and time-outs. */
export function isRetryableStatus(status: number): boolean {
  return status >= 500 || status === 429 || status === 408;
}

/** Whether an error is a transient failure the engine may retry (unknown errors are not). */
export function isRetryable(error: unknown): boolean {
  return error instanceof UploadError && error.retryable;
}

/** The message to show for an error: the server's (or ours) when known, else the spec's generic one. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof UploadError && error.message) return error.message;
  return fallback;
}

/** Whether the browser refused to store more (a full disk or a storage quota). */
export function isQuotaError(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const e = error as { name?: unknown; inner?: { name?: unknown } };
  return e.name === "QuotaExceededError" || e.inner?.name === "QuotaExceededError";
}
