import { bigint, index, integer, pgTable, serial, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./identity.ts";
import { companies } from "./company.ts";
import { activities } from "./activity.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * The activity video records of document 3 (section 3, "Activity video record"): what a company submitted for
 * one of its activities and the operator's review. uploadVideoType 0 direct upload (videoPath is a file this
 * server stored), 1 cloud-disk address, 2 sent by email; status 0 pending, 1 approved, 2 rejected, 3 uploaded
 * by the back office (approved).
 */
export const activityRecordVideos = pgTable(
  "activity_record_videos",
  {
    id: serial("id").primaryKey(),
    activityId: integer("activity_id").notNull().references(() => activities.id, { onDelete: "cascade" }),
    companyId: integer("company_id").notNull().references(() => companies.id, { onDelete: "cascade" }),
    uploadVideoType: smallint("upload_video_type").notNull(),
    videoPath: text("video_path"),
    videoName: text("video_name"),
    /** bytes; a video may reach 2 GB, past the range of a 32-bit integer */
    videoSize: bigint("video_size", { mode: "number" }),
    /** seconds, as the client measured them */
    videoDuration: integer("video_duration"),
    description: text("description"),
    cloudDiskAddress: text("cloud_disk_address"),
    cloudDiskPassWord: text("cloud_disk_pass_word"),
    emailVideoAddress: text("email_video_address"),
    /** 1 company upload (the enterprise centre), 2 back office */
    source: smallint("source").notNull().default(1),
    status: smallint("status").notNull().default(0),
    auditTime: ts("audit_time"),
    auditReason: text("audit_reason"),
    auditBy: integer("audit_by").references(() => users.id),
    createdBy: integer("created_by").references(() => users.id),
    ctrTime: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("activity_record_videos_activity_idx").on(t.activityId, t.companyId),
    index("activity_record_videos_status_idx").on(t.status, t.ctrTime),
    // every fetch of a stored file looks up the records pointing at it (upload/file-access.ts)
    index("activity_record_videos_path_idx").on(t.videoPath),
  ],
);
