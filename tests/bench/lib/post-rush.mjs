// A worker thread that sends form POSTs, at most `inFlight` at a time, and posts back each one's answer (status,
// time from send to answer in ms, parsed envelope) in the order given: the load of a bench, kept off the event
// loop of the server it measures.
//
// The requests go over a fixed pool of `inFlight` keep-alive connections, opened before the first one is
// timed, as a proxy in front of the API holds its upstream connections. With fetch, a request sent the moment
// another's answer arrived often found that connection not yet handed back and opened a new one; those new
// connections reached the server one after another, about 100 ms apart, and set the bench's p99 (2026-11-26:
// the server's own time for those requests was 1 to 5 ms).
import http from "node:http";
import { parentPort, workerData } from "node:worker_threads";

const { calls, inFlight } = workerData;
const lanes = Math.min(inFlight, calls.length);
const agent = new http.Agent({ keepAlive: true, maxSockets: lanes, maxFreeSockets: lanes });

function request({ url, token, body, key }) {
  return new Promise((resolve, reject) => {
    const headers = { "content-type": "application/x-www-form-urlencoded", "content-length": Buffer.byteLength(body ?? "") };
    if (token) headers.authorization = token;
    if (key) headers["idempotency-key"] = key;
    const req = http.request(url, { method: body === undefined ? "GET" : "POST", headers, agent }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode, text: Buffer.concat(chunks).toString("utf8") }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(body);
  });
}

async function post(call) {
  const t0 = performance.now();
  try {
    const { status, text } = await request(call);
    const json = status >= 500 ? { code: status, message: text } : JSON.parse(text);
    return { status, ms: performance.now() - t0, json };
  } catch (error) {
    return { status: -1, ms: performance.now() - t0, json: { code: -1, message: String(error) } };
  }
}

// the pool's connections, opened and kept alive before the rush (a GET of the site's root, whatever it answers)
const origin = new URL(calls[0]?.url ?? "http://127.0.0.1/").origin;
await Promise.all(Array.from({ length: lanes }, () => request({ url: `${origin}/` }).catch(() => undefined)));

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
agent.destroy();
parentPort.postMessage(results);
