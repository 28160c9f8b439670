import type { FastifyInstance } from "fastify";
import websocket from "@fastify/websocket";
import { channels } from "../lib/pubsub.ts";
import { resolveSession, tokenFromHeader } from "../modules/identity/session.repository.ts";

/** A push to a browser: type 1 a message; mqType 1 notification, 2 question push (document 1 section 3). */
export interface TLivePush {
  type: number;
  mqType: number;
  isCompanyMessage: boolean;
  msg: string;
}

/**
 * The live socket /base-service/user/ws/{userId}: authenticated by the token (query `token`, since browsers
 * cannot set headers on a WebSocket), answers the heartbeat {type 0}, and forwards what is published to the
 * user's and the company's channels.
 */
export async function registerRealtime(app: FastifyInstance): Promise<void> {
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });

  app.get<{ Params: { userId: string }; Querystring: { token?: string } }>(
    "/base-service/user/ws/:userId",
    {
      websocket: true,
      preValidation: async (req, reply) => {
        const token = tokenFromHeader(req.query.token ?? req.headers.authorization);
        const session = token ? await resolveSession(app.deps.db, token) : null;
        if (!session || String(session.userId) !== req.params.userId) {
          return reply.code(401).send({ code: 401, datas: [], message: "未登录或登录已过期，请重新登录" });
        }
        req.session = session;
      },
    },
    (socket, req) => {
      const session = req.session!;
      const send = (payload: unknown) => {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(payload));
      };
      const unsubscribe = [app.deps.pubsub.subscribe(channels.user(session.userId), send)];
      if (session.companyId) unsubscribe.push(app.deps.pubsub.subscribe(channels.company(session.companyId), send));
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
    },
  );
}
