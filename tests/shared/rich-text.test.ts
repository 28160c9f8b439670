import { describe, expect, it } from "vitest";
import {
  RICH_TEXT_DEFAULT_LIMIT,
  RICH_TEXT_HEIGHT,
  RICH_TEXT_IMAGE_MAX_BYTES,
  RICH_TEXT_MIN_HEIGHT,
  imageDisplayPath,
  isOverLimit,
  isRichTextImageTooLarge,
  richTextLength,
  richTextPlain,
} from "#shared/widgets/rich-text.ts";

describe("rich-text constants (document 1 section 9)", () => {
  it("match the spec", () => {
    expect(RICH_TEXT_DEFAULT_LIMIT).toBe(10000);
    expect(RICH_TEXT_HEIGHT).toBe(400);
    expect(RICH_TEXT_MIN_HEIGHT).toBe(200);
    expect(RICH_TEXT_IMAGE_MAX_BYTES).toBe(1048576);
  });
});

describe("rich-text length (document 1 section 5.5)", () => {
  it("counts visible text only", () => {
    expect(richTextLength("<p>你好<strong>世界</strong></p>")).toBe(4);
    expect(richTextLength('<p><a href="https://a.b/very/long">ab</a></p>')).toBe(2);
    expect(richTextLength("<p>a</p><p>b</p><br/>")).toBe(2);
  });

  it("decodes common entities to one character each", () => {
    expect(richTextPlain("a&nbsp;&amp;&lt;&gt;&quot;&#39;&apos;b")).toBe("a\u00a0&<>\"''b");
    expect(richTextLength("&nbsp;&amp;&lt;")).toBe(3);
    expect(richTextPlain("&#20320;&#x597D;&#X597d;")).toBe("你好好");
    expect(richTextPlain("&#128512;")).toBe("😀");
    expect(richTextPlain("&hellip;&mdash;&ldquo;&rdquo;&yen;")).toBe("…—“”¥");
  });

  it("keeps an unknown or invalid entity as written", () => {
    expect(richTextPlain("&foo;")).toBe("&foo;");
    expect(richTextPlain("&#xD800;")).toBe("&#xD800;");
    expect(richTextPlain("&#0;")).toBe("&#0;");
    expect(richTextPlain("a & b")).toBe("a & b");
  });

  it("counts an emoji as one character and spaces as characters", () => {
    expect(richTextLength("<p>😀 😀</p>")).toBe(3);
  });

  it("ignores script and style bodies and comments", () => {
    expect(richTextLength("<style>p{color:red}</style><p>ab</p><script>alert(1)</script><!-- note -->")).toBe(2);
  });

  it("is zero for empty input", () => {
    expect(richTextLength("")).toBe(0);
    expect(richTextLength(null)).toBe(0);
    expect(richTextLength(undefined)).toBe(0);
    expect(richTextLength("<p><br></p>")).toBe(0);
  });
});

describe("rich-text limit (document 1 section 5.5)", () => {
  it("is over only past the limit", () => {
    expect(isOverLimit(`<p>${"字".repeat(10000)}</p>`)).toBe(false);
    expect(isOverLimit(`<p>${"字".repeat(10001)}</p>`)).toBe(true);
    expect(isOverLimit("<p>abc</p>", 3)).toBe(false);
    expect(isOverLimit("<p>abcd</p>", 3)).toBe(true);
  });

  it("does not count markup towards the limit", () => {
    expect(isOverLimit(`<p style="${"x".repeat(20000)}">a</p>`)).toBe(false);
  });
});

describe("rich-text images (document 1 sections 5.4, 7.2)", () => {
  it("refuses images over 1MB", () => {
    expect(isRichTextImageTooLarge(1024 * 1024)).toBe(false);
    expect(isRichTextImageTooLarge(1024 * 1024 + 1)).toBe(true);
    expect(isRichTextImageTooLarge(Number.NaN)).toBe(true);
  });

  it("shows an image from /api plus its path with one slash between", () => {
    expect(imageDisplayPath("/upload/2026/a.png")).toBe("/api/upload/2026/a.png");
    expect(imageDisplayPath("upload/a.png")).toBe("/api/upload/a.png");
    expect(imageDisplayPath("  /x.png ")).toBe("/api/x.png");
  });

  it("leaves absolute addresses alone and gives nothing for an empty path", () => {
    expect(imageDisplayPath("https://cdn.example.com/a.png")).toBe("https://cdn.example.com/a.png");
    expect(imageDisplayPath("//cdn.example.com/a.png")).toBe("//cdn.example.com/a.png");
    expect(imageDisplayPath("data:image/png;base64,AAAA")).toBe("data:image/png;base64,AAAA");
    expect(imageDisplayPath("blob:https://a/1")).toBe("blob:https://a/1");
    expect(imageDisplayPath("")).toBe("");
    expect(imageDisplayPath(null)).toBe("");
  });
});
