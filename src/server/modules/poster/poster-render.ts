import { createRequire } from "node:module";
import { POSTER_SCALE, POSTER_WIDTH } from "#shared/promotion/poster-rules.ts";
import { POSTER_FONT_FAMILY } from "./poster-svg.ts";

const require = createRequire(import.meta.url);

/**
 * The poster's fonts: Noto Sans SC (regular and bold) from @expo-google-fonts/noto-sans-sc, plain TTF files
 * shipped in an npm package, so the poster draws Chinese the same on every machine (a fresh Debian or the CI
 * has no CJK font installed) and never falls back to empty boxes. POSTER_FONT_FILE names another font file to
 * use instead (a TTF, OTF or TTC with CJK glyphs).
 */
export function posterFontFiles(): string[] {
  const own = process.env.POSTER_FONT_FILE?.trim();
  if (own) return [own];
  return [
    require.resolve("@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf"),
    require.resolve("@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf"),
  ];
}

/**
 * SVG to PNG with resvg (@resvg/resvg-js: Rust's resvg as prebuilt Node binaries, no system library, no
 * browser), at POSTER_SCALE times the poster's size. Loaded on first use: only a poster download pays for it.
 */
export async function renderPosterPng(svg: string): Promise<Buffer> {
  const { Resvg } = await import("@resvg/resvg-js");
  const resvg = new Resvg(svg, {
    fitTo: { mode: "width", value: POSTER_WIDTH * POSTER_SCALE },
    font: { fontFiles: posterFontFiles(), loadSystemFonts: false, defaultFontFamily: POSTER_FONT_FAMILY },
    imageRendering: 0,
  });
  return resvg.render().asPng();
}
