import { byLocale } from "#shared/activity/activity-page.ts";
import { fileUrl } from "#shared/http/file-url.ts";

/** The text of the page's language: English where the locale is en-US and an English text exists (the shared rule). */
export const localized = byLocale;

/** Where a content row's image is shown from (fileUrl), or null when it has none. */
export function imageSrc(path: string | null | undefined): string | null {
  return path ? fileUrl(path) : null;
}

/** A positive whole id from a route parameter or query, or 0 for anything else (the page then says "missing"). */
export function idParam(value: unknown): number {
  const text = String(value ?? "");
  return /^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : 0;
}
