import { createHash } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { PosterOutcome, posterAvailable, POSTER_HEIGHT, POSTER_SCALE, POSTER_WIDTH } from "#shared/promotion/poster-rules.ts";
import type { TPoster } from "#shared/api/poster.contract.ts";
import type { TDb } from "../../db/client.ts";
import { activities, activityCompanies, activityMaterials, companies } from "../../db/schema/index.ts";
import { isSafeKey, type TStorage } from "../../lib/storage.ts";
import { forbidden, refuse } from "../../lib/errors.ts";
import { posterSvg, type TPosterInput } from "./poster-svg.ts";
import { renderPosterPng } from "./poster-render.ts";

/** Bumped when the drawing changes, so every poster is drawn again once. */
const LAYOUT_VERSION = 1;
export const POSTER_FOLDER = "posters";
export const POSTERS_PREFIX = "/api/posters/";
/** A background picture larger than this is left out (the gradient is drawn instead): a poster is 720 px wide. */
const BACKGROUND_MAX_BYTES = 10 * 1024 * 1024;

export interface TPosterCtx {
  db: TDb;
  storage: TStorage;
  /** the portal's public address, for the QR code */
  origin: string;
}

const MIME: Record<string, string> = { png: "image/png", jpg: "image/jpeg", jpeg: "image/jpeg" };

/** The company's uploaded background (bgType 2) as a data URI, or null for the gradient. */
async function backgroundOf(storage: TStorage, path: string | null | undefined): Promise<{ uri: string; tag: string } | null> {
  const m = path ? /^\/files\/(.+\.(png|jpe?g))$/i.exec(path) : null;
  if (!m || !isSafeKey(m[1]!)) return null;
  const info = await storage.stat(m[1]!);
  if (!info || info.size > BACKGROUND_MAX_BYTES) return null;
  const bytes = await storage.read(m[1]!, 0, info.size);
  if (!bytes) return null;
  // what identifies the picture in the cache key: its address and its size (a replaced file gets a new address)
  return { uri: `data:${MIME[m[2]!.toLowerCase()]};base64,${bytes.toString("base64")}`, tag: `${path}:${info.size}` };
}

/** Beijing time, as every time on the portal: 2026-11-24 14:00-16:00. */
function timeText(startDate: string, startTime: string | null, endTime: string | null): string {
  if (!startTime) return startDate;
  return `${startDate} ${startTime.slice(0, 5)}${endTime ? `-${endTime.slice(0, 5)}` : ""}`;
}

/**
 * The poster of the caller company's part in a published activity: drawn on the server the first time and
 * kept in storage under the hash of everything it shows (title, time, company, background, the public
 * page's address), so a change to any of them draws a new one and an unchanged one is served as it is.
 */
export async function activityPoster(ctx: TPosterCtx, companyId: number, activityId: number): Promise<TPoster> {
  const [row] = await ctx.db
    .select({
      title: activities.title,
      startDate: activities.startDate,
      startTime: activities.startTime,
      endTime: activities.endTime,
      partStart: activityCompanies.startTime,
      partEnd: activityCompanies.endTime,
      pubStatus: activities.pubStatus,
      company: companies.fullName,
    })
    .from(activityCompanies)
    .innerJoin(activities, eq(activities.id, activityCompanies.activityId))
    .innerJoin(companies, eq(companies.id, activityCompanies.companyId))
    .where(and(eq(activityCompanies.activityId, activityId), eq(activityCompanies.companyId, companyId)))
    .orderBy(desc(activityCompanies.id))
    .limit(1);
  if (!row) throw forbidden();
  if (!posterAvailable(row.pubStatus)) throw refuse(PosterOutcome.unpublished);
  const [materials] = await ctx.db
    .select({ bgType: activityMaterials.bgType, path: activityMaterials.activityBgImagePath })
    .from(activityMaterials)
    .where(and(eq(activityMaterials.activityId, activityId), eq(activityMaterials.companyId, companyId)));
  const background = materials?.bgType === 2 ? await backgroundOf(ctx.storage, materials.path) : null;
  const input: TPosterInput = {
    title: row.title,
    time: timeText(row.startDate, row.partStart ?? row.startTime, row.partEnd ?? row.endTime),
    company: row.company,
    url: `${ctx.origin}/activityDetails/${activityId}`,
    background: background?.uri ?? null,
  };
  const hash = createHash("sha256")
    .update(JSON.stringify({ v: LAYOUT_VERSION, ...input, background: background?.tag ?? null }))
    .digest("hex")
    .slice(0, 32);
  const name = `${activityId}-${hash}.png`;
  const key = `${POSTER_FOLDER}/${name}`;
  if (!(await ctx.storage.stat(key))) await ctx.storage.put(key, await renderPosterPng(posterSvg(input)));
  return { url: `${POSTERS_PREFIX}${name}`, fileName: `${row.title}-海报.png`, width: POSTER_WIDTH * POSTER_SCALE, height: POSTER_HEIGHT * POSTER_SCALE };
}
