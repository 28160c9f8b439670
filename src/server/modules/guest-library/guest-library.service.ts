import { and, asc, count, eq, ilike, inArray, ne, type SQL } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { TLibraryGuest } from "#shared/api/materials.contract.ts";
import type { TGuestPageBody, TLibraryGuestBody, TLibraryGuestEditBody } from "#shared/api/guest-library.contract.ts";
import { GuestLibraryOutcome, isMobileTailSearch } from "#shared/materials/guest-library-rules.ts";
import { MaterialsOutcome } from "#shared/materials/materials-rules.ts";
import { BodyCode } from "#shared/http/envelope.ts";
import { toPlainText } from "#shared/text/plain-text.ts";
import type { TDb } from "../../db/client.ts";
import { companyGuests } from "../../db/schema/index.ts";
import { likePattern } from "../../db/raw-sql.ts";
import { AppError, forbidden } from "../../lib/errors.ts";
import { writeAudit } from "../../lib/audit.ts";
import { guestIdentityOf } from "../../lib/guest-identity.ts";
import { mobileMd5Of, type TGuestMobileCipher } from "../materials/index.ts";

export interface TLibraryCtx {
  db: TDb;
  cipher: TGuestMobileCipher;
  at: Date;
}

type TRow = typeof companyGuests.$inferSelect;

/** A library guest as its own company reads it (the mobile decrypted for it alone). */
export function toLibraryGuest(g: TRow, cipher: TGuestMobileCipher): TLibraryGuest {
  return { id: g.id, ...guestIdentityOf(g), mobile: cipher.open(g.mobileRsa), avatar: g.avatar, intro: g.intro, introEn: g.introEn };
}

/** guest_page: by name (contains), and by full mobile (its md5) or its last three digits. */
export async function pageLibrary(ctx: TLibraryCtx, companyId: number, b: TGuestPageBody) {
  const where: SQL[] = [eq(companyGuests.companyId, companyId)];
  if (b.guestNameLike) where.push(ilike(companyGuests.guestName, likePattern(b.guestNameLike)));
  if (b.mobileSearch) {
    const digits = b.mobileSearch.replace(/[\s-]/g, "");
    where.push(isMobileTailSearch(digits) ? eq(companyGuests.mobileTail, digits) : eq(companyGuests.mobileMd5, mobileMd5Of(digits)));
  }
  const filter = and(...where);
  const [{ total }] = (await ctx.db.select({ total: count() }).from(companyGuests).where(filter)) as [{ total: number }];
  const rows = await ctx.db
    .select()
    .from(companyGuests)
    .where(filter)
    .orderBy(asc(companyGuests.guestName), asc(companyGuests.id))
    .limit(b.pageSize)
    .offset((b.pageNo - 1) * b.pageSize);
  return { records: rows.map((g) => toLibraryGuest(g, ctx.cipher)), total: Number(total) };
}

export function fieldsOf(ctx: TLibraryCtx, b: TLibraryGuestBody) {
  const plain = (v: string | undefined) => (v === undefined ? null : toPlainText(v) || null);
  const sealed = b.mobile ? ctx.cipher.seal(b.mobile) : null;
  return {
    guestName: toPlainText(b.guestName),
    guestEnName: plain(b.guestEnName),
    title: plain(b.title),
    titleEn: plain(b.titleEn),
    guestCompanyName: plain(b.guestCompanyName),
    enGuestCompanyName: plain(b.enGuestCompanyName),
    gender: b.gender,
    isHideGender: b.isHideGender ?? false,
    mobileMd5: sealed?.mobileMd5 ?? null,
    mobileRsa: sealed?.mobileRsa ?? null,
    mobileTail: sealed?.mobileTail ?? null,
    avatar: b.avatar ?? null,
    intro: plain(b.intro),
    introEn: plain(b.introEn),
    updatedAt: ctx.at,
  };
}

/** The library entry already holding a mobile (another than `exceptId`), if any. */
export async function holderOf(db: TDb, companyId: number, md5: string | null, exceptId?: number) {
  if (!md5) return undefined;
  const where: SQL[] = [eq(companyGuests.companyId, companyId), eq(companyGuests.mobileMd5, md5)];
  if (exceptId !== undefined) where.push(ne(companyGuests.id, exceptId));
  const [row] = await db.select({ id: companyGuests.id }).from(companyGuests).where(and(...where)).limit(1);
  return row;
}

const confirmNeeded = (id: number) => new AppError(BodyCode.confirm, GuestLibraryOutcome.mobileInLibrary.message, 200, [{ id }], GuestLibraryOutcome.mobileInLibrary.code);

/** guest_add: 409 when the mobile is in the library; confirmed, that entry is saved over (one entry per mobile). */
export async function addLibraryGuest(ctx: TLibraryCtx, req: FastifyRequest, companyId: number, b: TLibraryGuestBody): Promise<TLibraryGuest> {
  const values = fieldsOf(ctx, b);
  const row = await ctx.db.transaction(async (tx) => {
    const holder = await holderOf(tx, companyId, values.mobileMd5);
    if (holder && !b.isConfirmAddition) throw confirmNeeded(holder.id);
    if (holder) return (await tx.update(companyGuests).set(values).where(eq(companyGuests.id, holder.id)).returning())[0]!;
    return (await tx.insert(companyGuests).values({ companyId, ...values, createdAt: ctx.at }).returning())[0]!;
  });
  await writeAudit(ctx.db, { req, action: "guestLibrary.add", entity: "company_guest", entityId: row.id });
  return toLibraryGuest(row, ctx.cipher);
}

/** guest_edit: the company's own entry only (another's answers 403); 409 as for add, confirmed the other entry is replaced. */
export async function editLibraryGuest(ctx: TLibraryCtx, req: FastifyRequest, companyId: number, b: TLibraryGuestEditBody): Promise<TLibraryGuest> {
  const [own] = await ctx.db.select().from(companyGuests).where(eq(companyGuests.id, b.id));
  if (!own || own.companyId !== companyId) throw forbidden();
  const values = fieldsOf(ctx, b);
  // no mobile sent: the stored one is kept (the form shows it; clearing it is not offered)
  const kept = values.mobileMd5 ? values : { ...values, mobileMd5: own.mobileMd5, mobileRsa: own.mobileRsa, mobileTail: own.mobileTail };
  const row = await ctx.db.transaction(async (tx) => {
    const holder = await holderOf(tx, companyId, kept.mobileMd5, own.id);
    if (holder && !b.isConfirmAddition) throw confirmNeeded(holder.id);
    if (holder) await tx.delete(companyGuests).where(eq(companyGuests.id, holder.id));
    return (await tx.update(companyGuests).set(kept).where(eq(companyGuests.id, own.id)).returning())[0]!;
  });
  await writeAudit(ctx.db, { req, action: "guestLibrary.edit", entity: "company_guest", entityId: row.id, before: guestIdentityOf(own), after: guestIdentityOf(row) });
  return toLibraryGuest(row, ctx.cipher);
}

/** guest_del: every id must be the company's (another company's answers 403 and nothing is deleted). */
export async function deleteLibraryGuests(ctx: TLibraryCtx, req: FastifyRequest, companyId: number, ids: number[]): Promise<void> {
  const rows = await ctx.db.select({ id: companyGuests.id, companyId: companyGuests.companyId }).from(companyGuests).where(inArray(companyGuests.id, ids));
  if (rows.some((r) => r.companyId !== companyId)) throw forbidden();
  if (rows.length !== new Set(ids).size) throw new AppError(BodyCode.badRequest, MaterialsOutcome.guestNotFound.message, 200, [], MaterialsOutcome.guestNotFound.code);
  await ctx.db.delete(companyGuests).where(and(eq(companyGuests.companyId, companyId), inArray(companyGuests.id, ids)));
  await writeAudit(ctx.db, { req, action: "guestLibrary.delete", entity: "company_guest", entityId: ids.join(",") });
}
