import { z } from "zod";

/**
 * Zod building blocks for form-encoded bodies, where every value arrives as a string and a one-element
 * array arrives as a plain string. Each takes the spec's Chinese message so a refusal reads as the spec says.
 */

/** A required trimmed string with a maximum length. */
export function zText(requiredMessage: string, max: number, tooLongMessage: string) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, { error: requiredMessage })
    .max(max, { error: tooLongMessage });
}

/** An optional trimmed string with a maximum length; the empty string counts as absent. */
export function zOptionalText(max: number, tooLongMessage: string) {
  return z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    z.string().trim().max(max, { error: tooLongMessage }).optional(),
  );
}

/** An integer sent as a string ("12") or a number. */
export function zInt(message: string) {
  return z.coerce.number({ error: message }).int({ error: message });
}

/**
 * A form value that stands for "no value": absent, empty, or the JSON null a client serialised as text. The
 * spec sends `isAnswered: null` for "both".
 */
export function isBlankFormValue(v: unknown): boolean {
  return v === undefined || v === null || v === "" || v === "null" || v === "undefined";
}

/**
 * The spec's booleans as they arrive in a form: true/false (document 3 sends `isGovData=false`,
 * `isConfirmAddition=true`) or 1/0 (document 2 sends `isAnswered` 0 or 1), as text, numbers or booleans.
 * Answers the boolean, or the value unchanged when it is none of these (the schema then refuses it).
 */
export function formBoolean(v: unknown): unknown {
  const text = typeof v === "string" ? v.trim().toLowerCase() : v;
  if (text === true || text === "true" || text === "1" || text === 1) return true;
  if (text === false || text === "false" || text === "0" || text === 0) return false;
  return v;
}

/** A required boolean: true/false or 1/0, as text, numbers or booleans. Every boolean field of a body uses this or zOptionalBool. */
export function zBool(message = "布尔参数格式不正确") {
  return z.preprocess(formBoolean, z.boolean({ error: message }));
}

/** An optional boolean: as zBool, and absent, empty or "null" is undefined. */
export function zOptionalBool(message = "布尔参数格式不正确") {
  return z.preprocess((v) => (isBlankFormValue(v) ? undefined : formBoolean(v)), z.boolean({ error: message }).optional());
}

/** An optional integer, limited to `allowed` when given; absent, empty or "null" is undefined. */
export function zOptionalInt(message: string, allowed?: readonly number[]) {
  return z.preprocess(
    (v) => (isBlankFormValue(v) ? undefined : v),
    zInt(message)
      .refine((n) => !allowed || allowed.includes(n), { error: message })
      .optional(),
  );
}

/** A repeated form key: accepts one value or several and always yields an array. */
export function zList<T extends z.ZodType>(item: T) {
  return z.preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(item));
}

/** The largest id a row can have (PostgreSQL integer). */
export const MAX_ROW_ID = 2_147_483_647;

/** An optional id of a row: absent, or a whole number within the database's integer range; otherwise the message. */
export function zOptionalRowId(message: string) {
  return zOptionalInt(message).refine((n) => n === undefined || (n >= 1 && n <= MAX_ROW_ID), { error: message });
}
