/**
 * The footer's configured facts (document 1 section 2.3; document 4 section 6): the official account's and
 * the mini program's QR codes (images) and the two filing numbers. They are system settings an operator
 * changes, so the footer shows what is set and nothing in place of what is not (no placeholder code, no
 * made-up number).
 */
export interface TFooterSetting {
  /** the official account's QR code image (a stored path or https address), or null */
  officialQr: string | null;
  /** the mini program's QR code image, or null; shown only while the mini program is switched on */
  miniProgramQr: string | null;
  /** 工信部 ICP filing number, e.g. 沪ICP备2021012345号-1, or null */
  icpNumber: string | null;
  /** 公安 filing number, e.g. 沪公网安备31011502012345号, or null */
  psbNumber: string | null;
}

export const FOOTER_SETTING_KEY = "footer";

/** A filing number's longest form (the real ones are under 30 characters). */
export const FILING_NUMBER_MAX = 50;

const text = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : null);

/** The stored footer setting, with every missing or malformed part read as unset. */
export function footerOf(value: unknown): TFooterSetting {
  const v = value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  return { officialQr: text(v.officialQr), miniProgramQr: text(v.miniProgramQr), icpNumber: text(v.icpNumber), psbNumber: text(v.psbNumber) };
}

export interface TFooterQr {
  kind: "official" | "miniProgram";
  image: string;
}

/** The QR codes the footer and the side button show: the official account's, and the mini program's when switched on. */
export function footerQrCodes(footer: TFooterSetting, miniProgramEnabled: boolean): TFooterQr[] {
  const out: TFooterQr[] = [];
  if (footer.officialQr) out.push({ kind: "official", image: footer.officialQr });
  if (miniProgramEnabled && footer.miniProgramQr) out.push({ kind: "miniProgram", image: footer.miniProgramQr });
  return out;
}
