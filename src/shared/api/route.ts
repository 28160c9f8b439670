/**
 * Where each call of the wire contract lives, without its schemas: the id, method, path and access that the
 * client needs at run time. The `*.routes.ts` files hold them; the `*.contract.ts` files add the zod schemas
 * and the documentation (server and OpenAPI), spreading the same route into each contract, so a path is
 * written once. The client bundle imports routes only, so no page pays for zod to make a call; it types
 * bodies and answers from the contracts through type-only imports (contract-types.ts).
 */
export type TAccess = "pub" | "auth" | "ops" | "idp";

export interface TRoute<A extends TAccess = TAccess> {
  /** `domain.call`, e.g. `qa.askQuestion`: what the outbox stores and what query keys start with */
  readonly id: string;
  readonly method: "GET" | "POST";
  readonly path: string;
  /** pub: no token; auth: a portal token; ops: an operator token; idp: the embedded identity provider */
  readonly access: A;
  /**
   * An operator call only a supervisor may make (document 4 section 1; which ones, and why, in
   * src/shared/activity/ops-roles.ts): the server refuses an operator with 暂无权限, the back office disables
   * its button. Said here once, beside the path.
   */
  readonly supervisorOnly?: true;
}

export type TRouteDraft = Omit<TRoute, "id">;

export const PUB = "/base-service/api/pub/v1";
export const AUTH = "/base-service/api/auth/v1";
export const OPS = "/base-service/api/ops/v1";
export const IDP = "/idp";

/** A domain's routes, each given its id `domain.key` (the same id its contract gets). */
export function routeGroup<const D extends string, const G extends Record<string, TRouteDraft>>(
  domain: D,
  group: G,
): { readonly [K in keyof G & string]: G[K] & { readonly id: `${D}.${K}` } } {
  const named: Record<string, TRoute> = {};
  for (const [key, draft] of Object.entries(group)) named[key] = Object.freeze({ ...draft, id: `${domain}.${key}` });
  return named as { readonly [K in keyof G & string]: G[K] & { readonly id: `${D}.${K}` } };
}
