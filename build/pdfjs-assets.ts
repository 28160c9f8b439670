import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/** Where the PDF viewer finds pdf.js's character maps and standard fonts (see pdf-canvas.ts). */
export const PDFJS_ASSET_BASE = "/pdfjs/";
const FOLDERS = ["cmaps", "standard_fonts"];

/**
 * pdf.js fetches the character maps of non-embedded CJK fonts (the portal's own PDFs use STSong-Light with
 * UniGB-UCS2-H) and the standard 14 fonts by name at run time, so they are copied into the build as they are,
 * under /pdfjs/, rather than hashed. Only the viewer page requests them, and only the ones a PDF needs.
 */
export function pdfjsAssets(root: string): Plugin {
  const source = path.join(root, "node_modules/pdfjs-dist");
  return {
    name: "roadshow:pdfjs-assets",
    apply: "build",
    generateBundle() {
      for (const folder of FOLDERS) {
        for (const file of readdirSync(path.join(source, folder))) {
          this.emitFile({ type: "asset", fileName: `pdfjs/${folder}/${file}`, source: readFileSync(path.join(source, folder, file)) });
        }
      }
    },
  };
}
