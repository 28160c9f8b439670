import { BodyCode, MSG_FORBIDDEN, MSG_UNAUTHORIZED, fail, type TEnvelope } from "#shared/http/envelope.ts";
import type { TOutcome } from "#shared/outcome/outcome.ts";
import { outcomeCodeOfMessage } from "#shared/outcome/registry.ts";

/**
 * A refusal the client should show: it travels as HTTP 200 with the body code and the spec's message,
 * because the spec's request layer reads body codes (transport statuses are for transport failures).
 */
export class AppError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly httpStatus = 200,
    /** fresh data a refusal carries, e.g. the current state of a slot a stale form asked for */
    readonly datas: unknown[] = [],
    /** the rule's outcome code; when not given, the code of the table message the refusal carries (if any) */
    readonly outcome: string | null = outcomeCodeOfMessage(message) ?? null,
  ) {
    super(message);
  }

  /** The refusal as the wire envelope: the spec's code, datas and message, and the outcome code for clients. */
  envelope(): TEnvelope<unknown> {
    return fail(this.code, this.message, this.datas, this.outcome);
  }
}

/** Refuses with a rule's outcome: its spec message on the wire and its code in the envelope's `outcome`. */
export const refuse = (outcome: TOutcome, datas: unknown[] = []) => new AppError(BodyCode.badRequest, outcome.message, 200, datas, outcome.code);

export const badRequest = (message: string, datas: unknown[] = []) => new AppError(BodyCode.badRequest, message, 200, datas);
export const unauthorized = () => new AppError(BodyCode.unauthorized, MSG_UNAUTHORIZED);
export const forbidden = () => new AppError(BodyCode.forbidden, MSG_FORBIDDEN);
