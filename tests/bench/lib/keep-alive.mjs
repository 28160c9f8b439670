// HTTP for the benches' load: a fixed pool of keep-alive connections, as a proxy in front of the API holds
// its upstream connections.
//
// With fetch, a request sent the moment another's answer arrived often found that connection not yet handed
// back and opened a new one (about six a second in bench:booking); the server accepted each at once, but its
// first bytes came 116 to 225 ms later (2026-11-26: the server's connection and data events stamped). The
// requests on those connections set the bench's p99 while spending 1 to 5 ms in the server, and a pipeline of
// requests sent one after another waited on them. node:http's Agent with maxSockets never opens more than
// its pool: a request waits for a free connection instead.
import http from "node:http";

/** A pool of at most `size` connections; `open(origin)` connects them all before anything is timed. */
export function keepAlivePool(size) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: size, maxFreeSockets: size });

  /** One request: a form POST when `body` is given, else a GET; answers the status and the text. */
  function request(url, { token, body, key, headers: extra } = {}) {
    return new Promise((resolve, reject) => {
      const headers = { ...extra };
      if (body !== undefined) {
        headers["content-type"] = "application/x-www-form-urlencoded";
        headers["content-length"] = Buffer.byteLength(body);
      }
      if (token) headers.authorization = token;
      if (key) headers["idempotency-key"] = key;
      const req = http.request(url, { method: body === undefined ? "GET" : "POST", headers, agent }, (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, text: Buffer.concat(chunks).toString("utf8") }));
        res.on("error", reject);
      });
      req.on("error", reject);
      req.end(body);
    });
  }

  return {
    request,
    /** Opens every connection of the pool (a GET of the site's root, whatever it answers). */
    async open(origin) {
      await Promise.all(Array.from({ length: size }, () => request(`${origin}/`).catch(() => undefined)));
    },
    close: () => agent.destroy(),
  };
}
