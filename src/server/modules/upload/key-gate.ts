/**
 * In-process ordering of the requests that touch one chunk set: writes of the same chunk run one after the
 * other (a retry waits for the attempt it replaces), writes of different chunks run side by side, and a
 * combine waits for running writes and holds new ones back until it is done (so no chunk lands in a file
 * that is being moved). Several API processes on one local disk do not share this; the ledger files stay
 * consistent anyway because each is written whole and renamed into place.
 */
interface TEntry {
  writers: number;
  chunkTails: Map<number, Promise<void>>;
  combining: Promise<void> | null;
  idle: (() => void)[];
}

export class KeyGate {
  private readonly entries = new Map<string, TEntry>();

  private entry(key: string): TEntry {
    let e = this.entries.get(key);
    if (!e) {
      e = { writers: 0, chunkTails: new Map(), combining: null, idle: [] };
      this.entries.set(key, e);
    }
    return e;
  }

  private release(key: string, e: TEntry): void {
    if (e.writers > 0 || e.chunkTails.size > 0) return;
    for (const wake of e.idle.splice(0)) wake();
    if (!e.combining && e.idle.length === 0 && this.entries.get(key) === e) this.entries.delete(key);
  }

  /** How many writes of this set are running here now (including the caller's). */
  writers(key: string): number {
    return this.entries.get(key)?.writers ?? 0;
  }

  /** Enters a write of one chunk; call the answer when done. */
  async enterWrite(key: string, chunk: number): Promise<() => void> {
    let e = this.entry(key);
    while (e.combining) {
      await e.combining;
      e = this.entry(key);
    }
    const previous = e.chunkTails.get(chunk);
    let done!: () => void;
    const tail = new Promise<void>((resolve) => {
      done = resolve;
    });
    e.chunkTails.set(chunk, tail);
    e.writers += 1;
    if (previous) await previous;
    return () => {
      e.writers -= 1;
      if (e.chunkTails.get(chunk) === tail) e.chunkTails.delete(chunk);
      done();
      this.release(key, e);
    };
  }

  /** Enters a combine: waits for running writes and other combines, and holds new writes back. */
  async enterCombine(key: string): Promise<() => void> {
    let e = this.entry(key);
    while (e.combining) {
      await e.combining;
      e = this.entry(key);
    }
    let done!: () => void;
    e.combining = new Promise<void>((resolve) => {
      done = resolve;
    });
    while (e.writers > 0 || e.chunkTails.size > 0) {
      await new Promise<void>((resolve) => e.idle.push(resolve));
    }
    return () => {
      e.combining = null;
      done();
      this.release(key, e);
    };
  }
}
