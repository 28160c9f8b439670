/**
 * The shell's live channel (document 4 section 6: a settings, navigation or dictionary change reaches open
 * portals at once). Every portal page, signed in or not, holds one public socket on SHELL_SOCKET_PATH; a save
 * in the back office publishes one ShellChange on SHELL_CHANNEL (through the publish/subscribe interface, so
 * every process's sockets hear it) and the page reads the named parts again.
 */
export const SHELL_SOCKET_PATH = "/base-service/pub/ws/shell";
export const SHELL_CHANNEL = "shell.changed";
export const SHELL_EVENT_TYPE = "shell.changed";

/** What changed: the public settings (banner, gray mode, maintenance, footer…), the navigation, the dictionaries. */
export type TShellPart = "settings" | "nav" | "dictionary";

export interface TShellChange {
  type: typeof SHELL_EVENT_TYPE;
  parts: TShellPart[];
}

export function shellChange(...parts: TShellPart[]): TShellChange {
  return { type: SHELL_EVENT_TYPE, parts };
}

/** The parts a socket message names, or null when it is not a shell change (a heartbeat answer, say). */
export function shellPartsOf(message: unknown): TShellPart[] | null {
  if (!message || typeof message !== "object") return null;
  const m = message as { type?: unknown; parts?: unknown };
  if (m.type !== SHELL_EVENT_TYPE || !Array.isArray(m.parts)) return null;
  return m.parts.filter((p): p is TShellPart => p === "settings" || p === "nav" || p === "dictionary");
}
