import { spawn, type ChildProcess } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { openDatabase, type TDatabase } from "#server/db/client.ts";
import { activities, bookingStores } from "#server/db/schema/index.ts";
import { mp4 } from "../upload-helpers.ts";

// kill -9 during a booking burst and during a chunked upload, restart on the same data, retry every request
// with its Idempotency-Key: every booking made is reported once, nothing doubles, the quota adds up, and the
// upload resumes byte for byte. PGlite by default; the PostgreSQL of TEST_DATABASE_URL when CI sets it.

const AUTH = "/base-service/api/auth/v1";
const UNITS = 12;
const BURST = 200;
const CHUNK = 64 * 1024;
const LEASE_MS = 1000;
const work = mkdtempSync(path.join(os.tmpdir(), "roadshow-crash-"));
const filesDir = path.join(work, "files");
let databaseUrl: string | undefined;
let child: ChildProcess | null = null;

afterAll(async () => {
  child?.kill("SIGKILL");
  if (databaseUrl && process.env.TEST_DATABASE_URL) {
    const { default: pg } = await import("pg");
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${new URL(databaseUrl).pathname.slice(1)} WITH (FORCE)`);
    await admin.end();
  }
  rmSync(work, { recursive: true, force: true });
});

async function start(): Promise<string> {
  const proc = spawn(process.execPath, ["--import", "tsx", "tests/server/security/crash-server.ts"], {
    env: {
      ...process.env,
      CRASH_DATA_DIR: path.join(work, "pglite"),
      CRASH_FILES_DIR: filesDir,
      CRASH_LEASE_MS: String(LEASE_MS),
      CRASH_CHUNK_SIZE: String(CHUNK),
      ...(databaseUrl ? { CRASH_DATABASE_URL: databaseUrl } : {}),
      LOG_LEVEL: "error",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  child = proc;
  const port = await new Promise<number>((resolve, reject) => {
    let out = "";
    proc.stdout!.on("data", (d: Buffer) => {
      out += String(d);
      const m = /LISTENING (\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    proc.once("exit", (code) => reject(new Error(`server exited (${code}) before listening`)));
  });
  return `http://127.0.0.1:${port}`;
}

async function stop(signal: "SIGKILL" | "SIGTERM") {
  const proc = child!;
  const exited = new Promise((resolve) => proc.once("exit", resolve));
  proc.kill(signal);
  await exited;
  child = null;
}

/** The database the server uses, opened here while the server is down (PGlite is one process at a time). */
async function withDatabase<T>(fn: (db: TDatabase) => Promise<T>): Promise<T> {
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: path.join(work, "pglite") });
  try {
    return await fn(database);
  } finally {
    await database.close();
  }
}

const form = (body: Record<string, unknown>) => {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(body)) for (const item of Array.isArray(v) ? v : [v]) p.append(k, String(item));
  return p.toString();
};

async function login(base: string, account: string): Promise<string> {
  const res = await fetch(`${base}/idp/pass/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: form({ account, password: "Demo@2026", redirect: "/home" }),
  });
  return new URL(res.headers.get("location") ?? "", base).searchParams.get("token") ?? "";
}

type TAnswer = { code: number; datas: { activityId?: number }[]; message: string };
async function call(base: string, token: string, url: string, body: Record<string, unknown>, key?: string): Promise<TAnswer> {
  const res = await fetch(`${base}${AUTH}${url}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", authorization: token, ...(key ? { "idempotency-key": key } : {}) },
    body: form(body),
  });
  return (await res.json()) as TAnswer;
}

function chunkBody(guid: string, data: Buffer, index: number): { body: Buffer; type: string } {
  const chunk = data.subarray(index * CHUNK, Math.min(data.length, (index + 1) * CHUNK));
  const boundary = "----crash-test";
  const fields = { guid, chunk: index, chunks: Math.ceil(data.length / CHUNK), size: data.length, md5: createHash("md5").update(chunk).digest("hex") };
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="blob"\r\nContent-Type: application/octet-stream\r\n\r\n`), chunk, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

async function sendChunk(base: string, token: string, guid: string, data: Buffer, index: number): Promise<TAnswer> {
  const { body, type } = chunkBody(guid, data, index);
  const res = await fetch(`${base}${AUTH}/upload/upload`, {
    method: "POST",
    headers: { "content-type": type, authorization: token, "idempotency-key": `chunk-${guid}-${index}` },
    body: new Uint8Array(body),
  });
  return (await res.json()) as TAnswer;
}

describe("kill -9 and retry with the same keys", () => {
  it("reports every booking made once, doubles nothing, keeps the quota exact and resumes the upload byte for byte", { timeout: 120_000 }, async () => {
    if (process.env.TEST_DATABASE_URL) {
      const { default: pg } = await import("pg");
      const name = `roadshow_crash_${randomBytes(5).toString("hex")}`;
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(process.env.TEST_DATABASE_URL);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
    }

    // 1. a seeded portal; find a morning slot of the last bookable day, then give it UNITS units
    let base = await start();
    let token = await login(base, "listed-admin");
    await call(base, token, "/agreement/agreement_add", { agreementType: 0 });
    const days = (await call(base, token, "/booking_store/activity_booking_time", { activityType: 1, activityBookingType: 1 })).datas as unknown as { bizDate: string }[];
    const storeDate = days.at(-1)!.bizDate;
    const region = ((await call(base, token, "/booking_region/list", { size: 0, status: 1 })).datas as unknown as { id: number }[])[0]!;
    const slots = (await call(base, token, "/booking_store/activity_booking_version_info", { storeDate, regionId: region.id })).datas as unknown as { id: number; periodId: number; version: number }[];
    const slot = slots.find((s) => s.periodId === 1)!;
    const theme = ((await call(base, token, "/activity_type/list", { size: 0, status: 1, activityType: 1 })).datas as unknown as { id: number; isAllowModify: boolean }[]).find((t) => t.isAllowModify)!;
    await stop("SIGTERM");
    await withDatabase((d) => d.db.update(bookingStores).set({ number: UNITS, total: UNITS }).where(eq(bookingStores.id, slot.id)));

    // 2. a burst of bookings and a chunked upload, killed part-way
    base = await start();
    token = await login(base, "listed-admin");
    const booking = {
      contactName: ["王海涛"], contactMobile: ["13912345678"], contactWechat: ["wanght_ir"], contactMail: [""],
      activityType: 1, bookingType: 1, dicId: theme.id, bookingTitle: "投资者交流会", modeId: 1, bookingDate: storeDate,
      periodId: 1, storeId: slot.id, version: slot.version, bookingRegionId: region.id, definedPeriodStart: "09:30", definedPeriodEnd: "10:30",
    };
    const keys = Array.from({ length: BURST }, (_, i) => `burst-${i}-${randomBytes(4).toString("hex")}`);
    const acknowledged = new Map<string, number>();
    const data = mp4(CHUNK * 8 + 123, 5);
    const guid = createHash("md5").update(data).digest("hex");
    const chunks = Math.ceil(data.length / CHUNK);
    let chunksAcknowledged = 0;
    const upload = (async () => {
      for (let i = 0; i < chunks; i++) {
        if ((await sendChunk(base, token, guid, data, i).catch(() => null))?.code !== 200) return;
        chunksAcknowledged++;
        await new Promise((r) => setTimeout(r, 40)); // a browser's pace, so the kill lands mid-upload
      }
    })();
    // the burst starts once the upload is under way
    while (chunksAcknowledged < 2) await new Promise((r) => setTimeout(r, 2));
    const burst = keys.map((key) =>
      call(base, token, "/booking/booking_activity", booking, key).then(
        (a) => {
          if (a.code === 200) acknowledged.set(key, a.datas[0]!.activityId!);
        },
        () => {},
      ),
    );
    // kill as soon as some answers are out and more are in flight
    while (acknowledged.size < 1) await new Promise((r) => setTimeout(r, 2));
    await stop("SIGKILL");
    await Promise.all([...burst, upload]);
    console.log(`crash test: killed with ${acknowledged.size} bookings and ${chunksAcknowledged}/${chunks} chunks acknowledged`);
    expect(chunksAcknowledged).toBeLessThan(chunks);

    // 3. restart on the same data; after the lease of attempts that died, retry every request with its key
    base = await start();
    await new Promise((r) => setTimeout(r, LEASE_MS + 200));
    const retried = await Promise.all(keys.map((key) => call(base, token, "/booking/booking_activity", booking, key)));
    const reported = new Map<string, number>();
    retried.forEach((a, i) => {
      expect([200, 400], a.message).toContain(a.code);
      if (a.code === 200) reported.set(keys[i]!, a.datas[0]!.activityId!);
    });
    // an answer given before the kill is given again, the same booking
    for (const [key, id] of acknowledged) expect(reported.get(key)).toBe(id);
    const ids = [...reported.values()];
    expect(new Set(ids).size).toBe(ids.length);

    for (let i = 0; i < chunks; i++) {
      const sent = await sendChunk(base, token, guid, data, i);
      expect(sent.code, `chunk ${i}: ${sent.message}`).toBe(200);
    }
    const combined = (await call(base, token, "/upload/combine_block", { guid, fileName: "路演.mp4" })) as unknown as { code: number; datas: { filePath: string }[] };
    expect(combined.code).toBe(200);
    const served = Buffer.from(await (await fetch(`${base}/api${combined.datas[0]!.filePath}`, { headers: { authorization: token } })).arrayBuffer());
    expect(served.equals(data)).toBe(true);
    await stop("SIGTERM");

    // 4. the database agrees: one activity per reported booking, and quota left + bookings = the original
    await withDatabase(async (d) => {
      const [{ n }] = (await d.db.select({ n: sql<number>`count(*)::int` }).from(activities).where(eq(activities.storeId, slot.id))) as [{ n: number }];
      const [store] = await d.db.select({ number: bookingStores.number }).from(bookingStores).where(eq(bookingStores.id, slot.id));
      expect(Number(n)).toBe(reported.size);
      expect(store!.number + Number(n)).toBe(UNITS);
    });
  });
});
