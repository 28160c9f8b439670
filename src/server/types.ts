import type { TDatabase, TDb } from "./db/client.ts";
import type { TPubSub } from "./lib/pubsub.ts";
import type { TSmsGateway } from "./lib/sms-gateway.ts";
import type { TStorage } from "./lib/storage.ts";
import type { TUrlSigner } from "./lib/signed-url.ts";
import type { TRealPersonProvider } from "./modules/user/index.ts";
import type { TSessionService } from "./modules/identity/index.ts";
import type { TTranslator } from "./modules/materials/index.ts";

import type { TSession } from "./session.ts";

export type { TSession } from "./session.ts";

export interface TRateLimitOptions {
  /** attempts per window on the login calls, per client address */
  loginMax: number;
  /** one-time-code sends per window, per client address */
  codeMax: number;
  windowMs: number;
}

/** What every module reaches through `app.deps`. */
export interface TDeps {
  database: TDatabase;
  db: TDb;
  pubsub: TPubSub;
  sms: TSmsGateway;
  /** whether development helpers (the one-time-code sink page) are served */
  devTools: boolean;
  /** pinned public origin for WebAuthn; derived from the request when absent */
  publicOrigin?: string;
  rateLimit: TRateLimitOptions;
  realPerson: TRealPersonProvider;
  storage: TStorage;
  /** token to session, cached briefly per process; logout goes through it */
  sessions: TSessionService;
  /** how long a running Idempotency-Key is held (plugins/idempotency.ts); tests shorten it */
  idempotencyLeaseMs?: number;
  /** short-lived signed addresses of stored files not yet public (lib/signed-url.ts) */
  urlSigner: TUrlSigner;
  /** translate/to_en's provider (modules/materials/translator.ts); null when none is configured */
  translator: TTranslator | null;
}

declare module "fastify" {
  interface FastifyInstance {
    deps: TDeps;
  }
  interface FastifyRequest {
    session: TSession | null;
  }
}
