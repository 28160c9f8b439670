import { afterEach, describe, expect, it } from "vitest";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { WebSocket, WebSocketServer } from "ws";
import type { WebSocket as TServerSocket } from "@fastify/websocket";
import { createSocketOutbox, FLUSH_SLICE, FLUSH_WINDOW_MS, textFrame } from "#server/lib/socket-outbox.ts";

// The outbox writes every frame queued for a socket in one flush with one system call, in order, and skips
// sockets closed meanwhile; its frames are standard WebSocket frames, and a long flush lets later payloads
// join the sockets it has not reached yet (src/server/lib/socket-outbox.ts).

let server: WebSocketServer | null = null;
afterEach(async () => {
  server?.clients.forEach((c) => c.terminate());
  await new Promise((resolve) => server?.close(resolve) ?? resolve(null));
  server = null;
});

/** A connected pair: the server's end (as the portal holds it) and a client collecting text messages. */
async function pair({ keepServer = false } = {}) {
  if (!keepServer || !server) {
    server = new WebSocketServer({ port: 0, host: "127.0.0.1" });
    await once(server, "listening");
  }
  const client = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}`);
  const [serverEnd] = (await once(server, "connection")) as [WebSocket];
  await once(client, "open");
  const received: string[] = [];
  client.on("message", (data) => received.push(String(data)));
  // count the writes reaching the TCP socket: one per system call
  const tcp = (serverEnd as unknown as { _socket: { _writev: (...a: unknown[]) => unknown; _write: (...a: unknown[]) => unknown } })._socket;
  const writes = { n: 0 };
  for (const method of ["_writev", "_write"] as const) {
    const original = tcp[method].bind(tcp);
    tcp[method] = (...args: unknown[]) => {
      writes.n += 1;
      return original(...args);
    };
  }
  return { serverEnd: serverEnd as unknown as TServerSocket, client, received, writes };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 5));
};

describe("createSocketOutbox", () => {
  it("sends the frames of one turn to a socket in order, in one write", async () => {
    const { serverEnd, received, writes } = await pair();
    const outbox = createSocketOutbox();
    for (const n of [1, 2, 3]) outbox.send(serverEnd, Buffer.from(JSON.stringify({ n })));
    await until(() => received.length === 3);
    expect(received).toEqual(['{"n":1}', '{"n":2}', '{"n":3}']);
    expect(writes.n).toBe(1);
    // a later turn is a later write
    outbox.send(serverEnd, Buffer.from('{"n":4}'));
    await until(() => received.length === 4);
    expect(received.at(-1)).toBe('{"n":4}');
    expect(writes.n).toBe(2);
  });

  it("drops what was queued for a socket that closed before the turn ended", async () => {
    const { serverEnd, client, received } = await pair();
    const outbox = createSocketOutbox();
    outbox.send(serverEnd, Buffer.from('{"n":1}'));
    serverEnd.terminate();
    await once(client, "close");
    expect(received).toEqual([]);
  });
});

describe("the outbox's own frames", () => {
  it("are read by a standard client at every length form (7, 16 and 64 bits)", async () => {
    const { serverEnd, received } = await pair();
    const outbox = createSocketOutbox();
    const texts = [0, 125, 126, 65535, 65536, 70000].map((n) => "题".repeat(Math.floor(n / 3)) + "x".repeat(n % 3));
    for (const text of texts) outbox.send(serverEnd, Buffer.from(text));
    await until(() => received.length === texts.length);
    expect(received).toEqual(texts);
  });

  it("are the frames of RFC 6455's examples (section 5.7), as text", () => {
    expect(textFrame(Buffer.from("Hello"))).toEqual(Buffer.from([0x81, 0x05, 0x48, 0x65, 0x6c, 0x6c, 0x6f]));
    expect(textFrame(Buffer.alloc(256)).subarray(0, 4)).toEqual(Buffer.from([0x81, 0x7e, 0x01, 0x00]));
    expect(textFrame(Buffer.alloc(65536)).subarray(0, 10)).toEqual(Buffer.from([0x81, 0x7f, 0, 0, 0, 0, 0, 0x01, 0x00, 0x00]));
    expect(textFrame(Buffer.alloc(65536)).length).toBe(65546);
  });
});

describe("a flush to more sockets than one slice", () => {
  it("lets a payload queued between slices join the sockets not yet written to, in order", async () => {
    const n = FLUSH_SLICE + 10;
    const pairs: Awaited<ReturnType<typeof pair>>[] = [];
    for (let i = 0; i < n; i++) pairs.push(await pair({ keepServer: i > 0 }));
    const outbox = createSocketOutbox();
    for (const p of pairs) outbox.send(p.serverEnd, Buffer.from("a"));
    // runs right after the first slice and before its continuation, which that slice queues behind this one
    await new Promise((r) => setImmediate(r));
    for (const p of pairs) outbox.send(p.serverEnd, Buffer.from("b"));
    await until(() => pairs.every((p) => p.received.length === 2));
    for (const p of pairs) expect(p.received).toEqual(["a", "b"]);
    const writes = pairs.map((p) => p.writes.n);
    // the first slice was written before "b" existed: two writes each; the rest got both frames in one
    expect(writes.slice(0, FLUSH_SLICE).every((w) => w === 2)).toBe(true);
    expect(writes.slice(FLUSH_SLICE).every((w) => w === 1)).toBe(true);
  });
});

describe("the flush window", () => {
  it("sends an event at once when idle, and gathers what follows within the window into one write", async () => {
    const { serverEnd, received, writes } = await pair();
    const outbox = createSocketOutbox();
    const sentA = performance.now();
    outbox.send(serverEnd, Buffer.from("a"));
    await until(() => received.length === 1);
    for (const text of ["b", "c", "d"]) outbox.send(serverEnd, Buffer.from(text));
    await until(() => received.length === 4);
    expect(received).toEqual(["a", "b", "c", "d"]);
    // a went alone; b, c and d waited for the window and left together
    expect(writes.n).toBe(2);
    // the second flush started no sooner than the window after the first, which started after a was sent
    expect(performance.now() - sentA).toBeGreaterThanOrEqual(FLUSH_WINDOW_MS - 1);
  });
});
