import { and, asc, count, eq, isNull } from "drizzle-orm";
import type { z } from "zod";
import type { TOpsDictionaryItem, ZDicItemSaveBody } from "#shared/api/dictionary-ops.contract.ts";
import { DictionaryOutcome } from "#shared/content/dictionary-rules.ts";
import { versionRefusal } from "#shared/booking/venue-rules.ts";
import { CapacityOutcome } from "#shared/booking/capacity-rules.ts";
import type { TDb } from "../../db/client.ts";
import { dictionaryItems } from "../../db/schema/index.ts";
import { writeAudit } from "../../lib/audit.ts";
import { refuse } from "../../lib/errors.ts";
import type { TContentCtx } from "./content-ops.ts";

/**
 * The dictionaries' editor (document 1 section 7.3; document 4 section 6): the keys (parent rows) and their
 * items. An edit names the version it read and is refused as stale when someone saved first; the update is
 * conditional on that version too, so two operators never overwrite each other.
 */

type TItemRow = typeof dictionaryItems.$inferSelect;
type TItemSave = z.output<typeof ZDicItemSaveBody>;

const toItem = (r: TItemRow): TOpsDictionaryItem => ({
  id: r.id, code: r.code, parentCode: r.parentCode, name: r.name, nameEn: r.nameEn, attachField1: r.attachField1,
  attachField1En: r.attachField1En, attachField2: r.attachField2, sort: r.sort, status: r.status, version: r.version,
});

export async function listDictionaryParents(db: TDb) {
  const parents = await db.select().from(dictionaryItems).where(isNull(dictionaryItems.parentCode)).orderBy(asc(dictionaryItems.code));
  const counts = await db.select({ parentCode: dictionaryItems.parentCode, n: count() }).from(dictionaryItems).groupBy(dictionaryItems.parentCode);
  const byParent = new Map(counts.map((c) => [c.parentCode, c.n]));
  return parents.map((p) => ({ id: p.id, code: p.code, name: p.name, items: byParent.get(p.code) ?? 0 }));
}

export async function listDictionaryItems(db: TDb, parentCode: string): Promise<TOpsDictionaryItem[]> {
  const rows = await db.select().from(dictionaryItems).where(eq(dictionaryItems.parentCode, parentCode)).orderBy(asc(dictionaryItems.sort), asc(dictionaryItems.id));
  return rows.map(toItem);
}

export async function saveDictionaryItem(ctx: TContentCtx, b: TItemSave): Promise<TOpsDictionaryItem> {
  const values = { name: b.name, nameEn: b.nameEn, attachField1: b.attachField1, attachField1En: b.attachField1En, attachField2: b.attachField2, sort: b.sort, status: b.status };
  return ctx.db.transaction(async (tx) => {
    const [parent] = await tx.select({ id: dictionaryItems.id }).from(dictionaryItems).where(and(eq(dictionaryItems.code, b.parentCode), isNull(dictionaryItems.parentCode)));
    if (!parent) throw refuse(DictionaryOutcome.parentNotFound);
    if (b.id === undefined || b.version === undefined) {
      // an item's code is only an identity (lookups go by parentCode): the key and the row's id
      const [created] = await tx.insert(dictionaryItems).values({ ...values, code: `${b.parentCode}.new`, parentCode: b.parentCode }).returning();
      if (!created) throw new Error("dictionary_items insert returned nothing");
      const [named] = await tx.update(dictionaryItems).set({ code: `${b.parentCode}.${created.id}` }).where(eq(dictionaryItems.id, created.id)).returning();
      await writeAudit(tx, { req: ctx.req, actorUserId: ctx.actorUserId, action: "ops.content.dictionary_create", entity: "dictionary_items", entityId: created.id, after: named });
      return toItem(named!);
    }
    const [row] = await tx.select().from(dictionaryItems).where(eq(dictionaryItems.id, b.id)).for("update");
    if (!row) throw refuse(DictionaryOutcome.itemNotFound);
    if (row.parentCode !== b.parentCode) throw refuse(DictionaryOutcome.itemOfAnotherParent);
    const stale = versionRefusal(row.version, b.version);
    if (stale) throw refuse(stale, [toItem(row)]);
    const [after] = await tx
      .update(dictionaryItems)
      .set({ ...values, version: row.version + 1 })
      .where(and(eq(dictionaryItems.id, row.id), eq(dictionaryItems.version, row.version)))
      .returning();
    if (!after) throw refuse(CapacityOutcome.stale);
    await writeAudit(tx, { req: ctx.req, actorUserId: ctx.actorUserId, action: "ops.content.dictionary_save", entity: "dictionary_items", entityId: row.id, before: row, after });
    return toItem(after);
  });
}
