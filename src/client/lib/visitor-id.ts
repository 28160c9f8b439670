import { isVisitorUuid } from "#shared/video/public-video.ts";

/**
 * The portal's one visitor id (document 4 section 2.3, "UV per visitor id (the stored uuid)"): one random uuid
 * per browser, kept in localStorage under the spec's key `uuid`. Every call that names an anonymous visitor
 * sends this id (the video library's view count today; the Q&A and any other feature that needs one use the
 * same, never an id of their own), and the server keys a visitor by it the same way everywhere
 * (src/server/lib/visitor.ts). Without storage (a private window that refuses it) the id lasts for this page
 * load.
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
