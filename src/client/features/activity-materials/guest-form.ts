import type { TMaterialsGuest } from "#shared/api/activity-guest.ts";

/** The guest dialog's values (document 3 section 5, guest form); new guests: gender 1, shown, synced. */
export interface TGuestFormValues {
  guestName: string;
  guestEnName: string;
  title: string;
  titleEn: string;
  guestCompanyName: string;
  enGuestCompanyName: string;
  gender: number | null;
  isHideGender: boolean;
  mobile: string;
  avatarPath: string | null;
  discription: string;
  introEn: string;
  isSyncGuested: boolean;
}

export const emptyGuest = (): TGuestFormValues => ({
  guestName: "", guestEnName: "", title: "", titleEn: "", guestCompanyName: "", enGuestCompanyName: "", gender: 1, isHideGender: false,
  mobile: "", avatarPath: null, discription: "", introEn: "", isSyncGuested: true,
});

export function guestFormOf(g: TMaterialsGuest): TGuestFormValues {
  return {
    guestName: g.guestName, guestEnName: g.guestEnName ?? "", title: g.title ?? "", titleEn: g.titleEn ?? "", guestCompanyName: g.guestCompanyName ?? "",
    enGuestCompanyName: g.enGuestCompanyName ?? "", gender: g.gender, isHideGender: g.isHideGender, mobile: g.mobile ?? "", avatarPath: g.avatarPath,
    discription: g.discription ?? "", introEn: g.introEn ?? "", isSyncGuested: g.isSyncGuested,
  };
}

/** Clearing the mobile resets the library flag to true (document 3 section 4). */
export function withMobile(v: TGuestFormValues, mobile: string): TGuestFormValues {
  return { ...v, mobile, isSyncGuested: mobile.trim() === "" ? true : v.isSyncGuested };
}

/** The add/edit body; an edit sends back the sealed number it read when the mobile is unchanged. */
export function guestBody(activityId: number, v: TGuestFormValues, editing: TMaterialsGuest | null, confirmed: boolean) {
  const unchanged = editing !== null && editing.mobile !== null && editing.mobile === v.mobile.trim();
  return {
    activityId,
    ...(editing ? { id: editing.id } : {}),
    guestName: v.guestName,
    guestEnName: v.guestEnName,
    title: v.title,
    titleEn: v.titleEn || undefined,
    guestCompanyName: v.guestCompanyName || undefined,
    enGuestCompanyName: v.enGuestCompanyName || undefined,
    gender: v.gender ?? undefined,
    isHideGender: v.isHideGender,
    mobile: unchanged ? undefined : v.mobile.trim() || undefined,
    ...(unchanged && editing ? { mobileMd5: editing.mobileMd5 ?? undefined, mobileRsa: editing.mobileRsa ?? undefined } : {}),
    avatarPath: v.avatarPath ?? undefined,
    discription: v.discription || undefined,
    introEn: v.introEn || undefined,
    isSyncGuested: v.isSyncGuested,
    isConfirmAddition: confirmed || undefined,
  };
}
