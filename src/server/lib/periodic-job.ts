import type { FastifyInstance } from "fastify";

export interface TPeriodicJobOptions {
  /** what a failed run is logged as */
  name: string;
  intervalMs: number;
  /** the catch-up run after start waits this long, so it does not hold the embedded database while the first requests arrive */
  firstDelayMs: number;
  /**
   * a tick that finds a run in flight runs once more right after it (for work that may have been added while
   * the run read its rows, e.g. a reminder subscribed after its time); otherwise that tick is skipped
   */
  rerunWhenBusy: boolean;
  work: () => Promise<unknown>;
}

export interface TPeriodicJob {
  /** asks for a run soon, outside the interval */
  kick(): void;
}

/**
 * Runs background work in the server: shortly after start (catching up after downtime), then every interval,
 * never two runs at once. Its timers are unref'd so they never keep a process alive, and preClose stops it
 * before the database closes, letting a run in flight finish. The activity clock and the reminder dispatcher
 * both run on it.
 */
export function startPeriodicJob(app: FastifyInstance, o: TPeriodicJobOptions): TPeriodicJob {
  let running: Promise<unknown> | null = null;
  let again = false;
  let stopped = false;
  const tick = (): void => {
    if (stopped) return;
    if (running) {
      if (o.rerunWhenBusy) again = true;
      return;
    }
    running = o
      .work()
      .catch((error: unknown) => app.log.warn({ err: error }, `${o.name} failed`))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          tick();
        }
      });
  };
  const timer = setInterval(tick, o.intervalMs);
  timer.unref();
  const first = setTimeout(tick, o.firstDelayMs);
  first.unref();
  app.addHook("preClose", async () => {
    stopped = true;
    clearInterval(timer);
    clearTimeout(first);
    await running;
  });
  return { kick: () => setTimeout(tick, 0).unref() };
}
