import type { FastifyError, FastifyInstance } from "fastify";
import { BodyCode, fail } from "#shared/http/envelope.ts";
import { AppError } from "../lib/errors.ts";

export const MSG_SERVER_ERROR = "服务器内部错误，请稍后重试";

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
    req.log.error({ err: error }, "unhandled error");
    return reply
      .code(500)
      .send({ ...fail(BodyCode.serverError, `${MSG_SERVER_ERROR}（请求编号 ${req.id}）`), requestId: req.id });
  });
}
