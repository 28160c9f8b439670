import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { BOOT_DATA_ELEMENT_ID, type TBootData } from "#shared/shell/boot-data.ts";

/**
 * The first answers the server wrote into the page (src/shared/shell/boot-data.ts), or null: a page without
 * them (the service worker's copy of index.html) or with text that does not parse.
 */
export function readBootData(doc: Document = document): TBootData | null {
  const text = doc.getElementById(BOOT_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const boot = JSON.parse(text) as TBootData;
    return Array.isArray(boot?.answers) ? boot : null;
  } catch {
    return null;
  }
}

/** When the answers were read, never later than now: a server clock ahead of the device's would keep them fresh too long. */
export function bootTime(boot: TBootData): number {
  return Math.min(Date.parse(boot.at) || 0, Date.now());
}

/** Puts a first answer into the cache as fetched at `at`, unless the cache holds one as new or newer (restored from the device). */
export function seedAnswer(queryClient: QueryClient, key: QueryKey, data: unknown, at: number): void {
  if ((queryClient.getQueryState(key)?.dataUpdatedAt ?? 0) >= at) return;
  queryClient.setQueryData(key, data, { updatedAt: at });
}
