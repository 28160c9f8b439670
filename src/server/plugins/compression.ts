import type { FastifyInstance } from "fastify";
import compress from "@fastify/compress";

/**
 * Compresses the API's answers (and any text the server renders) above 1 KB, in brotli at a fast setting or
 * gzip, as the request's Accept-Encoding allows, with `Vary: Accept-Encoding`. @fastify/compress is the
 * Fastify team's plugin for this. What it must leave alone:
 *
 * - the client's files, which go out precompressed at build time (static-client.ts): a reply that already
 *   has a Content-Encoding passes through untouched;
 * - stored files (videos, images, PDFs, spreadsheets): only text types are compressed, so a video's byte
 *   ranges stay byte ranges of the file (the plugin also never touches a 206 or a Content-Range);
 * - request bodies: request decompression stays off, so the chunk upload reads the raw multipart stream;
 * - the WebSocket: an upgrade never goes through a reply, so there is nothing to compress.
 *
 * Register it before the routes: it attaches itself to each route as the route is added.
 */
export const COMPRESSIBLE = /^(?:text\/(?!event-stream)|application\/(?:json|javascript|xml|manifest\+json)|image\/svg\+xml)|\+(?:json|xml)(?:;|$)/i;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
    encodings: ["br", "gzip"],
    customTypes: COMPRESSIBLE,
  });
}
