import { bigint, boolean, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, unique } from "drizzle-orm/pg-core";
import { companies } from "./company.ts";
import { activities } from "./activity.ts";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** companyIntroJson of document 3 section 3 (the activity's and the company homepage's introduction). */
export interface TCompanyIntroJson {
  gsfc_intro?: string;
  /** whether the English page shows the English introduction (otherwise the Chinese one) */
  gsfc_intro_en_show?: boolean;
  gsfc_intro_en?: string;
  gsfc_pics?: { image: string; title?: string; size?: number }[];
  intro_video?: { url: string; name?: string; size?: number } | null;
  cloud_video?: { url: string[]; name: string[]; size?: number[] } | null;
}

/** A schedule row (arrangeContentJson): time, title, en_title. */
export interface TScheduleRow {
  time: string;
  title: string;
  en_title?: string;
}

/** A scene photo (worksitImageJson). */
export interface TScenePhoto {
  image: string;
  title?: string;
  content?: string;
  en_content?: string;
  width?: number;
  height?: number;
  time?: string;
}

/**
 * The materials of an activity page (document 3 sections 1 and 3, "Activity"): one row per company taking
 * part (companyId), or the collective page's own (companyId null), with the spec's field names. The
 * materials form (a later issue) writes them through activity/upload_activity_info; the public page reads
 * them. bgType 1 uses the template bgNum (dictionary ActivityBgImage, the child whose sort is bgNum),
 * 2 the uploaded activityBgImagePath.
 */
export const activityMaterials = pgTable(
  "activity_materials",
  {
    id: serial("id").primaryKey(),
    activityId: integer("activity_id").notNull().references(() => activities.id, { onDelete: "cascade" }),
    companyId: integer("company_id").references(() => companies.id, { onDelete: "cascade" }),
    bgType: smallint("bg_type"),
    bgNum: integer("bg_num"),
    activityBgImagePath: text("activity_bg_image_path"),
    logoPath: text("logo_path"),
    miniLogoPath: text("mini_logo_path"),
    logoVectorPath: text("logo_vector_path"),
    promotionalVideoPath: text("promotional_video_path"),
    promotionDiagramPath: text("promotion_diagram_path"),
    companyIntroJson: jsonb("company_intro_json").$type<TCompanyIntroJson>(),
    arrangeContentJson: jsonb("arrange_content_json").$type<TScheduleRow[]>(),
    worksitImageJson: jsonb("worksit_image_json").$type<TScenePhoto[]>(),
    guestsOnStage: integer("guests_on_stage"),
    guestsUnderStage: integer("guests_under_stage"),
    isSyncToCompanyHomepage: boolean("is_sync_to_company_homepage").notNull().default(false),
    /** the linked fund products (fund activities), by fund code, in the order chosen */
    fundCodes: text("fund_codes").array().notNull().default([]),
    updTime: ts("upd_time").notNull().defaultNow(),
    /** bumped by every save of the materials form: a save made from an older version is a conflict, never an overwrite */
    version: integer("version").notNull().default(1),
  },
  (t) => [unique("activity_materials_part_uq").on(t.activityId, t.companyId).nullsNotDistinct()],
);

/** Fund products (document 3 section 3, "Fund product"), chosen by fund code in the materials form. */
export const fundProducts = pgTable("fund_products", {
  id: serial("id").primaryKey(),
  fundCode: text("fund_code").notNull().unique("fund_products_code_uq"),
  fundAbbr: text("fund_abbr").notNull(),
  fundExpansionAbbr: text("fund_expansion_abbr"),
});

/**
 * Route reports of the share call share/save_route (document 1 section 7.1): which route a page shared from
 * the chat app's mini program opened, with the mini program's visitor id and its own timestamp.
 */
export const shareRoutes = pgTable(
  "share_routes",
  {
    id: serial("id").primaryKey(),
    route: text("route").notNull(),
    miniUuid: text("mini_uuid"),
    /** the client's timestamp (ms), as sent */
    timestamp: bigint("timestamp", { mode: "number" }),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("share_routes_created_idx").on(t.createdAt)],
);
