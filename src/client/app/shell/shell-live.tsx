import { useEffect } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { invalidateContracts } from "#client/lib/contract-client.ts";
import type { TRoute } from "#shared/api/route.ts";
import { shellRoutes } from "#shared/api/shell.routes.ts";
import { SHELL_SOCKET_PATH, shellPartsOf, type TShellPart } from "#shared/shell/shell-events.ts";

/** Waits before each reconnect, doubling up to the last. */
const RECONNECT_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;

const READS: Record<TShellPart, TRoute> = {
  settings: shellRoutes.publicSettings,
  nav: shellRoutes.navList,
  dictionary: shellRoutes.dicList,
};

/**
 * The shell's live channel (src/shared/shell/shell-events.ts): one public socket per page, for visitors too,
 * over which the back office announces a change of the settings, the navigation or the dictionaries; the page
 * reads what changed again at once (the notice banner, gray mode, maintenance and the footer follow within a
 * second). After a reconnect everything is read again, since a change may have been missed. Kept free of the
 * signed-in live socket's module (lib/realtime.tsx), which visitors never load.
 */
export function ShellLive() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof WebSocket === "undefined") return;
    let socket: WebSocket | null = null;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let opened = false;
    let stopped = false;
    const refresh = (parts: readonly TShellPart[]) => void invalidateContracts(queryClient, parts.map((p) => READS[p]));
    const open = () => {
      const scheme = window.location.protocol === "https:" ? "wss:" : "ws:";
      socket = new WebSocket(`${scheme}//${window.location.host}${SHELL_SOCKET_PATH}`);
      socket.onopen = () => {
        failures = 0;
        if (opened) refresh(["settings", "nav", "dictionary"]);
        opened = true;
      };
      socket.onmessage = (event: MessageEvent) => {
        let message: unknown;
        try {
          message = JSON.parse(String(event.data));
        } catch {
          return;
        }
        const parts = shellPartsOf(message);
        if (parts && parts.length > 0) refresh(parts);
      };
      socket.onclose = () => {
        if (stopped) return;
        retry = setTimeout(open, RECONNECT_MS[Math.min(failures, RECONNECT_MS.length - 1)]);
        failures += 1;
      };
    };
    // a tick later: React's development double mount would otherwise open and abort a socket at once
    const start = setTimeout(open, 0);
    return () => {
      stopped = true;
      clearTimeout(start);
      clearTimeout(retry);
      socket?.close();
    };
  }, [queryClient]);
  return null;
}
