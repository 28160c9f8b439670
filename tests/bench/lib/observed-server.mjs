// An API server under a bench's load, with what it observes of itself: its own time per answer of one route
// (arrival to answer, beside the clients' view, which adds the network and every queue before the server reads
// a request), its event loop's delay, its GC pauses and its main thread's CPU. It runs in the bench's process
// (PGlite, which one process owns) or as a child process of the bench (serveInChild, on PostgreSQL), where
// several share one database as the portal's API processes do.
import { fork } from "node:child_process";
import { PerformanceObserver, monitorEventLoopDelay } from "node:perf_hooks";
import { mainThreadCpuMs } from "./thread-cpu.mjs";

/** Builds and starts the server; begin() and end() bracket the measured load. */
export async function startObservedServer({ database, storage, route }) {
  const { buildApp } = await import("#server/app.ts");
  const serverMs = [];
  // behind a trusted proxy as in production, so each visitor has its own address in X-Forwarded-For
  const server = await buildApp({ database, logger: false, storage, trustProxy: "127.0.0.1" });
  server.addHook("onResponse", async (req, reply) => {
    if (req.url.endsWith(route)) serverMs.push(reply.elapsedTime);
  });
  await server.listen({ port: 0, host: "127.0.0.1" });
  let loop = null;
  let gc = null;
  let gcPauses = [];
  let cpuBefore = 0;
  return {
    server,
    port: server.server.address().port,
    begin() {
      serverMs.length = 0;
      gcPauses = [];
      loop = monitorEventLoopDelay({ resolution: 10 });
      loop.enable();
      gc = new PerformanceObserver((list) => gcPauses.push(...list.getEntries().map((e) => e.duration)));
      gc.observe({ entryTypes: ["gc"] });
      cpuBefore = mainThreadCpuMs();
    },
    end() {
      loop.disable();
      gc.disconnect();
      return {
        serverMs: [...serverMs],
        loopP99: loop.percentile(99) / 1e6,
        loopMax: loop.max / 1e6,
        gcCount: gcPauses.length,
        gcMax: Math.max(0, ...gcPauses),
        cpuMs: mainThreadCpuMs() - cpuBefore,
      };
    },
    close: () => server.close(),
  };
}

/** The observations of several servers as one: answers and GC pauses together, the worst loop, the CPU summed. */
export function mergeObservations(list) {
  return {
    serverMs: list.flatMap((o) => o.serverMs),
    loopP99: Math.max(...list.map((o) => o.loopP99)),
    loopMax: Math.max(...list.map((o) => o.loopMax)),
    gcCount: list.reduce((sum, o) => sum + o.gcCount, 0),
    gcMax: Math.max(...list.map((o) => o.gcMax)),
    cpuMs: list.reduce((sum, o) => sum + o.cpuMs, 0),
  };
}

/**
 * Starts an observed server in a child process running `script` with `--serve` (the script calls
 * serveChild then), on the PostgreSQL database at `databaseUrl`. Answers its port and begin/end/close as above.
 */
export async function serveInChild(script, databaseUrl, storage, route) {
  const child = fork(script, ["--serve"], {
    execArgv: ["--import", "tsx"],
    env: { ...process.env, BENCH_SERVE: JSON.stringify({ databaseUrl, storage, route }) },
  });
  const replies = [];
  child.on("message", (m) => replies.shift()?.(m));
  const ask = (command) =>
    new Promise((resolve, reject) => {
      replies.push(resolve);
      if (command) child.send(command);
      child.once("exit", (code) => reject(new Error(`server process exited (${code})`)));
    });
  const { port } = await ask(null);
  return {
    port,
    begin: () => ask("begin"),
    end: () => ask("end"),
    close: async () => {
      await ask("close").catch(() => {});
    },
  };
}

/** The child's side of serveInChild: serves until told to close. */
export async function serveChild() {
  const { databaseUrl, storage, route } = JSON.parse(process.env.BENCH_SERVE);
  const { openDatabase } = await import("#server/db/client.ts");
  const database = await openDatabase({ databaseUrl });
  const observed = await startObservedServer({ database, storage, route });
  process.on("message", async (command) => {
    if (command === "begin") process.send(observed.begin() ?? {});
    else if (command === "end") process.send(observed.end());
    else if (command === "close") {
      await observed.close();
      await database.close();
      process.send({});
      process.exit(0);
    }
  });
  process.send({ port: observed.port });
}
