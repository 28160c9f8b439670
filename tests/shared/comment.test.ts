import { describe, expect, it } from "vitest";
import {
  COMMENT_EMPTY_MESSAGE,
  EMOJI_LIST,
  EMOJI_MIN_ROOM,
  canInsertEmoji,
  commentLength,
  emojiCharsToCodes,
  emojiCodesToChars,
  isEmptyComment,
  truncateToMax,
} from "#shared/widgets/comment.ts";

describe("emoji palette (document 1 section 9)", () => {
  it("has exactly 56 emoji", () => expect(EMOJI_LIST).toHaveLength(56));

  it("has unique codes, chars and names, each code being the bracketed name", () => {
    expect(new Set(EMOJI_LIST.map((e) => e.code)).size).toBe(56);
    expect(new Set(EMOJI_LIST.map((e) => e.char)).size).toBe(56);
    expect(new Set(EMOJI_LIST.map((e) => e.name)).size).toBe(56);
    for (const e of EMOJI_LIST) expect(e.code).toBe(`[${e.name}]`);
  });

  it("uses single-code-point emoji outside the BMP with emoji presentation", () => {
    for (const e of EMOJI_LIST) {
      expect(Array.from(e.char)).toHaveLength(1);
      expect(e.char.length).toBe(2);
      expect(/\p{Emoji_Presentation}/u.test(e.char)).toBe(true);
    }
  });

  it("starts with the chat apps' smile", () => expect(EMOJI_LIST[0]).toEqual({ code: "[微笑]", char: "🙂", name: "微笑" }));
});

describe("comment length and truncation (document 1 section 5.5)", () => {
  it("counts an emoji as one character", () => {
    expect(commentLength("好😀")).toBe(2);
    expect(commentLength("")).toBe(0);
  });

  it("leaves text within the limit unchanged", () => {
    expect(truncateToMax("你好", 2)).toBe("你好");
    expect(truncateToMax("", 5)).toBe("");
  });

  it("cuts at the limit by characters, never splitting a surrogate pair", () => {
    expect(truncateToMax("abcdef", 3)).toBe("abc");
    expect(truncateToMax("ab😀cd", 3)).toBe("ab😀");
    expect(truncateToMax("😀😀😀", 2)).toBe("😀😀");
    const cut = truncateToMax("a😀", 1);
    expect(cut).toBe("a");
    expect(/[\ud800-\udbff]$/.test(truncateToMax("😀😀", 1))).toBe(false);
  });

  it("cuts to nothing at a zero limit and floors a fractional one", () => {
    expect(truncateToMax("abc", 0)).toBe("");
    expect(truncateToMax("abcd", 2.7)).toBe("ab");
  });

  it("leaves the text alone for a negative, NaN or infinite limit", () => {
    expect(truncateToMax("abc", -1)).toBe("abc");
    expect(truncateToMax("abc", Number.NaN)).toBe("abc");
    expect(truncateToMax("abc", Number.POSITIVE_INFINITY)).toBe("abc");
  });
});

describe("emoji insertion near the limit (document 1 section 5.5)", () => {
  it("needs two characters of room", () => {
    expect(EMOJI_MIN_ROOM).toBe(2);
    expect(canInsertEmoji(0, 100)).toBe(true);
    expect(canInsertEmoji(98, 100)).toBe(true);
    expect(canInsertEmoji(99, 100)).toBe(false);
    expect(canInsertEmoji(100, 100)).toBe(false);
    expect(canInsertEmoji(120, 100)).toBe(false);
  });

  it("is always allowed without a finite limit", () => {
    expect(canInsertEmoji(10_000, Number.POSITIVE_INFINITY)).toBe(true);
  });
});

describe("empty comment (document 1 sections 5.5, 8.4)", () => {
  it("carries the spec's message in both locales", () => {
    expect(COMMENT_EMPTY_MESSAGE["zh-CN"]).toBe("内容不能为空");
    expect(COMMENT_EMPTY_MESSAGE["en-US"]).toBe("The content cannot be empty");
  });

  it("treats tags, whitespace, &nbsp; and zero-width characters as empty", () => {
    for (const html of ["", "   ", "<p></p>", "<p><br></p>", "<p>&nbsp;</p>", "<div> &nbsp;&NBSP;&#160; </div>", "\u00a0\u200b\n\t", "<p>\ufeff</p>"]) {
      expect(isEmptyComment(html)).toBe(true);
    }
    expect(isEmptyComment(null)).toBe(true);
    expect(isEmptyComment(undefined)).toBe(true);
  });

  it("treats text, an emoji or an image as content", () => {
    expect(isEmptyComment("<p>好</p>")).toBe(false);
    expect(isEmptyComment("😀")).toBe(false);
    expect(isEmptyComment("[微笑]")).toBe(false);
    expect(isEmptyComment('<p><img src="/api/x.png"></p>')).toBe(false);
    expect(isEmptyComment("&amp;")).toBe(false);
  });
});

describe("emoji code replacement (document 1 section 9)", () => {
  it("turns known codes into characters and leaves unknown brackets", () => {
    expect(emojiCodesToChars("你好[微笑][强]")).toBe("你好🙂👍");
    expect(emojiCodesToChars("[未知][微笑")).toBe("[未知][微笑");
    expect(emojiCodesToChars("[[微笑]]")).toBe("[🙂]");
    expect(emojiCodesToChars("")).toBe("");
  });

  it("turns palette characters into codes and leaves other emoji", () => {
    expect(emojiCharsToCodes("你好🙂👍")).toBe("你好[微笑][强]");
    expect(emojiCharsToCodes("🦄")).toBe("🦄");
  });

  it("round-trips every emoji both ways", () => {
    const codes = EMOJI_LIST.map((e) => e.code).join("x");
    const chars = EMOJI_LIST.map((e) => e.char).join("x");
    expect(emojiCodesToChars(codes)).toBe(chars);
    expect(emojiCharsToCodes(chars)).toBe(codes);
  });

  it("round-trips a modified or joined emoji without losing its extra code points", () => {
    const waveTone = "👋🏻";
    expect(emojiCodesToChars(emojiCharsToCodes(waveTone))).toBe(waveTone);
    const exhale = "😮\u200d💨";
    expect(emojiCodesToChars(emojiCharsToCodes(exhale))).toBe(exhale);
  });
});
