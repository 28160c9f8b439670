import { z } from "zod";

/**
 * One API call of the wire contract: where it lives, who may call it, what its body carries and what one
 * element of `datas` looks like. The server registers its routes from these (`registerRoute`), the client
 * calls through them (`call` in src/client/lib/contract-client.ts) and the OpenAPI document at /docs is
 * generated from them, so a renamed field or path is a compile error on both sides.
 */
export type TAccess = "pub" | "auth" | "ops" | "idp";

export interface TContractDraft<B extends z.ZodType = z.ZodType, D extends z.ZodType = z.ZodType, A extends TAccess = TAccess> {
  method: "GET" | "POST";
  path: string;
  /** pub: no token; auth: a portal token; ops: an operator token; idp: the embedded identity provider */
  access: A;
  summary: string;
  tag: string;
  body: B;
  datas: D;
}

export interface TContract<B extends z.ZodType = z.ZodType, D extends z.ZodType = z.ZodType, A extends TAccess = TAccess>
  extends TContractDraft<B, D, A> {
  /**
   * A stable name (`domain.call`, e.g. `qa.askQuestion`): what the outbox stores and what query keys start
   * with. It names the contract, not its path, so stored rows and cache keys survive a path being corrected.
   */
  id: string;
}

export const PUB = "/base-service/api/pub/v1";
export const AUTH = "/base-service/api/auth/v1";
export const OPS = "/base-service/api/ops/v1";

/** Declares a contract (an identity function that keeps the literal types); `contractGroup` names it. */
export function defineContract<B extends z.ZodType, D extends z.ZodType, A extends TAccess>(c: TContractDraft<B, D, A>): TContractDraft<B, D, A> {
  return c;
}

type TNamed<G extends Record<string, TContractDraft>> = {
  [K in keyof G]: G[K] extends TContractDraft<infer B, infer D, infer A> ? TContract<B, D, A> : never;
};

/** A domain's contracts, each given its id `domain.key`. */
export function contractGroup<const G extends Record<string, TContractDraft>>(domain: string, group: G): TNamed<G> {
  const named: Record<string, TContract> = {};
  for (const [key, draft] of Object.entries(group)) named[key] = { ...draft, id: `${domain}.${key}` };
  return named as TNamed<G>;
}

/** The body of a call that takes none (extra keys such as a stray `size` are ignored). */
export const ZEmptyBody = z.object({}).loose();

/**
 * What a caller passes as a contract's body: the keys of its request schema with the types the server parses
 * them into (numbers, booleans, arrays, indexed rows), optional where the schema lets them be left out. The
 * shared form codec turns it into the form body.
 */
export type TCallBody<C extends TContract> = TBodyShape<z.input<C["body"]>, z.output<C["body"]>>;
type TBodyShape<I, O> = {
  [K in keyof I as K extends keyof O ? (O[K] extends readonly unknown[] ? never : K) : K]: K extends keyof O ? TWire<O[K]> | TAbsent<O[K]> : I[K];
} & {
  // a repeated key may be left out: the form then carries none and the server reads an empty list
  [K in keyof I as K extends keyof O ? (O[K] extends readonly unknown[] ? K : never) : never]?: K extends keyof O ? O[K] : never;
};
/** An optional field may be passed as null: the form codec leaves null out, as it does undefined. */
type TAbsent<T> = undefined extends T ? null : never;
/**
 * A number (or a date) may also be passed as the text a person typed: the server parses and refuses it with
 * the spec's message for that field, and the form would send that text anyway. A boolean may be 0 or 1, as
 * the spec's own requests send it.
 */
type TWire<T> = T extends number ? T | string : T extends Date ? T | string : T extends boolean ? T | 0 | 1 : T;

/** One element of a contract's `datas`. */
export type TCallDatas<C extends TContract> = z.output<C["datas"]>;
