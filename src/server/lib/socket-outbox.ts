import type { Writable } from "node:stream";
import type { WebSocket } from "@fastify/websocket";

/**
 * Text frames for many sockets, written together: at most one flush per FLUSH_WINDOW_MS.
 *
 * A public Q&A event goes to every socket watching the page, and each send was its own system call: at a
 * results briefing's peak (a thousand sockets per process, a hundred events a second) the server spent
 * most of its time in writev. Frames queued here go out at the end of the current turn (setImmediate) when
 * the last flush is older than the window, else when the window ends, all of one socket's frames in one
 * write (its TCP socket corked around them). An event on an idle outbox leaves at once; the events that
 * arrive while a flush is running or its window is open go out together, so the number of writes per second
 * is bounded by the sockets, not by the events.
 * Frames and their order are exactly what separate sends would give; only the number of writes changes.
 * Each frame is built once per payload and written to the TCP socket as it is (see tcpOf and textFrame).
 */
export interface TSocketOutbox {
  /** Queues a text message (its UTF-8 bytes) for the socket. */
  send(socket: WebSocket, payload: Buffer): void;
}

/**
 * ws keeps its TCP socket in a private field; it is written to directly (whole frames, so ws's own writes can
 * never interleave inside one) only while no extension is negotiated: with permessage-deflate ws may hold
 * frames in its queue, and writing past it would reorder them. Both are fixed once the socket is open, and
 * ws's `extensions` getter lists its extensions anew on every read, so the answer is kept per socket.
 */
const tcpSockets = new WeakMap<WebSocket, Writable | null>();
function tcpOf(socket: WebSocket): Writable | null {
  let tcp = tcpSockets.get(socket);
  if (tcp === undefined) {
    const raw = (socket as unknown as { _socket?: unknown })._socket;
    tcp = socket.extensions === "" && raw && typeof (raw as Writable).cork === "function" ? (raw as Writable) : null;
    tcpSockets.set(socket, tcp);
  }
  return tcp;
}

/**
 * The whole WebSocket text frame of a payload (RFC 6455 section 5.2: FIN and opcode 1, unmasked as a server's
 * frames are, then the length in 7, 16 or 64 bits), so each socket gets one ready buffer in one write
 * instead of ws building a header per socket and writing header and payload as two chunks.
 */
export function textFrame(payload: Buffer): Buffer {
  const n = payload.length;
  const headerLength = n < 126 ? 2 : n < 65536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(headerLength + n);
  frame[0] = 0x81;
  if (n < 126) frame[1] = n;
  else if (n < 65536) {
    frame[1] = 126;
    frame.writeUInt16BE(n, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(n), 2);
  }
  payload.copy(frame, headerLength);
  return frame;
}

/**
 * How many sockets one turn writes to before it lets the event loop read again. A flush to 2,500 sockets
 * takes about 25 ms of system calls; an event arriving meanwhile (the answer right after its question) would
 * wait for all of it and then take a second pass. Flushed in slices, the event joins the sockets not yet
 * written to, which get both frames in one write, and only the sockets already written to need a second.
 */
export const FLUSH_SLICE = 256;

/**
 * The least time between the starts of two flushes. A write to a socket costs about 10 µs of system time here
 * however few bytes it carries (the loopback's TCP path, the reader's wake-up), so at a briefing's peak (a
 * hundred events a second, every one to every socket) the writes took the processes' whole time and the
 * writes' own requests queued behind them. An event arriving while the outbox is idle leaves at once; one
 * arriving within this time of the last flush waits for the rest of it, and what gathers meanwhile goes out
 * in one write per socket. It bounds the writes to one per socket per window, at the cost of at most this
 * much latency, a fifth of the 100 ms a push may take (issue 22).
 */
export const FLUSH_WINDOW_MS = 20;

export function createSocketOutbox(): TSocketOutbox {
  // a socket's queue: its one payload (the usual case, no array to allocate) or its payloads in order
  const pending = new Map<WebSocket, Buffer | Buffer[]>();
  // one frame per payload: the payloads of one publish are one Buffer shared by every socket (realtime.ts)
  const frames = new WeakMap<Buffer, Buffer>();
  const frameOf = (payload: Buffer) => {
    let frame = frames.get(payload);
    if (frame === undefined) frames.set(payload, (frame = textFrame(payload)));
    return frame;
  };
  let scheduled = false;
  let lastFlush = -Infinity;

  const write = (socket: WebSocket, queued: Buffer | Buffer[]) => {
    if (socket.readyState !== socket.OPEN) return;
    const payloads = Array.isArray(queued) ? queued : null;
    const tcp = tcpOf(socket);
    if (tcp === null) {
      // text frames of the shared bytes (binary: false), as the pages expect JSON text
      for (const payload of payloads ?? [queued as Buffer]) socket.send(payload, { binary: false });
    } else if (payloads === null) {
      tcp.write(frameOf(queued as Buffer));
    } else {
      tcp.cork();
      for (const payload of payloads) tcp.write(frameOf(payload));
      tcp.uncork();
    }
  };

  const flush = () => {
    scheduled = false;
    lastFlush = performance.now();
    let written = 0;
    // entries are taken out as they are written (deleting while iterating a Map is defined), so a payload
    // queued during a pause joins an unwritten socket's queue or starts a new one at the end, in order
    for (const [socket, queued] of pending) {
      pending.delete(socket);
      write(socket, queued);
      if (++written === FLUSH_SLICE && pending.size > 0) {
        scheduled = true;
        setImmediate(flush);
        return;
      }
    }
  };

  return {
    send(socket, payload) {
      const queued = pending.get(socket);
      if (queued === undefined) pending.set(socket, payload);
      else if (Array.isArray(queued)) queued.push(payload);
      else pending.set(socket, [queued, payload]);
      if (!scheduled) {
        scheduled = true;
        const wait = lastFlush + FLUSH_WINDOW_MS - performance.now();
        if (wait > 0) setTimeout(flush, wait);
        else setImmediate(flush);
      }
    },
  };
}
