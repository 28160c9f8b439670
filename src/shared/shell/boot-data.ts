/**
 * The shell's first answers, written by the server into the page it sends for a client route, so the
 * first render already has the navigation, the public settings and the dictionaries the notice banner
 * reads. Without them the notice banner arrived after the first paint and pushed the page down (Lighthouse
 * measured a layout shift of 0.048 on every public page), and the header, footer and side buttons
 * rendered twice. The answers are the public calls' own `datas`, the same for every visitor; the client
 * seeds them into its cache as answers fetched at `at`, so they age and are read again like any other.
 */

/** The id of the `<script type="application/json">` element that carries them. */
export const BOOT_DATA_ELEMENT_ID = "boot-data";

/** Dictionary parents the shell reads on every page (spec 1 §3, "System settings"). */
export const ShellDictionary = {
  hotSearch: "HotSearch",
  updateTime: "SystemConfigUpdateTime",
  updateNotify: "SystemConfigUpdateNotify",
} as const;

/** The dictionaries the first render reads: the system-upgrade notice's window and text. */
export const BOOT_DICTIONARIES = [ShellDictionary.updateTime, ShellDictionary.updateNotify] as const;

// Plain types, no schema: the client reads them before its first render, from the page its own server wrote,
// and a schema library in the entry chunk would cost every visitor its download.
export interface TBootAnswer {
  /** the route's id, e.g. "shell.publicSettings" */
  contract: string;
  /** the body asked with (the query key's), where the call takes one */
  body?: Record<string, string>;
  /** the call's `datas`, as the API answers them */
  datas: unknown[];
}

export interface TBootData {
  /** when the server read them (ISO time) */
  at: string;
  answers: TBootAnswer[];
}

/**
 * The data as the text of a script element: JSON in which `<` (so no `</script>` or `<!--` can close or
 * confuse the element, whatever an operator typed into a notice) and the line separators JavaScript once
 * refused are escaped; JSON.parse reads the escapes back as the characters they stand for.
 */
export function bootDataScriptText(data: TBootData): string {
  return JSON.stringify(data).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}
