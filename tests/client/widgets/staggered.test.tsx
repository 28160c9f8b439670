import { describe, expect, it } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import { Staggered } from "#client/components/widgets/staggered.tsx";

// Blocks below the fold mount one per task, so no one commit holds the main thread (Total Blocking Time).

const items = ["一", "二", "三", "四"].map((text) => <p key={text}>{text}</p>);
const shown = () => screen.queryAllByRole("paragraph").map((p) => p.textContent);

describe("Staggered", () => {
  it("mounts the first item at once and the rest one task after another, in order", async () => {
    const seen: number[] = [];
    const observer = new MutationObserver(() => seen.push(shown().length));
    observer.observe(document.body, { childList: true, subtree: true });
    render(<Staggered items={items} />);
    expect(shown()).toEqual(["一"]);
    await waitFor(() => expect(shown()).toEqual(["一", "二", "三", "四"]));
    observer.disconnect();
    // every count from one to four was on screen: never two items added in one commit
    expect([...new Set(seen)]).toEqual([1, 2, 3, 4]);
  });

  it("keeps what is shown when the list grows, and shows nothing for an empty list", async () => {
    const { rerender } = render(<Staggered items={items.slice(0, 2)} />);
    await waitFor(() => expect(shown()).toEqual(["一", "二"]));
    rerender(<Staggered items={items} />);
    expect(shown().slice(0, 2)).toEqual(["一", "二"]);
    await waitFor(() => expect(shown()).toHaveLength(4));
    rerender(<Staggered items={[]} />);
    expect(shown()).toEqual([]);
  });
});
