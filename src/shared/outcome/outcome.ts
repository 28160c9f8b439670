/**
 * Rule outcomes: what a shared rule decided, as a stable machine code with the spec's message beside it. The
 * server answers the message on the wire exactly as the spec says and adds the code (the envelope's
 * `outcome`); the client and its machines branch on the code, never on the text, so a reworded message can
 * never change what a screen does.
 */
export interface TOutcome<C extends string = string> {
  /** `domain.key`, e.g. `booking.slotFull`: stable, never shown to a person */
  readonly code: C;
  /** the spec's text (zh-CN), as the server sends it */
  readonly message: string;
}

/** A message table: fixed texts, and texts made from a number or a name (those have no code of their own). */
type TMessages = Record<string, string | ((...args: never[]) => string)>;

export type TOutcomeTable<D extends string, M extends TMessages> = {
  readonly [K in keyof M & string as M[K] extends string ? K : never]: TOutcome<`${D}.${K}`>;
};

/** A domain's outcomes from its message table: each fixed text's key becomes the code `domain.key`. */
export function outcomeTable<const D extends string, const M extends TMessages>(domain: D, messages: M): TOutcomeTable<D, M> {
  const table: Record<string, TOutcome> = {};
  for (const [key, message] of Object.entries(messages)) {
    if (typeof message === "string") table[key] = Object.freeze({ code: `${domain}.${key}`, message });
  }
  return Object.freeze(table) as TOutcomeTable<D, M>;
}
