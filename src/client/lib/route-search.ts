/**
 * Route search params, one way for every route: a small parser per key, and a value its parser refuses is
 * dropped rather than thrown, so a hand-edited, stale or shared address still opens its page with what is
 * valid in it. Not zod: validateSearch runs in the main bundle, and even zod/mini adds 15 KB (gzip) to /home,
 * past its 180 KB budget (npm run bench:bundle); these parsers are a few hundred bytes.
 */

/** Reads one search value: the value, or undefined to leave it out. */
export type TSearchParser<T> = (value: unknown) => T | undefined;

type TShape = Record<string, TSearchParser<unknown>>;
export type TSearchOf<S extends TShape> = { [K in keyof S]?: S[K] extends TSearchParser<infer T> ? T : never };

/** A route's validateSearch from its params' parsers. */
export function searchParams<S extends TShape>(shape: S): (raw: Record<string, unknown>) => TSearchOf<S> {
  return (raw) => {
    const out: Record<string, unknown> = {};
    for (const [key, parse] of Object.entries(shape)) {
      const value = parse(raw[key]);
      if (value !== undefined) out[key] = value;
    }
    return out as TSearchOf<S>;
  };
}

/** A whole number of at least `min` (page numbers from 2, since page 1 is the default; ids from 1). */
export function searchInt(min: number): TSearchParser<number> {
  return (value) => {
    // the router parses ?page=2 into a number, but a hand-typed or encoded address may hold the text
    const n = typeof value === "number" ? value : typeof value === "string" && /^\d+$/.test(value.trim()) ? Number(value) : NaN;
    return Number.isSafeInteger(n) && n >= min ? n : undefined;
  };
}

/** One of a few values (a status, a kind, a 0/1 flag), numbers read from text too. */
export function searchOneOf<const T extends number | string>(values: readonly T[]): TSearchParser<T> {
  const asInt = searchInt(0);
  return (value) => {
    const v = typeof value === "string" && !values.includes(value as T) ? asInt(value) : value;
    return values.includes(v as T) ? (v as T) : undefined;
  };
}

/** A search text: trimmed and cut to `max` characters; blank is absent. An all-digit text (a stock code) arrives as a number. */
export function searchText(max: number): TSearchParser<string> {
  return (value) => {
    if (typeof value !== "string" && typeof value !== "number") return undefined;
    return Array.from(String(value).trim()).slice(0, max).join("") || undefined;
  };
}

/** A calendar date, YYYY-MM-DD. */
export function searchDate(): TSearchParser<string> {
  return (value) => (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);
}
