import { z } from "zod";
import { contractGroup, defineContract } from "./contract.ts";
import { shellRoutes } from "./shell.routes.ts";
import { zBool, zInt } from "../validation/form-fields.ts";

export const ZDictionaryItem = z.object({
  id: z.number(),
  code: z.string(),
  parentCode: z.string().nullable(),
  name: z.string(),
  nameEn: z.string().nullable().describe("the name English pages show; null when the item has none"),
  attachField1: z.string().nullable(),
  attachField1En: z.string().nullable().describe("attachField1 in English where it is text a visitor reads"),
  attachField2: z.string().nullable(),
  sort: z.number(),
  status: z.number(),
});
export type TDictionaryItem = z.infer<typeof ZDictionaryItem>;

export const ZDicListBody = z
  .object({
    code: z.string().trim().max(64, { error: "字典编码过长" }).optional(),
    parentCode: z.string().trim().max(64, { error: "字典编码过长" }).optional(),
    status: zInt("状态参数不正确").optional(),
    size: zInt("size参数不正确").optional(),
  })
  .refine((b) => Boolean(b.code) || Boolean(b.parentCode), { error: "请提供字典编码code或parentCode" });

export interface TNavItem {
  id: number;
  navName: string;
  navEnName: string;
  parentId: number;
  navLevel: number;
  treePath: string;
  routePath: string | null;
  url: string | null;
  companyType: number | null;
  isPushEnVersion: boolean;
  sort: number;
  childrenList: TNavItem[];
}

export const ZNavItem: z.ZodType<TNavItem> = z.lazy(() =>
  z.object({
    id: z.number(),
    navName: z.string(),
    navEnName: z.string(),
    parentId: z.number(),
    navLevel: z.number(),
    treePath: z.string(),
    routePath: z.string().nullable(),
    url: z.string().nullable(),
    companyType: z.number().nullable(),
    isPushEnVersion: z.boolean(),
    sort: z.number(),
    childrenList: z.array(ZNavItem),
  }),
);

/** The footer's QR code images and filing numbers (src/shared/shell/site-footer.ts); null where not set. */
export const ZFooterSetting = z.object({
  officialQr: z.string().nullable(),
  miniProgramQr: z.string().nullable(),
  icpNumber: z.string().nullable(),
  psbNumber: z.string().nullable(),
});

/** The settings the public shell reads: notice banner, gray mode, side-button switches, real-person switch. */
export const ZPublicSettings = z.object({
  noticeBanner: z
    .object({
      text: z.string(),
      textEn: z.string().nullable().describe("the banner's English text, shown on English pages; null when not set"),
      startAt: z.string(),
      endAt: z.string(),
      speed: z.number().describe("pixels per second"),
    })
    .nullable(),
  /** 0 off, 1 gray on /home only, 2 gray everywhere */
  grayMode: z.number(),
  hotline: z.object({ enabled: z.boolean() }),
  miniProgram: z.object({ enabled: z.boolean() }),
  realPersonSwitch: z.boolean(),
  maintenance: z.object({ enabled: z.boolean() }),
  footer: ZFooterSetting,
});
export type TPublicSettings = z.infer<typeof ZPublicSettings>;

export const ZUnreadCountBody = z.object({ isCompanyMessage: zBool("isCompanyMessage参数不正确").default(true) });

export const shellContracts = contractGroup("shell", {
  dicList: defineContract({
    ...shellRoutes.dicList, tag: "shell",
    summary: "Dictionary items by code (the item itself) or parentCode (its children); status 1 only by default",
    body: ZDicListBody, datas: ZDictionaryItem,
  }),
  navList: defineContract({
    ...shellRoutes.navList, tag: "shell",
    summary: "The navigation tree: datas[0].childrenList holds the level-1 items",
    body: z.object({}).loose(), datas: z.object({ childrenList: z.array(ZNavItem) }),
  }),
  publicSettings: defineContract({
    ...shellRoutes.publicSettings, tag: "shell",
    summary: "The public shell's settings: notice banner (window, text, speed), gray mode, side-button switches",
    body: z.object({}).loose(), datas: ZPublicSettings,
  }),
  unreadCount: defineContract({
    ...shellRoutes.unreadCount, tag: "message",
    summary: "Unread messages of the caller (company messages when isCompanyMessage is true)",
    body: ZUnreadCountBody, datas: z.number(),
  }),
});
