import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Plugin, ResolvedConfig } from "vite";

/**
 * Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the built client, once, at build
 * time and at the highest settings, so the server (src/server/plugins/static-client.ts, `preCompressed`)
 * answers each request with the smallest file the browser accepts and spends no CPU on it. It runs after
 * every other plugin's closeBundle, so the service worker written by vite-plugin-pwa is compressed too.
 */

/** The files worth compressing: text. Images, fonts (woff2 is compressed already) and media are left alone. */
export const TEXT_FILE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|map)$/i;
/** Below this a compressed copy saves less than the headers it costs. */
const MIN_BYTES = 256;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** Compresses the text files under `dir`; answers how many bytes the files and their brotli copies hold. */
export async function precompressFolder(dir: string): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  const files = (await filesUnder(dir)).filter((f) => TEXT_FILE.test(f));
  let bytes = 0;
  let brotliBytes = 0;
  let count = 0;
  await Promise.all(
    files.map(async (file) => {
      if ((await stat(file)).size < MIN_BYTES) return;
      const data = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(data, {
          params: {
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
        gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      // A copy that is not smaller would only cost the browser bytes.
      if (br.length < data.length) await writeFile(`${file}.br`, br);
      if (gz.length < data.length) await writeFile(`${file}.gz`, gz);
      count += 1;
      bytes += data.length;
      brotliBytes += Math.min(br.length, data.length);
    }),
  );
  return { files: count, bytes, brotliBytes };
}

export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: "roadshow:precompress",
    apply: "build",
    enforce: "post",
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: "post",
      sequential: true,
      async handler() {
        const outDir = path.resolve(config.root, config.build.outDir);
        const started = Date.now();
        const done = await precompressFolder(outDir);
        const kib = (n: number) => `${Math.round(n / 1024)} KiB`;
        config.logger.info(
          `precompressed ${done.files} text files: ${kib(done.bytes)} → ${kib(done.brotliBytes)} brotli (${Date.now() - started} ms)`,
        );
      },
    },
  };
}
