/**
 * Reading the query of a shell route. The router keeps query values as plain text (router.tsx); these
 * helpers also accept numbers and booleans, for search objects built in code.
 */

/** A query value as the router parsed it. */
export type SearchValue = string | number | boolean;

/**
 * For validateSearch: keeps a primitive exactly as parsed, so the router writes the address back unchanged
 * (turning 600519 into "600519" here would make it rewrite the address with quotes); drops anything else.
 */
export function searchValue(value: unknown): SearchValue | undefined {
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean" ? value : undefined;
}

/** A query value as the text the address holds. */
export function searchText(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return undefined;
}

/** An address for `navigate({ href })`: the path plus a plain query string (no JSON quoting of values). */
export function hrefOf(to: string, search?: Record<string, string>): string {
  const query = new URLSearchParams(search ?? {}).toString();
  return query ? `${to}?${query}` : to;
}
