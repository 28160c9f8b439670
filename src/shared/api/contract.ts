import { z } from "zod";

/**
 * One API call of the wire contract: where it lives, who may call it, what its body carries and what one
 * element of `datas` looks like. The server validates bodies with `body`; the OpenAPI document at /docs is
 * generated from these, so the contract and the implementation cannot drift apart.
 */
export type TAccess = "pub" | "auth" | "ops" | "idp";

export interface TContract<B extends z.ZodType = z.ZodType, D extends z.ZodType = z.ZodType, A extends TAccess = TAccess> {
  method: "GET" | "POST";
  path: string;
  /** pub: no token; auth: a portal token; ops: an operator token; idp: the embedded identity provider */
  access: A;
  summary: string;
  tag: string;
  body: B;
  datas: D;
}

export const PUB = "/base-service/api/pub/v1";
export const AUTH = "/base-service/api/auth/v1";
export const OPS = "/base-service/api/ops/v1";

/** Declares a contract (an identity function that keeps the literal types). */
export function defineContract<B extends z.ZodType, D extends z.ZodType, A extends TAccess>(c: TContract<B, D, A>): TContract<B, D, A> {
  return c;
}

/** The body of a call that takes none (extra keys such as a stray `size` are ignored). */
export const ZEmptyBody = z.object({}).loose();
