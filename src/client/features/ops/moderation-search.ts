// type-only: this file runs in the main bundle (validateSearch), the list logic must stay in the lazy chunk
import type { TModerationFilters, TModerationKind } from "#client/features/ops/moderation-state.ts";

/**
 * The moderation queue's filters as they live in the address (/ops/moderation?kind=2&activityId=11), so a
 * reload or a link from an activity's page lands on the same queue. Pure and light: validateSearch runs in
 * the main bundle.
 */

const KINDS: readonly TModerationKind[] = [1, 2, 3];

const asInt = (value: unknown): number | undefined => {
  const n = typeof value === "number" ? value : typeof value === "string" && /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isSafeInteger(n) ? n : undefined;
};

/** validateSearch of /ops/moderation: a known kind and a positive activity id, or nothing. */
export function validateModerationQuery(raw: Record<string, unknown>): TModerationFilters {
  const kind = asInt(raw.kind);
  const activityId = asInt(raw.activityId);
  return {
    kind: kind !== undefined && (KINDS as readonly number[]).includes(kind) ? (kind as TModerationKind) : undefined,
    activityId: activityId !== undefined && activityId > 0 ? activityId : undefined,
  };
}

/** Reads what the operator typed in the activity-id box: a positive integer, or undefined for anything else. */
export function parseActivityId(text: string): number | undefined {
  const n = asInt(text.trim());
  return n !== undefined && n > 0 ? n : undefined;
}
