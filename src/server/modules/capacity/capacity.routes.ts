import type { FastifyInstance, FastifyRequest } from "fastify";
import { ok, page } from "#shared/http/envelope.ts";
import { capacityContracts as c } from "#shared/api/capacity.contract.ts";
import { capacityVenueContracts as v } from "#shared/api/capacity-venue.contract.ts";
import { rangeError } from "#shared/booking/capacity-rules.ts";
import { registerRoute } from "../../lib/route.ts";
import { refuse } from "../../lib/errors.ts";
import type { TSession } from "../../types.ts";
import { holidaysBetween } from "../booking/index.ts";
import { listModes, listThemes, loadOptions, pageStores } from "./capacity.repository.ts";
import { bulkSaveStores, deleteStore, saveStore, type TCapacityContext } from "./capacity-store.service.ts";
import { addHoliday, removeHoliday, saveMode, saveTheme } from "./capacity-catalogue.service.ts";
import { listPeriods, listPlatforms, listRegions, listRooms } from "./capacity-venue.repository.ts";
import { savePeriod, savePlatform, saveRegion, saveRoom } from "./capacity-venue.service.ts";

/**
 * The back office's booking capacity (document 4 section 6): stores, modes, themes, holidays, and the
 * reference data beside them (regions, rooms, relay platforms, periods). Operator token;
 * modes, themes and holidays are the supervisor's (their routes say so and registerRoute refuses an operator).
 */
export function registerCapacityRoutes(app: FastifyInstance): void {
  const { db } = app.deps;
  const ctx = (req: FastifyRequest, session: TSession): TCapacityContext => ({ db, req, actorUserId: session.userId });

  registerRoute(app, c.options, async () => ok([await loadOptions(db)]));

  registerRoute(app, c.storePage, async ({ body }) => {
    const range = rangeError(body.dateFrom, body.dateTo);
    if (range) throw refuse(range);
    const { records, total } = await pageStores(db, body, body.pageNo, body.pageSize);
    return page(records, body.pageNo, body.pageSize, total);
  });
  registerRoute(app, c.storeBulkSave, async ({ req, session, body }) => ok([await bulkSaveStores(ctx(req, session), body)], "保存成功"));
  registerRoute(app, c.storeSave, async ({ req, session, body }) => ok([await saveStore(ctx(req, session), body)], "保存成功"));
  registerRoute(app, c.storeDelete, async ({ req, session, body }) => {
    await deleteStore(ctx(req, session), body);
    return ok([], "删除成功");
  });

  registerRoute(app, c.modeList, async ({ body }) => ok(await listModes(db, body.companyModeType)));
  registerRoute(app, c.modeSave, async ({ req, session, body }) => ok([await saveMode(ctx(req, session), body)], "保存成功"));

  registerRoute(app, c.themeList, async ({ body }) => ok(await listThemes(db, body.activityType)));
  registerRoute(app, c.themeSave, async ({ req, session, body }) => ok([await saveTheme(ctx(req, session), body)], "保存成功"));

  registerRoute(app, c.holidayList, async ({ body }) => ok(await holidaysBetween(db, `${body.year}-01-01`, `${body.year}-12-31`)));
  registerRoute(app, c.holidayAdd, async ({ req, session, body }) => ok([await addHoliday(ctx(req, session), body)], "保存成功"));
  registerRoute(app, c.holidayRemove, async ({ req, session, body }) => ok([await removeHoliday(ctx(req, session), body)], "删除成功"));

  registerRoute(app, v.regionList, async () => ok(await listRegions(db)));
  registerRoute(app, v.regionSave, async ({ req, session, body }) => ok([await saveRegion(ctx(req, session), body)], "保存成功"));
  registerRoute(app, v.roomList, async ({ body }) => ok(await listRooms(db, body.regionId)));
  registerRoute(app, v.roomSave, async ({ req, session, body }) => ok([await saveRoom(ctx(req, session), body)], "保存成功"));
  registerRoute(app, v.platformList, async () => ok(await listPlatforms(db)));
  registerRoute(app, v.platformSave, async ({ req, session, body }) => ok([await savePlatform(ctx(req, session), body)], "保存成功"));
  registerRoute(app, v.periodList, async () => ok(await listPeriods(db)));
  registerRoute(app, v.periodSave, async ({ req, session, body }) => ok([await savePeriod(ctx(req, session), body)], "保存成功"));
}
