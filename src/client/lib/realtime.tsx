import { useEffect } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { t } from "@lingui/core/macro";
import { notifyPush } from "#client/lib/notify.ts";
import { useToken } from "#client/lib/session.ts";
import { userInfoQuery } from "#client/lib/user-info.ts";
import { invalidateContracts } from "#client/lib/contract-client.ts";
import { activityRoutes } from "#shared/api/activity.routes.ts";
import { shellRoutes } from "#shared/api/shell.routes.ts";
import { socketProtocols } from "#shared/http/socket-auth.ts";

/**
 * The live socket of spec 1 sections 3, 4.1, 7.1 and 9: /base-service/user/ws/{userId} with the token offered
 * as a subprotocol (src/shared/http/socket-auth.ts; an address would end up in access logs), a heartbeat
 * {type 0} every 20 s, a reconnect when nothing has arrived for 60 s or when {type -1} arrives, pushes
 * {type, mqType, isCompanyMessage, msg} shown for 30 s.
 */

/** The calls whose answers a message push changes: every message list and unread count refresh at once. */
export const MESSAGE_CONTRACTS = [activityRoutes.messagePage, shellRoutes.unreadCount] as const;

export const HEARTBEAT_MS = 20_000;
export const STALE_MS = 60_000;
/** Waits before each reconnect attempt; the last one repeats, so a server that is down is not hammered. */
export const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;

export interface LivePush {
  mqType: 1 | 2;
  isCompanyMessage: boolean;
  msg: string;
  /** a delivered reminder (modules/reminder): the notification to show, opening `url` */
  notice?: TReminderNotice;
}

export interface TReminderNotice {
  title: string;
  body: string;
  url: string;
  tag: string;
}

/** The part of a WebSocket the connection uses, so tests can hand in a fake one. */
export interface SocketLike {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
}

type Timer = ReturnType<typeof setTimeout>;

export interface LiveConnectionOptions {
  url: string;
  createSocket: (url: string) => SocketLike;
  onPush: (push: LivePush) => void;
  /** every other message (a Q&A event, for one), parsed; heartbeats and reconnect orders are not passed on */
  onEvent?: (message: Record<string, unknown>) => void;
  /** after a connection is re-established (not the first): what was pushed meanwhile is lost, so refetch */
  onReconnect?: () => void;
  /**
   * once the first connection is open: a screen that read its data before then may have missed an event sent
   * in between (the socket opens after the page's first requests), and can read again
   */
  onConnect?: () => void;
}

/** The socket's timing rules, with the socket injected; timers are the global ones (fake timers in tests). */
export class LiveConnection {
  private socket: SocketLike | null = null;
  private heartbeat: Timer | null = null;
  private staleTimer: Timer | null = null;
  private reconnectTimer: Timer | null = null;
  private failures = 0;
  private running = false;
  private opened = false;

  constructor(private readonly options: LiveConnectionOptions) {}

  start(): void {
    if (this.running) return;
    this.running = true;
    this.open();
  }

  /** Closes for good (logout, unmount): no reconnect follows. */
  stop(): void {
    this.running = false;
    this.clearTimers();
    this.dropSocket();
  }

  private open(): void {
    const socket = this.options.createSocket(this.options.url);
    this.socket = socket;
    // events of a socket already replaced (closing in the background) must not touch the current one
    const current = () => this.socket === socket;
    socket.onopen = () => {
      if (!current()) return;
      if (this.opened) this.options.onReconnect?.();
      else this.options.onConnect?.();
      this.opened = true;
      this.beat();
      this.heartbeat = setInterval(() => this.beat(), HEARTBEAT_MS);
    };
    socket.onmessage = (event) => {
      if (current()) this.receive(event.data);
    };
    socket.onclose = (event) => {
      if (!current()) return;
      if (isRefusalClose(event.code)) {
        // the server will not have this viewer back (e.g. the activity was restricted to others): asking
        // again is pointless, the screen refetches and shows what it is now told
        this.stop();
        this.options.onEvent?.({ type: SOCKET_REFUSED, code: event.code });
        return;
      }
      this.reconnect();
    };
    // an error is followed by close, which reconnects
    socket.onerror = () => {};
    // also covers a connection that never opens
    this.armStale();
  }

  private beat(): void {
    try {
      this.socket?.send(JSON.stringify({ type: 0 }));
    } catch {
      // not open yet or already closing: the stale timer decides
    }
  }

  private receive(data: unknown): void {
    this.armStale();
    const message = parse(data);
    if (!message) return;
    const type = Number(message.type);
    if (type === -1) {
      this.reconnect();
      return;
    }
    // a heartbeat reply or a push proves the connection works: the next failure starts the backoff again
    this.failures = 0;
    const push = toPush(message);
    if (push) this.options.onPush(push);
    else if (type !== 0) this.options.onEvent?.(message);
  }

  private armStale(): void {
    if (this.staleTimer !== null) clearTimeout(this.staleTimer);
    this.staleTimer = setTimeout(() => this.reconnect(), STALE_MS);
  }

  private reconnect(): void {
    this.clearTimers();
    this.dropSocket();
    if (!this.running) return;
    const delay = RECONNECT_DELAYS_MS[Math.min(this.failures, RECONNECT_DELAYS_MS.length - 1)];
    this.failures += 1;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      if (this.running) this.open();
    }, delay);
  }

  private clearTimers(): void {
    if (this.heartbeat !== null) clearInterval(this.heartbeat);
    if (this.staleTimer !== null) clearTimeout(this.staleTimer);
    if (this.reconnectTimer !== null) clearTimeout(this.reconnectTimer);
    this.heartbeat = this.staleTimer = this.reconnectTimer = null;
  }

  private dropSocket(): void {
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    try {
      socket.close(1000);
    } catch {
      // already closed
    }
  }
}

function parse(data: unknown): Record<string, unknown> | null {
  if (typeof data !== "string") return null;
  try {
    const value: unknown = JSON.parse(data);
    return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A push is a message with mqType 1 (notification) or 2 (question); anything else is ignored. */
export function toPush(message: Record<string, unknown>): LivePush | null {
  const mqType = Number(message.mqType);
  if (mqType !== 1 && mqType !== 2) return null;
  const flag = message.isCompanyMessage;
  return {
    mqType,
    isCompanyMessage: flag === true || flag === "true" || flag === 1,
    msg: typeof message.msg === "string" ? message.msg : "",
    ...(typeof message.url === "string" && typeof message.tag === "string"
      ? { notice: { title: typeof message.msg === "string" ? message.msg : "", body: typeof message.body === "string" ? message.body : "", url: message.url, tag: message.tag } }
      : {}),
  };
}


/** A socket message type of the client's own: the connection was lost and is back, refetch what you show. */
export const RECONNECTED = -100;

/** A socket message type of the client's own: the server closed the socket for good ({code}); refetch. */
export const SOCKET_REFUSED = -101;

/** A socket message type of the client's own: the socket is open for the first time (LiveConnectionOptions.onConnect). */
export const CONNECTED = -102;

/** Close codes 4400-4499 are the server's refusals (like HTTP's 4xx): the socket is not opened again. */
export function isRefusalClose(code: number): boolean {
  return code >= 4400 && code < 4500;
}

/** Subscribers to the raw events of one socket (the company's Q&A tab listens to the user socket's). */
export class SocketEvents {
  private readonly handlers = new Set<(message: Record<string, unknown>) => void>();
  emit(message: Record<string, unknown>): void {
    for (const handler of this.handlers) handler(message);
  }
  subscribe(handler: (message: Record<string, unknown>) => void): () => void {
    this.handlers.add(handler);
    return () => void this.handlers.delete(handler);
  }
}

/** The events of the logged-in user's socket (their own and their company's channels). */
export const userSocketEvents = new SocketEvents();

/** The socket address: wss when the page is https. The token is not in it: it travels as a subprotocol. */
export function liveSocketUrl(location: Pick<Location, "protocol" | "host">, userId: number): string {
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  return `${scheme}//${location.host}/base-service/user/ws/${userId}`;
}

/** The title of a push: its kind, and whether it is for the company or for the user. */
export function pushTitle(push: LivePush): string {
  if (push.mqType === 2) return push.isCompanyMessage ? t`机构问题推送` : t`问题推送`;
  return push.isCompanyMessage ? t`机构消息提醒` : t`消息提醒`;
}

/**
 * Keeps the live socket open while a token is stored (render it only when logged in); closes it on logout.
 * Give `userId` when the caller has the user at hand; otherwise the user info is read (same query key as
 * the session feature's, so it is the same request).
 */
export function LiveSocket({ userId }: { userId?: number }) {
  const token = useToken();
  const queryClient = useQueryClient();
  const user = useQuery({ ...userInfoQuery(token), enabled: token !== null && userId === undefined });
  const id = userId ?? user.data?.id;

  useEffect(() => {
    if (token === null || id === undefined) return;
    const connection = new LiveConnection({
      url: liveSocketUrl(window.location, id),
      createSocket: (url) => new WebSocket(url, socketProtocols(token)),
      onPush: (push) => {
        notifyPush({ title: pushTitle(push), message: push.msg, kind: push.mqType === 2 ? "question" : "message" });
        // a delivered reminder is also a web notification; its code loads only when one arrives
        if (push.notice) void import("./reminder-notice.ts").then((m) => m.showReminderNotice(push.notice!)).catch(() => {});
        void invalidateContracts(queryClient, MESSAGE_CONTRACTS);
      },
      onEvent: (message) => userSocketEvents.emit(message),
      onReconnect: () => userSocketEvents.emit({ type: RECONNECTED }),
      onConnect: () => userSocketEvents.emit({ type: CONNECTED }),
    });
    // started a tick later: React's development double mount would otherwise open and abort a socket at once
    const timer = setTimeout(() => connection.start(), 0);
    return () => {
      clearTimeout(timer);
      connection.stop();
    };
  }, [token, id, queryClient]);

  return null;
}
