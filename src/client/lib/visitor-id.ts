import { isVisitorUuid } from "#shared/video/public-video.ts";

/**
 * The visitor id of document 4 section 2.3 ("UV per visitor id (the stored uuid)"): one random uuid per
 * browser, kept in localStorage under the spec's key `uuid`, so a view counts once per visitor and hour
 * however often the page is opened. Without storage (a private window that refuses it) the id lasts for
 * this page load.
 */
const UUID_KEY = "uuid";
let memory: string | null = null;

export function visitorUuid(): string {
  try {
    const stored = localStorage.getItem(UUID_KEY);
    if (stored && isVisitorUuid(stored)) return stored;
    const fresh = crypto.randomUUID();
    localStorage.setItem(UUID_KEY, fresh);
    return fresh;
  } catch {
    memory ??= crypto.randomUUID();
    return memory;
  }
}
