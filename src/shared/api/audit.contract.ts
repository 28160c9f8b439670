import { z } from "zod";
import { contractGroup, defineContract, ZPageOf } from "./contract.ts";
import { auditRoutes as r } from "./audit.routes.ts";
import { isBlankFormValue, zInt } from "../validation/form-fields.ts";
import { AuditMsg } from "../audit/audit-diff.ts";

/** The audit log (document 4 section 6): who, when, what, with the state before and after. */
export const ZAuditEntry = z.object({
  id: z.number(),
  at: z.string(),
  actorUserId: z.number().nullable(),
  actorName: z.string().nullable(),
  actorAccount: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type TAuditEntry = z.infer<typeof ZAuditEntry>;

const zOptional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (isBlankFormValue(v) ? undefined : v), schema.optional());
const zDay = zOptional(z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: AuditMsg.dateInvalid }).refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), { error: AuditMsg.dateInvalid }));

const ZAuditFilterFields = z.object({
  keyword: zOptional(z.string().trim().max(100, { error: "搜索内容不能超过100个字符" })),
  actorUserId: zOptional(zInt("操作人不正确").refine((n) => n >= 1 && n <= 2_147_483_647, { error: "操作人不正确" })),
  entity: zOptional(z.string().trim().max(60, { error: "对象类型不正确" })),
  entityId: zOptional(z.string().trim().max(60, { error: "对象编号不正确" })),
  dateFrom: zDay,
  dateTo: zDay,
});
const inOrder = (f: { dateFrom?: string; dateTo?: string }) => !f.dateFrom || !f.dateTo || f.dateFrom <= f.dateTo;
export const ZAuditFilter = ZAuditFilterFields.refine(inOrder, { error: AuditMsg.dateOrder });
export type TAuditFilter = z.output<typeof ZAuditFilter>;

export const ZAuditPageBody = ZAuditFilterFields.extend({
  pageNo: zInt("页码不正确").default(1).refine((n) => n >= 1, { error: "页码不正确" }),
  pageSize: zInt("每页条数不正确").default(20).refine((n) => n >= 1 && n <= 100, { error: "每页条数不正确" }),
}).refine(inOrder, { error: AuditMsg.dateOrder });

export const ZAuditOptions = z.object({
  actors: z.array(z.object({ userId: z.number(), nickName: z.string(), account: z.string().nullable() })),
  entities: z.array(z.string()),
});

export const auditContracts = contractGroup("audit", {
  auditPage: defineContract({ ...r.auditPage, tag: "ops", summary: "The audit log, newest first, searched and filtered by operator, object and date", body: ZAuditPageBody, datas: ZPageOf(ZAuditEntry) }),
  auditExport: defineContract({ ...r.auditExport, tag: "ops", summary: "Every entry matching the filter (at most 5000), for the xlsx export", body: ZAuditFilter, datas: ZAuditEntry }),
  auditOptions: defineContract({ ...r.auditOptions, tag: "ops", summary: "Who appears in the log and which kinds of object, for the filters", body: z.object({}), datas: ZAuditOptions }),
});
