import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy } from "pdfjs-dist";
import workerUrl from "pdfjs-dist/build/pdf.worker.min.mjs?url";

/**
 * pdf.js (pdfjs-dist, Mozilla's PDF renderer) behind the viewer page, loaded only when a PDF is opened: it
 * parses in its worker and draws each page on a canvas, so the document never runs as a page of its own
 * (no plugin frame, no script in the PDF), and it works under the portal's CSP (no eval: isEvalSupported
 * false; the worker is a file of the portal). Character maps and standard fonts come from /pdfjs/ (see
 * build/pdfjs-assets.ts).
 */
GlobalWorkerOptions.workerSrc = workerUrl;

export type TPdfDocument = PDFDocumentProxy;

/** Opens a PDF from its (already checked, same-origin) address. */
export async function openPdf(url: string): Promise<TPdfDocument> {
  const task = getDocument({
    url,
    isEvalSupported: false,
    enableXfa: false,
    cMapUrl: "/pdfjs/cmaps/",
    cMapPacked: true,
    standardFontDataUrl: "/pdfjs/standard_fonts/",
    withCredentials: false,
  });
  return task.promise;
}

/** Draws page `pageNo` into `canvas`, fitted to `width` CSS pixels, sharp on high-density screens. */
export async function drawPage(doc: TPdfDocument, pageNo: number, canvas: HTMLCanvasElement, width: number): Promise<void> {
  const page = await doc.getPage(pageNo);
  const base = page.getViewport({ scale: 1 });
  const scale = width / base.width;
  const ratio = Math.min(window.devicePixelRatio || 1, 2);
  const viewport = page.getViewport({ scale: scale * ratio });
  canvas.width = Math.floor(viewport.width);
  canvas.height = Math.floor(viewport.height);
  canvas.style.width = `${Math.floor(viewport.width / ratio)}px`;
  canvas.style.height = `${Math.floor(viewport.height / ratio)}px`;
  await page.render({ canvas, viewport }).promise;
}
