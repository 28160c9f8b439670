/**
 * Who a guest is, as every guest record stores it (an activity's guest, a company's guest library row): names,
 * titles and company in both languages, and the gender shown. The public page, the materials calls and the
 * library copy these eight fields between records and answers; they are picked here once.
 */
export interface TGuestIdentity {
  guestName: string;
  guestEnName: string | null;
  title: string | null;
  titleEn: string | null;
  guestCompanyName: string | null;
  enGuestCompanyName: string | null;
  gender: number;
  isHideGender: boolean;
}

export function guestIdentityOf(g: TGuestIdentity): TGuestIdentity {
  return {
    guestName: g.guestName,
    guestEnName: g.guestEnName,
    title: g.title,
    titleEn: g.titleEn,
    guestCompanyName: g.guestCompanyName,
    enGuestCompanyName: g.enGuestCompanyName,
    gender: g.gender,
    isHideGender: g.isHideGender,
  };
}
