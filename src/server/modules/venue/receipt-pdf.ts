import { existsSync } from "node:fs";
import PDFDocument from "pdfkit";
import QRCode from "qrcode";
import { VENUE_QR, venueKind } from "#shared/venue/venue-info.ts";
import type { TVenueInfo } from "#shared/api/venue.contract.ts";
import { renderPdf } from "../documents/index.ts";

/**
 * The venue receipt (document 3 section 7, download_receipt) as a PDF, drawn with pdfkit: it embeds a subset
 * of a CJK font so the Chinese text looks the same in every reader, and draws the invitation QR code. pdfkit
 * was chosen over pdf-lib because it reads OpenType collections (.ttc, which is how Debian's fonts-noto-cjk
 * ships Noto Sans CJK) and subsets their CFF outlines, so a receipt is about 60 KB; pdf-lib reads neither.
 *
 * The font is not bundled (16 MB): it is looked for on the machine (RECEIPT_FONT_PATH, then fonts-noto-cjk's
 * and a few other usual places). A machine without one (CI installs only Chromium and PostgreSQL) still
 * answers a valid receipt: the portal's own writer (documents/pdf.ts) sets the text in STSong-Light, a CJK
 * font every PDF reader supplies itself, without the QR picture (the link is printed in full).
 */

/** A font file and, for a collection, the PostScript name of the face to use. */
export interface TCjkFont {
  path: string;
  family?: string;
}

export const DEFAULT_CJK_FONTS: readonly TCjkFont[] = [
  { path: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", family: "NotoSansCJKsc-Regular" },
  { path: "/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc", family: "NotoSansCJKsc-Regular" },
  { path: "/usr/share/fonts/google-noto-cjk/NotoSansCJK-Regular.ttc", family: "NotoSansCJKsc-Regular" },
  { path: "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc", family: "WenQuanYiMicroHei" },
];

/** The fonts to try: RECEIPT_FONT_PATH (a .ttf/.otf, or a .ttc with "#<face name>") first, then the usual places. */
export function cjkFontCandidates(env: string | undefined = process.env.RECEIPT_FONT_PATH): TCjkFont[] {
  const fromEnv: TCjkFont[] = env ? [{ path: env.split("#")[0]!, family: env.split("#")[1] || undefined }] : [];
  return [...fromEnv, ...DEFAULT_CJK_FONTS];
}

export interface TReceiptFacts {
  venue: TVenueInfo;
  companyName: string;
  /** when the receipt was made, as the company's local text (yyyy-MM-dd HH:mm) */
  issuedAt: string;
}

function receiptLines(f: TReceiptFacts): { label: string; text: string }[] {
  const v = f.venue;
  const kind = venueKind(v.videoType) === "activity" ? "活动场地" : "录制场地";
  return [
    { label: "公司", text: f.companyName },
    { label: "活动", text: v.title },
    { label: kind, text: [v.regionName, v.roomName].filter(Boolean).join(" ") || "—" },
    { label: "邀请地址", text: v.invitionAddress ?? "—" },
    { label: "邀请链接", text: v.invitionAddressUrl ?? "—" },
    { label: "场地确认时间", text: v.areaConfirmedTime ?? "—" },
    { label: "回执生成时间", text: f.issuedAt },
  ];
}

const TITLE = "活动场地回执";
const NOTE = "请凭此回执及邀请二维码入场，如有疑问请留意平台消息提醒。";

/** The receipt with an embedded CJK font and the QR code; throws when the font cannot be read. */
async function renderWithFont(f: TReceiptFacts, font: TCjkFont): Promise<Buffer> {
  const qr = f.venue.invitionAddressUrl
    ? await QRCode.toBuffer(f.venue.invitionAddressUrl, { errorCorrectionLevel: VENUE_QR.errorCorrectionLevel, width: VENUE_QR.size, margin: 1 })
    : null;
  const doc = new PDFDocument({ size: "A4", margin: 56, info: { Title: TITLE, Producer: "roadshow-portal" } });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on("end", resolve);
    doc.on("error", reject);
  });
  doc.registerFont("cjk", font.path, font.family);
  doc.font("cjk").fontSize(20).text(TITLE, { align: "center" });
  doc.moveDown(1.2);
  for (const line of receiptLines(f)) {
    doc.fontSize(11).fillColor("#666666").text(line.label, { continued: false });
    doc.fontSize(12).fillColor("#000000").text(line.text);
    doc.moveDown(0.5);
  }
  if (qr) {
    doc.moveDown(0.5);
    doc.fontSize(11).fillColor("#666666").text("邀请二维码");
    doc.image(qr, { width: VENUE_QR.size, height: VENUE_QR.size });
  }
  doc.moveDown(1);
  doc.fontSize(10).fillColor("#666666").text(NOTE);
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

/** The receipt without a font file: the portal's STSong-Light writer (no QR picture; the link is printed). */
export function renderFallbackReceipt(f: TReceiptFacts): Buffer {
  return renderPdf({
    title: TITLE,
    subtitle: f.companyName,
    blocks: [...receiptLines(f).map((l) => ({ kind: "field" as const, label: l.label, text: l.text })), { kind: "paragraph", text: NOTE }],
  });
}

/** The venue receipt: with the first CJK font found among `fonts`, else the fallback. Never throws for a missing font. */
export async function renderReceipt(f: TReceiptFacts, fonts: readonly TCjkFont[] = cjkFontCandidates()): Promise<{ pdf: Buffer; embeddedFont: boolean }> {
  for (const font of fonts) {
    if (!existsSync(font.path)) continue;
    try {
      return { pdf: await renderWithFont(f, font), embeddedFont: true };
    } catch {
      // an unreadable font or a wrong face name: try the next one, then the fallback
    }
  }
  return { pdf: renderFallbackReceipt(f), embeddedFont: false };
}
