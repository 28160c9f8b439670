import { OPS, routeGroup } from "./route.ts";

/**
 * The back office's booking-capacity calls (document 4 section 6): booking stores, modes, themes and the
 * trading calendar. Their contracts, with schemas, are in capacity.contract.ts. Modes, themes and holidays
 * change the booking form of every company at once, so they are the supervisor's; stores are day-to-day.
 */
export const capacityRoutes = routeGroup("capacity", {
  options: { method: "POST", path: `${OPS}/capacity/options`, access: "ops" },
  storePage: { method: "POST", path: `${OPS}/capacity/store_page`, access: "ops" },
  storeBulkSave: { method: "POST", path: `${OPS}/capacity/store_bulk_save`, access: "ops" },
  storeSave: { method: "POST", path: `${OPS}/capacity/store_save`, access: "ops" },
  storeDelete: { method: "POST", path: `${OPS}/capacity/store_delete`, access: "ops" },
  modeList: { method: "POST", path: `${OPS}/capacity/mode_list`, access: "ops" },
  modeSave: { method: "POST", path: `${OPS}/capacity/mode_save`, access: "ops", supervisorOnly: true },
  themeList: { method: "POST", path: `${OPS}/capacity/theme_list`, access: "ops" },
  themeSave: { method: "POST", path: `${OPS}/capacity/theme_save`, access: "ops", supervisorOnly: true },
  holidayList: { method: "POST", path: `${OPS}/capacity/holiday_list`, access: "ops" },
  holidayAdd: { method: "POST", path: `${OPS}/capacity/holiday_add`, access: "ops", supervisorOnly: true },
  holidayRemove: { method: "POST", path: `${OPS}/capacity/holiday_remove`, access: "ops", supervisorOnly: true },
  // Regions, relay platforms and periods are on every company's booking form (the supervisor's, as modes are);
  // rooms are where an operator seats an activity, day-to-day work (contracts in capacity-venue.contract.ts).
  regionList: { method: "POST", path: `${OPS}/capacity/region_list`, access: "ops" },
  regionSave: { method: "POST", path: `${OPS}/capacity/region_save`, access: "ops", supervisorOnly: true },
  roomList: { method: "POST", path: `${OPS}/capacity/room_list`, access: "ops" },
  roomSave: { method: "POST", path: `${OPS}/capacity/room_save`, access: "ops" },
  platformList: { method: "POST", path: `${OPS}/capacity/platform_list`, access: "ops" },
  platformSave: { method: "POST", path: `${OPS}/capacity/platform_save`, access: "ops", supervisorOnly: true },
  periodList: { method: "POST", path: `${OPS}/capacity/period_list`, access: "ops" },
  periodSave: { method: "POST", path: `${OPS}/capacity/period_save`, access: "ops", supervisorOnly: true },
});
