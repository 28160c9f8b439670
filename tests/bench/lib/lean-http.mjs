// An HTTP/1.1 keep-alive client reduced to what the load of bench:views and bench:public does: POST a small
// form, read the status and a JSON answer, reuse the connection.
//
// The crowd runs on the same two cores as the server it measures. With undici's Pool the load thread took
// about 30 % of a core at 5,250 requests a second (`top -H`, 2026-11-26), while the server's thread was at
// 100 % and the machine had no idle time left: the tail the bench measured was partly the bench's own
// share of the cores. Here each connection reads into one shared buffer (net's `onread`, no allocation per
// read), an answer is cut out by its Content-Length, and a request is one string written once. Only what
// the bench needs is supported: answers with Content-Length (the API sends no chunked JSON), no
// pipelining (a connection carries one request at a time, as a browser's does).
import net from "node:net";

/** One read buffer per thread: an answer is handed on before the next read can reuse it. */
const shared = Buffer.allocUnsafe(64 * 1024);
const HEAD_END = Buffer.from("\r\n\r\n");

/**
 * A pool of `size` connections to host:port, all opened by `open()`. `post(path, body, headers)` sends on a
 * free connection (or waits for one, first come first served) and resolves `{ status, text }`; a broken
 * connection rejects its request and is replaced.
 */
export function leanHttpPool({ host = "127.0.0.1", port, size }) {
  const free = [];
  const waiting = [];
  const all = new Set();

  const connect = () =>
    new Promise((resolve, reject) => {
      const conn = { socket: null, pending: null, rest: null };
      const fail = (error) => {
        all.delete(conn);
        const pending = conn.pending;
        conn.pending = null;
        if (pending) pending.reject(error);
        // requests waiting for a connection get a new one in its place
        if (waiting.length > 0) connect().then(release, () => {});
      };
      conn.socket = net.connect({ host, port, onread: { buffer: shared, callback: (n, buf) => void received(conn, buf.subarray(0, n)) } });
      conn.socket.setNoDelay(true);
      conn.socket.once("connect", () => {
        all.add(conn);
        resolve(conn);
      });
      conn.socket.once("error", (error) => {
        fail(error);
        reject(error);
      });
      conn.socket.once("close", () => fail(new Error("connection closed")));
    });

  /** The bytes of a connection's answer so far: a whole answer settles its request. */
  const received = (conn, chunk) => {
    if (!conn.pending) {
      conn.socket.destroy(new Error("bytes with no request waiting"));
      return;
    }
    const buf = conn.rest ? Buffer.concat([conn.rest, chunk]) : chunk;
    conn.rest = null;
    const headEnd = buf.indexOf(HEAD_END);
    if (headEnd < 0) {
      conn.rest = Buffer.from(buf);
      return;
    }
    const head = buf.latin1Slice(0, headEnd);
    const match = /\r\ncontent-length: *(\d+)/i.exec(head);
    if (!match) {
      conn.socket.destroy(new Error(`an answer without Content-Length: ${head.split("\r\n")[0]}`));
      return;
    }
    const bodyStart = headEnd + 4;
    const bodyEnd = bodyStart + Number(match[1]);
    if (buf.length < bodyEnd) {
      conn.rest = Buffer.from(buf);
      return;
    }
    const status = Number(head.slice(9, 12));
    const text = buf.utf8Slice(bodyStart, bodyEnd);
    const pending = conn.pending;
    conn.pending = null;
    if (bodyEnd < buf.length) conn.socket.destroy(new Error("bytes after the answer (the pool never pipelines)"));
    else release(conn);
    pending.resolve({ status, text });
  };

  const release = (conn) => {
    const next = waiting.shift();
    if (next) send(conn, next);
    else free.push(conn);
  };

  const send = (conn, request) => {
    conn.pending = request;
    conn.socket.write(request.raw);
  };

  return {
    async open() {
      const conns = await Promise.all(Array.from({ length: size }, connect));
      free.push(...conns);
    },
    post(path, body, headers) {
      let raw = `POST ${path} HTTP/1.1\r\nHost: ${host}:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${Buffer.byteLength(body)}\r\n`;
      for (const [name, value] of Object.entries(headers)) raw += `${name}: ${value}\r\n`;
      raw += `\r\n${body}`;
      return new Promise((resolve, reject) => {
        const request = { raw, resolve, reject };
        // a connection that broke is replaced before the request goes out on it
        let conn = free.pop();
        while (conn && !all.has(conn)) conn = free.pop();
        if (conn) send(conn, request);
        else if (all.size < size) connect().then((c) => send(c, request), reject);
        else waiting.push(request);
      });
    },
    close() {
      for (const conn of all) conn.socket.destroy();
      all.clear();
    },
  };
}
