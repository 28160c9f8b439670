import type { TDb } from "../../db/client.ts";
import { recordVisits, type TVisitInput } from "./recorder.ts";

/** The most visits one batch writes; the rest wait for the next. */
const MAX_BATCH = 500;
/**
 * How long the first visit of a quiet moment waits for others before its batch is written (the idea of
 * PostgreSQL's commit_delay): each batch costs a few statements whatever its size, and a statement's round
 * trip costs both processes more than the rows it carries. Visits arriving while a batch is written go in
 * the next one at once.
 */
const GATHER_MS = 5;
/**
 * Batches written at once. Most of a batch's time is PostgreSQL inserting its events and counted sets, which
 * two backends do side by side; only the rollup rows at the end of each statement are shared, taken in key
 * order by every batch, so they queue without deadlock. One at a time, a batch of page loads took long
 * enough that visits waited seconds at 5,000 a second (bench:views).
 */
const MAX_WRITING = 3;

interface TQueued {
  visit: TVisitInput;
  resolve: (counted: boolean) => void;
  reject: (error: unknown) => void;
}

export interface TVisitBatcher {
  /** Records a visit with the others that arrive meanwhile; settles once its batch is committed. */
  record(visit: TVisitInput): Promise<boolean>;
  /** Waits for every queued visit to be written. */
  drain(): Promise<void>;
}

/**
 * Group commit for activity/view_record (document 4 section 2.3): at the peak of a briefing a thousand
 * visitors report at once, and each visit of one activity adds to the same rollup rows. Visits arriving within
 * GATHER_MS of each other, or while a batch is written, go together in one batch, so the rows are locked once
 * per batch instead of once per visit (visit-writes.ts). Each request is still answered only after its visit is committed, with
 * its own outcome, so nothing answered is lost in a crash. When a batch fails as a whole (say one visit names
 * an activity deleted meanwhile), its visits are written one by one so only the faulty one fails.
 */
export function createVisitBatcher(db: TDb): TVisitBatcher {
  let queue: TQueued[] = [];
  let writing = 0;
  let gathering: NodeJS.Timeout | null = null;
  let idle: (() => void)[] = [];

  const settle = async (batch: TQueued[]): Promise<void> => {
    try {
      const outcomes = await recordVisits(db, batch.map((q) => q.visit));
      batch.forEach((q, i) => {
        const outcome = outcomes[i];
        if (typeof outcome === "boolean") q.resolve(outcome);
        else q.reject(outcome);
      });
    } catch (error) {
      if (batch.length === 1) batch[0]!.reject(error);
      else for (const q of batch) await settle([q]);
    }
  };

  // Starts batches while there are visits and fewer than MAX_WRITING batches are being written.
  const pump = () => {
    while (queue.length > 0 && writing < MAX_WRITING) {
      const batch = queue.slice(0, MAX_BATCH);
      queue = queue.slice(MAX_BATCH);
      writing += 1;
      void settle(batch).finally(() => {
        writing -= 1;
        pump();
      });
    }
    if (queue.length === 0 && writing === 0 && !gathering) {
      for (const done of idle) done();
      idle = [];
    }
  };

  return {
    record(visit) {
      return new Promise<boolean>((resolve, reject) => {
        queue.push({ visit, resolve, reject });
        // a batch being written takes the next ones when it ends; otherwise wait a moment for company
        if (writing < MAX_WRITING && !gathering) {
          gathering = setTimeout(() => {
            gathering = null;
            pump();
          }, GATHER_MS);
        }
      });
    },
    drain() {
      if (queue.length === 0 && writing === 0 && !gathering) return Promise.resolve();
      return new Promise<void>((resolve) => idle.push(resolve));
    },
  };
}
