import type { FastifyInstance, FastifyRequest } from "fastify";
import { ok, page } from "#shared/http/envelope.ts";
import { contentContracts as c } from "#shared/api/content.contract.ts";
import { contentOpsContracts as o } from "#shared/api/content-ops.contract.ts";
import { ContentOutcome } from "#shared/content/site-content.ts";
import { now } from "../../clock.ts";
import { registerRoute } from "../../lib/route.ts";
import { refuse } from "../../lib/errors.ts";
import type { TSession } from "../../types.ts";
import * as pub from "./content-public.ts";
import * as ops from "./content-ops.ts";
import { loadSettings, saveSettings } from "./settings.ts";
import { listDictionaryItems, listDictionaryParents, saveDictionaryItem } from "./dictionary-ops.ts";
import { dictionaryOpsContracts as d } from "#shared/api/dictionary-ops.contract.ts";
import { navOpsContracts as n } from "#shared/api/nav-ops.contract.ts";
import { listNavItems, saveNavItem } from "./nav-ops.ts";
import { SHELL_CHANNEL, shellChange } from "#shared/shell/shell-events.ts";
import type { TMaintenanceFlag } from "./maintenance.ts";

/**
 * The site's content (document 4 sections 2.1, 2.4, 2.7 and 6): public reads, the back office's editors, the
 * system settings (saving them refreshes the maintenance flag at once). Whatever is hidden from the public answers as missing.
 */
export function registerContentRoutes(app: FastifyInstance, flag: TMaintenanceFlag): void {
  const { db } = app.deps;
  const missing = () => refuse(ContentOutcome.notFound);
  const ctx = (req: FastifyRequest, session: TSession): ops.TContentCtx => ({ db, req, actorUserId: session.userId, at: now() });

  registerRoute(app, c.bannerList, async () => ok(await pub.liveBanners(db, now())));
  registerRoute(app, c.hotTopicPage, async ({ body }) => {
    const { records, total } = await pub.pageHotTopics(db, body.pageNo, body.pageSize);
    return page(records, body.pageNo, body.pageSize, total);
  });
  registerRoute(app, c.hotTopicDetail, async ({ body }) => {
    const found = await pub.hotTopicDetail(db, body.id);
    if (!found) throw missing();
    return ok([found]);
  });
  registerRoute(app, c.subjectDetail, async ({ body }) => {
    const found = await pub.subjectDetail(db, body.id, body.testCode);
    if (!found) throw missing();
    return ok([found]);
  });
  registerRoute(app, c.coursePage, async ({ body }) => {
    const { records, total } = await pub.pageCourses(db, body.pageNo, body.pageSize);
    return page(records, body.pageNo, body.pageSize, total);
  });
  registerRoute(app, c.courseDetail, async ({ body }) => {
    const found = await pub.courseDetail(db, body.id);
    if (!found) throw missing();
    return ok([found]);
  });
  registerRoute(app, c.helpList, async () => ok(await pub.helpList(db)));
  registerRoute(app, c.helpDetail, async ({ body }) => {
    const found = await pub.helpDetail(db, body.id);
    if (!found) throw missing();
    return ok([found]);
  });
  registerRoute(app, c.pageDetail, async ({ body }) => {
    const found = await pub.staticPage(db, body.pageKey);
    if (!found) throw missing();
    return ok([found]);
  });

  registerRoute(app, o.opsBannerList, async () => ok(await ops.listBanners(db)));
  registerRoute(app, o.opsBannerSave, async ({ req, session, body }) => ok([await ops.saveBanner(ctx(req, session), body)], "保存成功"));
  registerRoute(app, o.opsBannerSort, async ({ req, session, body }) => ok(await ops.sortBanners(ctx(req, session), body.ids), "排序已保存"));
  registerRoute(app, o.opsHotTopicList, async () => ok(await ops.listHotTopics(db)));
  registerRoute(app, o.opsHotTopicSave, async ({ req, session, body }) => ok([await ops.saveHotTopic(ctx(req, session), body)], "保存成功"));
  registerRoute(app, o.opsSubjectList, async () => ok(await ops.listSubjects(db)));
  registerRoute(app, o.opsSubjectSave, async ({ req, session, body }) => ok([await ops.saveSubject(ctx(req, session), body)], "保存成功"));
  registerRoute(app, o.opsSubjectPublishTest, async ({ req, session, body }) => ok([await ops.publishSubject(ctx(req, session), body.id, false)], "已测试发布"));
  registerRoute(app, o.opsSubjectPublish, async ({ req, session, body }) => ok([await ops.publishSubject(ctx(req, session), body.id, true)], "已正式发布"));
  registerRoute(app, o.opsCourseList, async () => ok(await ops.listCourses(db)));
  registerRoute(app, o.opsCourseSave, async ({ req, session, body }) => ok([await ops.saveCourse(ctx(req, session), body)], "保存成功"));
  registerRoute(app, o.opsHelpList, async () => ok(await ops.listHelp(db)));
  registerRoute(app, o.opsHelpSave, async ({ req, session, body }) => ok([await ops.saveHelp(ctx(req, session), body)], "保存成功"));
  registerRoute(app, o.opsPageList, async () => {
    const rows = await ops.listPages(db);
    return ok(rows.map((r) => ({ pageKey: r.pageKey as never, title: r.title, titleEn: r.titleEn, content: r.content, contentEn: r.contentEn, updTime: r.updTime.toISOString(), version: null })));
  });
  registerRoute(app, o.opsPageSave, async ({ req, session, body }) => {
    await ops.savePage(ctx(req, session), body);
    const found = await pub.staticPage(db, body.pageKey);
    return ok(found ? [found] : [], "保存成功");
  });
  registerRoute(app, o.opsSettings, async () => ok([await loadSettings(db)]));
  registerRoute(
    app,
    o.opsSettingsSave,
    async ({ req, session, body }) => {
      const saved = await saveSettings(ctx(req, session), body);
      flag.forget();
      await app.deps.pubsub.publish(SHELL_CHANNEL, shellChange("settings"));
      return ok([saved], "保存成功");
    },
  );
  registerRoute(app, d.opsDicParents, async () => ok(await listDictionaryParents(db)));
  registerRoute(app, d.opsDicItems, async ({ body }) => ok(await listDictionaryItems(db, body.parentCode)));
  registerRoute(app, d.opsDicItemSave, async ({ req, session, body }) => {
    const saved = await saveDictionaryItem(ctx(req, session), body);
    await app.deps.pubsub.publish(SHELL_CHANNEL, shellChange("dictionary"));
    return ok([saved], "保存成功");
  });
  registerRoute(app, n.opsNavList, async () => ok(await listNavItems(db)));
  registerRoute(app, n.opsNavSave, async ({ req, session, body }) => {
    const saved = await saveNavItem(ctx(req, session), body);
    await app.deps.pubsub.publish(SHELL_CHANNEL, shellChange("nav"));
    return ok([saved], "保存成功");
  });
}
