import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { type z } from "zod";
import type { TContractDraft } from "#shared/api/contract.ts";
import type { TEnvelope } from "#shared/http/envelope.ts";
import { AppError, badRequest, forbidden, unauthorized } from "./errors.ts";
import { runIdempotent } from "../plugins/idempotency.ts";
import type { TSession } from "../types.ts";

export interface TRouteContext<B> {
  req: FastifyRequest;
  reply: FastifyReply;
  body: B;
}

export interface TAuthedContext<B> extends TRouteContext<B> {
  session: TSession;
}

type THandler<C extends TContractDraft, Ctx> = (ctx: Ctx) => Promise<TEnvelope<z.infer<C["datas"]>> | void>;

/** The first validation issue's message: the spec's Chinese text for that field. */
export function firstIssueMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue?.message ?? "请求参数不正确";
}

/** Parses a body against its contract schema, refusing with the field's message. */
export function parseBody<S extends z.ZodType>(schema: S, raw: unknown): z.infer<S> {
  const parsed = schema.safeParse(raw ?? {});
  if (!parsed.success) throw badRequest(firstIssueMessage(parsed.error));
  return parsed.data;
}

export interface TRouteOptions {
  rateLimit?: { max: number; timeWindow: number };
}

/** One call as registered, for the security tests that walk every route (tests/server/security). */
export interface TRegisteredRoute {
  contract: TContractDraft;
  options: TRouteOptions;
}

const registries = new WeakMap<FastifyInstance, TRegisteredRoute[]>();

/** Every call registered through registerRoute on this app, in registration order. */
export function registeredRoutes(app: FastifyInstance): readonly TRegisteredRoute[] {
  return registries.get(app) ?? [];
}

/**
 * Registers one call of the contract: checks the token for auth and ops calls, runs the write exactly once
 * per Idempotency-Key, validates the body with the contract's schema and hands the handler typed input.
 */
export function registerRoute<C extends TContractDraft>(
  app: FastifyInstance,
  contract: C,
  handler: C["access"] extends "auth" | "ops" ? THandler<C, TAuthedContext<z.infer<C["body"]>>> : THandler<C, TRouteContext<z.infer<C["body"]>>>,
  options: TRouteOptions = {},
): void {
  const registry = registries.get(app) ?? [];
  registry.push({ contract, options });
  registries.set(app, registry);
  app.route({
    method: contract.method,
    url: contract.path,
    config: options.rateLimit ? { rateLimit: options.rateLimit } : {},
    handler: async (req, reply) => {
      const session = req.session;
      if (contract.access === "auth" && !session) throw unauthorized();
      if (contract.access === "ops") {
        if (!session) throw unauthorized();
        if (session.userType !== "operator") throw forbidden();
        // the route says it (src/shared/api/*.routes.ts), so the back office disables the same buttons
        if (contract.supervisorOnly && session.operatorRole !== "supervisor") throw forbidden();
      }
      const raw = contract.method === "GET" ? req.query : req.body;
      return runIdempotent(req, reply, async () => {
        const body = parseBody(contract.body, raw);
        const ctx = { req, reply, body, session: session as TSession };
        return (handler as (c: typeof ctx) => Promise<unknown>)(ctx);
      });
    },
  });
}

export { AppError };
