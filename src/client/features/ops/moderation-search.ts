// type-only: this file runs in the main bundle (validateSearch), the list logic must stay in the lazy chunk
import type { TModerationFilters, TModerationKind } from "#client/features/ops/moderation-state.ts";
import { searchInt, searchOneOf, searchParams } from "#client/lib/route-search.ts";

/**
 * The moderation queue's filters as they live in the address (/ops/moderation?kind=2&activityId=11), so a
 * reload or a link from an activity's page lands on the same queue. Pure and light: validateSearch runs in
 * the main bundle.
 */

const KINDS: readonly TModerationKind[] = [1, 2, 3];

/** validateSearch of /ops/moderation: a known kind and a positive activity id, or nothing. */
export const validateModerationQuery: (raw: Record<string, unknown>) => TModerationFilters = searchParams({
  kind: searchOneOf(KINDS),
  activityId: searchInt(1),
});

/** Reads what the operator typed in the activity-id box: a positive integer, or undefined for anything else. */
export const parseActivityId: (text: string) => number | undefined = searchInt(1);
