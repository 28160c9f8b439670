import { describe, expect, it } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { useCappedText } from "#client/components/widgets/use-capped-text.ts";

describe("useCappedText", () => {
  it("keeps what fits, cuts only the inserted run, and remembers the cut until the next edit", () => {
    const { result } = renderHook(() => useCappedText(5));
    act(() => void result.current.edit("abc", 3));
    expect(result.current).toMatchObject({ value: "abc", cut: false });

    // a paste of four characters between "a" and "bc": only the paste is cut, the tail stays
    let kept: ReturnType<typeof result.current.edit> | undefined;
    act(() => void (kept = result.current.edit("a1234bc", 5)));
    expect(result.current).toMatchObject({ value: "a12bc", cut: true });
    expect(kept).toEqual({ value: "a12bc", caret: 3 });

    act(() => void result.current.edit("a12b", 4));
    expect(result.current).toMatchObject({ value: "a12b", cut: false });
  });

  it("counts an emoji as one character and never splits it", () => {
    const { result } = renderHook(() => useCappedText(3));
    act(() => void result.current.edit("ab😀😀", 6));
    expect(result.current).toMatchObject({ value: "ab😀", cut: true });
  });

  it("set replaces the text and clears the cut note (after sending)", () => {
    const { result } = renderHook(() => useCappedText(2));
    act(() => void result.current.edit("abc", 3));
    expect(result.current.cut).toBe(true);
    act(() => result.current.set(""));
    expect(result.current).toMatchObject({ value: "", cut: false });
  });

  it("applies a composition against the text from before it began", () => {
    const { result } = renderHook(() => useCappedText(4));
    act(() => void result.current.edit("ab", 2));
    act(() => result.current.set("abzhong"));
    act(() => void result.current.edit("ab中文字", 5, "ab"));
    expect(result.current).toMatchObject({ value: "ab中文", cut: true });
  });
});
