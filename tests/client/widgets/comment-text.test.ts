import { describe, expect, it } from "vitest";
import { insertAt, limitEdit, textToCommentHtml } from "#client/components/widgets/comment-text.ts";

describe("textToCommentHtml", () => {
  it("escapes markup, keeps emoji and turns line breaks into <br>", () => {
    expect(textToCommentHtml("<script>alert('x')</script>")).toBe("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;");
    expect(textToCommentHtml("a\r\nb\nc\rd 🙂")).toBe("a<br>b<br>c<br>d 🙂");
  });

  it("drops blank space around the comment", () => {
    expect(textToCommentHtml("\n  hi \n\n")).toBe("hi");
    expect(textToCommentHtml(" \n ")).toBe("");
  });
});

describe("limitEdit", () => {
  it("lets an edit within the limit through unchanged", () => {
    expect(limitEdit("ab", "abc", 3, 5)).toEqual({ value: "abc", caret: 3 });
  });

  it("cuts the inserted run, not the text after it", () => {
    expect(limitEdit("abXY", "ab123456XY", 8, 6)).toEqual({ value: "ab12XY", caret: 4 });
  });

  it("replacing a selection frees its room first", () => {
    // "bc" selected in "abcd" and replaced with "12345": 4 - 2 + 5 > 6, so two of the five fit
    expect(limitEdit("abcd", "a12345d", 6, 4)).toEqual({ value: "a12d", caret: 3 });
  });

  it("never cuts an emoji in half", () => {
    const edit = limitEdit("a", "a🙂🙂🙂", 7, 3);
    expect(edit.value).toBe("a🙂🙂");
    expect(edit.caret).toBe(5);
  });

  it("finds the inserted run by diffing when the caret is unknown", () => {
    expect(limitEdit("abXY", "ab123XY", null, 5)).toEqual({ value: "ab1XY", caret: 3 });
  });

  it("cuts the end when the text was already over a shrunk limit", () => {
    expect(limitEdit("abcdef", "abcdefg", 7, 4).value).toBe("abcd");
  });
});

describe("insertAt", () => {
  it("replaces the selection and puts the caret after the insert", () => {
    expect(insertAt("abcd", 1, 3, "🙂")).toEqual({ value: "a🙂d", caret: 3 });
  });
});
