// A worker thread that sends form POSTs, at most `inFlight` at a time, and posts back each one's answer (status,
// time from send to answer in ms, parsed envelope) in the order given: the load of a bench, kept off the event
// loop of the server it measures. The requests go over a fixed pool of `inFlight` keep-alive connections opened
// before the first one is timed (keep-alive.mjs says why).
import { parentPort, workerData } from "node:worker_threads";
import { keepAlivePool } from "./keep-alive.mjs";

const { calls, inFlight } = workerData;
const lanes = Math.min(inFlight, calls.length);
const pool = keepAlivePool(lanes);

async function post({ url, token, body, key }) {
  const t0 = performance.now();
  try {
    const { status, text } = await pool.request(url, { token, body, key });
    const json = status >= 500 ? { code: status, message: text } : JSON.parse(text);
    return { status, ms: performance.now() - t0, json };
  } catch (error) {
    return { status: -1, ms: performance.now() - t0, json: { code: -1, message: String(error) } };
  }
}

if (calls.length > 0) await pool.open(new URL(calls[0].url).origin);
const results = new Array(calls.length);
let next = 0;
await Promise.all(
  Array.from({ length: lanes }, async () => {
    while (next < calls.length) {
      const i = next++;
      results[i] = await post(calls[i]);
    }
  }),
);
pool.close();
parentPort.postMessage(results);
