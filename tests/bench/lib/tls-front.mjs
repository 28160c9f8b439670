// The portal as production serves it to browsers (docs/deployment.md): behind a proxy that terminates TLS and
// speaks HTTP/2, passing requests on to the Node server over keep-alive HTTP/1.1. Used by bench:lighthouse,
// whose throttled phone otherwise fetches the client's chunks six at a time over plain HTTP/1.1, a limit no
// browser applies to an HTTPS site served with HTTP/2.
//
// A certificate for 127.0.0.1 is made with Debian's openssl for the run (the browser is told to accept it);
// HTTP/1.1 clients are served too (allowHTTP1), and their WebSocket upgrades are piped through unchanged.
import http from "node:http";
import http2 from "node:http2";
import net from "node:net";
import path from "node:path";
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

// Headers that belong to one hop: never forwarded (HTTP/2 refuses the connection-specific ones outright).
const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade", "http2-settings", "te", "host"]);

function selfSignedCertificate(dir) {
  const key = path.join(dir, "front-key.pem");
  const cert = path.join(dir, "front-cert.pem");
  const made = spawnSync(
    "openssl",
    ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", key, "-out", cert, "-days", "2", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"],
    { stdio: "ignore" },
  );
  if (made.status !== 0) throw new Error("openssl could not make the front's certificate");
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

function forwardedHeaders(headers, authority) {
  const out = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!name.startsWith(":") && !HOP_BY_HOP.has(name)) out[name] = value;
  }
  out.host = authority;
  return out;
}

/**
 * Listens on `port` (127.0.0.1) with TLS and HTTP/2 and forwards everything to `target` (http://host:port).
 * Resolves to `{ base, stop }`, where base is the https address to open.
 */
export async function startTlsFront({ target, port, dir }) {
  const upstream = new URL(target);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  const server = http2.createSecureServer({ ...selfSignedCertificate(dir), allowHTTP1: true }, (req, res) => {
    const authority = req.headers[":authority"] ?? req.headers.host ?? upstream.host;
    const outbound = http.request(
      { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: forwardedHeaders(req.headers, authority), agent },
      (answer) => {
        const headers = {};
        for (const [name, value] of Object.entries(answer.headers)) if (!HOP_BY_HOP.has(name)) headers[name] = value;
        res.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(res);
      },
    );
    outbound.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(outbound);
  });
  // HTTP/1.1 WebSocket upgrades (the live Q&A's socket): the request line and headers are replayed to the
  // server and the two sockets joined.
  server.on("upgrade", (req, socket, head) => {
    const back = net.connect(Number(upstream.port), upstream.hostname, () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      back.write(`${lines.join("\r\n")}\r\n\r\n`);
      if (head?.length) back.write(head);
      back.pipe(socket).pipe(back);
    });
    const drop = () => {
      back.destroy();
      socket.destroy();
    };
    back.on("error", drop);
    socket.on("error", drop);
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    base: `https://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.close(() => resolve());
        // HTTP/2 sessions the browser left open would hold close() back
        setTimeout(resolve, 2000).unref();
      }),
  };
}
