import { existsSync, readFileSync } from "node:fs";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { EmojiCommentBox } from "#client/components/widgets/emoji-comment-box.tsx";
import { activateLocale } from "#client/lib/i18n.ts";
import { EMOJI_LIST } from "#shared/widgets/comment.ts";
import { editTextarea, quietFocusTrapWarning, renderWidget } from "./render.tsx";

const input = () => screen.getByTestId("comment-input") as HTMLTextAreaElement;
const count = () => screen.getByTestId("comment-count").textContent;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe("EmojiCommentBox", () => {
  beforeEach(async () => {
    quietFocusTrapWarning();
    await activateLocale("zh-CN");
  });

  it("cuts typing at maxLength", () => {
    renderWidget(<EmojiCommentBox maxLength={5} onSubmit={() => {}} />);
    editTextarea(input(), "abcdefgh");
    expect(input().value).toBe("abcde");
    expect(count()).toBe("5/5");
  });

  it("cuts only the pasted text, keeping what follows the caret", () => {
    renderWidget(<EmojiCommentBox maxLength={6} onSubmit={() => {}} />);
    editTextarea(input(), "abXY");
    // paste "123456" between "ab" and "XY": the caret ends after the pasted run
    editTextarea(input(), "ab123456XY", 8);
    expect(input().value).toBe("ab12XY");
    expect(input().selectionEnd).toBe(4);
  });

  it("keeps the caret in place when typing in the middle of a full comment", () => {
    renderWidget(<EmojiCommentBox maxLength={5} onSubmit={() => {}} />);
    editTextarea(input(), "abcde");
    editTextarea(input(), "abXcde", 3);
    expect(input().value).toBe("abcde");
    expect(input().selectionEnd).toBe(2);
  });

  it("counts an emoji as one character and never splits it", () => {
    renderWidget(<EmojiCommentBox maxLength={3} onSubmit={() => {}} />);
    editTextarea(input(), "a🙂b🙂c");
    expect(input().value).toBe("a🙂b");
    expect(count()).toBe("3/3");
  });

  it("waits for an IME composition to end before applying the limit", () => {
    renderWidget(<EmojiCommentBox maxLength={3} onSubmit={() => {}} />);
    editTextarea(input(), "ab");
    fireEvent.compositionStart(input());
    editTextarea(input(), "abni'hao");
    expect(input().value).toBe("abni'hao");
    editTextarea(input(), "ab你好");
    fireEvent.compositionEnd(input());
    expect(input().value).toBe("ab你");
  });

  it("inserts an emoji from the palette at the caret", async () => {
    renderWidget(<EmojiCommentBox maxLength={10} onSubmit={() => {}} />);
    editTextarea(input(), "abcd", 2);
    fireEvent.click(screen.getByTestId("emoji-toggle"));
    const palette = await screen.findByTestId("emoji-palette");
    expect(palette.querySelectorAll("[data-emoji]")).toHaveLength(56);
    fireEvent.click(screen.getByLabelText(EMOJI_LIST[0]!.name));
    expect(input().value).toBe(`ab${EMOJI_LIST[0]!.char}cd`);
    expect(count()).toBe("5/10");
  });

  it("draws every emoji of the palette as a shipped image, so no system shows empty boxes", async () => {
    renderWidget(<EmojiCommentBox maxLength={10} onSubmit={() => {}} />);
    fireEvent.click(screen.getByTestId("emoji-toggle"));
    const palette = await screen.findByTestId("emoji-palette");
    const images = [...palette.querySelectorAll<HTMLImageElement>("[data-emoji] img")];
    expect(images).toHaveLength(56);
    for (const [i, image] of images.entries()) {
      // the test root is the repository (tests/vitest.config.ts)
      const file = `${process.cwd()}/public${image.getAttribute("src")}`;
      expect(existsSync(file), `${EMOJI_LIST[i]!.name}: ${image.getAttribute("src")}`).toBe(true);
      expect(readFileSync(file, "utf8")).toMatch(/^<svg /);
    }
    // the button keeps its name; the picture is decoration
    expect(images.every((image) => image.alt === "")).toBe(true);
  });

  it("blocks adding an emoji near the limit", async () => {
    renderWidget(<EmojiCommentBox maxLength={5} onSubmit={() => {}} />);
    editTextarea(input(), "abcd");
    fireEvent.click(screen.getByTestId("emoji-toggle"));
    await screen.findByTestId("emoji-palette");
    const first = screen.getByLabelText(EMOJI_LIST[0]!.name);
    expect(first).toHaveProperty("disabled", true);
    expect(screen.getByTestId("emoji-blocked").textContent).toBe("已接近字数上限，无法继续添加表情");
    fireEvent.click(first);
    expect(input().value).toBe("abcd");
  });

  it("refuses an empty comment with the spec's message and does not submit", async () => {
    const onSubmit = vi.fn();
    renderWidget(<EmojiCommentBox maxLength={50} onSubmit={onSubmit} />);
    editTextarea(input(), "  \n \u00a0 ");
    // nothing to send: the button is disabled, and the keyboard shortcut gets the rule's message
    expect(screen.getByTestId("comment-submit").hasAttribute("disabled")).toBe(true);
    fireEvent.keyDown(input(), { key: "Enter", ctrlKey: true });
    expect(await screen.findByText("内容不能为空")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    // the message goes as soon as the user writes again
    editTextarea(input(), "x");
    expect(screen.queryByText("内容不能为空")).toBeNull();
  });

  it("says so in English in the English locale", async () => {
    await activateLocale("en-US");
    renderWidget(<EmojiCommentBox maxLength={50} onSubmit={() => {}} />);
    fireEvent.keyDown(input(), { key: "Enter", ctrlKey: true });
    expect(await screen.findByText("The content cannot be empty")).toBeTruthy();
  });

  it("submits escaped html with emoji and line breaks, and an id, then clears", async () => {
    const onSubmit = vi.fn();
    renderWidget(<EmojiCommentBox maxLength={50} onSubmit={onSubmit} />);
    editTextarea(input(), `a<b> & "c"\nd${EMOJI_LIST[1]!.char}`);
    fireEvent.click(screen.getByTestId("comment-submit"));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const [{ html, id }] = onSubmit.mock.calls[0]!;
    expect(html).toBe(`a&lt;b&gt; &amp; &quot;c&quot;<br>d${EMOJI_LIST[1]!.char}`);
    expect(id).toMatch(UUID);
    await waitFor(() => expect(input().value).toBe(""));
  });

  it("keeps the text and the id after a failed submit, so a retry is the same write", async () => {
    const onSubmit = vi.fn().mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce(undefined);
    renderWidget(<EmojiCommentBox maxLength={50} onSubmit={onSubmit} />);
    editTextarea(input(), "hello");
    await act(async () => {
      fireEvent.click(screen.getByTestId("comment-submit"));
    });
    expect(input().value).toBe("hello");
    await act(async () => {
      fireEvent.click(screen.getByTestId("comment-submit"));
    });
    expect(onSubmit).toHaveBeenCalledTimes(2);
    expect(onSubmit.mock.calls[1]![0].id).toBe(onSubmit.mock.calls[0]![0].id);
    expect(input().value).toBe("");

    // the next comment is a new write with a new id
    editTextarea(input(), "again");
    await act(async () => {
      fireEvent.click(screen.getByTestId("comment-submit"));
    });
    expect(onSubmit.mock.calls[2]![0].id).not.toBe(onSubmit.mock.calls[0]![0].id);
  });

  it("submits with Ctrl+Enter", async () => {
    const onSubmit = vi.fn();
    renderWidget(<EmojiCommentBox maxLength={50} onSubmit={onSubmit} />);
    editTextarea(input(), "hi");
    fireEvent.keyDown(input(), { key: "Enter", ctrlKey: true });
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ html: "hi", id: expect.stringMatching(UUID) }));
  });
});
