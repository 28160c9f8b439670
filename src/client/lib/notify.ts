import { showNotification } from "#client/lib/notifications-bridge.ts";
import "#client/lib/notify.css";

/**
 * The one place that shows transient messages, so the desktop/mobile difference of spec 1 section 8.1 lives
 * here: a closable popup on desktop (top centre, 200px down, see notify.css), a short toast on mobile.
 */
export type NotifyKind = "error" | "warning" | "success" | "info";

const COLOURS: Record<NotifyKind, string> = { error: "red", warning: "orange", success: "teal", info: "blue" };

// Read at call time rather than through the layout's hook: requests fail outside React too. The toast is a
// presentation choice, so the plain 1200px breakpoint is enough (login type 5's 1000px makes no difference).
const TOAST_BELOW_PX = 1200;
// Desktop popups stay as long as the previous site's message boxes; a toast is read at a glance.
const POPUP_MS = 3000;
const TOAST_MS = 2000;
/** Live pushes stay for 30 seconds (spec 1 section 9). */
export const PUSH_MS = 30_000;

export interface NotifyOptions {
  /** Same id while shown = shown once (three parallel 403s give one 暂无权限). Defaults to kind + message. */
  id?: string;
  /** Desktop only; a toast has no title. */
  title?: string;
}

/** Whether the viewport gets toasts rather than popups. */
export function isToastViewport(): boolean {
  return typeof window !== "undefined" && window.innerWidth < TOAST_BELOW_PX;
}

/** Shows a request-layer message: error, warning or success. */
export function notify(kind: NotifyKind, message: string, options: NotifyOptions = {}): void {
  const toast = isToastViewport();
  showNotification({
    id: options.id ?? `${kind}:${message}`,
    color: COLOURS[kind],
    title: toast ? undefined : options.title,
    message,
    position: "top-center",
    withCloseButton: !toast,
    autoClose: toast ? TOAST_MS : POPUP_MS,
    className: toast ? "notify-toast" : undefined,
    "data-notify-kind": kind,
  });
}

export interface PushOptions {
  title: string;
  message: string;
  /** notification (mqType 1) or question (mqType 2) */
  kind: "message" | "question";
}

/** Shows a live push for 30 seconds, closable, in the corner so it does not cover the page's own messages. */
export function notifyPush({ title, message, kind }: PushOptions): void {
  const toast = isToastViewport();
  showNotification({
    color: kind === "question" ? "grape" : "blue",
    title,
    message,
    position: toast ? "top-center" : "top-right",
    withCloseButton: true,
    autoClose: PUSH_MS,
    "data-notify-kind": `push-${kind}`,
  });
}
