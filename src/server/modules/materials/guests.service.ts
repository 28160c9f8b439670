import { and, asc, eq, ilike, inArray, max, ne, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { TGuestAddBody, TGuestEditBody, TLibraryGuest, ZSelectFromGuestBody } from "#shared/api/materials.contract.ts";
import type { TMaterialsGuest } from "#shared/api/activity-guest.ts";
import { MaterialsOutcome } from "#shared/materials/materials-rules.ts";
import { BodyCode } from "#shared/http/envelope.ts";
import type { TDb } from "../../db/client.ts";
import { activityGuests, companyGuests } from "../../db/schema/index.ts";
import { AppError, forbidden } from "../../lib/errors.ts";
import { cleanPlainText } from "./rich-text.ts";
import { requireEditablePart } from "./materials.service.ts";
import { mobileMd5Of, type TGuestMobileCipher } from "./guest-mobile.ts";
import { guestIdentityOf } from "../../lib/guest-identity.ts";

export interface TGuestCtx {
  db: TDb;
  cipher: TGuestMobileCipher;
  at: Date;
}

type TGuestRow = typeof activityGuests.$inferSelect;
type TLibraryRow = typeof companyGuests.$inferSelect;

/** The guest as its own company reads it: the mobile decrypted, nobody else ever gets it in clear. */
export function toMaterialsGuest(g: TGuestRow, cipher: TGuestMobileCipher): TMaterialsGuest {
  return {
    id: g.id,
    activityId: g.activityId,
    companyId: g.companyId,
    ...guestIdentityOf(g),
    mobile: cipher.open(g.mobileRsa) ?? (g.mobileRsa ? null : g.mobile),
    mobileMd5: g.mobileMd5,
    mobileRsa: g.mobileRsa,
    avatarPath: g.avatarPath,
    discription: g.intro,
    introEn: g.introEn,
    isSyncGuested: g.isSyncGuested,
    sort: g.sort,
  };
}

function toLibraryGuest(g: TLibraryRow, cipher: TGuestMobileCipher): TLibraryGuest {
  return {
    id: g.id,
    ...guestIdentityOf(g),
    mobile: cipher.open(g.mobileRsa),
    avatar: g.avatar,
    intro: g.intro,
    introEn: g.introEn,
  };
}

/** The guest form's fields as stored: free text plain, the mobile sealed (or cleared). */
function fieldsOf(b: TGuestAddBody, mobile: { mobileMd5: string; mobileRsa: string } | null) {
  const plain = (v: string | undefined) => (v === undefined ? null : cleanPlainText(v) || null);
  return {
    guestName: cleanPlainText(b.guestName),
    guestEnName: plain(b.guestEnName),
    title: plain(b.title),
    titleEn: plain(b.titleEn),
    guestCompanyName: plain(b.guestCompanyName),
    enGuestCompanyName: plain(b.enGuestCompanyName),
    gender: b.gender,
    isHideGender: b.isHideGender ?? false,
    mobile: null,
    mobileMd5: mobile?.mobileMd5 ?? null,
    mobileRsa: mobile?.mobileRsa ?? null,
    avatarPath: b.avatarPath ?? null,
    intro: plain(b.discription),
    introEn: plain(b.introEn),
    // a guest without a mobile goes back to the default (document 3 section 4)
    isSyncGuested: mobile ? (b.isSyncGuested ?? true) : true,
  };
}

/** 409 with the guest already holding this mobile (document 3 section 7), unless the user confirmed. */
async function refuseTakenMobile(db: TDb, activityId: number, companyId: number, md5: string | null, confirmed: boolean | undefined, exceptId?: number): Promise<void> {
  if (!md5 || confirmed) return;
  const where: SQL[] = [eq(activityGuests.activityId, activityId), eq(activityGuests.companyId, companyId), eq(activityGuests.mobileMd5, md5)];
  if (exceptId !== undefined) where.push(ne(activityGuests.id, exceptId));
  const [taken] = await db.select({ id: activityGuests.id }).from(activityGuests).where(and(...where)).limit(1);
  if (taken) throw new AppError(BodyCode.confirm, MaterialsOutcome.guestMobileTaken.message, 200, [{ id: taken.id }], MaterialsOutcome.guestMobileTaken.code);
}

/** isSyncGuested: the guest is filed in (or refreshes) the company's library, matched by mobile when it has one. */
async function syncToLibrary(db: TDb, cipher: TGuestMobileCipher, companyId: number, g: TGuestRow, at: Date): Promise<void> {
  if (!g.isSyncGuested) return;
  const values = {
    companyId,
    ...guestIdentityOf(g),
    mobileMd5: g.mobileMd5,
    mobileRsa: g.mobileRsa,
    mobileTail: cipher.open(g.mobileRsa)?.slice(-3) ?? null,
    avatar: g.avatarPath,
    intro: g.intro,
    introEn: g.introEn,
    updatedAt: at,
  };
  if (g.mobileMd5) {
    const [known] = await db.select({ id: companyGuests.id }).from(companyGuests).where(and(eq(companyGuests.companyId, companyId), eq(companyGuests.mobileMd5, g.mobileMd5)));
    if (known) await db.update(companyGuests).set(values).where(eq(companyGuests.id, known.id));
    else await db.insert(companyGuests).values(values);
    return;
  }
  const [same] = await db
    .select({ id: companyGuests.id })
    .from(companyGuests)
    .where(and(eq(companyGuests.companyId, companyId), eq(companyGuests.guestName, g.guestName), g.title ? eq(companyGuests.title, g.title) : undefined));
  if (!same) await db.insert(companyGuests).values(values);
}

async function nextSort(db: TDb, activityId: number, companyId: number): Promise<number> {
  const [row] = await db.select({ n: max(activityGuests.sort) }).from(activityGuests).where(and(eq(activityGuests.activityId, activityId), eq(activityGuests.companyId, companyId)));
  return Number(row?.n ?? 0) + 1;
}

export async function addGuest(ctx: TGuestCtx, companyId: number, b: TGuestAddBody): Promise<TMaterialsGuest> {
  return ctx.db.transaction(async (tx) => {
    if (b.companyId !== undefined && b.companyId !== companyId) throw forbidden();
    await requireEditablePart(tx, companyId, b.activityId, ctx.at);
    const sealed = b.mobile ? ctx.cipher.seal(b.mobile) : null;
    await refuseTakenMobile(tx, b.activityId, companyId, sealed?.mobileMd5 ?? null, b.isConfirmAddition);
    const [row] = await tx
      .insert(activityGuests)
      .values({ activityId: b.activityId, companyId, ...fieldsOf(b, sealed), sort: await nextSort(tx, b.activityId, companyId), createdAt: ctx.at, updatedAt: ctx.at })
      .returning();
    await syncToLibrary(tx, ctx.cipher, companyId, row!, ctx.at);
    return toMaterialsGuest(row!, ctx.cipher);
  });
}

async function ownGuest(db: TDb, companyId: number, activityId: number, id: number): Promise<TGuestRow> {
  const [row] = await db.select().from(activityGuests).where(eq(activityGuests.id, id));
  // another company's guest, or one of another activity, answers as not allowed and changes nothing
  if (!row || row.companyId !== companyId || row.activityId !== activityId) throw forbidden();
  return row;
}

export async function editGuest(ctx: TGuestCtx, companyId: number, b: TGuestEditBody): Promise<TMaterialsGuest> {
  return ctx.db.transaction(async (tx) => {
    if (b.companyId !== undefined && b.companyId !== companyId) throw forbidden();
    await requireEditablePart(tx, companyId, b.activityId, ctx.at);
    const before = await ownGuest(tx, companyId, b.activityId, b.id);
    // the number is kept when the form sends back the sealed one it read; sent in clear it is sealed anew
    const kept = !b.mobile && b.mobileRsa && b.mobileRsa === before.mobileRsa && before.mobileMd5 ? { mobileMd5: before.mobileMd5, mobileRsa: before.mobileRsa } : null;
    const sealed = b.mobile ? (before.mobileMd5 === mobileMd5Of(b.mobile) && before.mobileRsa ? { mobileMd5: before.mobileMd5, mobileRsa: before.mobileRsa } : ctx.cipher.seal(b.mobile)) : kept;
    await refuseTakenMobile(tx, b.activityId, companyId, sealed?.mobileMd5 ?? null, b.isConfirmAddition, b.id);
    const [row] = await tx.update(activityGuests).set({ ...fieldsOf(b, sealed), updatedAt: ctx.at }).where(eq(activityGuests.id, b.id)).returning();
    await syncToLibrary(tx, ctx.cipher, companyId, row!, ctx.at);
    return toMaterialsGuest(row!, ctx.cipher);
  });
}

export async function deleteGuests(ctx: TGuestCtx, companyId: number, activityId: number, ids: number[]): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await requireEditablePart(tx, companyId, activityId, ctx.at);
    const rows = await tx.select({ id: activityGuests.id, companyId: activityGuests.companyId, activityId: activityGuests.activityId }).from(activityGuests).where(inArray(activityGuests.id, ids));
    if (rows.length !== new Set(ids).size || rows.some((r) => r.companyId !== companyId || r.activityId !== activityId)) throw forbidden();
    await tx.delete(activityGuests).where(inArray(activityGuests.id, ids));
  });
}

/** activity_guest_sort: ids with their 1-based places; every id must be the caller's, of one editable activity. */
export async function sortGuests(ctx: TGuestCtx, companyId: number, ids: number[], sorts: number[], activityId?: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const rows = await tx.select({ id: activityGuests.id, companyId: activityGuests.companyId, activityId: activityGuests.activityId }).from(activityGuests).where(inArray(activityGuests.id, ids));
    const activityIds = new Set(rows.map((r) => r.activityId));
    if (rows.length !== new Set(ids).size || rows.some((r) => r.companyId !== companyId) || activityIds.size !== 1) throw forbidden();
    const [only] = [...activityIds];
    if (activityId !== undefined && activityId !== only) throw forbidden();
    await requireEditablePart(tx, companyId, only!, ctx.at);
    for (const [i, id] of ids.entries()) await tx.update(activityGuests).set({ sort: sorts[i]!, updatedAt: ctx.at }).where(eq(activityGuests.id, id));
  });
}

/** select_from_guest: the caller's library by name and by the full mobile (its md5) or its last three digits. */
export async function selectFromLibrary(ctx: TGuestCtx, companyId: number, b: z.infer<typeof ZSelectFromGuestBody>): Promise<TLibraryGuest[]> {
  if (b.companyId !== undefined && b.companyId !== companyId) throw forbidden();
  const where: SQL[] = [eq(companyGuests.companyId, companyId)];
  if (b.guestNameLike) where.push(ilike(companyGuests.guestName, `%${b.guestNameLike.replace(/[\\%_]/g, (c) => `\\${c}`)}%`));
  if (b.mobileSearch) {
    const digits = b.mobileSearch.replace(/[\s-]/g, "");
    where.push(digits.length === 3 ? eq(companyGuests.mobileTail, digits) : eq(companyGuests.mobileMd5, mobileMd5Of(digits)));
  }
  const rows = await ctx.db.select().from(companyGuests).where(and(...where)).orderBy(asc(companyGuests.guestName), asc(companyGuests.id)).limit(500);
  return rows.map((g) => toLibraryGuest(g, ctx.cipher));
}

/** add_from_guest: library guests join the activity; one whose mobile is already a guest is skipped. */
export async function addFromLibrary(ctx: TGuestCtx, companyId: number, activityId: number, ids: number[]): Promise<TMaterialsGuest[]> {
  return ctx.db.transaction(async (tx) => {
    await requireEditablePart(tx, companyId, activityId, ctx.at);
    const picked = await tx.select().from(companyGuests).where(inArray(companyGuests.id, ids));
    if (picked.length !== new Set(ids).size || picked.some((g) => g.companyId !== companyId)) throw forbidden();
    const existing = await tx.select({ md5: activityGuests.mobileMd5 }).from(activityGuests).where(and(eq(activityGuests.activityId, activityId), eq(activityGuests.companyId, companyId)));
    const taken = new Set(existing.map((e) => e.md5).filter(Boolean));
    let sort = await nextSort(tx, activityId, companyId);
    const added: TMaterialsGuest[] = [];
    for (const g of picked) {
      if (g.mobileMd5 && taken.has(g.mobileMd5)) continue;
      if (g.mobileMd5) taken.add(g.mobileMd5);
      const [row] = await tx
        .insert(activityGuests)
        .values({
          activityId, companyId, ...guestIdentityOf(g),
          mobileMd5: g.mobileMd5, mobileRsa: g.mobileRsa, avatarPath: g.avatar, intro: g.intro, introEn: g.introEn,
          // already in the library
          isSyncGuested: false, sort: sort++, createdAt: ctx.at, updatedAt: ctx.at,
        })
        .returning();
      added.push(toMaterialsGuest(row!, ctx.cipher));
    }
    return added;
  });
}

/** activity_guest_list for the materials form: every field of document 3 section 3, in the chosen order. */
export async function listGuests(ctx: Pick<TGuestCtx, "db" | "cipher">, companyId: number, activityId: number): Promise<TMaterialsGuest[]> {
  const rows = await ctx.db
    .select()
    .from(activityGuests)
    .where(and(eq(activityGuests.activityId, activityId), eq(activityGuests.companyId, companyId)))
    .orderBy(asc(activityGuests.sort), asc(activityGuests.id));
  return rows.map((g) => toMaterialsGuest(g, ctx.cipher));
}
