import path from "node:path";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from "fastify";
import multipart from "@fastify/multipart";
import rateLimit from "@fastify/rate-limit";
import { openDatabase, type TDatabase, type TDatabaseOptions } from "./db/client.ts";
import { seedDemoData } from "./db/seed/index.ts";
import { ensureDemoVideoFiles } from "./db/seed/seed-public-videos.ts";
import { ensureDemoFiles } from "./db/seed/seed-files.ts";
import { ensureInstitutionDemoFiles } from "./db/seed/seed-institution-files.ts";
import { tuneGarbageCollector } from "./lib/gc-tuning.ts";
import { createInProcessPubSub, createPostgresPubSub, type TPubSub } from "./lib/pubsub.ts";
import { createDevCodeSink, type TSmsGateway } from "./lib/sms-gateway.ts";
import type { TStorage } from "./lib/storage.ts";
import { createDiskStorage } from "./lib/storage/disk.ts";
import { createUrlSigner, loadUrlSigningSecret } from "./lib/signed-url.ts";
import { registerAuth } from "./plugins/auth.ts";
import { registerCompression } from "./plugins/compression.ts";
import { registerErrorHandling } from "./plugins/errors.ts";
import { registerFormBody } from "./plugins/form-body.ts";
import { MSG_BAD_URL, registerInputGuard } from "./plugins/input-guard.ts";
import { fail } from "#shared/http/envelope.ts";
import { purgeExpiredIdempotencyKeys } from "./plugins/idempotency.ts";
import { registerOpenApi } from "./plugins/openapi.ts";
import { registerSecurityHeaders } from "./plugins/security-headers.ts";
import { registerRealtime } from "./plugins/realtime.ts";
import { registerStaticClient } from "./plugins/static-client.ts";
import { registerCompanyRoutes } from "./modules/company/index.ts";
import { registerIdpRoutes, registerSessionRoutes, createSessionService } from "./modules/identity/index.ts";
import { registerMessageRoutes } from "./modules/message/index.ts";
import { registerActivityRoutes, startActivityClock } from "./modules/activity/index.ts";
import { registerOpsRoutes, startWorkQueueFeed } from "./modules/ops/index.ts";
import { registerShellRoutes } from "./modules/shell/index.ts";
import { registerUserRoutes, embeddedRealPersonProvider, type TRealPersonProvider } from "./modules/user/index.ts";
import { registerUploadRoutes } from "./modules/upload/index.ts";
import { registerDocumentRoutes } from "./modules/documents/index.ts";
import { registerInstitutionRoutes } from "./modules/institution/index.ts";
import { registerPersonalRoutes } from "./modules/personal/index.ts";
import { registerReminderRoutes, type TPushSender } from "./modules/reminder/index.ts";
import { registerVideoRoutes } from "./modules/video/index.ts";
import { registerVenueRoutes, type TCjkFont } from "./modules/venue/index.ts";
import { registerRelayRoutes } from "./modules/relay/index.ts";
import { registerPublicVideoRoutes } from "./modules/public-video/index.ts";
import { registerBookingRoutes, ensureBookingCapacity } from "./modules/booking/index.ts";
import { registerCapacityRoutes } from "./modules/capacity/index.ts";
import { registerSeriesRoutes } from "./modules/series/index.ts";
import { registerCompanyAdminRoutes } from "./modules/company-admin/index.ts";
import { registerAccountAdminRoutes } from "./modules/account-admin/index.ts";
import { registerAuditRoutes } from "./modules/audit/index.ts";
import { registerQaRoutes } from "./modules/qa/index.ts";
import { registerQaStatsRoutes } from "./modules/qa-stats/index.ts";
import { registerPreCollectRoutes } from "./modules/pre-collect/index.ts";
import { registerParticipantRoutes } from "./modules/participants/index.ts";
import { registerPosterRoutes } from "./modules/poster/index.ts";
import { registerPublicCacheRoutes, registerPublicListRoutes } from "./modules/public-list/index.ts";
import { registerActivityPageRoutes, createHttpTicketSource, type TWechatConfig, type TWechatTicketSource } from "./modules/activity-page/index.ts";
import { registerContentRoutes, createHomePageDrawer, createMaintenanceFlag, registerMaintenanceGuard } from "./modules/content/index.ts";
import { createLibreTranslator, registerMaterialsRoutes, type TTranslateConfig, type TTranslator } from "./modules/materials/index.ts";
import { registerMemberRoutes } from "./modules/member/index.ts";
import { registerGuestLibraryRoutes } from "./modules/guest-library/index.ts";
import { registerBindApplyRoutes } from "./modules/bind-apply/index.ts";
import { registerRollingRoutes } from "./modules/rolling/index.ts";
import { registerHomepageRoutes } from "./modules/homepage/index.ts";
import { beijingDateOf } from "#shared/booking/calendar-date.ts";
import { now } from "./clock.ts";
import type { TRateLimitOptions } from "./types.ts";
import type { TTrustProxy } from "./config.ts";

export interface TAppOptions {
  /** an open database (tests share one), or how to open one */
  database?: TDatabase | TDatabaseOptions;
  /** the built client to serve; null serves none */
  staticRoot?: string | null;
  logger?: FastifyServerOptions["logger"];
  sms?: TSmsGateway;
  realPerson?: TRealPersonProvider;
  /** development helpers such as the one-time-code sink page (never in production) */
  devTools?: boolean;
  /** seed the demo data on start when the database is empty */
  seed?: boolean;
  publicOrigin?: string;
  rateLimit?: Partial<TRateLimitOptions>;
  /** use PostgreSQL LISTEN/NOTIFY for real-time pushes (several API processes on one database) */
  pubsub?: TPubSub | "auto";
  /** where uploaded files go (a storage, or the folder of the local-disk storage; default ./data/files) */
  storage?: TStorage | string;
  /** largest accepted body for forms and JSON */
  bodyLimit?: number;
  /** the chunk protocol's chunk size (tests use a small one; the default is the spec's 100 MB) */
  uploadChunkSize?: number;
  /** how often inside a chunk the received bytes are recorded for resuming (tests use a small one; default 8 MiB) */
  uploadResumeStep?: number;
  /** how long a process trusts a looked-up session (0 turns the cache off); see session-cache.ts */
  sessionCacheMs?: number;
  /** false reads every company list page from the database (bench:list compares); see list-cache.ts */
  activityListCache?: boolean;
  /** false answers every public list and Q&A read from the database (bench:public compares); see public-cache.ts */
  publicCache?: boolean;
  /** how far behind the database a cached public answer may be, in ms (default 250; 0: fence every hit) */
  publicCacheLagMs?: number;
  /** how long a running Idempotency-Key is held before a retry may take it over (default 2 minutes) */
  idempotencyLeaseMs?: number;
  /** which proxies may set X-Forwarded-For (config.ts, TRUST_PROXY); nobody by default */
  trustProxy?: TTrustProxy;
  /** origins other sites may call the API from (CORS_ORIGINS); none by default */
  corsOrigins?: string[];
  /** false reads every public activity detail from the database; see activity-page/detail-service.ts */
  activityDetailCache?: boolean;
  /** the chat app (WECHAT_APP_ID, WECHAT_APP_SECRET) for the share signature; none: wechat/share answers 400 */
  wechat?: TWechatConfig | null;
  /** where jsapi_tickets come from (tests pass a double); default the chat app's API over HTTP */
  wechatTickets?: TWechatTicketSource;
  /** the LibreTranslate-compatible server behind translate/to_en (TRANSLATE_URL); none: the call answers 400 */
  translate?: TTranslateConfig | null;
  /** a translator to use instead (tests pass a double) */
  translator?: TTranslator | null;
  /** the Web Push sender of reminders (tests pass a double); default web-push with VAPID keys made at first start */
  pushSender?: TPushSender;
  /** how often due reminders are delivered, in ms (default 15 s) */
  reminderTickMs?: number;
  /** the CJK fonts the venue receipt may embed (default: RECEIPT_FONT_PATH, then the machine's usual places) */
  receiptFonts?: readonly TCjkFont[];
}

function isOpen(d: TAppOptions["database"]): d is TDatabase {
  return Boolean(d && "db" in d);
}

/** Builds the API and static server without listening (tests call `inject`, index.ts calls `listen`). */
export async function buildApp(options: TAppOptions = {}): Promise<FastifyInstance> {
  tuneGarbageCollector();
  const bodyLimit = options.bodyLimit ?? 1024 * 1024;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit,
    // a number, a list or a boolean: the union confuses Fastify's overloads, so it is passed as the plain option type
    trustProxy: (options.trustProxy ?? false) as boolean,
    genReqId: () => crypto.randomUUID(),
    requestIdHeader: false,
    routerOptions: { ignoreTrailingSlash: true },
    // Errors Fastify raises before any route runs (an address that does not decode, a body its parser
    // refuses) answer in the envelope like every other refusal.
    frameworkErrors: (error, _req, reply) => {
      const raw = error.statusCode ?? 400;
      const status = raw >= 400 && raw < 500 ? raw : 400;
      const answer = fail(status, error.code === "FST_ERR_BAD_URL" ? MSG_BAD_URL : "请求错误");
      return (reply as unknown as FastifyReply).code(status).type("application/json; charset=utf-8").send(JSON.stringify(answer));
    },
  });

  const ownsDatabase = !isOpen(options.database);
  const database = isOpen(options.database) ? options.database : await openDatabase(options.database ?? {});
  const pubsub =
    options.pubsub && options.pubsub !== "auto"
      ? options.pubsub
      : options.pubsub === "auto" && database.url
        ? await createPostgresPubSub(database.url, (message, error) => app.log.warn({ err: error }, message))
        : createInProcessPubSub();

  app.decorate("deps", {
    database,
    db: database.db,
    pubsub,
    sms: options.sms ?? createDevCodeSink(),
    realPerson: options.realPerson ?? embeddedRealPersonProvider,
    storage:
      typeof options.storage === "object" ? options.storage : createDiskStorage(path.resolve(options.storage ?? "./data/files")),
    devTools: options.devTools ?? process.env.NODE_ENV !== "production",
    publicOrigin: options.publicOrigin,
    rateLimit: { loginMax: 20, codeMax: 10, windowMs: 60_000, ...options.rateLimit },
    sessions: createSessionService(database, pubsub, options.sessionCacheMs),
    urlSigner: createUrlSigner(await loadUrlSigningSecret(database.db)),
    idempotencyLeaseMs: options.idempotencyLeaseMs,
    translator: options.translator !== undefined ? options.translator : options.translate ? createLibreTranslator(options.translate) : null,
  });

  if (options.seed) {
    await seedDemoData(database.db);
    // the demo library's videos and covers are files: a fresh disk or bucket gets them
    await ensureDemoVideoFiles(app.deps.storage);
    await ensureDemoFiles(app.deps.storage);
    // The demo keeps bookable capacity ahead of today on every start (idempotent, safe for parallel starts).
    await ensureBookingCapacity(database.db, beijingDateOf(now()));
  }
  await purgeExpiredIdempotencyKeys(database.db);
  const purge = setInterval(() => void purgeExpiredIdempotencyKeys(database.db).catch(() => {}), 60 * 60_000);
  purge.unref();

  registerErrorHandling(app);
  if (options.trustProxy) {
    // Behind a trusted proxy, request.ip walks X-Forwarded-For, parsing every address, on each read; a visit
    // record read it three times (the rate limit's key, the viewer, the visit). It is read once per request.
    app.addHook("onRequest", (req, _reply, done) => {
      Object.defineProperty(req, "ip", { value: req.ip, enumerable: true });
      done();
    });
  }
  await registerCompression(app);
  registerSecurityHeaders(app, { corsOrigins: options.corsOrigins });
  registerFormBody(app, bodyLimit);
  registerInputGuard(app);
  await app.register(multipart, { limits: { fileSize: 110 * 1024 * 1024, files: 10, fields: 50 } });
  await app.register(rateLimit, { global: false });
  registerAuth(app);
  // maintenance mode refuses public and personal calls of non-operators before any handler runs
  const maintenance = createMaintenanceFlag(database.db);
  registerMaintenanceGuard(app, maintenance);
  await registerRealtime(app);
  await registerOpenApi(app);
  // Its hooks must be in place before the routes it wraps are added (modules/public-list/public-cache.ts).
  if (options.publicCache !== false) await registerPublicCacheRoutes(app, { lagMs: options.publicCacheLagMs });

  registerSessionRoutes(app);
  registerIdpRoutes(app);
  registerCompanyRoutes(app);
  registerUserRoutes(app);
  registerShellRoutes(app);
  registerMessageRoutes(app);
  registerActivityRoutes(app, { listCache: options.activityListCache });
  registerOpsRoutes(app);
  registerCapacityRoutes(app);
  registerSeriesRoutes(app);
  registerCompanyAdminRoutes(app);
  registerAccountAdminRoutes(app);
  registerAuditRoutes(app);
  startActivityClock(app);
  startWorkQueueFeed(app);
  registerUploadRoutes(app, { chunkSize: options.uploadChunkSize, resumeStep: options.uploadResumeStep });
  registerDocumentRoutes(app);
  registerInstitutionRoutes(app);
  registerVideoRoutes(app);
  registerPublicVideoRoutes(app);
  registerBookingRoutes(app);
  registerQaRoutes(app);
  registerQaStatsRoutes(app);
  registerPreCollectRoutes(app);
  registerParticipantRoutes(app);
  registerPosterRoutes(app);
  registerPublicListRoutes(app);
  registerPersonalRoutes(app);
  await registerReminderRoutes(app, { pushSender: options.pushSender, tickMs: options.reminderTickMs });
  const drawActivityPage = registerActivityPageRoutes(app, {
    detailCache: options.activityDetailCache,
    wechat: options.wechat ? { config: options.wechat, tickets: options.wechatTickets ?? createHttpTicketSource(options.wechat) } : null,
  });
  registerContentRoutes(app, maintenance);
  registerMaterialsRoutes(app);
  registerMemberRoutes(app);
  registerGuestLibraryRoutes(app);
  registerBindApplyRoutes(app);
  registerRollingRoutes(app);
  registerHomepageRoutes(app);
  registerVenueRoutes(app, { receiptFonts: options.receiptFonts });
  registerRelayRoutes(app);

  // The demo's homepage pictures and report PDFs live in storage, which a fresh files folder lacks (after
  // the routes: a storage the upload routes refuse must fail the start before anything is written to it).
  if (options.seed) await ensureInstitutionDemoFiles(database.db, app.deps.storage);

  await registerStaticClient(app, options.staticRoot ?? null, [createHomePageDrawer(database.db), drawActivityPage]);

  // Shutting down: answers still in flight tell their keep-alive connection to close, so close() does not
  // wait on idle connections that the clients would otherwise hold open.
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onSend", async (_req, reply) => {
    if (closing) reply.header("connection", "close");
  });

  app.addHook("onClose", async () => {
    clearInterval(purge);
    await pubsub.close();
    if (ownsDatabase) await database.close();
  });
  return app;
}
