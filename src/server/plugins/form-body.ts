import type { FastifyInstance } from "fastify";
import { decodeForm } from "#shared/http/form-codec.ts";

/**
 * Form bodies with the wire contract's array rules (repeated keys, indexed `importDto[0].guestName`),
 * decoded by the same shared codec the client encodes with.
 */
export function registerFormBody(app: FastifyInstance, bodyLimit: number): void {
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string", bodyLimit }, (_req, body, done) => {
    try {
      done(null, decodeForm(body as string));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
}
