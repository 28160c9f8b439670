// The audience of bench:qa: WebSocket viewers of one activity's public Q&A, spread over worker threads.
//
// One thread receiving the frames of 5,000 sockets in turn added its own time to the last socket's receipt
// (each frame is a read, a parse and a callback), so the bench measured its own queue as much as the servers'
// push. Real viewers receive in parallel on their own machines; here BENCH_CLIENT_THREADS threads (default 2,
// one per core) each hold their share of the sockets and count receipts, and the main thread merges what they
// report. Each socket is a lean client (lean-socket.mjs says why not `ws`).
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { openLeanSocket } from "./lean-socket.mjs";

/**
 * The head of a public Q&A event read with a pattern from the frame's first bytes: every socket receives the
 * same frame, so decoding and parsing thousands of copies would be measured as delivery time (its fields come
 * before the record, in ZQaEvent's order, and are ASCII, so a latin1 read of the head is exact); JSON is the
 * fallback.
 */
const EVENT_HEAD = /^\{"type":10,"kind":"(\w+)","activityId":(\d+),"questionId":(\d+),.*?"at":(\d+)/;
function readEvent(buf, start, end) {
  const m = EVENT_HEAD.exec(buf.latin1Slice(start, Math.min(end, start + 256)));
  if (m) return { kind: m[1], activityId: Number(m[2]), questionId: Number(m[3]), at: Number(m[4]) };
  const parsed = JSON.parse(buf.toString("utf8", start, end));
  return parsed.type === 10 ? parsed : null;
}

/** Opens this thread's sockets (a few at a time, as page loads would) and records receipts per event. */
async function watch(bases, activityId, indices) {
  const events = new Map();
  const sockets = [];
  let unexpected = 0;
  const onText = (buf, start, end) => {
    const received = Date.now();
    const m = readEvent(buf, start, end);
    if (!m) return;
    const key = `${m.kind}:${m.questionId}`;
    let e = events.get(key);
    if (!e) events.set(key, (e = { at: m.at, count: 0, last: 0 }));
    e.count += 1;
    if (received > e.last) e.last = received;
    if (m.activityId !== activityId) unexpected += 1;
  };
  const open = (i) => openLeanSocket(`${bases[i % bases.length].replace(/^http/, "ws")}/base-service/pub/ws/activity/${activityId}`, onText);
  for (let i = 0; i < indices.length; i += 50) {
    sockets.push(...(await Promise.all(indices.slice(i, i + 50).map(open))));
  }
  return { events, sockets, unexpected: () => unexpected };
}

if (!isMainThread && workerData?.role === "socket-watchers") {
  const { bases, activityId, indices } = workerData;
  const mine = await watch(bases, activityId, indices);
  parentPort.postMessage({ type: "open" });
  parentPort.on("message", (msg) => {
    if (msg === "report") {
      parentPort.postMessage({ type: "report", events: [...mine.events], unexpected: mine.unexpected() });
    } else if (msg === "close") {
      for (const ws of mine.sockets) ws.terminate();
      parentPort.postMessage({ type: "closed" });
    }
  });
}

/**
 * Opens `count` sockets on `bases` (socket i on base i mod n) over `threads` worker threads. `report()`
 * answers the receipts of every event key ({ at, count, last }: the commit stamp, how many sockets received
 * it, when the last one did) and how many events named another activity; `close()` ends every socket.
 */
export async function openSocketWatchers(bases, activityId, count, threads = Number(process.env.BENCH_CLIENT_THREADS ?? 2)) {
  const n = Math.max(1, Math.min(threads, count));
  const workers = Array.from({ length: n }, (_, t) => {
    const indices = [];
    for (let i = t; i < count; i += n) indices.push(i);
    return new Worker(new URL(import.meta.url), { workerData: { role: "socket-watchers", bases, activityId, indices } });
  });
  const next = (worker, type) =>
    new Promise((resolve, reject) => {
      const onMessage = (msg) => {
        if (msg.type !== type) return;
        worker.off("message", onMessage);
        worker.off("error", reject);
        resolve(msg);
      };
      worker.on("message", onMessage);
      worker.once("error", reject);
    });
  await Promise.all(workers.map((w) => next(w, "open")));
  return {
    async report() {
      const replies = await Promise.all(workers.map((w) => (w.postMessage("report"), next(w, "report"))));
      const events = new Map();
      let unexpected = 0;
      for (const reply of replies) {
        unexpected += reply.unexpected;
        for (const [key, e] of reply.events) {
          const merged = events.get(key);
          if (!merged) events.set(key, { ...e });
          else {
            merged.count += e.count;
            merged.last = Math.max(merged.last, e.last);
          }
        }
      }
      return { events, unexpected };
    },
    async close() {
      await Promise.all(workers.map((w) => (w.postMessage("close"), next(w, "closed"))));
      await Promise.all(workers.map((w) => w.terminate()));
    },
  };
}
