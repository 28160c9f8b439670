/**
 * The form-body codec of the wire contract: arrays travel as repeated keys without indices (`ids=1&ids=2`),
 * the guest import travels as indexed objects (`importDto[0].guestName=…`). The client encodes with
 * `encodeForm`, the server decodes with `decodeForm`, so both sides agree by construction.
 */

export type TFormValue = string | number | boolean | null | undefined | Date;
export type TFormInput = Record<string, TFormValue | TFormValue[] | Record<string, TFormValue>[]>;
export type TDecodedForm = Record<string, string | string[] | Record<string, string>[]>;

// Keys that would reach Object.prototype if used as property names on a plain object.
const FORBIDDEN_KEYS = new Set(["__proto__", "prototype", "constructor"]);

const INDEXED_KEY = /^([A-Za-z_$][\w$]*)\[(\d+)\]\.([A-Za-z_$][\w$]*)$/;
const BRACKET_ARRAY_KEY = /^([A-Za-z_$][\w$]*)\[\]$/;

/** The largest index accepted in an indexed key; bounds memory for hostile input like `a[99999].x`. */
export const MAX_FORM_INDEX = 1999;

function scalar(v: TFormValue): string | undefined {
  if (v === undefined || v === null) return undefined;
  if (v instanceof Date) return v.toISOString();
  return String(v);
}

/** Encodes an object as application/x-www-form-urlencoded with the spec's array conventions. */
export function encodeForm(input: TFormInput): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input)) {
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        if (item !== null && typeof item === "object" && !(item instanceof Date)) {
          for (const [field, fieldValue] of Object.entries(item)) {
            const s = scalar(fieldValue);
            if (s !== undefined) params.append(`${key}[${index}].${field}`, s);
          }
        } else {
          const s = scalar(item as TFormValue);
          if (s !== undefined) params.append(key, s);
        }
      });
    } else {
      const s = scalar(value);
      if (s !== undefined) params.append(key, s);
    }
  }
  return params.toString();
}

/**
 * Decodes a form body: a repeated key becomes an array, `key[]` always becomes an array,
 * `key[i].field` becomes an array of objects (holes dropped). Prototype keys are ignored.
 */
export function decodeForm(body: string): TDecodedForm {
  const out: Record<string, string | string[] | Record<string, string>[]> = Object.create(null);
  const indexed: Record<string, Record<string, string>[]> = Object.create(null);
  for (const [rawKey, value] of new URLSearchParams(body)) {
    // most keys are plain names: the patterns below (and their match arrays) only for keys with a bracket
    const idx = rawKey.includes("[") ? INDEXED_KEY.exec(rawKey) : null;
    if (idx) {
      const [, name, index, field] = idx as unknown as [string, string, string, string];
      const i = Number(index);
      if (FORBIDDEN_KEYS.has(name) || FORBIDDEN_KEYS.has(field) || i > MAX_FORM_INDEX) continue;
      const rows = (indexed[name] ??= []);
      const row = (rows[i] ??= Object.create(null) as Record<string, string>);
      row[field] = value;
      continue;
    }
    const bracket = idx === null && rawKey.endsWith("[]") ? BRACKET_ARRAY_KEY.exec(rawKey) : null;
    const key = bracket ? bracket[1]! : rawKey;
    if (FORBIDDEN_KEYS.has(key)) continue;
    const existing = out[key];
    if (existing === undefined) out[key] = bracket ? [value] : value;
    else if (Array.isArray(existing)) (existing as string[]).push(value);
    else out[key] = [existing as string, value];
  }
  for (const [name, rows] of Object.entries(indexed)) {
    out[name] = rows.filter((r) => r !== undefined).map((r) => ({ ...r }));
  }
  return { ...out };
}
