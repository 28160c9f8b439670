import { inArray } from "drizzle-orm";
import type { z } from "zod";
import type { TOpsSettings, ZSettingsSaveBody } from "#shared/api/content-ops.contract.ts";
import { noticeBannerOf } from "#shared/shell/notice-banner.ts";
import { FOOTER_SETTING_KEY, footerOf } from "#shared/shell/site-footer.ts";
import { toPlainText } from "#shared/text/plain-text.ts";
import type { TDb } from "../../db/client.ts";
import { systemSettings } from "../../db/schema/index.ts";
import { writeAudit } from "../../lib/audit.ts";
import type { TContentCtx } from "./content-ops.ts";

/**
 * The system settings an operator edits (document 4 section 6): the notice banner (text, window, speed), gray
 * mode, maintenance mode, the agreement version, the mini program switch and the footer (QR codes, filing
 * numbers). They live in system_settings beside the others (hotline, real-person switch), which this editor
 * leaves alone. The public shell reads them through system/public_settings, and a save is announced on the
 * shell channel so that open portals read them again at once.
 */
const KEYS = ["noticeBanner", "grayMode", "maintenance", "agreementVersion", "miniProgram", FOOTER_SETTING_KEY] as const;

export async function loadSettings(db: TDb): Promise<TOpsSettings> {
  const rows = await db.select().from(systemSettings).where(inArray(systemSettings.key, [...KEYS]));
  const value = new Map(rows.map((r) => [r.key, r.value as unknown]));
  const version = (value.get("agreementVersion") as { version?: unknown } | undefined)?.version;
  return {
    noticeBanner: noticeBannerOf(value.get("noticeBanner")),
    grayMode: Number(value.get("grayMode") ?? 0) || 0,
    maintenance: { enabled: (value.get("maintenance") as { enabled?: unknown } | undefined)?.enabled === true },
    agreementVersion: typeof version === "string" ? version : "",
    miniProgram: { enabled: (value.get("miniProgram") as { enabled?: unknown } | undefined)?.enabled === true },
    footer: footerOf(value.get(FOOTER_SETTING_KEY)),
  };
}

export async function saveSettings(ctx: TContentCtx, body: z.infer<typeof ZSettingsSaveBody>): Promise<TOpsSettings> {
  return ctx.db.transaction(async (tx) => {
    const before = await loadSettings(tx);
    const text = body.noticeText ? toPlainText(body.noticeText) : "";
    const textEn = body.noticeTextEn ? toPlainText(body.noticeTextEn) : "";
    const next: Record<(typeof KEYS)[number], unknown> = {
      // an empty text turns the banner off (public_settings answers null for it)
      noticeBanner: text && body.noticeStartAt && body.noticeEndAt
        ? { text, textEn: textEn || null, startAt: body.noticeStartAt.toISOString(), endAt: body.noticeEndAt.toISOString(), speed: body.noticeSpeed }
        : { text: "", textEn: null, startAt: "", endAt: "", speed: body.noticeSpeed },
      grayMode: body.grayMode,
      maintenance: { enabled: body.maintenanceEnabled },
      agreementVersion: { version: body.agreementVersion },
      miniProgram: { enabled: body.miniProgramEnabled ?? before.miniProgram.enabled },
      // a footer field left out keeps its value; an empty one (null) clears it
      footer: {
        officialQr: body.footerOfficialQr === undefined ? before.footer.officialQr : body.footerOfficialQr,
        miniProgramQr: body.footerMiniProgramQr === undefined ? before.footer.miniProgramQr : body.footerMiniProgramQr,
        icpNumber: body.icpNumber === undefined ? before.footer.icpNumber : body.icpNumber || null,
        psbNumber: body.psbNumber === undefined ? before.footer.psbNumber : body.psbNumber || null,
      },
    };
    for (const key of KEYS) {
      await tx
        .insert(systemSettings)
        .values({ key, value: next[key], updatedAt: ctx.at })
        .onConflictDoUpdate({ target: systemSettings.key, set: { value: next[key], updatedAt: ctx.at } });
    }
    const after = await loadSettings(tx);
    await writeAudit(tx, { req: ctx.req, actorUserId: ctx.actorUserId, action: "ops.content.settings_update", entity: "system_settings", entityId: null, before, after });
    return after;
  });
}
