import { afterEach } from "vitest";
import { cleanup } from "@testing-library/react";
import { SAVED_ANSWERS_DB } from "#shared/offline/saved-answers-schema.ts";

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
