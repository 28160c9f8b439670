import { useCallback, useState } from "react";
import { limitEdit, type LimitedEdit } from "#client/components/widgets/comment-text.ts";

/** A text capped at `max` characters as it is typed or pasted, and whether the last edit was cut. */
export interface CappedText {
  value: string;
  /** the last edit did not fit and part of it was left out: say so once, beside the box */
  cut: boolean;
  /**
   * Applies what the box now holds (`typed`, the caret at `caret`) under the cap; `prev` is the text before
   * the edit when it is not the current value (an IME composition that began earlier). Returns the kept text
   * and where the caret belongs.
   */
  edit: (typed: string, caret: number | null, prev?: string) => LimitedEdit;
  /** Sets the text outright (cleared after sending, an emoji inserted within the cap, a composition under way). */
  set: (value: string) => void;
}

/**
 * The one place the comment box, the Q&A reply box and the speech composer cap their text: only the newly
 * inserted run is cut (`limitEdit`), and the cut is remembered until the next edit.
 */
export function useCappedText(max: number): CappedText {
  const [value, setValue] = useState("");
  const [cut, setCut] = useState(false);

  const edit = useCallback(
    (typed: string, caret: number | null, prev?: string): LimitedEdit => {
      const result = limitEdit(prev ?? value, typed, caret, max);
      setValue(result.value);
      setCut(result.value !== typed);
      return result;
    },
    [max, value],
  );

  const set = useCallback((next: string) => {
    setValue(next);
    setCut(false);
  }, []);

  return { value, cut, edit, set };
}
