import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The message catalogs are merged by hand more often than any other file, and a conflict resolved badly does
 * not break the build: the extractor reads the markers as the ends of translations ("Disclaimer<<<<<<< HEAD")
 * and the page shows them. This catches that.
 */
const locales = path.resolve(
  fileURLToPath(new URL("../../../src/client/locales", import.meta.url)),
);

describe("message catalogs", () => {
  const files = readdirSync(locales, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap(({ name: locale }) =>
      readdirSync(path.join(locales, locale))
        .filter((f) => f.endsWith(".po"))
        .map((f) => path.join(locale, f)),
    );

  it("exist for both locales", () => {
    expect(files.filter((f) => f.startsWith("zh-CN")).length).toBeGreaterThan(
      0,
    );
    expect(files.filter((f) => f.startsWith("en-US")).length).toBe(
      files.filter((f) => f.startsWith("zh-CN")).length,
    );
  });

  it.each(files)("%s holds no merge-conflict marker", (file) => {
    const text = readFileSync(path.join(locales, file), "utf8");
    expect(
      text.split("\n").filter((line) => /<{7}|>{7}|={7}/.test(line)),
    ).toEqual([]);
  });
});
