import type { FastifyInstance } from "fastify";
import websocket from "@fastify/websocket";
import type { WebSocket } from "@fastify/websocket";
import { ACTIVITY_HIDDEN_CLOSE_CODE, QA_EVENT_TYPE, qaChannels } from "#shared/qa/qa-socket.ts";
import { OPS_NOTICE_CHANNEL } from "#shared/ops/ops-notices.ts";
import { OPS_QUEUES_CHANNEL } from "#shared/ops/work-queues.ts";
import { SHELL_CHANNEL, SHELL_SOCKET_PATH } from "#shared/shell/shell-events.ts";
import { channels, type TPubSub } from "../lib/pubsub.ts";
import { createSocketOutbox, type TSocketOutbox } from "../lib/socket-outbox.ts";
import { tokenFromHeader, REVOKED_CHANNEL } from "../modules/identity/index.ts";
import { SOCKET_PROTOCOL, tokenFromProtocols } from "#shared/http/socket-auth.ts";
import type { FastifyRequest } from "fastify";
import type { TSession } from "../types.ts";
import { findVisibleActivity, visibilityCheckFor, type TViewer } from "../modules/qa/index.ts";

/** A push to a browser: type 1 a message; mqType 1 notification, 2 question push (document 1 section 3). */
export interface TLivePush {
  type: number;
  mqType: number;
  isCompanyMessage: boolean;
  msg: string;
}

/** The close code of a socket whose session ended (logout, revocation) or changed: the client reconnects or stops. */
export const SESSION_ENDED_CLOSE_CODE = 4001;

/**
 * The token of a socket: offered as a subprotocol by browsers (src/shared/http/socket-auth.ts), or in the
 * Authorization header by other clients. Never read from the address, which access logs keep.
 */
function socketToken(req: FastifyRequest): string | null {
  return tokenFromHeader(tokenFromProtocols(req.headers["sec-websocket-protocol"]) ?? req.headers.authorization);
}

/**
 * The live socket /base-service/user/ws/{userId}: authenticated by the token (a subprotocol, since browsers
 * cannot set headers on a WebSocket), answers the heartbeat {type 0}, and forwards what is published to the
 * user's and the company's channels.
 */
export async function registerRealtime(app: FastifyInstance): Promise<void> {
  await app.register(websocket, {
    options: {
      maxPayload: 64 * 1024,
      // Select the portal's protocol, never the token one (it would be echoed in the handshake's answer).
      handleProtocols: (offered: Set<string>) => (offered.has(SOCKET_PROTOCOL) ? SOCKET_PROTOCOL : false),
    },
  });
  const outbox = createSocketOutbox();

  // Sockets opened with a session, so a logout or revocation heard on the pub/sub (from any process) closes
  // them: their subscriptions were joined at connect and would otherwise outlive the session.
  const bySession = new Map<number, { userId: number; sockets: Set<WebSocket> }>();
  const track = (socket: WebSocket, session: TSession) => {
    const entry = bySession.get(session.sessionId) ?? { userId: session.userId, sockets: new Set<WebSocket>() };
    entry.sockets.add(socket);
    bySession.set(session.sessionId, entry);
    socket.on("close", () => {
      entry.sockets.delete(socket);
      if (entry.sockets.size === 0 && bySession.get(session.sessionId) === entry) bySession.delete(session.sessionId);
    });
  };
  const offRevoked = app.deps.pubsub.subscribe(REVOKED_CHANNEL, (payload) => {
    const { sessionId, userId } = (payload ?? {}) as { sessionId?: number; userId?: number };
    for (const [id, entry] of bySession) {
      if (id !== sessionId && entry.userId !== userId) continue;
      for (const socket of entry.sockets) socket.close(SESSION_ENDED_CLOSE_CODE, "session ended");
    }
  });
  app.addHook("onClose", async () => offRevoked());

  app.get<{ Params: { userId: string } }>(
    "/base-service/user/ws/:userId",
    {
      websocket: true,
      preValidation: async (req, reply) => {
        const token = socketToken(req);
        const session = token ? await app.deps.sessions.resolve(token) : null;
        if (!session || String(session.userId) !== req.params.userId) {
          return reply.code(401).send({ code: 401, datas: [], message: "未登录或登录已过期，请重新登录" });
        }
        req.session = session;
      },
    },
    (socket, req) => {
      const session = req.session!;
      const names = [channels.user(session.userId)];
      if (session.companyId) names.push(channels.company(session.companyId));
      forward(app.deps.pubsub, outbox, socket, names);
      track(socket, session);
    },
  );

  // The public sockets open on each activity, with their viewers: when an operator changes who may see an
  // activity, every one of them is checked again (one read of the list for all) and those who may no longer
  // see it are closed with ACTIVITY_HIDDEN_CLOSE_CODE. One subscription per activity, not per socket.
  const watched = new Map<number, { viewers: Map<WebSocket, TViewer>; off: () => void }>();
  const recheck = async (activityId: number) => {
    const entry = watched.get(activityId);
    if (!entry) return;
    const maySee = await visibilityCheckFor(app.deps.db, activityId);
    for (const [socket, viewer] of entry.viewers) {
      if (!(await maySee(viewer))) socket.close(ACTIVITY_HIDDEN_CLOSE_CODE, "activity hidden");
    }
  };
  const watchVisibility = (activityId: number, socket: WebSocket, viewer: TViewer) => {
    let entry = watched.get(activityId);
    if (!entry) {
      const off = app.deps.pubsub.subscribe(qaChannels.visibility(activityId), () => {
        recheck(activityId).catch((error: unknown) => app.log.error({ err: error, activityId }, "visibility recheck failed"));
      });
      entry = { viewers: new Map(), off };
      watched.set(activityId, entry);
    }
    entry.viewers.set(socket, viewer);
    socket.on("close", () => {
      const current = watched.get(activityId);
      if (!current) return;
      current.viewers.delete(socket);
      if (current.viewers.size > 0) return;
      current.off();
      watched.delete(activityId);
    });
  };

  // The public page's socket: visitors may listen anonymously; the activity must be one the page may show
  // this viewer (published, or unpublished with its test code; a restricted one only to its users, its
  // companies and operators). A valid token also brings the viewer's own channel, so the asker hears about
  // their pending question; an invalid one is treated as no token.
  app.get<{ Params: { activityId: string }; Querystring: { testCode?: string } }>(
    "/base-service/pub/ws/activity/:activityId",
    {
      websocket: true,
      preValidation: async (req, reply) => {
        const id = Number(req.params.activityId);
        const token = socketToken(req);
        req.session = token ? await app.deps.sessions.resolve(token) : null;
        const visible = Number.isSafeInteger(id) && id > 0 ? await findVisibleActivity(app.deps.db, id, req.query.testCode, req.session) : null;
        if (!visible) return reply.code(404).send({ code: 404, datas: [], message: "活动不存在" });
      },
    },
    (socket, req) => {
      const activityId = Number(req.params.activityId);
      const names = [qaChannels.activity(activityId)];
      if (req.session) names.push(channels.user(req.session.userId));
      forward(app.deps.pubsub, outbox, socket, names);
      watchVisibility(activityId, socket, req.session ?? null);
      if (req.session) track(socket, req.session);
    },
  );

  // The shell's socket: every portal page listens, without a token, for a change of the settings, the
  // navigation or the dictionaries (src/shared/shell/shell-events.ts); nothing private is ever sent on it.
  app.get(SHELL_SOCKET_PATH, { websocket: true }, (socket) => {
    forward(app.deps.pubsub, outbox, socket, [SHELL_CHANNEL]);
  });

  // The operators' socket: the moderation queue's arrivals and reviews and the back office's notices
  // (e.g. materials submitted), operator token only.
  app.get(
    "/base-service/ops/ws",
    {
      websocket: true,
      preValidation: async (req, reply) => {
        const token = socketToken(req);
        const session = token ? await app.deps.sessions.resolve(token) : null;
        if (!session) return reply.code(401).send({ code: 401, datas: [], message: "未登录或登录已过期，请重新登录" });
        if (session.userType !== "operator") return reply.code(403).send({ code: 403, datas: [], message: "暂无权限" });
        req.session = session;
      },
    },
    (socket, req) => {
      forward(app.deps.pubsub, outbox, socket, [qaChannels.ops, OPS_NOTICE_CHANNEL, OPS_QUEUES_CHANNEL]);
      track(socket, req.session!);
    },
  );
}

/** The identity of a Q&A event, or null for other pushes. */
function qaEventKey(payload: unknown): string | null {
  const e = payload as { type?: unknown; kind?: unknown; questionId?: unknown; answerId?: unknown; status?: unknown; at?: unknown } | null;
  if (!e || typeof e !== "object" || e.type !== QA_EVENT_TYPE) return null;
  return `${String(e.kind)}:${String(e.questionId)}:${String(e.answerId)}:${String(e.status)}:${String(e.at)}`;
}

/**
 * The wire form of a payload, made once however many sockets it goes to: a question on a page watched by
 * 1000 sockets would otherwise be serialised 1000 times (about 25 ms here, a quarter of the delivery budget).
 * It is kept as UTF-8 bytes, not a string: ws encodes a string on every send, so a string would still be
 * encoded once per socket. Every subscriber of one publish receives the same object, so a WeakMap keyed by
 * it is exact.
 */
const wireForms = new WeakMap<object, Buffer>();
function serialised(payload: unknown): Buffer {
  if (typeof payload !== "object" || payload === null) return Buffer.from(JSON.stringify(payload));
  let bytes = wireForms.get(payload);
  if (bytes === undefined) {
    bytes = Buffer.from(JSON.stringify(payload));
    wireForms.set(payload, bytes);
  }
  return bytes;
}

/**
 * Forwards what is published on the channels to the socket and answers the heartbeat {type 0}. One change
 * is published once per channel; a socket listening on two of them (the asker on the public page) still gets
 * it once: the first copy to arrive goes out (the activity channel's, with the record, is published first).
 */
function forward(pubsub: TPubSub, outbox: TSocketOutbox, socket: WebSocket, names: readonly string[]): void {
  const recent: string[] = [];
  const send = (payload: unknown) => {
    if (socket.readyState !== socket.OPEN) return;
    const key = names.length > 1 ? qaEventKey(payload) : null;
    if (key !== null) {
      if (recent.includes(key)) return;
      recent.push(key);
      if (recent.length > 64) recent.shift();
    }
    outbox.send(socket, serialised(payload));
  };
  const unsubscribe = names.map((name) => pubsub.subscribe(name, send));
  socket.on("message", (data: Buffer) => {
    let message: { type?: unknown } | null;
    try {
      message = JSON.parse(String(data)) as { type?: unknown };
    } catch {
      return;
    }
    if (message && Number(message.type) === 0) send({ type: 0 });
  });
  socket.on("close", () => unsubscribe.forEach((off) => off()));
}
