// A WebSocket viewer reduced to what bench:qa's audience does: open, receive text frames, answer pings, close.
//
// The audience runs on the same two cores as the servers it measures. With the `ws` client each received frame
// cost about 15 µs of the bench's own CPU (a fresh Buffer per read, the stream's 'data' event, the receiver's
// state machine, a UTF-8 decode of the whole frame): at 5,000 sockets and 20 events a second that was half of
// the machine, taken from the servers whose push is being timed. Here every socket of a thread reads into one
// shared buffer (net's `onread`, no allocation per read), frames are cut out of it by their header, and the
// receiver is handed the payload's place in that buffer, to read before returning. What is checked is still
// exact: every text frame reaches `onText` once, in order, whole (frames split across reads are joined).
import net from "node:net";
import { createHash, randomBytes } from "node:crypto";

const ACCEPT_GUID = "258EAFA5-E914-47DA-95CA-C5AB0DC85B11";

/** One read buffer per thread: a read's frames are handed on before the next read can reuse it. */
const shared = Buffer.allocUnsafe(256 * 1024);

/**
 * Opens `url` (ws://host:port/path) and resolves once the server has accepted the upgrade. `onText(buf, start,
 * end)` receives each text message's bytes, valid only during the call. Resolves with `{ terminate() }`.
 */
export function openLeanSocket(url, onText) {
  const { hostname, port, pathname, search } = new URL(url);
  const key = randomBytes(16).toString("base64");
  const accept = createHash("sha1").update(key + ACCEPT_GUID).digest("base64");
  return new Promise((resolve, reject) => {
    let open = false;
    let head = ""; // the handshake's answer until its blank line
    let rest = null; // the bytes of a frame not yet whole, copied out of the shared buffer
    let fragments = null; // the parts of a fragmented text message
    const socket = net.connect({
      host: hostname,
      port: Number(port),
      onread: { buffer: shared, callback: (n, buf) => void received(buf.subarray(0, n)) },
    });
    socket.setNoDelay(true);
    socket.once("connect", () => {
      socket.write(
        `GET ${pathname}${search} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          `Sec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
      );
    });
    socket.once("error", (err) => (open ? socket.destroy() : reject(err)));
    socket.once("close", () => {
      if (!open) reject(new Error(`${url}: closed before the upgrade`));
    });

    const received = (chunk) => {
      if (!open) {
        head += chunk.latin1Slice(0, chunk.length);
        const end = head.indexOf("\r\n\r\n");
        if (end < 0) return;
        if (!/^HTTP\/1\.1 101 /.test(head) || !head.toLowerCase().includes(`sec-websocket-accept: ${accept.toLowerCase()}`)) {
          socket.destroy();
          reject(new Error(`${url}: upgrade refused: ${head.split("\r\n")[0]}`));
          return;
        }
        open = true;
        resolve({ terminate: () => socket.destroy() });
        const bodyAt = end + 4 - (head.length - chunk.length); // latin1: one character per byte
        chunk = chunk.subarray(bodyAt);
        if (chunk.length === 0) return;
      }
      const buf = rest ? Buffer.concat([rest, chunk]) : chunk;
      rest = null;
      let at = 0;
      while (buf.length - at >= 2) {
        const b0 = buf[at];
        let len = buf[at + 1] & 0x7f;
        let headerLength = 2;
        if (len === 126) {
          if (buf.length - at < 4) break;
          len = buf.readUInt16BE(at + 2);
          headerLength = 4;
        } else if (len === 127) {
          if (buf.length - at < 10) break;
          len = Number(buf.readBigUInt64BE(at + 2));
          headerLength = 10;
        }
        if (buf.length - at < headerLength + len) break;
        frame(b0, buf, at + headerLength, at + headerLength + len);
        at += headerLength + len;
      }
      if (at < buf.length) rest = Buffer.from(buf.subarray(at)); // a copy: `buf` may be the shared buffer
    };

    const frame = (b0, buf, start, end) => {
      const opcode = b0 & 0x0f;
      const fin = (b0 & 0x80) !== 0;
      if (opcode === 0x1 && fin) onText(buf, start, end);
      else if (opcode === 0x1 || (opcode === 0x0 && fragments)) {
        fragments = [...(fragments ?? []), Buffer.from(buf.subarray(start, end))];
        if (fin) {
          const whole = Buffer.concat(fragments);
          fragments = null;
          onText(whole, 0, whole.length);
        }
      } else if (opcode === 0x9) socket.write(masked(0x8a, buf.subarray(start, end)));
      else if (opcode === 0x8) socket.end();
    };
  });
}

/** A client frame (clients must mask what they send): only pongs here, so the payload is under 126 bytes. */
function masked(b0, payload) {
  const mask = randomBytes(4);
  const out = Buffer.allocUnsafe(6 + payload.length);
  out[0] = b0;
  out[1] = 0x80 | payload.length;
  mask.copy(out, 2);
  for (let i = 0; i < payload.length; i++) out[6 + i] = payload[i] ^ mask[i & 3];
  return out;
}
