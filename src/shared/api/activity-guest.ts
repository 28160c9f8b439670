import { z } from "zod";

// A file of its own, apart from the materials form's contract: the Q&A contract (qa.contract.ts), which every
// public activity page loads, answers a guest list too, and importing the row from materials.contract.ts built
// every schema of the materials form on the public page (40 ms of its load on a throttled phone, npm run
// bench:lighthouse).

/** An activity guest with every field of document 3 section 3; mobile in clear for its own company only. */
export const ZMaterialsGuest = z.object({
  id: z.number(),
  activityId: z.number(),
  companyId: z.number(),
  guestName: z.string(),
  guestEnName: z.string().nullable(),
  title: z.string().nullable(),
  titleEn: z.string().nullable(),
  guestCompanyName: z.string().nullable(),
  enGuestCompanyName: z.string().nullable(),
  /** 1 male, 0 female */
  gender: z.number(),
  isHideGender: z.boolean(),
  mobile: z.string().nullable(),
  mobileMd5: z.string().nullable(),
  mobileRsa: z.string().nullable(),
  avatarPath: z.string().nullable(),
  discription: z.string().nullable(),
  introEn: z.string().nullable(),
  isSyncGuested: z.boolean(),
  sort: z.number(),
});
export type TMaterialsGuest = z.infer<typeof ZMaterialsGuest>;
