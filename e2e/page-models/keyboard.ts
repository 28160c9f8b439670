import { expect, type Locator, type Page } from "@playwright/test";

/** Whether the element a locator names holds the document's focus. */
export function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((el) => el === document.activeElement);
}

/** A short name of the focused element; runs in the page, so it reads everything it needs itself. */
function describeFocus(): string {
  const el = document.activeElement;
  if (!el) return "nothing";
  const name = el.getAttribute("aria-label") ?? el.getAttribute("data-testid") ?? (el.textContent ?? "").trim().slice(0, 16);
  return `${el.tagName.toLowerCase()}(${name})`;
}

/**
 * A person without a mouse: moves with Tab and Shift+Tab and acts with Enter, Space and the arrow keys. Nothing
 * here clicks or fills; reaching a control is pressing Tab until it holds focus, as that person would.
 */
export class KeyboardUser {
  constructor(private readonly page: Page) {}

  /** Presses Tab (Shift+Tab with `back`) until `target` holds focus; fails after `max` presses. */
  async tabTo(target: Locator, { max = 80, back = false }: { max?: number; back?: boolean } = {}): Promise<void> {
    await expect(target).toBeVisible();
    const seen: string[] = [];
    for (let presses = 0; presses < max; presses++) {
      if (await isFocused(target)) return;
      await this.page.keyboard.press(back ? "Shift+Tab" : "Tab");
      seen.push(await this.page.evaluate(describeFocus));
    }
    // on a miss, say where the focus went, which is what a person debugging the page needs
    expect(await isFocused(target), `${target} is not reachable with ${max} presses of Tab; focus went: ${seen.join(" → ")}`).toBe(true);
  }

  /** Tabs to a text field and types into it. */
  async typeInto(target: Locator, text: string): Promise<void> {
    await this.tabTo(target);
    await this.page.keyboard.type(text);
  }

  /** Presses `key` (an arrow) until `target` is checked; the focus must already be in its group. */
  async arrowUntilChecked(target: Locator, key: "ArrowDown" | "ArrowRight" = "ArrowDown", max = 10): Promise<void> {
    for (let presses = 0; presses < max; presses++) {
      if (await target.isChecked()) return;
      await this.page.keyboard.press(key);
    }
    await expect(target).toBeChecked();
  }

  async press(key: string): Promise<void> {
    await this.page.keyboard.press(key);
  }
}
