import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { z } from "zod";
import type { TContractDraft } from "#shared/api/contract.ts";
import type { TDatabase, TListenHandle } from "../../db/client.ts";
import { acceptedTextEncoding, encodeText } from "../../lib/text-encoding.ts";

/**
 * Anonymous answers of the public site's hottest reads, cached in the process and kept exact by the database's
 * change notices (the way activity/list-cache.ts keeps the company list): triggers of migration 0011 announce
 * on channel public_cache what a committed change touched ('list', 'act:<id>', 'qa:<id>', 'all'), from any
 * process. Every cached answer belongs to scopes; each scope has a generation that a notice advances, and an
 * answer is served only while the generations it was read under are current, so a read that raced with a
 * change is answered but never served again. A hit is served only when the notices of everything committed up
 * to lagMs before it have arrived (a fence: PostgreSQL delivers a channel's notices in commit order), so no
 * answer is more than lagMs older than the database was when the request came in. A request that says
 * `Cache-Control: no-cache` (the page's refetch after a pushed event: it must see the write the event announced,
 * which another process may have committed) waits for a fence of its own instead (lag 0). While the notice
 * connection is down nothing is cached; when it comes back everything read before is dropped.
 *
 * After a change, the first request reads the new answer from the database; the requests that come while it
 * reads get the answer it replaces as long as that change was heard at most lagMs ago (so such an answer is at
 * most twice the lag behind the database), instead of all waiting for the read: at 10 approved questions a
 * second, those waits were the Q&A page's p99 (npm run bench:public). A request asking for a fresh answer
 * waits for the read.
 *
 * It wraps routes from the outside (Fastify hooks): a handler knows nothing of it, and a route is added by one
 * entry. Only requests without an Authorization header are cached: a token may see restricted activities and
 * its own pending questions. The answer is kept as its JSON text, and its brotli and gzip forms are made once,
 * on the first hit that asks for them, instead of on every request.
 */

const CHANNEL = "public_cache";

export interface TCachedRoute<C extends TContractDraft = TContractDraft> {
  contract: C;
  /** the scopes whose change drops this answer, or null when this request is not cached (a deep page, a test code) */
  scopesOf(body: z.infer<C["body"]>): string[] | null;
  /** what else the answer depends on (the Beijing date of a time window) */
  keyExtra?: () => string;
  /** how long an answer may be served at most; notices normally drop it first (default 60 s) */
  ttlMs?: number;
  /** this route's lag (TPublicCacheOptions.lagMs); a request with `Cache-Control: no-cache` always has 0 */
  lagMs?: number;
}

/** Declares one cached route (keeps the body type of its contract). */
export function cachedRoute<C extends TContractDraft>(route: TCachedRoute<C>): TCachedRoute {
  return route as unknown as TCachedRoute;
}

interface TEntry {
  json: string;
  br?: Buffer;
  gzip?: Buffer;
  scopes: string[];
  generation: string;
  /** the generation of each scope, and the drop-everything count, the answer was read under */
  gens: number[];
  epoch: number;
  until: number;
}

interface TMiss {
  key: string;
  /** settles the requests waiting on this read (coalescing): the stored entry, or null */
  settle: (entry: TEntry | null) => void;
  /** the request's body as sent, for the fast path of the next identical request */
  rawKey: string;
  scopes: string[];
  generation: string;
  gens: number[];
  epoch: number;
  ttlMs: number;
}

export interface TPublicCacheOptions {
  /** answers kept at most; the one stored longest ago goes first */
  maxEntries?: number;
  /**
   * How far behind the database a hit may be, in ms (default 250): a hit is served when a fence sent at most
   * this long ago has come back, else it waits for a new one; 0 fences every hit (read-your-writes across
   * processes, as the company list does). The public site's bound is one second after a change.
   */
  lagMs?: number;
}

export interface TPublicCacheStats {
  hits: number;
  misses: number;
}

const MISS = Symbol("public-cache-miss");
type TMarked = FastifyRequest & { [MISS]?: TMiss };

/**
 * Registers the cache for these routes; resolves to its counters. Without a notice channel (it failed to
 * start) every request is simply answered by its handler.
 */
export async function registerPublicCache(app: FastifyInstance, database: TDatabase, routes: TCachedRoute[], options: TPublicCacheOptions = {}): Promise<TPublicCacheStats> {
  const maxEntries = options.maxEntries ?? 5_000;
  const lagMs = options.lagMs ?? 250;
  const stats: TPublicCacheStats = { hits: 0, misses: 0 };
  const byPath = new Map(routes.map((r) => [r.contract.path, r]));
  const entries = new Map<string, TEntry>();
  // The body as sent (before the contract's parsing) to the canonical key: a repeated request skips parsing.
  const aliases = new Map<string, string>();
  // One database read per key and generation at a time: after a change, the requests that arrive while the
  // first of them reads wait for its answer instead of all reading (200 connections would queue 200 reads
  // on PGlite's one connection at every approved question).
  const inflight = new Map<string, { generation: string; done: Promise<TEntry | null> }>();
  const generations = new Map<string, number>();
  // When each scope's last few notices were heard (oldest first; the last is its current generation's).
  const heardAt = new Map<string, number[]>();
  let everyone = 0;
  let listening = false;
  const forgetAll = () => {
    everyone += 1;
    generations.clear();
    heardAt.clear();
    entries.clear();
    aliases.clear();
  };
  let channel: TListenHandle | null = null;
  try {
    channel = await database.listen(
      CHANNEL,
      (payload) => {
        if (payload === "all" || generations.size > 100_000) return forgetAll();
        generations.set(payload, (generations.get(payload) ?? 0) + 1);
        const times = heardAt.get(payload) ?? [];
        times.push(performance.now());
        if (times.length > 8) times.shift();
        heardAt.set(payload, times);
      },
      (state) => {
        listening = state;
        forgetAll();
      },
    );
  } catch (error) {
    app.log.warn({ err: error }, "public cache off: no notification channel");
    return stats;
  }
  app.addHook("onClose", async () => {
    await channel?.close().catch(() => {});
  });
  // When the newest fence that came back was sent: every change committed before then has been heard.
  let fencedAt = Number.NEGATIVE_INFINITY;
  const fence = async () => {
    const sentAt = performance.now();
    await channel!.fence();
    fencedAt = Math.max(fencedAt, sentAt);
  };
  /** Resolves once the notices are at most lagMs behind the database; refreshes ahead so hits rarely wait. */
  const caughtUp = async (lag: number): Promise<void> => {
    const age = performance.now() - fencedAt;
    if (lag > 0 && age <= lag) {
      if (age > lag / 2) void fence().catch(() => {});
      return;
    }
    await fence();
  };
  const gensOf = (scopes: string[]) => scopes.map((s) => generations.get(s) ?? 0);
  const generationOf = (scopes: string[]) => `${everyone}|${gensOf(scopes).join(",")}`;
  /** When the first change after this answer was read was heard; null when not known (too many since, or all dropped). */
  const staleSince = (entry: TEntry): number | null => {
    if (entry.epoch !== everyone) return null;
    let first = Number.POSITIVE_INFINITY;
    for (let i = 0; i < entry.scopes.length; i++) {
      const scope = entry.scopes[i]!;
      const behind = (generations.get(scope) ?? 0) - entry.gens[i]!;
      if (behind <= 0) continue;
      const times = heardAt.get(scope) ?? [];
      const at = times[times.length - behind];
      if (at === undefined) return null;
      first = Math.min(first, at);
    }
    return first;
  };

  app.addHook("preHandler", async (req: TMarked, reply: FastifyReply) => {
    const route = byPath.get(req.routeOptions.url ?? "");
    if (!route || !listening || req.headers.authorization !== undefined) return;
    const extra = route.keyExtra?.() ?? "";
    const rawKey = `${route.contract.path}|${JSON.stringify(req.body ?? {})}|${extra}`;
    let key = aliases.get(rawKey);
    let scopes: string[] | null = null;
    if (key === undefined) {
      const parsed = route.contract.body.safeParse(req.body ?? {});
      if (!parsed.success) return;
      scopes = route.scopesOf(parsed.data);
      if (!scopes) return;
      key = `${route.contract.path}|${JSON.stringify(parsed.data)}|${extra}`;
    }
    const lag = wantsFresh(req) ? 0 : (route.lagMs ?? lagMs);
    try {
      await caughtUp(lag);
    } catch {
      return;
    }
    const hit = entries.get(key);
    const at = performance.now();
    if (hit && hit.until > at && hit.generation === generationOf(hit.scopes)) {
      stats.hits += 1;
      return sendCached(req, reply, hit);
    }
    scopes ??= hit?.scopes ?? null;
    if (!scopes) {
      // an alias whose entry went: parse again to learn the scopes
      const parsed = route.contract.body.safeParse(req.body ?? {});
      if (!parsed.success) return;
      scopes = route.scopesOf(parsed.data);
      if (!scopes) return;
    }
    const generation = generationOf(scopes);
    const reading = inflight.get(key);
    if (reading && reading.generation === generation) {
      // someone is reading the new answer: the one it replaces will do if the change is recent enough
      const since = hit && hit.until > at ? staleSince(hit) : null;
      if (hit && since !== null && at - since <= lag) {
        stats.hits += 1;
        return sendCached(req, reply, hit);
      }
      const entry = await reading.done;
      if (entry) {
        stats.hits += 1;
        return sendCached(req, reply, entry);
      }
    }
    stats.misses += 1;
    let settle: (entry: TEntry | null) => void = () => {};
    const done = new Promise<TEntry | null>((resolve) => (settle = resolve));
    inflight.set(key, { generation, done });
    req[MISS] = {
      key,
      rawKey,
      scopes,
      generation,
      gens: gensOf(scopes),
      epoch: everyone,
      ttlMs: route.ttlMs ?? 60_000,
      settle: (entry) => {
        if (inflight.get(key)?.done === done) inflight.delete(key);
        settle(entry);
      },
    };
  });

  // Whatever the answer was (a refusal, an error), the waiting requests are released once it is sent.
  app.addHook("onResponse", async (req: TMarked) => {
    req[MISS]?.settle(null);
  });

  // The handler's answer, before it is serialised: kept when it succeeded and nothing changed meanwhile.
  app.addHook("preSerialization", async (req: TMarked, _reply, payload) => {
    const miss = req[MISS];
    if (!miss || !listening || (payload as { code?: unknown } | null)?.code !== 200) return payload;
    const entry: TEntry = {
      json: JSON.stringify(payload),
      scopes: miss.scopes,
      generation: miss.generation,
      gens: miss.gens,
      epoch: miss.epoch,
      until: performance.now() + miss.ttlMs,
    };
    // The requests that joined this read came under the same generation: the answer is as current for them as
    // for this one, even when a change was announced meanwhile (it is then not kept for later requests).
    miss.settle(entry);
    if (generationOf(miss.scopes) !== miss.generation) return payload;
    entries.delete(miss.key);
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
    entries.set(miss.key, entry);
    if (aliases.size >= maxEntries * 4) aliases.clear();
    aliases.set(miss.rawKey, miss.key);
    return payload;
  });

  return stats;
}

/**
 * Whether the request asks for an answer no older than itself (`Cache-Control: no-cache`, or the older `Pragma`):
 * what the client sends when it refetches because a pushed event announced a change.
 */
function wantsFresh(req: FastifyRequest): boolean {
  return /\bno-cache\b/i.test(`${req.headers["cache-control"] ?? ""} ${req.headers.pragma ?? ""}`);
}

/** Sends a cached answer, compressed once per entry as the request accepts (the compression plugin passes it through). */
function sendCached(req: FastifyRequest, reply: FastifyReply, entry: TEntry): FastifyReply {
  reply.header("content-type", "application/json; charset=utf-8");
  const encoding = acceptedTextEncoding(req);
  if (entry.json.length < 1024 || !req.headers["accept-encoding"]) return reply.send(entry.json);
  reply.header("vary", "accept-encoding");
  if (encoding === "br") {
    entry.br ??= encodeText(entry.json, "br");
    return reply.header("content-encoding", "br").send(entry.br);
  }
  if (encoding === "gzip") {
    entry.gzip ??= encodeText(entry.json, "gzip");
    return reply.header("content-encoding", "gzip").send(entry.gzip);
  }
  return reply.send(entry.json);
}
