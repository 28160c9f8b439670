import { sql, type SQL } from "drizzle-orm";
import { UploadVideoType, VideoStatus } from "#shared/upload/video-record.ts";

/**
 * A replay the activity page can play: approved, or placed by the back office, uploaded as a file (not a
 * cloud-disk or e-mail delivery still to be transferred), with its file stored. The page lists only these, and
 * the replays strip, the cards' replay mark and search count only these, so none of them leads to a page that
 * says its replay is being prepared. `v` is the alias (or table name) of `activity_record_videos` in the query.
 */
export const playableReplay = (v: string): SQL =>
  sql.raw(`${v}.status in (${VideoStatus.approved}, ${VideoStatus.backOffice}) and ${v}.upload_video_type = ${UploadVideoType.direct} and ${v}.video_path is not null`);
