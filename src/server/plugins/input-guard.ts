import type { FastifyInstance } from "fastify";
import { badRequest } from "../lib/errors.ts";

export const MSG_BAD_CHARACTER = "请求内容包含不允许的字符";
export const MSG_BAD_URL = "请求地址格式不正确";
export const MSG_TOO_DEEP = "请求内容层级过深";

/** Deeper bodies than any contract has are refused before they are walked further (and before zod sees them). */
const MAX_DEPTH = 8;

/**
 * The first problem of a decoded body or query that no call accepts: a NUL character anywhere (PostgreSQL
 * refuses NUL in text, so it would otherwise surface as a server fault mid-write), or nesting past MAX_DEPTH.
 */
export function inputProblem(value: unknown, depth = 0): string | null {
  if (typeof value === "string") return value.includes("\u0000") ? MSG_BAD_CHARACTER : null;
  if (value === null || typeof value !== "object") return null;
  if (depth > MAX_DEPTH) return MSG_TOO_DEEP;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes("\u0000")) return MSG_BAD_CHARACTER;
    const problem = inputProblem(item, depth + 1);
    if (problem) return problem;
  }
  return null;
}

/** Refuses, as a 400 in the envelope, any request whose decoded body or query string carries such input. */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook("preValidation", async (req) => {
    const problem = inputProblem(req.query) ?? inputProblem(req.body) ?? inputProblem(req.params);
    if (problem) throw badRequest(problem);
  });
}
