import { setFlagsFromString } from "node:v8";

/**
 * Turns off V8's allocation-site pretenuring for the process serving the portal.
 *
 * V8 watches which allocation sites produce objects that survive a young-generation collection and, past a
 * threshold, allocates what those sites make straight in the old generation. A request waiting on the
 * database (a visit waiting for its batch, visit-batcher.ts) outlives a collection often enough that the
 * sites of Node's HTTP layer, Fastify and the handlers cross it; from then on every request's objects were
 * made old and died old, 30 MB a second at 5,250 view_record calls, and a full mark-compact ran every six
 * seconds, each taking the p99 of its second to 50 to 100 ms (`node --trace-gc` under `npm run bench:views`).
 * Without pretenuring those objects die young, where collecting them costs almost nothing: no mark-compact
 * during a run, scavenges of about 1.3 ms instead of 4 to 5, and the bench's one-minute p99 on PostgreSQL
 * went from 46 to 56 ms to 15 to 18 ms.
 *
 * Set at run time because a server is started in several ways (npm start, the deployment's command, the
 * benches' in-process servers) and each must run the same way; the flag is read whenever V8 decides about
 * a site, so setting it before the first request is enough. Node keeps V8's flags writable for this call.
 */
export function tuneGarbageCollector(): void {
  setFlagsFromString("--no-allocation-site-pretenuring");
}
