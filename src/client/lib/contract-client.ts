import type { QueryClient, QueryFilters, QueryKey } from "@tanstack/react-query";
import type { TCallBody, TCallDatas } from "#shared/api/contract.ts";
import type { TContractOf } from "#shared/api/contract-types.ts";
import type { TRoute } from "#shared/api/route.ts";
import type { TEnvelope } from "#shared/http/envelope.ts";
import { encodeForm, type TFormInput } from "#shared/http/form-codec.ts";
import { sendContract, type RequestOptions } from "#client/lib/api.ts";

/**
 * The typed contract client, the mirror of the server's `registerRoute`: every call the page makes names its
 * route from src/shared/api (`*.routes.ts`, no zod at run time), passes a body typed from the request schema
 * of the contract with the same id and gets that contract's `datas` type back. A renamed field or path is a
 * compile error here and on the server alike; no endpoint string lives in src/client (eslint keeps it so).
 */

/** A route's body, optional when its contract needs none. */
type TArgs<R extends TRoute> = Record<never, never> extends TCallBody<TContractOf<R>>
  ? [body?: TCallBody<TContractOf<R>>, options?: RequestOptions]
  : [body: TCallBody<TContractOf<R>>, options?: RequestOptions];

/** One element of a route's `datas`. */
export type TDatasOf<R extends TRoute> = TCallDatas<TContractOf<R>>;

/**
 * Calls a contract and returns its envelope, with the body-code policy of document 1 section 8 (see api.ts):
 * resolves for 200, 409, 415 and other codes; rejects with ApiError (carrying the rule's outcome code) for
 * 400, 403 and a lost session, with ky's errors for transport failures.
 */
export async function call<R extends TRoute>(route: R, ...[body, options]: TArgs<R>): Promise<TEnvelope<TDatasOf<R>>> {
  return sendContract<TDatasOf<R>>(route, encodeForm((body ?? {}) as TFormInput), options);
}

/** datas[0] of a call (where most calls put their answer), or undefined. */
export async function callFirst<R extends TRoute>(route: R, ...args: TArgs<R>): Promise<TDatasOf<R> | undefined> {
  return (await call(route, ...args)).datas[0];
}

/** The whole `datas` list of a call. */
export async function callList<R extends TRoute>(route: R, ...args: TArgs<R>): Promise<TDatasOf<R>[]> {
  return (await call(route, ...args)).datas;
}

/**
 * The one query-key shape for every domain: `[contract id, whose answer, body]`. "Whose" is the token the
 * answer was fetched with (null signed out), so one user's answers never show for another and logout can drop
 * every private answer at once; the body is what was asked. `contractRoot` is the prefix that covers every
 * answer of a contract, which is what a mutation invalidates.
 */
export function queryKeyOf(route: TRoute, token: string | null, body?: object): readonly [string, string | null, object] {
  return [route.id, token, body ?? {}] as const;
}

/** The prefix of every cached answer of one contract. */
export function contractRoot(route: TRoute): readonly [string] {
  return [route.id] as const;
}

/** Whether a query key is a contract answer fetched with a token (private to the signed-in user). */
export function isPrivateAnswerKey(key: QueryKey): boolean {
  return typeof key[0] === "string" && key[0].includes(".") && typeof key[1] === "string";
}

/**
 * Refetches every cached answer of the given contracts (all users, all bodies). Mutations name the contracts
 * whose answers their write changes, so invalidation follows the contracts rather than hand-made key lists.
 */
export function invalidateContracts(
  queryClient: QueryClient,
  contracts: readonly TRoute[],
  /** only the answers whose bodies hold these fields (e.g. `{ activityId }`: one activity's), for any user */
  bodyMatch?: object,
): Promise<void> {
  return Promise.all(contracts.map((c) => queryClient.invalidateQueries(answersOf(c, bodyMatch)))).then(() => undefined);
}

/** The filter of a contract's cached answers, for any user, optionally those whose bodies hold these fields. */
export function answersOf(contract: TRoute, bodyMatch?: object): QueryFilters<readonly unknown[]> {
  if (!bodyMatch) return { queryKey: contractRoot(contract) };
  const wanted = Object.entries(bodyMatch);
  return {
    queryKey: contractRoot(contract),
    predicate: (query) => {
      const body = query.queryKey[2];
      return typeof body === "object" && body !== null && wanted.every(([k, v]) => (body as Record<string, unknown>)[k] === v);
    },
  };
}

/** Drops every private answer (at logout: a shared computer must not keep one user's data for the next). */
export function removePrivateAnswers(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: (query) => isPrivateAnswerKey(query.queryKey) });
}
