/**
 * The two operator roles (document 4 section 1): an operator does the day-to-day work; a supervisor also
 * manages operators, companies and settings. Of the back-office calls built so far these reach past one
 * activity's day-to-day handling, so they are the supervisor's: cancelling an activity (it hands booked
 * capacity back), deciding which accounts may see an activity (access to it), and a message to every
 * company of a type (a broadcast; a message to one company is day-to-day work), and the system settings
 * (notice banner, gray mode, maintenance mode, agreement version: they change the whole portal at once).
 */
export type TOperatorRole = "operator" | "supervisor";

/** Paths under /base-service/api/ops/v1 that only a supervisor may call. */
export const SUPERVISOR_ONLY_OPS_PATHS = ["activity/cancel", "activity/set_visible_users", "video_library/delete", "system/settings_save"] as const;

/** Why an operator of this role may not take a supervisor's action (shown on the disabled button), or null. */
export const SUPERVISOR_ONLY_MESSAGE = "仅运营主管可执行该操作";
export function supervisorRefusal(role: TOperatorRole | null): string | null {
  return role === "supervisor" ? null : SUPERVISOR_ONLY_MESSAGE;
}

/** Whether an operator of this role may send a message to every company of a type. */
export function mayBroadcastMessage(role: TOperatorRole | null): boolean {
  return role === "supervisor";
}

