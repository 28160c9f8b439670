import { BodyCode, MSG_FORBIDDEN, MSG_UNAUTHORIZED } from "#shared/http/envelope.ts";

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
  ) {
    super(message);
  }
}

export const badRequest = (message: string, datas: unknown[] = []) => new AppError(BodyCode.badRequest, message, 200, datas);
export const unauthorized = () => new AppError(BodyCode.unauthorized, MSG_UNAUTHORIZED);
export const forbidden = () => new AppError(BodyCode.forbidden, MSG_FORBIDDEN);
