import type { FastifyError, FastifyInstance } from "fastify";
import { BodyCode, fail } from "#shared/http/envelope.ts";
import { AppError } from "../lib/errors.ts";

export const MSG_SERVER_ERROR = "服务器内部错误，请稍后重试";
export const MSG_BAD_VALUE = "请求参数超出允许范围";

/** Whether an error (or what it wraps: drizzle wraps the driver's) is PostgreSQL's data exception, SQLSTATE class 22. */
export function isDataException(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === "object" && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^22[0-9A-Z]{3}$/.test(code)) return true;
  }
  return false;
}

/** Messages for transport failures Fastify raises itself (bad JSON, body too large, wrong content type). */
function transportMessage(status: number): string {
  if (status === 413) return "请求内容过大";
  if (status === 415) return "不支持的请求内容类型";
  if (status === 429) return "请求过于频繁，请稍后再试";
  if (status === 404) return "请求地址错误";
  return "请求错误";
}

/**
 * The one error handler: refusals answer with their body code and message; Fastify's own 4xx keep their
 * transport status; anything unknown answers HTTP 500 with a generic message and the request id, and the
 * details go to the log only.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (error instanceof AppError) {
      return reply.code(error.httpStatus).send(error.envelope());
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      req.log.info({ err: error }, "request refused");
      const message = status === 429 ? transportMessage(429) : error.validation ? "请求参数不正确" : transportMessage(status);
      return reply.code(status).send(fail(status, message));
    }
    if (isDataException(error)) {
      // PostgreSQL's class 22 (a value out of range for its column, text it cannot store): the input's fault,
      // whichever check let it through; a refusal, not a server fault.
      req.log.warn({ err: error }, "input refused by the database");
      return reply.code(200).send(fail(BodyCode.badRequest, MSG_BAD_VALUE));
    }
    req.log.error({ err: error }, "unhandled error");
    return reply
      .code(500)
      .send({ ...fail(BodyCode.serverError, `${MSG_SERVER_ERROR}（请求编号 ${req.id}）`), requestId: req.id });
  });
}
