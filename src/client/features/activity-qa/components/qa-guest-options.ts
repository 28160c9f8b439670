import type { TGuest } from "#shared/api/qa.contract.ts";

/** The activity's guests as select options: name with title, so two guests of one name can be told apart. */
export function guestOptions(guests: readonly TGuest[]): { value: string; label: string }[] {
  return guests.map((g) => ({ value: String(g.id), label: g.title ? `${g.guestName}（${g.title}）` : g.guestName }));
}
