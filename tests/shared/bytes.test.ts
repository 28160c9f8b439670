import { describe, expect, it } from "vitest";
import { BYTES_PLACEHOLDER, formatBytes } from "#shared/format/bytes.ts";

describe("byte size (document 1 section 9)", () => {
  it("writes the spec's examples", () => {
    expect(formatBytes(0)).toBe("0 B");
    expect(formatBytes(1536)).toBe("1.5 KB");
    expect(formatBytes(100 * 1024 * 1024)).toBe("100 MB");
    expect(formatBytes(2 * 1024 ** 3)).toBe("2 GB");
  });

  it("stays in bytes below 1024 and moves up at 1024", () => {
    expect(formatBytes(1)).toBe("1 B");
    expect(formatBytes(1023)).toBe("1023 B");
    expect(formatBytes(1024)).toBe("1 KB");
  });

  it("keeps at most two decimals, trimmed", () => {
    expect(formatBytes(1024 * 1.234)).toBe("1.23 KB");
    expect(formatBytes(1024 * 1.235 * 1024)).toBe("1.24 MB");
    expect(formatBytes(1024 * 1.1)).toBe("1.1 KB");
    expect(formatBytes(0.5)).toBe("0.5 B");
  });

  it("never shows 1024 of a unit", () => {
    expect(formatBytes(1024 * 1024 - 1)).toBe("1 MB");
    expect(formatBytes(1024 ** 3 - 1)).toBe("1 GB");
  });

  it("goes up to TB and PB", () => {
    expect(formatBytes(1024 ** 4)).toBe("1 TB");
    expect(formatBytes(3 * 1024 ** 5)).toBe("3 PB");
    expect(formatBytes(2048 * 1024 ** 5)).toBe("2048 PB");
  });

  it("shows the placeholder for negative or non-finite input", () => {
    expect(BYTES_PLACEHOLDER).toBe("-");
    for (const bad of [-1, Number.NaN, Number.POSITIVE_INFINITY]) expect(formatBytes(bad)).toBe("-");
  });
});
