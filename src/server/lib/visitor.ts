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

/**
 * Who is counted as one viewer: the account behind a valid token, else the browser's stored visitor id (the
 * client's one `uuid`, src/client/lib/visitor-id.ts). The id is the caller's word, so a count keyed by it is
 * also bounded by what the caller cannot choose (its address), as the view counter does.
 */
export function viewerOf(req: FastifyRequest, uuid: string): { viewer: string; address: string; isAccount: boolean } {
  return req.session ? { viewer: `u:${req.session.userId}`, address: req.ip, isAccount: true } : { viewer: `v:${uuid}`, address: req.ip, isAccount: false };
}
