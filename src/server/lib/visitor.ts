import type { FastifyRequest } from "fastify";

/**
 * Who is calling, as far as the server can tell without trusting the caller: the account behind a valid
 * token, otherwise the client address (the socket's, or the one a proxy named in TRUST_PROXY reports).
 * Anonymous counters and anonymous idempotency keys are scoped by it, so one visitor cannot inflate a count
 * with made-up ids or read another visitor's stored answer.
 */
export function visitorOf(req: FastifyRequest): string {
  return req.session ? `u:${req.session.userId}` : `ip:${req.ip}`;
}
