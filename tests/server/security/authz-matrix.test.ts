import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { activityDistributions, activityRecordVideos, companyGuests, companyMembers, messages, preCollectQuestions, users } from "#server/db/schema/index.ts";
import { registeredRoutes } from "#server/lib/route.ts";
import { PUB } from "#shared/api/contract.ts";
import { createTestApp, type TTestApp } from "../test-app.ts";
import { activityId, guestOf, insertQuestion } from "../qa-helpers.ts";
import { guidOf, mp4, sendChunk } from "../upload-helpers.ts";
import { AUTHZ_MATRIX, type TMatrixEntry, type TMatrixIds } from "./authz-matrix.ts";

// Every authenticated route of the registry, called by every kind of caller that must not get through, with
// real ids owned by the victim company (listed-admin's). The entries live in authz-matrix.ts.

const CHUNK = 64 * 1024;
let t: TTestApp;
let ids: TMatrixIds;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ uploadChunkSize: CHUNK });
  const [victim, member, other, personal, unbound, operator, revoked] = await Promise.all([
    t.loginPass("listed-admin"),
    t.loginPass("listed-member"),
    t.loginPass("fund-admin"),
    t.loginMobile("13800000001"),
    t.loginPass("unbound"),
    t.loginPass("ops-operator"),
    t.loginPass("listed-admin"),
  ]);
  Object.assign(tokens, { victim, member, other, personal, unbound, operator, revoked });
  await t.post(`${PUB}/logout`, {}, { authorization: revoked! });

  const companyId = await t.companyOf("listed-admin");
  const activity = await activityId(t, "inProgress");
  const [video] = await t.database.db
    .insert(activityRecordVideos)
    .values({ activityId: activity, companyId, uploadVideoType: 2, status: 0 })
    .returning({ id: activityRecordVideos.id });
  const [message] = await t.database.db
    .insert(messages)
    .values({ companyId, isCompanyMessage: true, msgTitle: "matrix", content: "matrix", crtTime: new Date() })
    .returning({ id: messages.id });
  const question = await insertQuestion(t, { activityId: activity, companyId, status: 1 });
  const [distribution] = await t.database.db
    .select({ id: activityDistributions.id, activityId: activityDistributions.activityId })
    .from(activityDistributions)
    .where(eq(activityDistributions.companyId, companyId))
    .limit(1);
  const data = mp4(CHUNK + 10, 3);
  const guid = guidOf(data, "matrix");
  expect((await sendChunk(t, victim!, guid, data, 0, CHUNK)).code).toBe(200);
  const guest = await guestOf(t, activity, companyId);
  const [libraryGuest] = await t.database.db.insert(companyGuests).values({ companyId, guestName: "矩阵嘉宾", title: "董事" }).returning({ id: companyGuests.id });
  // a pre-collected question a user asked the victim, in each state the moves start from
  const preCollect = async (status: number) =>
    (await t.database.db.insert(preCollectQuestions).values({ activityId: activity, companyId, question: "矩阵预征集问题", answer: status === 1 ? "回答" : null, status, collectType: 1, userType: 1 }).returning({ id: preCollectQuestions.id }))[0]!.id;
  const preCollectIds = { pending: await preCollect(0), answered: await preCollect(1), unsuitable: await preCollect(2) };
  const memberRows = await t.database.db
    .select({ id: companyMembers.id })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(users.account, "listed-member"));
  ids = { activity, companyId, video: video!.id, message: message!.id, question, preCollect: preCollectIds, distribution: distribution?.id ?? 0, distributionActivity: distribution?.activityId ?? 0, guid, guest, libraryGuest: libraryGuest!.id, member: memberRows[0]!.id };
  expect(ids.distribution, "the seed has a distribution row of the victim").toBeGreaterThan(0);
});
afterAll(async () => t.close());

const authenticated = () => registeredRoutes(t.app).filter((r) => r.contract.access === "auth" || r.contract.access === "ops");

async function call(path: string, entry: TMatrixEntry, token?: string) {
  return t.post(path, ("body" in entry && entry.body ? entry.body(ids) : {}) as never, token ? { authorization: token } : {});
}

describe("the authorization matrix", () => {
  it("has an entry for every authenticated route, and none for routes that do not exist", () => {
    const paths = authenticated().map((r) => r.contract.path);
    expect(paths.filter((p) => !AUTHZ_MATRIX[p]), "routes without a matrix entry (add them to authz-matrix.ts)").toEqual([]);
    expect(Object.keys(AUTHZ_MATRIX).filter((p) => !paths.includes(p)), "matrix entries without a route").toEqual([]);
    for (const r of authenticated()) expect(AUTHZ_MATRIX[r.contract.path]!.kind === "ops", r.contract.path).toBe(r.contract.access === "ops");
  });

  it("answers 401 without a token and with a revoked one, on every authenticated route", async () => {
    for (const r of authenticated()) {
      const entry = AUTHZ_MATRIX[r.contract.path]!;
      expect((await call(r.contract.path, entry)).code, `${r.contract.path} without a token`).toBe(401);
      expect((await call(r.contract.path, entry, tokens.revoked)).code, `${r.contract.path} with a revoked token`).toBe(401);
    }
  });

  it("answers 401 without a token and with a revoked one on the upload calls outside the registry", async () => {
    // multipart calls registered by hand (upload.routes.ts, single.routes.ts, chunk.routes.ts, guest-import.ts)
    for (const url of ["/base-service/api/auth/v1/guest/guest_import_excel", "/base-service/api/auth/v1/upload/upload_file", "/base-service/api/auth/v1/upload/upload_img", "/base-service/api/auth/v1/upload/upload", "/api/add/upload/upload_img"]) {
      for (const token of [undefined, tokens.revoked]) {
        const res = await t.app.inject({
          method: "POST",
          url,
          payload: "--b\r\ncontent-disposition: form-data; name=\"file\"; filename=\"a.png\"\r\n\r\nx\r\n--b--\r\n",
          headers: { "content-type": "multipart/form-data; boundary=b", ...(token ? { authorization: token } : {}) },
        });
        expect(JSON.parse(res.body).code, `${url} ${token ? "revoked" : "no token"}`).toBe(401);
      }
    }
  });

  it("refuses enterprise users on /ops/v1, and operators on supervisor actions", async () => {
    for (const r of authenticated().filter((x) => x.contract.access === "ops")) {
      const entry = AUTHZ_MATRIX[r.contract.path]!;
      expect(await call(r.contract.path, entry, tokens.victim), r.contract.path).toMatchObject({ code: 403, message: "暂无权限" });
      if (r.contract.supervisorOnly) expect(await call(r.contract.path, entry, tokens.operator), r.contract.path).toMatchObject({ code: 403, message: "暂无权限" });
    }
  });

  it("refuses another company, a personal user, an unbound account (and a member without the right) on what the victim owns", async () => {
    const leaks: string[] = [];
    for (const r of authenticated()) {
      const entry = AUTHZ_MATRIX[r.contract.path]!;
      if (entry.kind !== "owned") continue;
      const callers = ["other", "personal", "unbound", ...(entry.memberRefused ? ["member"] : [])];
      for (const caller of callers) {
        const res = await call(r.contract.path, entry, tokens[caller]);
        if (res.code === 200) leaks.push(`${r.contract.path} answered 200 to ${caller}`);
      }
    }
    expect(leaks).toEqual([]);
    // the owner itself is not refused by the same calls' access rules (the ids are really the victim's)
    expect((await t.post("/base-service/api/auth/v1/activity_company/company_activity_list", { activityId: ids.activity }, { authorization: tokens.victim! })).code).toBe(200);
  });
});
