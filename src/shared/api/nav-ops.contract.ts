import { z } from "zod";
import { ZEmptyBody, contractGroup, defineContract } from "./contract.ts";
import { contentRoutes } from "./content.routes.ts";
import { zInt, zOptionalInt, zOptionalText, zText } from "../validation/form-fields.ts";
import { CapacityMsg } from "../booking/capacity-rules.ts";
import { NAV_LIMITS as L, NAV_ROUTE_PATHS, NavMsg } from "../content/nav-rules.ts";
import { toPlainText } from "../text/plain-text.ts";

/**
 * The header navigation in the back office (document 1 sections 2.2 and 3): every item, switched-off ones
 * too, flat and ordered (level 1 by sort, each one's children after it); an item is created, or edited at the
 * version read (a stale edit is refused with capacity.stale and the item as it is now). Open portals read the
 * navigation again at once. Names are stored as plain text; the shape rules are in src/shared/content/nav-rules.ts.
 */

export const ZOpsNavItem = z.object({
  id: z.number(),
  navName: z.string(),
  navEnName: z.string(),
  parentId: z.number(),
  navLevel: z.number(),
  routePath: z.string().nullable(),
  url: z.string().nullable(),
  companyType: z.number().nullable(),
  isPushEnVersion: z.boolean(),
  sort: z.number(),
  status: z.number(),
  version: z.number(),
});
export type TOpsNavItem = z.infer<typeof ZOpsNavItem>;

const plainName = (required: string, max: number, tooLong: string) =>
  zText(required, max, tooLong).transform(toPlainText).refine((v) => v.length > 0, { error: required });

export const ZNavSaveBody = z
  .object({
    id: zOptionalInt(NavMsg.itemNotFound),
    version: zOptionalInt(CapacityMsg.stale),
    navName: plainName(NavMsg.nameRequired, L.name, NavMsg.nameTooLong),
    navEnName: plainName(NavMsg.enNameRequired, L.enName, NavMsg.enNameTooLong),
    navLevel: zInt(NavMsg.level),
    parentId: zInt(NavMsg.parentNotFound).default(0),
    routePath: z.enum(NAV_ROUTE_PATHS, { error: NavMsg.routePath }),
    url: zOptionalText(L.url, NavMsg.urlTooLong).transform((v) => (v?.trim() ? v.trim() : null)),
    companyType: zOptionalInt("机构类型不正确"),
    isPushEnVersion: z.union([z.boolean(), z.enum(["true", "false"]).transform((v) => v === "true")]).default(true),
    sort: zInt("排序须为0至9999的整数").refine((n) => n >= 0 && n <= 9999, { error: "排序须为0至9999的整数" }).default(0),
    status: zInt("状态参数不正确").refine((n) => [0, 1].includes(n), { error: "状态参数不正确" }),
  })
  .refine((b) => (b.id === undefined) === (b.version === undefined), { error: CapacityMsg.stale });

export const navOpsContracts = contractGroup("content", {
  opsNavList: defineContract({ ...contentRoutes.opsNavList, tag: "ops-content", summary: "Every header navigation item, switched-off ones too", body: ZEmptyBody, datas: ZOpsNavItem }),
  opsNavSave: defineContract({
    ...contentRoutes.opsNavSave, tag: "ops-content",
    summary: "Creates a navigation item, or edits one at the version read (supervisor only); open portals re-read the navigation",
    body: ZNavSaveBody, datas: ZOpsNavItem,
  }),
});
