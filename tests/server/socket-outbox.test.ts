import { afterEach, describe, expect, it } from "vitest";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { WebSocket, WebSocketServer } from "ws";
import type { WebSocket as TServerSocket } from "@fastify/websocket";
import { createSocketOutbox } from "#server/lib/socket-outbox.ts";

// The outbox writes every frame queued for a socket in one turn of the event loop with one system call, in
// order, and skips sockets closed meanwhile (src/server/lib/socket-outbox.ts).

let server: WebSocketServer | null = null;
afterEach(async () => {
  server?.clients.forEach((c) => c.terminate());
  await new Promise((resolve) => server?.close(resolve) ?? resolve(null));
  server = null;
});

/** A connected pair: the server's end (as the portal holds it) and a client collecting text messages. */
async function pair() {
  server = new WebSocketServer({ port: 0, host: "127.0.0.1" });
  await once(server, "listening");
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
