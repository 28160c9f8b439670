/**
 * A LISTEN connection to PostgreSQL that outlives server restarts and fail-overs: when the server drops it,
 * it reconnects with a doubling delay (0.5 s up to 30 s) and never takes the process down. Notifications
 * sent while it is away are lost, so `onState(false)` tells the owner to stop trusting what it derived
 * from them, and `onState(true)` that it hears again (after which the owner must assume it missed some).
 */
export interface TPgListenOptions {
  connectionString: string;
  channel: string;
  onNotify(payload: string): void;
  onState?(listening: boolean): void;
  log?(message: string, error?: unknown): void;
}

export interface TPgListener {
  /**
   * Resolves once every notification committed before the call has reached `onNotify`. PostgreSQL delivers
   * a channel's notifications in commit order, so this sends one of its own on the listening connection
   * and waits for it to come back. Callers that arrive while a fence is on its way share the next one.
   * Rejects after 2 s or when the connection is lost.
   */
  fence(): Promise<void>;
  close(): Promise<void>;
}

const FENCE_TIMEOUT_MS = 2_000;
/** Fence payloads: "fence:<listener>:<n>"; a listener hears its own and ignores those of other processes. */
const FENCE_PREFIX = "fence:";

/** Starts listening; resolves once the first LISTEN is in place (rejects if the first connect fails). */
export async function listenPostgres(options: TPgListenOptions): Promise<TPgListener> {
  const { default: pg } = await import("pg");
  const { channel, onNotify, onState = () => {}, log = () => {} } = options;
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a plain channel name: ${channel}`);
  let listener: InstanceType<typeof pg.Client> | null = null;
  let closed = false;
  let retryMs = 500;
  const me = Math.random().toString(36).slice(2, 10);
  let sent = 0;
  const waiting = new Map<number, { resolve: () => void; reject: (e: Error) => void }>();
  const failFences = (error: Error) => {
    for (const w of waiting.values()) w.reject(error);
    waiting.clear();
  };

  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: options.connectionString });
    client.on("notification", (n) => {
      if (n.channel !== channel || n.payload === undefined) return;
      if (!n.payload.startsWith(FENCE_PREFIX)) return onNotify(n.payload);
      const [, owner, seq] = n.payload.split(":");
      if (owner !== me) return;
      waiting.get(Number(seq))?.resolve();
      waiting.delete(Number(seq));
    });
    const reconnect = (error?: unknown) => {
      if (closed || listener !== client) return;
      listener = null;
      failFences(new Error(`LISTEN ${channel} lost`));
      onState(false);
      log(`LISTEN ${channel} lost; reconnecting`, error);
      setTimeout(() => void connect().catch((e) => log(`LISTEN ${channel} reconnect failed`, e)), retryMs).unref();
      retryMs = Math.min(retryMs * 2, 30_000);
    };
    client.on("error", reconnect);
    client.on("end", () => reconnect());
    listener = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
      retryMs = 500;
      onState(true);
    } catch (error) {
      reconnect(error);
      throw error;
    }
  };
  await connect();

  const sendFence = async (): Promise<void> => {
    const client = listener;
    if (!client) throw new Error(`LISTEN ${channel} is down`);
    const n = ++sent;
    const back = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        waiting.delete(n);
        reject(new Error(`LISTEN ${channel}: fence timed out`));
      }, FENCE_TIMEOUT_MS);
      waiting.set(n, {
        resolve: () => (clearTimeout(timer), resolve()),
        reject: (e) => (clearTimeout(timer), reject(e)),
      });
    });
    await client.query(`NOTIFY ${channel}, '${FENCE_PREFIX}${me}:${n}'`);
    await back;
  };
  // One fence on its way at a time; whoever comes meanwhile waits for the next, which leaves after they came.
  let onItsWay: Promise<void> | null = null;
  let following: Promise<void> | null = null;
  const start = () => {
    const p: Promise<void> = sendFence().finally(() => {
      if (onItsWay === p) onItsWay = null;
    });
    onItsWay = p;
    return p;
  };

  return {
    fence() {
      if (!onItsWay) return start();
      if (!following) {
        following = onItsWay
          .catch(() => {})
          .then(() => {
            following = null;
            return start();
          });
      }
      return following;
    },
    async close() {
      closed = true;
      failFences(new Error(`LISTEN ${channel} closed`));
      await listener?.end().catch(() => {});
    },
  };
}
