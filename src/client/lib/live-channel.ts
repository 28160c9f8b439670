import { useEffect, useRef } from "react";
import { LiveConnection, RECONNECTED, userSocketEvents } from "#client/lib/realtime.tsx";
import { socketProtocols } from "#shared/http/socket-auth.ts";

/**
 * Live events for a screen. `path` opens a socket of its own (the public activity socket, the operators'
 * socket) with the same heartbeat and reconnect rules as the user socket; without a path the screen listens
 * to the user socket that the root already keeps open. The handler also receives {type: RECONNECTED} after a
 * reconnect, when whatever was pushed meanwhile is lost and the screen should refetch.
 */
export function useLiveChannel(path: string | null | undefined, onEvent: (message: Record<string, unknown>) => void, token?: string | null): void {
  const handler = useRef(onEvent);
  handler.current = onEvent;

  useEffect(() => {
    if (path === undefined) return userSocketEvents.subscribe((m) => handler.current(m));
    if (path === null) return;
    const scheme = window.location.protocol === "https:" ? "wss:" : "ws:";
    const connection = new LiveConnection({
      url: `${scheme}//${window.location.host}${path}`,
      // the token as a subprotocol, never in the address (src/shared/http/socket-auth.ts)
      createSocket: (url) => new WebSocket(url, socketProtocols(token)),
      onPush: () => {},
      onEvent: (m) => handler.current(m),
      onReconnect: () => handler.current({ type: RECONNECTED }),
    });
    // a tick later: React's development double mount would otherwise open and abort a socket at once
    const timer = setTimeout(() => connection.start(), 0);
    return () => {
      clearTimeout(timer);
      connection.stop();
    };
  }, [path, token]);
}
