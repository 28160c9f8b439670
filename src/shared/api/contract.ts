import { z } from "zod";

/**
 * One API call of the wire contract: where it lives, who may call it, what its body carries and what one
 * element of `datas` looks like. The server registers its routes from these (`registerRoute`), the client
 * calls through them (`call` in src/client/lib/contract-client.ts) and the OpenAPI document at /docs is
 * generated from them, so a renamed field or path is a compile error on both sides.
 */
import type { TAccess } from "./route.ts";

export { AUTH, IDP, OPS, PUB, type TAccess, type TRoute } from "./route.ts";

/**
 * One page of rows, as every paged call answers it. Here rather than beside a domain's schemas: a public page's
 * contract that imported it from activity.contract.ts built all of that file's schemas too (65 ms of the
 * activity page's load on a throttled phone, npm run bench:lighthouse).
 */
export const ZPageOf = <T extends z.ZodType>(row: T) =>
  z.object({ records: z.array(row), current: z.number(), pages: z.number(), total: z.number() });

/** A contract before its group names it: its route (from a `*.routes.ts` file), documentation and schemas. */
export interface TContractDraft<B extends z.ZodType = z.ZodType, D extends z.ZodType = z.ZodType, A extends TAccess = TAccess> {
  method: "GET" | "POST";
  path: string;
  /** pub: no token; auth: a portal token; ops: an operator token; idp: the embedded identity provider */
  access: A;
  /** only a supervisor may call it (TRoute.supervisorOnly) */
  supervisorOnly?: true;
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
  readonly id: string;
}

/** Declares a contract (an identity function that keeps the literal types); `contractGroup` names it. */
export function defineContract<B extends z.ZodType, D extends z.ZodType, A extends TAccess>(c: TContractDraft<B, D, A>): TContractDraft<B, D, A> {
  return c;
}

type TNamed<Dom extends string, G extends Record<string, TContractDraft>> = {
  [K in keyof G & string]: G[K] extends TContractDraft<infer B, infer D, infer A> ? TContract<B, D, A> & { readonly id: `${Dom}.${K}` } : never;
};

/** A domain's contracts, each given its id `domain.key` (the id of the route it spreads). */
export function contractGroup<const Dom extends string, const G extends Record<string, TContractDraft>>(domain: Dom, group: G): TNamed<Dom, G> {
  const named: Record<string, TContract> = {};
  for (const [key, draft] of Object.entries(group)) named[key] = { ...draft, id: `${domain}.${key}` };
  return named as TNamed<Dom, G>;
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
