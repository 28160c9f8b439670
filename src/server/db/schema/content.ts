import { boolean, index, integer, jsonb, pgTable, serial, smallint, text, timestamp } from "drizzle-orm/pg-core";

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * Dictionary items: a parent item (code) and its children (parentCode); attachField1 carries the value. The
 * English columns carry what English pages show (spec 1 §4.1: dictionaries carry their English).
 */
export const dictionaryItems = pgTable(
  "dictionary_items",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull(),
    parentCode: text("parent_code"),
    name: text("name").notNull(),
    /** the name English pages show; null where the item has none (they fall back to name) */
    nameEn: text("name_en"),
    attachField1: text("attach_field1"),
    /** attachField1 in English, for items whose value is text a visitor reads (a notice, a quick question) */
    attachField1En: text("attach_field1_en"),
    attachField2: text("attach_field2"),
    sort: integer("sort").notNull().default(0),
    status: smallint("status").notNull().default(1),
    /** bumped by every back-office edit, so an edit made against an older reading is refused */
    version: integer("version").notNull().default(1),
  },
  (t) => [index("dict_code_idx").on(t.code), index("dict_parent_idx").on(t.parentCode)],
);

/** The server-driven header navigation (document 1 sections 2.2 and 3). */
export const navItems = pgTable("nav_items", {
  id: serial("id").primaryKey(),
  navName: text("nav_name").notNull(),
  navEnName: text("nav_en_name").notNull(),
  parentId: integer("parent_id").notNull().default(0),
  navLevel: smallint("nav_level").notNull(),
  treePath: text("tree_path").notNull(),
  routePath: text("route_path"),
  url: text("url"),
  companyType: integer("company_type"),
  isPushEnVersion: boolean("is_push_en_version").notNull().default(true),
  sort: integer("sort").notNull().default(0),
  status: smallint("status").notNull().default(1),
  /** bumped by every back-office edit, so an edit made against an older reading is refused */
  version: integer("version").notNull().default(1),
});

/**
 * Named system settings (notice banner, gray mode, agreement version, maintenance …) as JSON values.
 * Keep values objects, numbers or booleans: drizzle's jsonb column parses a driver-parsed string a second
 * time, so a bare JSON string such as "2026.1" would come back as a number.
 */
export const systemSettings = pgTable("system_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

/** Who did what, when, with the state before and after. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    actorUserId: integer("actor_user_id"),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    entityId: text("entity_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    requestId: text("request_id"),
    at: ts("at").notNull().defaultNow(),
  },
  (t) => [index("audit_entity_idx").on(t.entity, t.entityId), index("audit_at_idx").on(t.at)],
);
