import type { ReactElement } from "react";
import { render } from "@testing-library/react";
import { vi } from "vitest";
import { AppProviders } from "#client/components/app-providers.tsx";

// Mantine's autosizing Textarea listens for web fonts loading; jsdom has no FontFaceSet.
if (!("fonts" in document)) {
  Object.defineProperty(document, "fonts", {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

/** Renders a widget inside the app's providers (i18n, query client, Mantine, notifications). */
export function renderWidget(ui: ReactElement) {
  // as a wrapper, so rerender() keeps the providers
  return render(ui, { wrapper: AppProviders });
}

const valueSetter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")!.set!;

/**
 * What the browser does on typing or pasting: the textarea's value changes, the caret sits after the
 * inserted text, and an input event fires. (fireEvent.change cannot place the caret.)
 */
export function editTextarea(element: HTMLTextAreaElement, value: string, caret = value.length): void {
  // the prototype's setter, so React's value tracker sees a real change
  valueSetter.call(element, value);
  element.setSelectionRange(caret, caret);
  element.dispatchEvent(new Event("input", { bubbles: true }));
}

/**
 * jsdom lays nothing out, so Mantine's focus trap sees no visible button in a popover and warns about it
 * (a browser finds them). Drops just that warning; vitest restores the spy with the test's mocks.
 */
export function quietFocusTrapWarning(): void {
  const warn = console.warn.bind(console);
  vi.spyOn(console, "warn").mockImplementation((...args: unknown[]) => {
    if (typeof args[0] === "string" && args[0].includes("use-focus-trap")) return;
    warn(...args);
  });
}
