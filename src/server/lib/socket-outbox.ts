import type { Writable } from "node:stream";
import type { WebSocket } from "@fastify/websocket";

/**
 * Text frames for many sockets, written together once per turn of the event loop.
 *
 * A public Q&A event goes to every socket watching the page, and each send was its own system call: at a
 * results briefing's peak (a thousand sockets per process, a hundred events a second) the server spent
 * most of its time in writev. Frames queued here go out at the end of the current turn (setImmediate), all
 * of one socket's frames in one write (its TCP socket corked around them). While the event loop is idle an
 * event leaves at once; when it is busy writing, the events that arrive meanwhile wait for the next turn and
 * go out together, so the number of writes per second is bounded by the sockets, not by the events.
 * Frames and their order are exactly what separate sends would give; only the number of writes changes.
 */
export interface TSocketOutbox {
  send(socket: WebSocket, frame: Buffer): void;
}

/** ws keeps its TCP socket in a private field; corking it is the one way to write several frames at once. */
function tcpOf(socket: WebSocket): Writable | null {
  const raw = (socket as unknown as { _socket?: unknown })._socket;
  return raw && typeof (raw as Writable).cork === "function" ? (raw as Writable) : null;
}

export function createSocketOutbox(): TSocketOutbox {
  const pending = new Map<WebSocket, Buffer[]>();
  let scheduled = false;

  const flush = () => {
    scheduled = false;
    for (const [socket, frames] of pending) {
      if (socket.readyState !== socket.OPEN) continue;
      const tcp = frames.length > 1 ? tcpOf(socket) : null;
      tcp?.cork();
      // text frames of the shared bytes (binary: false), as the pages expect JSON text
      for (const frame of frames) socket.send(frame, { binary: false });
      tcp?.uncork();
    }
    pending.clear();
  };

  return {
    send(socket, frame) {
      const frames = pending.get(socket);
      if (frames) frames.push(frame);
      else pending.set(socket, [frame]);
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
  };
}
