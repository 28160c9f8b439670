/** The few parts of @20minutes/s3rver (a fork of s3rver kept up for Node 20+; it ships no types) the tests use. */
declare module "@20minutes/s3rver" {
  import type { IncomingMessage } from "node:http";
  interface TKoaContext {
    method: string;
    path: string;
    querystring: string;
    headers: Record<string, string | string[] | undefined>;
    req: IncomingMessage;
    status: number;
    type: string;
    body: unknown;
  }
  type TMiddleware = (ctx: TKoaContext, next: () => Promise<void>) => Promise<void>;
  export default class S3rver {
    constructor(options: {
      address?: string;
      port?: number;
      silent?: boolean;
      directory: string;
      allowMismatchedSignatures?: boolean;
      configureBuckets?: { name: string }[];
    });
    /** Koa's middleware list: composed when the server starts listening. */
    middleware: TMiddleware[];
    store: { existsObject(bucket: string, key: string): Promise<boolean> };
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
