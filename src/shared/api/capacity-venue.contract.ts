import { z } from "zod";
import { ZEmptyBody, contractGroup, defineContract } from "./contract.ts";
import { capacityRoutes } from "./capacity.routes.ts";
import { zInt, zOptionalInt, zOptionalText, zText } from "../validation/form-fields.ts";
import { CapacityMsg } from "../booking/capacity-rules.ts";
import { VenueMsg } from "../booking/venue-rules.ts";
import { toPlainText } from "../text/plain-text.ts";

/**
 * The booking form's and the venues' reference data in the back office (document 4 section 6; document 1
 * section 3): regions, rooms, relay platforms and periods. A new row has no id; an edit names the id and the
 * `version` it read, and a stale one is refused (capacity.stale) with the row as it is now in `datas`. A
 * refusal for stranded bookings (venue.*HasBookings) carries those bookings in `datas` (ZStrandedBooking).
 * Rows are never deleted: switching one off (status 0) keeps past activities readable.
 */

const zVersion = zInt(CapacityMsg.stale).refine((n) => n >= 1, { error: CapacityMsg.stale });
const zStatus = zInt("状态参数不正确").refine((n) => n === 0 || n === 1, { error: "状态参数不正确" });
const zSort = zInt("排序须为0至9999的整数").refine((n) => n >= 0 && n <= 9999, { error: "排序须为0至9999的整数" }).default(0);
const zName = (required: string, max: number, tooLong: string) =>
  zText(required, max, tooLong).transform(toPlainText).refine((v) => v.length > 0, { error: required });
const zRowId = (message: string) => zInt(message).refine((n) => n >= 1 && n <= 2_147_483_647, { error: message });
/** id and version travel together: both absent (a new row) or both present (an edit). */
const idAndVersion = (notFound: string) => ({ id: zOptionalInt(notFound), version: zOptionalInt(CapacityMsg.stale) });
const versionGoesWithId = (b: { id?: number | undefined; version?: number | undefined }) => (b.id === undefined) === (b.version === undefined);

export const ZOpsRegion = z.object({ id: z.number(), regionName: z.string(), sort: z.number(), status: z.number(), version: z.number() });
export type TOpsRegion = z.infer<typeof ZOpsRegion>;

export const ZRegionSaveBody = z
  .object({
    ...idAndVersion(VenueMsg.regionNotFound),
    regionName: zName(VenueMsg.regionNameRequired, 50, VenueMsg.regionNameTooLong),
    sort: zSort,
    status: zStatus,
  })
  .refine(versionGoesWithId, { error: CapacityMsg.stale });

export const ZOpsRoom = z.object({
  id: z.number(),
  regionId: z.number(),
  regionName: z.string(),
  roomName: z.string(),
  address: z.string().nullable(),
  sort: z.number(),
  status: z.number(),
  version: z.number(),
});
export type TOpsRoom = z.infer<typeof ZOpsRoom>;

export const ZRoomListBody = z.object({ regionId: zOptionalInt("地区参数不正确") });

export const ZRoomSaveBody = z
  .object({
    ...idAndVersion(VenueMsg.roomNotFound),
    regionId: zRowId(VenueMsg.regionNotFound),
    roomName: zName(VenueMsg.roomNameRequired, 50, VenueMsg.roomNameTooLong),
    address: zOptionalText(200, VenueMsg.roomAddressTooLong).transform((v) => (v ? toPlainText(v) || null : null)),
    sort: zSort,
    status: zStatus,
  })
  .refine(versionGoesWithId, { error: CapacityMsg.stale });

export const ZOpsPlatform = z.object({ id: z.number(), platformName: z.string(), sort: z.number(), status: z.number(), version: z.number() });
export type TOpsPlatform = z.infer<typeof ZOpsPlatform>;

export const ZPlatformSaveBody = z
  .object({
    ...idAndVersion(VenueMsg.platformNotFound),
    platformName: zName(VenueMsg.platformNameRequired, 50, VenueMsg.platformNameTooLong),
    sort: zSort,
    status: zStatus,
  })
  .refine(versionGoesWithId, { error: CapacityMsg.stale });

export const ZOpsPeriod = z.object({
  id: z.number(),
  periodName: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  sort: z.number(),
  version: z.number(),
});
export type TOpsPeriod = z.infer<typeof ZOpsPeriod>;

/**
 * A period's name and order. Its hours are the booking time rules' (document 1 section 5.3, shared
 * booking-time.ts: the pickers and the slot checks are built on them), so they are shown, not edited, and a
 * period is neither created nor switched off here.
 */
export const ZPeriodSaveBody = z.object({
  id: zRowId(VenueMsg.periodNotFound),
  version: zVersion,
  periodName: zName(VenueMsg.periodNameRequired, 20, VenueMsg.periodNameTooLong),
  sort: zSort,
});

export const capacityVenueContracts = contractGroup("capacity", {
  regionList: defineContract({ ...capacityRoutes.regionList, tag: "ops", summary: "Every studio region, switched-off ones too", body: ZEmptyBody, datas: ZOpsRegion }),
  regionSave: defineContract({
    ...capacityRoutes.regionSave, tag: "ops",
    summary: "Creates a region, or edits one at the version read; switching off a region with bookings still to come is refused with them",
    body: ZRegionSaveBody, datas: ZOpsRegion,
  }),
  roomList: defineContract({ ...capacityRoutes.roomList, tag: "ops", summary: "Every room, of one region or all", body: ZRoomListBody, datas: ZOpsRoom }),
  roomSave: defineContract({
    ...capacityRoutes.roomSave, tag: "ops",
    summary: "Creates a room, or edits one at the version read; switching off or moving a room assigned to activities still to come is refused with them",
    body: ZRoomSaveBody, datas: ZOpsRoom,
  }),
  platformList: defineContract({ ...capacityRoutes.platformList, tag: "ops", summary: "Every relay platform, switched-off ones too", body: ZEmptyBody, datas: ZOpsPlatform }),
  platformSave: defineContract({
    ...capacityRoutes.platformSave, tag: "ops",
    summary: "Creates a relay platform, or edits one at the version read; switching off one with bookings still to come is refused with them",
    body: ZPlatformSaveBody, datas: ZOpsPlatform,
  }),
  periodList: defineContract({ ...capacityRoutes.periodList, tag: "ops", summary: "The day's booking periods", body: ZEmptyBody, datas: ZOpsPeriod }),
  periodSave: defineContract({
    ...capacityRoutes.periodSave, tag: "ops", summary: "Renames or reorders a period at the version read (its hours are the booking rules')",
    body: ZPeriodSaveBody, datas: ZOpsPeriod,
  }),
});
