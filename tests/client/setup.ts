import { afterEach } from "vitest";
import { cleanup } from "@testing-library/react";

afterEach(() => {
  cleanup();
  localStorage.clear();
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
