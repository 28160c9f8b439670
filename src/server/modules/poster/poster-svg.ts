import QRCode from "qrcode";
import { POSTER_HEIGHT, POSTER_QR_SIZE, POSTER_WIDTH, wrapText } from "#shared/promotion/poster-rules.ts";

/** What the poster shows; the cache key is the hash of exactly this (poster.service.ts). */
export interface TPosterInput {
  title: string;
  /** e.g. 2026-11-24 14:00-16:00 (Beijing time) */
  time: string;
  company: string;
  /** the public page the QR code opens */
  url: string;
  /** the background picture as a data URI, or null for the portal's own gradient */
  background: string | null;
}

export const POSTER_FONT_FAMILY = "Noto Sans SC";

/** Escapes text for SVG, dropping the control characters XML does not allow (a title is free text). */
const escapeXml = (text: string) =>
  Array.from(text)
    .filter((ch) => ch.charCodeAt(0) >= 0x20 || ch === "\t" || ch === "\n" || ch === "\r")
    .join("")
    .replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[ch]!);

/** The QR code as one path of unit squares, scaled to `size` at (x, y); error correction H, as the venue's code. */
function qrPath(url: string, x: number, y: number, size: number): string {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: "H" });
  const quiet = 2;
  const cells = modules.size + quiet * 2;
  const unit = size / cells;
  let d = "";
  for (let r = 0; r < modules.size; r++) {
    for (let c = 0; c < modules.size; c++) if (modules.get(r, c)) d += `M${c + quiet} ${r + quiet}h1v1h-1z`;
  }
  return `<rect x="${x}" y="${y}" width="${size}" height="${size}" fill="#fff"/><path transform="translate(${x} ${y}) scale(${unit})" d="${d}" fill="#111" shape-rendering="crispEdges"/>`;
}

/**
 * The poster as SVG, 360x640 (document 3 section 9): the background (the company's picture, darkened so the
 * text reads, or a deep-blue gradient), the title in up to four lines, time and company, and a white card at
 * the bottom with the QR code of the public page.
 */
export function posterSvg(input: TPosterInput): string {
  const W = POSTER_WIDTH;
  const H = POSTER_HEIGHT;
  const margin = 28;
  const titleSize = 26;
  const titleLines = wrapText(input.title, (W - margin * 2) / titleSize, 4);
  const companyLines = wrapText(input.company, (W - margin * 2) / 15, 2);
  const titleTop = 150;
  const title = titleLines
    .map((line, i) => `<text x="${margin}" y="${titleTop + i * titleSize * 1.35}" font-size="${titleSize}" font-weight="700" fill="#fff">${escapeXml(line)}</text>`)
    .join("");
  const afterTitle = titleTop + (titleLines.length - 1) * titleSize * 1.35 + 40;
  const company = companyLines.map((line, i) => `<text x="${margin}" y="${afterTitle + 30 + i * 22}" font-size="15" fill="#e6ecff">${escapeXml(line)}</text>`).join("");
  const cardTop = H - 230;
  const qrX = (W - POSTER_QR_SIZE) / 2;
  const background = input.background
    ? `<image href="${escapeXml(input.background)}" x="0" y="0" width="${W}" height="${H}" preserveAspectRatio="xMidYMid slice"/><rect width="${W}" height="${H}" fill="url(#shade)"/>`
    : `<rect width="${W}" height="${H}" fill="url(#deep)"/><circle cx="${W - 30}" cy="90" r="120" fill="#ffffff" fill-opacity="0.06"/><circle cx="20" cy="${H - 300}" r="90" fill="#ffffff" fill-opacity="0.05"/>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="${POSTER_FONT_FAMILY}">`,
    `<defs><linearGradient id="deep" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1d4ed8"/><stop offset="1" stop-color="#0b1f4d"/></linearGradient>`,
    `<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.25"/><stop offset="0.6" stop-color="#000" stop-opacity="0.55"/><stop offset="1" stop-color="#000" stop-opacity="0.75"/></linearGradient></defs>`,
    background,
    `<text x="${margin}" y="72" font-size="14" letter-spacing="2" fill="#c7d2fe">网上路演 · ONLINE ROADSHOW</text>`,
    `<rect x="${margin}" y="88" width="36" height="3" fill="#fbbf24"/>`,
    title,
    `<text x="${margin}" y="${afterTitle}" font-size="15" fill="#fde68a">${escapeXml(input.time)}</text>`,
    company,
    `<rect x="20" y="${cardTop}" width="${W - 40}" height="210" rx="14" fill="#fff"/>`,
    qrPath(input.url, qrX, cardTop + 14, POSTER_QR_SIZE),
    `<text x="${W / 2}" y="${cardTop + 190}" font-size="13" fill="#475569" text-anchor="middle">扫码观看路演</text>`,
    `</svg>`,
  ].join("");
}
