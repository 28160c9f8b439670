import { z } from "zod";
import { localDb } from "#client/lib/local-db.ts";
import { emptyCollectiveForm, emptySingleForm, type TBookingFormValues } from "./booking-form.ts";

/**
 * The booking form's draft in the browser database: kept on every change, restored when the screen opens,
 * removed after a successful booking. A booking consumes quota, so the draft is all that survives offline;
 * nothing is queued.
 */
export const BOOKING_DRAFT_KIND = "booking";

export function bookingDraftKey(userId: number, orderType: number): string {
  return `${BOOKING_DRAFT_KIND}:${userId}:${orderType}`;
}

const nullableNumber = z.number().nullable();
const nullableString = z.string().nullable();
const ZModeRef = z.object({ id: z.number(), modeName: z.string(), videoType: z.number(), transcribeType: nullableNumber });
const ZSlotRef = z.object({ id: z.number(), periodId: z.number(), periodTime: z.string(), version: z.number(), regionId: nullableNumber });

// A draft written by an older build (or edited by hand) is dropped rather than trusted.
const ZDraftValues = z.object({
  contacts: z
    .array(z.object({ contactName: z.string(), contactMobile: z.string(), contactWechat: z.string(), contactMail: z.string().optional().default("") }))
    .min(1),
  single: z.object({
    themeId: nullableNumber,
    titleEditable: z.boolean(),
    cnTitle: z.string(),
    enTitle: z.string(),
    mode: ZModeRef.nullable(),
    bookingDate: nullableString,
    regionId: nullableNumber,
    slot: ZSlotRef.nullable(),
    start: nullableString,
    end: nullableString,
    platformId: nullableNumber,
    isLiveBroadcast: z.boolean().nullable(),
    recDate: nullableString,
    recRegionId: nullableNumber,
    recSlot: ZSlotRef.nullable(),
    recStart: nullableString,
    recEnd: nullableString,
  }),
  collective: z.object({
    activity: z.object({ id: z.number(), seriesId: z.number(), title: z.string(), startDate: z.string(), isOpenSelectionMode: z.boolean() }).nullable(),
    isWithCollective: z.boolean().nullable(),
    mode: ZModeRef.nullable(),
    regionId: nullableNumber,
    platformId: nullableNumber,
    isLiveBroadcast: z.boolean().nullable(),
    recDate: nullableString,
    recPeriodId: nullableNumber,
    startTime: nullableString,
    endTime: nullableString,
  }),
});

/** The stored draft of a user's booking form, or null (none, unreadable, or another user's). */
export async function loadBookingDraft(userId: number, orderType: number): Promise<TBookingFormValues | null> {
  try {
    const row = await localDb().drafts.get(bookingDraftKey(userId, orderType));
    if (!row || row.userId !== userId) return null;
    const parsed = ZDraftValues.safeParse(row.data);
    if (!parsed.success) return null;
    return { ...parsed.data, single: { ...emptySingleForm(), ...parsed.data.single }, collective: { ...emptyCollectiveForm(), ...parsed.data.collective } };
  } catch {
    // no IndexedDB (private mode, an old browser): the form simply starts empty
    return null;
  }
}

export async function saveBookingDraft(userId: number, orderType: number, values: TBookingFormValues): Promise<void> {
  try {
    await localDb().drafts.put({
      key: bookingDraftKey(userId, orderType),
      kind: BOOKING_DRAFT_KIND,
      userId,
      data: values,
      baseVersion: null,
      updatedAt: Date.now(),
    });
  } catch {
    // a draft is a convenience; failing to keep one must not break the form
  }
}

export async function clearBookingDraft(userId: number, orderType: number): Promise<void> {
  try {
    await localDb().drafts.delete(bookingDraftKey(userId, orderType));
  } catch {
    // nothing stored, nothing to clear
  }
}

/** Whether a form holds anything worth keeping (an untouched form leaves no draft behind). */
export function isWorthKeeping(values: TBookingFormValues): boolean {
  const c = values.contacts;
  const typed = c.length > 1 || Object.values(c[0] ?? {}).some((v) => typeof v === "string" && v.trim() !== "");
  return typed || values.single.themeId !== null || values.single.mode !== null || values.collective.activity !== null;
}
