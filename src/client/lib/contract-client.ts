import type { QueryClient, QueryFilters, QueryKey } from "@tanstack/react-query";
import type { TCallBody, TCallDatas, TContract } from "#shared/api/contract.ts";
import type { TEnvelope } from "#shared/http/envelope.ts";
import { encodeForm, type TFormInput } from "#shared/http/form-codec.ts";
import { sendContract, type RequestOptions } from "#client/lib/api.ts";

/**
 * The typed contract client, the mirror of the server's `registerRoute`: every call the page makes names its
 * contract from src/shared/api, passes a body typed from the contract's request schema and gets the contract's
 * `datas` type back. A renamed field or path is a compile error here and on the server alike; no endpoint
 * string lives in src/client (eslint keeps it so).
 */

/** A contract's body, optional when the contract needs none. */
type TArgs<C extends TContract> = Record<never, never> extends TCallBody<C>
  ? [body?: TCallBody<C>, options?: RequestOptions]
  : [body: TCallBody<C>, options?: RequestOptions];

/**
 * Calls a contract and returns its envelope, with the body-code policy of document 1 section 8 (see api.ts):
 * resolves for 200, 409, 415 and other codes; rejects with ApiError (carrying the rule's outcome code) for
 * 400, 403 and a lost session, with ky's errors for transport failures.
 */
export async function call<C extends TContract>(contract: C, ...[body, options]: TArgs<C>): Promise<TEnvelope<TCallDatas<C>>> {
  return sendContract<TCallDatas<C>>(contract, encodeForm((body ?? {}) as TFormInput), options);
}

/** datas[0] of a call (where most calls put their answer), or undefined. */
export async function callFirst<C extends TContract>(contract: C, ...args: TArgs<C>): Promise<TCallDatas<C> | undefined> {
  return (await call(contract, ...args)).datas[0];
}

/** The whole `datas` list of a call. */
export async function callList<C extends TContract>(contract: C, ...args: TArgs<C>): Promise<TCallDatas<C>[]> {
  return (await call(contract, ...args)).datas;
}

/**
 * The one query-key shape for every domain: `[contract id, whose answer, body]`. "Whose" is the token the
 * answer was fetched with (null signed out), so one user's answers never show for another and logout can drop
 * every private answer at once; the body is what was asked. `contractRoot` is the prefix that covers every
 * answer of a contract, which is what a mutation invalidates.
 */
export function queryKeyOf<C extends TContract>(contract: C, token: string | null, body?: TCallBody<C> | object): readonly [string, string | null, object] {
  return [contract.id, token, body ?? {}] as const;
}

/** The prefix of every cached answer of one contract. */
export function contractRoot(contract: TContract): readonly [string] {
  return [contract.id] as const;
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
  contracts: readonly TContract[],
  /** only the answers whose bodies hold these fields (e.g. `{ activityId }`: one activity's), for any user */
  bodyMatch?: object,
): Promise<void> {
  return Promise.all(contracts.map((c) => queryClient.invalidateQueries(answersOf(c, bodyMatch)))).then(() => undefined);
}

/** The filter of a contract's cached answers, for any user, optionally those whose bodies hold these fields. */
export function answersOf(contract: TContract, bodyMatch?: object): QueryFilters<readonly unknown[]> {
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
