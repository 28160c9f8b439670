// A worker thread that sends form POSTs, at most `inFlight` at a time, and posts back each one's answer (status,
// time from send to answer in ms, parsed envelope) in the order given: the load of a bench, kept off the event
// loop of the server it measures.
import { parentPort, workerData } from "node:worker_threads";

const { calls, inFlight } = workerData;

async function post({ url, token, body, key }) {
  const headers = { "content-type": "application/x-www-form-urlencoded", authorization: token };
  if (key) headers["idempotency-key"] = key;
  const t0 = performance.now();
  try {
    const res = await fetch(url, { method: "POST", headers, body });
    const json = res.status >= 500 ? { code: res.status, message: await res.text() } : await res.json();
    return { status: res.status, ms: performance.now() - t0, json };
  } catch (error) {
    return { status: -1, ms: performance.now() - t0, json: { code: -1, message: String(error) } };
  }
}

const results = new Array(calls.length);
let next = 0;
await Promise.all(
  Array.from({ length: Math.min(inFlight, calls.length) }, async () => {
    while (next < calls.length) {
      const i = next++;
      results[i] = await post(calls[i]);
    }
  }),
);
parentPort.postMessage(results);
