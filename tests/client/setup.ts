import { afterEach } from "vitest";
import { cleanup, configure } from "@testing-library/react";
import { SAVED_ANSWERS_DB } from "#shared/offline/saved-answers-schema.ts";

// How long findBy and waitFor wait. Tests that render the real route tree wait for its lazy routes and for the
// root's first render, which runs in a transition (DeferredRender); with CI's two cores busy with the other
// test workers that once took over the default second (centre-shell, 2026-11-27: an empty body at 1 s).
configure({ asyncUtilTimeout: 5000 });

afterEach(async () => {
  cleanup();
  localStorage.clear();
  // answers kept for offline reading outlive a query client; no test may read another's
  if (typeof indexedDB !== "undefined") {
    await new Promise<void>((resolve) => {
      const req = indexedDB.deleteDatabase(SAVED_ANSWERS_DB);
      req.onsuccess = req.onerror = req.onblocked = () => resolve();
    });
  }
});

// Mantine reads these, and jsdom has neither.
if (!window.matchMedia) {
  Object.defineProperty(window, "matchMedia", {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
globalThis.ResizeObserver ??= ResizeObserverStub;

// jsdom's getComputedStyle warns on the pseudo-element argument Mantine passes; bind it once so it is quiet
Object.defineProperty(window, "getComputedStyle", { value: window.getComputedStyle.bind(window) });

// The router resets the scroll position after each navigation; jsdom does not implement scrolling.
window.scrollTo = () => {};

/**
 * A socket that never connects, for every page that opens one without a test of its own driving it (the
 * shell's live channel, the signed-in socket). jsdom's pages live at http://localhost:3000, and its own
 * WebSocket would really connect there: a portal left running by `npm start` answered, and undici's socket
 * then dispatched events jsdom cannot handle (unhandled errors under `npm test`). A test that plays the server
 * replaces this with vi.stubGlobal.
 */
class UnconnectedSocket extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  readyState: number = UnconnectedSocket.CONNECTING;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  constructor(readonly url: string | URL) {
    super();
  }
  send(): void {
    throw new DOMException("the socket is not open", "InvalidStateError");
  }
  close(): void {
    this.readyState = UnconnectedSocket.CLOSED;
  }
}
globalThis.WebSocket = UnconnectedSocket as unknown as typeof WebSocket;
