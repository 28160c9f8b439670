import { and, count, eq, lt, sql } from "drizzle-orm";
import { VIEWS_PER_ADDRESS_PER_HOUR, VIEW_WINDOW_MS } from "#shared/video/public-video.ts";
import type { TDb } from "../../db/client.ts";
import { publicVideoViews, publicVideos } from "../../db/schema/index.ts";

/** View rows are kept a day: long past the hour they guard. */
const KEEP_VIEWS_MS = 24 * 60 * 60_000;

export interface TViewer {
  /** `u:<userId>` for an account, `v:<uuid>` for a visitor */
  viewer: string;
  /** the client address (the socket's, or the one TRUST_PROXY lets a proxy name) */
  address: string;
  /** signed-in accounts are one viewer each whatever their address, so the address bound does not apply */
  isAccount: boolean;
}

/**
 * Counts a view of a public video: once per viewer and hour (the row of that hour is the guard, so a replay
 * or a reload finds it and adds nothing), and a visitor only while their address has not added
 * VIEWS_PER_ADDRESS_PER_HOUR viewers to this video this hour (a script minting uuids stops counting there).
 * Answers the count afterwards and whether this view was counted.
 */
export async function countView(db: TDb, videoId: number, who: TViewer, at: Date): Promise<{ viewCount: number; counted: boolean }> {
  const hour = new Date(Math.floor(at.getTime() / VIEW_WINDOW_MS) * VIEW_WINDOW_MS);
  return db.transaction(async (tx) => {
    let allowed = true;
    if (!who.isAccount) {
      const [seen] = await tx
        .select({ n: count() })
        .from(publicVideoViews)
        .where(and(eq(publicVideoViews.videoId, videoId), eq(publicVideoViews.address, who.address), eq(publicVideoViews.hour, hour)));
      allowed = (seen?.n ?? 0) < VIEWS_PER_ADDRESS_PER_HOUR;
    }
    const inserted = allowed
      ? await tx
          .insert(publicVideoViews)
          .values({ videoId, viewer: who.viewer, hour, address: who.address })
          .onConflictDoNothing()
          .returning({ videoId: publicVideoViews.videoId })
      : [];
    if (inserted.length > 0) {
      const [row] = await tx
        .update(publicVideos)
        .set({ viewCount: sql`${publicVideos.viewCount} + 1` })
        .where(eq(publicVideos.id, videoId))
        .returning({ viewCount: publicVideos.viewCount });
      return { viewCount: row?.viewCount ?? 0, counted: true };
    }
    const [row] = await tx.select({ viewCount: publicVideos.viewCount }).from(publicVideos).where(eq(publicVideos.id, videoId));
    return { viewCount: row?.viewCount ?? 0, counted: false };
  });
}

/** Drops view rows older than a day. */
export async function sweepViews(db: TDb, at: Date): Promise<void> {
  await db.delete(publicVideoViews).where(lt(publicVideoViews.hour, new Date(at.getTime() - KEEP_VIEWS_MS)));
}
