import { describe, expect, it } from "vitest";
import { fileUrl } from "#shared/http/file-url.ts";

describe("fileUrl", () => {
  it("serves the files this portal stored through the API", () => {
    expect(fileUrl("/files/uploads/2026/a.png")).toBe("/api/files/uploads/2026/a.png");
    expect(fileUrl("files/uploads/a.png")).toBe("/api/files/uploads/a.png");
  });

  it("leaves shipped pictures, API paths and full addresses where they are", () => {
    expect(fileUrl("/static/content/banner-1.svg")).toBe("/static/content/banner-1.svg");
    expect(fileUrl("/images/activity-bg/bg-1.jpg")).toBe("/images/activity-bg/bg-1.jpg");
    expect(fileUrl("/api/files/uploads/a.png")).toBe("/api/files/uploads/a.png");
    expect(fileUrl("https://cdn.example.com/a.png")).toBe("https://cdn.example.com/a.png");
    expect(fileUrl("//cdn.example.com/a.png")).toBe("//cdn.example.com/a.png");
  });
});
