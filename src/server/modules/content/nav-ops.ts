import { and, asc, count, eq } from "drizzle-orm";
import type { z } from "zod";
import type { TOpsNavItem, ZNavSaveBody } from "#shared/api/nav-ops.contract.ts";
import { NavOutcome, navItemProblem } from "#shared/content/nav-rules.ts";
import { versionRefusal } from "#shared/booking/venue-rules.ts";
import { CapacityOutcome } from "#shared/booking/capacity-rules.ts";
import type { TDb } from "../../db/client.ts";
import { navItems } from "../../db/schema/index.ts";
import { writeAudit } from "../../lib/audit.ts";
import { badRequest, refuse } from "../../lib/errors.ts";
import type { TContentCtx } from "./content-ops.ts";

/**
 * The header navigation's editor (document 1 sections 2.2 and 3). An item names the version it read; the
 * update is conditional on it, so two operators never overwrite each other. treePath follows the parent
 * ("0," for level 1, "0,{parent}," for level 2), as the seed writes it.
 */

type TNavRow = typeof navItems.$inferSelect;
type TNavSave = z.output<typeof ZNavSaveBody>;

const toItem = (r: TNavRow): TOpsNavItem => ({
  id: r.id, navName: r.navName, navEnName: r.navEnName, parentId: r.parentId, navLevel: r.navLevel, routePath: r.routePath,
  url: r.url, companyType: r.companyType, isPushEnVersion: r.isPushEnVersion, sort: r.sort, status: r.status, version: r.version,
});

/** Every item, level 1 by sort with each one's children right after it (the order the header shows). */
export async function listNavItems(db: TDb): Promise<TOpsNavItem[]> {
  const rows = await db.select().from(navItems).orderBy(asc(navItems.sort), asc(navItems.id));
  const top = rows.filter((r) => r.parentId === 0);
  const placed = new Set<number>();
  const out: TOpsNavItem[] = [];
  for (const t of top) {
    out.push(toItem(t));
    placed.add(t.id);
    for (const c of rows.filter((r) => r.parentId === t.id)) {
      out.push(toItem(c));
      placed.add(c.id);
    }
  }
  // anything deeper or orphaned (none is written by this editor) still shows, last
  return [...out, ...rows.filter((r) => !placed.has(r.id)).map(toItem)];
}

export async function saveNavItem(ctx: TContentCtx, b: TNavSave): Promise<TOpsNavItem> {
  return ctx.db.transaction(async (tx) => {
    const [parent] = b.parentId === 0 ? [] : await tx.select({ navLevel: navItems.navLevel }).from(navItems).where(eq(navItems.id, b.parentId));
    const [children] = b.id === undefined ? [{ n: 0 }] : await tx.select({ n: count() }).from(navItems).where(eq(navItems.parentId, b.id));
    const problem = navItemProblem({ navLevel: b.navLevel, parentId: b.parentId, routePath: b.routePath, url: b.url }, parent?.navLevel ?? null, children?.n ?? 0);
    // a rule's message carries its outcome code (the registry finds it by the text)
    if (problem) throw badRequest(problem);
    if (b.id !== undefined && b.parentId === b.id) throw refuse(NavOutcome.parentNotFound);
    const values = {
      navName: b.navName, navEnName: b.navEnName, parentId: b.parentId, navLevel: b.navLevel, treePath: b.parentId === 0 ? "0," : `0,${b.parentId},`,
      routePath: b.routePath, url: b.url, companyType: b.routePath === "nav9" ? (b.companyType ?? null) : null,
      isPushEnVersion: b.isPushEnVersion, sort: b.sort, status: b.status,
    };
    if (b.id === undefined || b.version === undefined) {
      const [created] = await tx.insert(navItems).values(values).returning();
      if (!created) throw new Error("nav_items insert returned nothing");
      await writeAudit(tx, { req: ctx.req, actorUserId: ctx.actorUserId, action: "ops.content.nav_create", entity: "nav_items", entityId: created.id, after: created });
      return toItem(created);
    }
    const [row] = await tx.select().from(navItems).where(eq(navItems.id, b.id)).for("update");
    if (!row) throw refuse(NavOutcome.itemNotFound);
    const stale = versionRefusal(row.version, b.version);
    if (stale) throw refuse(stale, [toItem(row)]);
    const [after] = await tx
      .update(navItems)
      .set({ ...values, version: row.version + 1 })
      .where(and(eq(navItems.id, row.id), eq(navItems.version, row.version)))
      .returning();
    if (!after) throw refuse(CapacityOutcome.stale);
    await writeAudit(tx, { req: ctx.req, actorUserId: ctx.actorUserId, action: "ops.content.nav_save", entity: "nav_items", entityId: row.id, before: row, after });
    return toItem(after);
  });
}

