import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import { fail } from "#shared/http/envelope.ts";
import { BOOT_DATA_ELEMENT_ID, bootDataScriptText, type TBootData } from "#shared/shell/boot-data.ts";
import { now } from "../clock.ts";
import { loadShellFacts, shellBootData, type TFirstPaint, type TShellFacts } from "../modules/shell/index.ts";
import { acceptedTextEncoding, encodeText } from "../lib/text-encoding.ts";

const API_PREFIXES = ["/base-service/", "/idp/", "/docs", "/api/"];

/** The name a file is served as: a precompressed copy (app.js.br) stands for its original (app.js). */
const servedName = (filePath: string) => path.basename(filePath).replace(/\.(?:br|gz)$/, "");

/**
 * Draws the first paint of a client route's page (modules/shell/first-paint-layer.ts), or answers null for a
 * path it does not draw; shell holds what the shell reads, at the instant the page's answers are dated.
 */
export type TPageDrawer = (req: FastifyRequest, pathname: string, shell: TShellFacts, at: Date) => Promise<TFirstPaint | null>;

/**
 * The page with the shell's first answers in a JSON script element, placed before the entry's script runs,
 * and a route's drawing: its head part at the end of the head, its markup right after #root.
 */
function pageWithAnswers(html: string, data: TBootData, drawing: TFirstPaint | null): string {
  const element = `<script type="application/json" id="${BOOT_DATA_ELEMENT_ID}">${bootDataScriptText(data)}</script>`;
  const head = element + (drawing?.head ?? "");
  const page = html.includes("</head>") ? html.replace("</head>", () => `${head}</head>`) : head + html;
  return drawing?.body ? page.replace('<div id="root"></div>', () => `<div id="root"></div>${drawing.body}`) : page;
}

/**
 * The page, compressed as the request accepts (the compression plugin does not see the not-found handler's
 * answers): some 7 KB with the answers in, about 2 KB in brotli.
 */
function sendPage(req: FastifyRequest, reply: FastifyReply, page: string): FastifyReply {
  const encoding = acceptedTextEncoding(req);
  reply.header("vary", "accept-encoding");
  return encoding ? reply.header("content-encoding", encoding).send(encodeText(page, encoding)) : reply.send(page);
}

/**
 * Serves the built PWA with history fallback: any GET outside the API that is not a file answers
 * index.html, so deep links work, with the shell's first answers written in (src/shared/shell/boot-data.ts)
 * and what the first of `drawers` that draws the path adds (the first paint of /home and of an activity page,
 * modules/content/home-first-paint.ts, modules/activity-page/first-paint.ts); /index.html itself, which the
 * service worker precaches, goes out as built, since answers kept there would age unseen. Unknown API paths
 * answer 404 with the envelope. Text files go out as the brotli or gzip copy the build wrote beside them
 * (build/precompress.ts), whichever the browser's Accept-Encoding prefers, with `Vary: Accept-Encoding`; a
 * file without a copy goes out as it is.
 */
export async function registerStaticClient(app: FastifyInstance, root: string | null, drawers: TPageDrawer[] = []): Promise<void> {
  const hasClient = root !== null && existsSync(path.join(root, "index.html"));
  // read once: a build replaces the whole folder, and the server is restarted with it
  const shellPage = hasClient ? readFileSync(path.join(root, "index.html"), "utf8") : "";
  if (hasClient) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Hashed assets may be cached for good; the shell and the service worker must always be revalidated.
      setHeaders: (res, filePath) => {
        const name = servedName(filePath);
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header("cache-control", "public, max-age=31536000, immutable");
        else if (name === "sw.js" || name === "index.html" || name.endsWith(".webmanifest")) res.header("cache-control", "no-cache");
      },
    });
  }

  app.setNotFoundHandler(async (req, reply) => {
    const isApi = API_PREFIXES.some((p) => req.url.startsWith(p));
    if (req.method === "GET" && !isApi && hasClient) {
      const file = decodeURIComponent(req.url.split("?")[0]!).replace(/^\/+/, "");
      // A path that names an existing file is served as it is; everything else is a client route.
      if (file && !file.includes("..") && existsSync(path.join(root!, file)) && path.extname(file)) return reply.sendFile(file);
      reply.header("cache-control", "no-cache").type("text/html; charset=utf-8");
      let page = shellPage;
      try {
        const at = now();
        const shell = await loadShellFacts(app.deps.db);
        const pathname = req.url.split("?")[0]!;
        let drawing: TFirstPaint | null = null;
        for (const draw of drawers) drawing ??= await draw(req, pathname, shell, at);
        page = pageWithAnswers(shellPage, shellBootData(shell, at), drawing);
      } catch (error) {
        // the page still boots without them: the client asks for each answer as before
        req.log.warn({ err: error }, "shell answers not written into the page");
      }
      return sendPage(req, reply, page);
    }
    if (req.method === "GET" && !isApi && !hasClient) {
      return reply
        .code(503)
        .type("text/html; charset=utf-8")
        .send("<!doctype html><meta charset=utf-8><title>路演中心</title><p>前端尚未构建：请运行 <code>npm run build</code> 或 <code>npm start</code>。</p>");
    }
    return reply.code(404).send(fail(404, `请求地址错误：${req.url.split("?")[0]}`));
  });
}
