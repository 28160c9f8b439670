import Dexie, { type EntityTable } from "dexie";
import { LOCAL_DB_NAME, LOCAL_DB_VERSIONS, type TDraftRow, type TOutboxRow, type TUploadRow } from "#shared/offline/local-db-schema.ts";

export type LocalDb = Dexie & {
  drafts: EntityTable<TDraftRow, "key">;
  uploads: EntityTable<TUploadRow, "guid">;
  outbox: EntityTable<TOutboxRow, "id">;
};

let instance: LocalDb | null = null;

/** The page's handle on the browser database (opened on first use). */
export function localDb(): LocalDb {
  if (!instance) {
    const db = new Dexie(LOCAL_DB_NAME) as LocalDb;
    for (const v of LOCAL_DB_VERSIONS) db.version(v.version).stores(v.stores);
    instance = db;
  }
  return instance;
}
