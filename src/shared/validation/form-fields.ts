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

/** "true"/"false"/"1"/"0" or a boolean. */
export function zBool(message = "布尔参数格式不正确") {
  return z.preprocess((v) => {
    if (v === "true" || v === "1" || v === 1) return true;
    if (v === "false" || v === "0" || v === 0) return false;
    return v;
  }, z.boolean({ error: message }));
}

/** A repeated form key: accepts one value or several and always yields an array. */
export function zList<T extends z.ZodType>(item: T) {
  return z.preprocess((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]), z.array(item));
}
