import { z } from "zod";
import { contractGroup, defineContract, ZPageOf } from "./contract.ts";
import { guestLibraryRoutes } from "./guest-library.routes.ts";
import { ZGuestFields, ZLibraryGuest } from "./materials.contract.ts";
import { isBlankFormValue, zInt, zList, MAX_ROW_ID } from "../validation/form-fields.ts";
import { MaterialsMsg } from "../materials/materials-rules.ts";
import { DEFAULT_PAGE_SIZE } from "../shell/paging.ts";
import { PreCollectMsg } from "../qa/pre-collect-rules.ts";

/** The guest library's calls with the section 5 "Library guest" checks (the guest form's fields, as the spec names them). */

const zId = (message: string) => zInt(message).refine((n) => n >= 1 && n <= MAX_ROW_ID, { error: message });

/** A library guest's fields: the activity guest form's, with the library's names avatar and intro. */
export const ZLibraryGuestBody = ZGuestFields.omit({ isSyncGuested: true, discription: true, avatarPath: true }).extend({
  avatar: ZGuestFields.shape.avatarPath,
  intro: ZGuestFields.shape.discription,
});
export type TLibraryGuestBody = z.infer<typeof ZLibraryGuestBody>;
export const ZLibraryGuestEditBody = ZLibraryGuestBody.extend({ id: zId(MaterialsMsg.guestNotFound) });
export type TLibraryGuestEditBody = z.infer<typeof ZLibraryGuestEditBody>;

export const ZGuestPageBody = z.object({
  guestNameLike: z.preprocess((v) => (isBlankFormValue(v) ? undefined : v), z.string().trim().max(100, { error: "搜索内容过长" }).optional()),
  /** the full mobile, or its last three digits */
  mobileSearch: z.preprocess((v) => (isBlankFormValue(v) ? undefined : v), z.string().trim().regex(/^[0-9+ -]{3,30}$/, { error: "手机号格式不正确" }).optional()),
  pageNo: zInt("页码不正确").default(1).refine((n) => n >= 1, { error: "页码不正确" }),
  pageSize: zInt("每页条数不正确").default(DEFAULT_PAGE_SIZE).refine((n) => n >= 1 && n <= 100, { error: "每页条数不正确" }),
});
export type TGuestPageBody = z.infer<typeof ZGuestPageBody>;

export const ZGuestDelBody = z.object({ ids: zList(zId(MaterialsMsg.chooseGuest)).refine((ids) => ids.length >= 1 && ids.length <= 500, { error: MaterialsMsg.chooseGuest }) });

/** The most rows one guest import takes. */
export const GUEST_IMPORT_MAX_ROWS = 500;

/** A row of the import preview: the fields as text (gender 男/女 as the sheet has it), and its errors ("" when fine). */
export const ZGuestImportRow = z.object({
  row: z.number(),
  guestName: z.string(),
  guestEnName: z.string(),
  title: z.string(),
  titleEn: z.string(),
  gender: z.string(),
  mobile: z.string(),
  guestCompanyName: z.string(),
  enGuestCompanyName: z.string(),
  intro: z.string(),
  introEn: z.string(),
  message: z.string(),
});
export type TGuestImportRow = z.infer<typeof ZGuestImportRow>;

/**
 * submit_guest_excel: the preview's rows as importDto[i].field (the form codec's indexed objects), each a guest
 * form body; at least one ("no valid data"), at most an import's worth.
 */
export const ZSubmitGuestExcelBody = z.object({
  // absent is no rows (a default would skip the count check)
  importDto: z.preprocess(
    (v) => v ?? [],
    z
      .array(ZLibraryGuestBody.omit({ isConfirmAddition: true, avatar: true }), { error: PreCollectMsg.noValidData })
      .min(1, { error: PreCollectMsg.noValidData })
      .max(GUEST_IMPORT_MAX_ROWS, { error: PreCollectMsg.noValidData }),
  ),
});
export type TSubmitGuestExcelBody = z.infer<typeof ZSubmitGuestExcelBody>;

export const guestLibraryContracts = contractGroup("guestLibrary", {
  guestPage: defineContract({ ...guestLibraryRoutes.guestPage, tag: "guest", summary: "The company's guest library, searched by name and by full mobile or its last three digits", body: ZGuestPageBody, datas: ZPageOf(ZLibraryGuest) }),
  guestAdd: defineContract({ ...guestLibraryRoutes.guestAdd, tag: "guest", summary: "Adds a library guest; 409 when the mobile is already in the library, unless isConfirmAddition (then that entry is saved over)", body: ZLibraryGuestBody, datas: ZLibraryGuest }),
  guestEdit: defineContract({ ...guestLibraryRoutes.guestEdit, tag: "guest", summary: "Edits a library guest; 409 as for add (confirmed, the other entry with that mobile is replaced)", body: ZLibraryGuestEditBody, datas: ZLibraryGuest }),
  guestDel: defineContract({ ...guestLibraryRoutes.guestDel, tag: "guest", summary: "Deletes library guests of the caller's company", body: ZGuestDelBody, datas: z.object({}) }),
  importExcel: defineContract({
    ...guestLibraryRoutes.importExcel, tag: "guest",
    summary: "Multipart `file` (xls/xlsx from the template, up to 2 MB, 500 rows): each row checked by the guest form's rules, with its errors; nothing is stored",
    body: z.object({}), datas: ZGuestImportRow,
  }),
  submitExcel: defineContract({
    ...guestLibraryRoutes.submitExcel, tag: "guest",
    summary: "Stores the rows of an import preview (importDto[i].field); a mobile already in the library saves over that guest",
    body: ZSubmitGuestExcelBody, datas: z.object({ added: z.number(), updated: z.number() }),
  }),
});
