import { deflateSync } from "node:zlib";

/**
 * A small PDF writer for the portal's own documents (guides, rules, templates): A4 pages of headings,
 * paragraphs and list items in Chinese and Latin text, wrapped to the page. The text is set in STSong-Light,
 * one of the CJK fonts every PDF reader must supply itself (ISO 32000-1, 9.7.5.2), with the UniGB-UCS2-H
 * encoding, so no font file is embedded and a ten-page guide stays a few kilobytes.
 */

export type TPdfBlock =
  | { kind: "heading"; text: string }
  | { kind: "paragraph"; text: string }
  | { kind: "item"; text: string }
  | { kind: "field"; label: string; text: string };

export interface TPdfDocument {
  title: string;
  subtitle?: string;
  blocks: TPdfBlock[];
}

const PAGE = { width: 595.28, height: 841.89, margin: 56 } as const;
const SIZE = { title: 18, subtitle: 10, heading: 13, body: 10.5, footer: 8 } as const;
const LEADING = 1.65;

/** Advance of one character in em: Latin (CIDs 1–95, given 500 units in /W below) half, everything else full. */
function charWidth(ch: string): number {
  const code = ch.codePointAt(0)!;
  return code >= 0x20 && code <= 0x7e ? 0.5 : 1;
}

const CLOSING = /^[，。、；：！？）》」』”’,.;:!?)]$/u;

/** Splits text into lines no wider than `width` points at `size`; Latin words are not split when avoidable. */
export function wrapText(text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    let lineWidth = 0;
    // Tokens: a run of Latin letters and digits stays together; any other character stands alone.
    for (const token of paragraph.match(/[A-Za-z0-9@._:/%+-]+|./gsu) ?? []) {
      const w = [...token].reduce((sum, ch) => sum + charWidth(ch), 0) * size;
      // Closing punctuation hangs at the end of the line rather than starting the next one.
      if (lineWidth + w > width && line !== "" && !CLOSING.test(token)) {
        lines.push(line.trimEnd());
        line = token === " " ? "" : token;
        lineWidth = token === " " ? 0 : w;
        continue;
      }
      line += token;
      lineWidth += w;
    }
    lines.push(line.trimEnd());
  }
  return lines;
}

/** A PDF string in UTF-16BE hex, as UniGB-UCS2-H reads it. Characters outside the BMP are not used here. */
function hex(text: string): string {
  let out = "";
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    out += (code > 0xffff ? 0x3000 : code).toString(16).padStart(4, "0");
  }
  return `<${out}>`;
}

interface TLine {
  text: string;
  size: number;
  x: number;
  gapBefore: number;
  grey?: boolean;
}

function layout(doc: TPdfDocument): TLine[] {
  const width = PAGE.width - 2 * PAGE.margin;
  const lines: TLine[] = [];
  const add = (text: string, size: number, indent: number, gapBefore: number, grey = false) =>
    wrapText(text, size, width - indent).forEach((t, i) => lines.push({ text: t, size, x: PAGE.margin + indent, gapBefore: i === 0 ? gapBefore : 0, grey }));
  add(doc.title, SIZE.title, 0, 0);
  if (doc.subtitle) add(doc.subtitle, SIZE.subtitle, 0, 4, true);
  for (const block of doc.blocks) {
    if (block.kind === "heading") add(block.text, SIZE.heading, 0, 14);
    else if (block.kind === "paragraph") add(block.text, SIZE.body, 0, 4);
    else if (block.kind === "item") add(`• ${block.text}`, SIZE.body, 10, 2);
    else add(`${block.label}：${block.text}`, SIZE.body, 0, 6);
  }
  return lines;
}

/** Breaks laid-out lines into pages and writes each page's content stream. */
function pageStreams(doc: TPdfDocument): string[] {
  const pages: string[][] = [[]];
  let y = PAGE.height - PAGE.margin;
  for (const line of layout(doc)) {
    const step = line.gapBefore + line.size * LEADING;
    if (y - step < PAGE.margin + 20) {
      pages.push([]);
      y = PAGE.height - PAGE.margin;
    }
    y -= pages.at(-1)!.length === 0 ? line.size * LEADING : step;
    const colour = line.grey ? "0.4 g" : "0 g";
    pages.at(-1)!.push(`${colour} BT /F1 ${line.size} Tf ${line.x.toFixed(2)} ${y.toFixed(2)} Td ${hex(line.text)} Tj ET`);
  }
  return pages.map((ops, i) => {
    const footer = `${doc.title}  ${i + 1} / ${pages.length}`;
    const footerWidth = [...footer].reduce((sum, ch) => sum + charWidth(ch), 0) * SIZE.footer;
    const rule = `0.8 G 0.5 w ${PAGE.margin} ${PAGE.margin} m ${PAGE.width - PAGE.margin} ${PAGE.margin} l S`;
    const foot = `0.4 g BT /F1 ${SIZE.footer} Tf ${((PAGE.width - footerWidth) / 2).toFixed(2)} ${PAGE.margin - 16} Td ${hex(footer)} Tj ET`;
    return [...ops, rule, foot].join("\n");
  });
}

/** Renders the document as PDF 1.7 bytes. */
export function renderPdf(doc: TPdfDocument, createdAt = new Date(0)): Buffer {
  const streams = pageStreams(doc);
  const objects: (string | Buffer)[] = [];
  const pageIds = streams.map((_, i) => 7 + i * 2);
  objects[1] = "<< /Type /Catalog /Pages 2 0 R >>";
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(" ")}] /Count ${pageIds.length} >>`;
  objects[3] = "<< /Type /Font /Subtype /Type0 /BaseFont /STSong-Light-UniGB-UCS2-H /Encoding /UniGB-UCS2-H /DescendantFonts [4 0 R] >>";
  objects[4] =
    "<< /Type /Font /Subtype /CIDFontType0 /BaseFont /STSong-Light /CIDSystemInfo << /Registry (Adobe) /Ordering (GB1) /Supplement 4 >> " +
    "/FontDescriptor 5 0 R /DW 1000 /W [1 95 500] >>";
  objects[5] =
    "<< /Type /FontDescriptor /FontName /STSong-Light /Flags 6 /FontBBox [-25 -254 1000 880] /ItalicAngle 0 /Ascent 880 /Descent -120 /CapHeight 880 /StemV 93 >>";
  const date = createdAt.toISOString().replace(/[-:T]/g, "").slice(0, 14);
  objects[6] = `<< /Title <feff${hex(doc.title).slice(1, -1)}> /Producer (roadshow-portal) /CreationDate (D:${date}Z) >>`;
  streams.forEach((content, i) => {
    const id = pageIds[i]!;
    objects[id] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 3 0 R >> >> /Contents ${id + 1} 0 R >>`;
    const data = deflateSync(Buffer.from(content, "latin1"));
    objects[id + 1] = Buffer.concat([Buffer.from(`<< /Length ${data.length} /Filter /FlateDecode >>\nstream\n`), data, Buffer.from("\nendstream")]);
  });

  const parts: Buffer[] = [Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  let offset = parts[0]!.length;
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    const body = objects[id]!;
    const chunk = Buffer.concat([Buffer.from(`${id} 0 obj\n`), typeof body === "string" ? Buffer.from(body, "latin1") : body, Buffer.from("\nendobj\n")]);
    offsets[id] = offset;
    parts.push(chunk);
    offset += chunk.length;
  }
  const xref = [`xref\n0 ${objects.length}\n`, "0000000000 65535 f \n", ...offsets.slice(1).map((o) => `${String(o).padStart(10, "0")} 00000 n \n`)].join("");
  parts.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 6 0 R >>\nstartxref\n${offset}\n%%EOF\n`, "latin1"));
  return Buffer.concat(parts);
}
