import type { TDatabase } from "../db/client.ts";

/** The channel migration 0006 notifies with the id of a company whose list changed ('0': every company). */
const CHANNEL = "activity_list";

interface TEntry<T> {
  value: T;
  until: number;
}

export interface TListCache<T> {
  /**
   * The cached value of (company, key), or what `load` reads, kept unless the company changed meanwhile.
   * `fence: false` skips waiting for the notifications of changes committed just before (a hit may then be
   * as old as the notification lag, milliseconds): for callers that only count, never show or decide access.
   */
  read(companyId: number, key: string, load: () => Promise<T>, options?: { fence?: boolean }): Promise<T>;
  close(): Promise<void>;
}

export interface TListCacheOptions {
  /** the channel whose notices name the key (a company id here; '0' every key); default activity_list */
  channel?: string;
  /** a safety net only: changes arrive as notifications; this bounds what a missed one could cost */
  ttlMs?: number;
  /** companies kept at most; the one cached longest ago goes first */
  maxCompanies?: number;
  /** pages kept at most per company; the oldest goes first */
  maxPerCompany?: number;
}

/**
 * Pages of the company activity list, cached in the process and dropped when the database announces a change
 * to that company's rows (triggers of migration 0006 notify on commit, from any process). A read that raced
 * with a change is not stored: every company has a generation that each notification advances, and a page
 * read under an older generation is answered but forgotten. A hit first waits for the notifications of
 * everything committed before it (a fence, listen.ts), so the cache never answers older than the database
 * did when the request came in. While the notification connection is down nothing is cached, and when it
 * comes back everything is dropped, since notifications may have been lost. Misses of one page under one
 * generation share one read: when a popular page's entry expires or is dropped, the requests of that moment
 * (thousands a second on a live activity) wait for the same answer instead of each reading it again.
 */
export async function createListCache<T>(database: TDatabase, options: TListCacheOptions = {}): Promise<TListCache<T>> {
  const ttlMs = options.ttlMs ?? 60_000;
  const maxCompanies = options.maxCompanies ?? 2_000;
  const maxPerCompany = options.maxPerCompany ?? 32;
  const companies = new Map<number, Map<string, TEntry<T>>>();
  const generations = new Map<number, number>();
  /** reads under way, by company, page and the generation they began in */
  const reading = new Map<string, Promise<T>>();
  let everyone = 0;
  let listening = false;

  const forgetCompany = (companyId: number) => {
    generations.set(companyId, (generations.get(companyId) ?? 0) + 1);
    companies.delete(companyId);
  };
  const forgetAll = () => {
    everyone += 1;
    companies.clear();
    generations.clear();
  };
  const channel = await database.listen(
    options.channel ?? CHANNEL,
    (payload) => {
      const companyId = Number(payload);
      if (companyId === 0 || !Number.isSafeInteger(companyId)) forgetAll();
      else forgetCompany(companyId);
    },
    (state) => {
      listening = state;
      forgetAll();
    },
  );
  const generation = (companyId: number) => `${everyone}.${generations.get(companyId) ?? 0}`;

  return {
    async read(companyId, key, load, options) {
      if (!listening) return load();
      // Notifications travel on their own connection: wait until those of every change committed before
      // this request have arrived, so a company always reads its own writes and anyone else's that are done.
      if (options?.fence !== false) {
        try {
          await channel.fence();
        } catch {
          return load();
        }
      }
      const hit = companies.get(companyId)?.get(key);
      const at = performance.now();
      if (hit && hit.until > at) return hit.value;
      const before = generation(companyId);
      // a read begun under this generation saw every change this request must see: the fence above waited
      // for the notifications of all changes committed before it, and any of them would have advanced it
      const shared = `${companyId}\n${key}\n${before}`;
      const underWay = reading.get(shared);
      if (underWay) return underWay;
      const loading = load();
      reading.set(shared, loading);
      let value: T;
      try {
        value = await loading;
      } finally {
        reading.delete(shared);
      }
      if (listening && generation(companyId) === before) {
        let pages = companies.get(companyId);
        if (!pages) {
          if (companies.size >= maxCompanies) companies.delete(companies.keys().next().value!);
          companies.set(companyId, (pages = new Map()));
        }
        pages.delete(key);
        if (pages.size >= maxPerCompany) pages.delete(pages.keys().next().value!);
        pages.set(key, { value, until: at + ttlMs });
      }
      return value;
    },
    close: () => channel.close(),
  };
}
