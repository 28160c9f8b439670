import { StrictMode } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { notifications } from "@mantine/notifications";
import { RichTextEditor } from "#client/components/widgets/rich-text-editor.tsx";
import { activateLocale } from "#client/lib/i18n.ts";
import { RICH_TEXT_IMAGE_MAX_BYTES } from "#shared/widgets/rich-text.ts";
import { renderWidget } from "./render.tsx";

// ProseMirror measures the page for the caret and scrolling; jsdom lays nothing out.
beforeAll(() => {
  const rect = { x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0, toJSON: () => ({}) };
  const rects = () => Object.assign([rect], { item: () => rect }) as unknown as DOMRectList;
  Range.prototype.getClientRects ??= rects;
  Range.prototype.getBoundingClientRect ??= () => rect as DOMRect;
  Element.prototype.scrollIntoView ??= () => {};
  document.elementFromPoint ??= () => null;
});

const count = () => screen.getByTestId("rich-text-count");
const content = () => screen.getByTestId("rich-text-editor").querySelector(".ProseMirror") as HTMLElement;

describe("RichTextEditor", () => {
  beforeEach(async () => {
    await activateLocale("zh-CN");
  });
  afterEach(() => {
    notifications.clean();
  });

  it("counts the visible characters against the limit", async () => {
    renderWidget(<RichTextEditor value="<p>你好 <strong>world</strong></p>" onChange={() => {}} />);
    await waitFor(() => expect(count().textContent).toBe("8/10000"));
    expect(count().style.color).not.toContain("red");
    expect(screen.getByTestId("rich-text-editor").hasAttribute("data-over-limit")).toBe(false);
  });

  it("turns the counter red past the limit", async () => {
    renderWidget(<RichTextEditor value="<p>abcdef</p>" onChange={() => {}} limit={5} />);
    await waitFor(() => expect(count().textContent).toBe("6/5"));
    expect(count().style.color).toContain("red");
    expect(screen.getByTestId("rich-text-editor").hasAttribute("data-over-limit")).toBe(true);
  });

  it("counts after React's strict-mode remount replaces the editor", async () => {
    renderWidget(
      <StrictMode>
        <RichTextEditor value="<p>abcdef</p>" onChange={() => {}} limit={5} />
      </StrictMode>,
    );
    await waitFor(() => expect(count().textContent).toBe("6/5"));
    expect(screen.getByTestId("rich-text-editor").hasAttribute("data-over-limit")).toBe(true);
  });

  it("takes a new value from outside without echoing it back", async () => {
    const onChange = vi.fn();
    const { rerender } = renderWidget(<RichTextEditor value="<p>one</p>" onChange={onChange} limit={5} />);
    await waitFor(() => expect(count().textContent).toBe("3/5"));
    rerender(<RichTextEditor value="<p>one two</p>" onChange={onChange} limit={5} />);
    await waitFor(() => expect(content().textContent).toBe("one two"));
    expect(count().textContent).toBe("7/5");
    expect(onChange).not.toHaveBeenCalled();
  });

  it("shows the placeholder on an empty document", async () => {
    renderWidget(<RichTextEditor value="" onChange={() => {}} />);
    await waitFor(() => expect(content().querySelector("p.is-editor-empty")?.getAttribute("data-placeholder")).toBe("请输入内容..."));
  });

  it("is read-only without toolbar or counter", async () => {
    renderWidget(<RichTextEditor value="<p>fixed</p>" onChange={() => {}} readOnly />);
    await waitFor(() => expect(content().getAttribute("contenteditable")).toBe("false"));
    expect(screen.queryByTestId("rich-text-image-upload")).toBeNull();
    expect(screen.queryByTestId("rich-text-count")).toBeNull();
  });
});

describe("RichTextEditor image upload", () => {
  function answerWith(body: unknown, status = 200) {
    const fetch = vi.fn(async (_request: Request) => Response.json(body, { status }));
    vi.stubGlobal("fetch", fetch);
    return fetch;
  }

  const pick = (file: File) => fireEvent.change(screen.getByTestId("rich-text-image-input"), { target: { files: [file] } });
  const png = (name = "图表.png", size = 10) => new File([new Uint8Array(size)], name, { type: "image/png" });

  beforeEach(async () => {
    await activateLocale("zh-CN");
  });
  afterEach(() => {
    notifications.clean();
  });

  it("posts the image as multipart and inserts it from /api plus the path", async () => {
    const fetch = answerWith({ code: 200, data: { filePath: "/upload/img/a.png" }, msg: "ok" });
    const append = vi.spyOn(FormData.prototype, "append");
    const onChange = vi.fn();
    renderWidget(<RichTextEditor value="" onChange={onChange} />);
    await screen.findByTestId("rich-text-image-upload");

    pick(png());

    expect(await screen.findByText("上传成功")).toBeTruthy();
    const request = fetch.mock.calls[0]![0];
    expect(new URL(request.url).pathname).toBe("/api/add/upload/upload_img");
    expect(request.method).toBe("POST");
    expect(append.mock.calls.map(([name]) => name)).toEqual(["file", "nameCh"]);
    expect(append.mock.calls[1]![1]).toBe("图表.png");
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(expect.stringContaining('src="/api/upload/img/a.png"')));
  });

  it("shows the server's msg when the upload is refused", async () => {
    answerWith({ code: 400, data: null, msg: "图片内容不合规" });
    const onChange = vi.fn();
    renderWidget(<RichTextEditor value="" onChange={onChange} />);
    await screen.findByTestId("rich-text-image-upload");

    pick(png());

    expect(await screen.findByText("图片内容不合规")).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it("shows the msg of a failed HTTP answer once", async () => {
    answerWith({ code: 500, data: null, msg: "存储服务不可用" }, 500);
    renderWidget(<RichTextEditor value="" onChange={() => {}} />);
    await screen.findByTestId("rich-text-image-upload");

    pick(png());

    expect(await screen.findAllByText("存储服务不可用")).toHaveLength(1);
  });

  it("refuses other formats before uploading", async () => {
    const fetch = answerWith({ code: 200, data: { filePath: "/x.gif" }, msg: "" });
    renderWidget(<RichTextEditor value="" onChange={() => {}} />);
    await screen.findByTestId("rich-text-image-upload");

    pick(new File([new Uint8Array(4)], "anim.gif", { type: "image/gif" }));

    expect(await screen.findByText("上传图片只能是jpg 、 jpeg 、 png 、 JPG 、 JPEG格式")).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("refuses images over 1MB before uploading", async () => {
    const fetch = answerWith({ code: 200, data: { filePath: "/big.jpg" }, msg: "" });
    renderWidget(<RichTextEditor value="" onChange={() => {}} />);
    await screen.findByTestId("rich-text-image-upload");

    pick(png("big.JPG", RICH_TEXT_IMAGE_MAX_BYTES + 1));

    expect(await screen.findByText("上传图片大小不能超过1MB")).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
