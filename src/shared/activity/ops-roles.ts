import type { TRoute } from "../api/route.ts";

/**
 * The two operator roles (document 4 section 1): an operator does the day-to-day work; a supervisor also
 * manages operators, companies and settings. Of the back-office calls built so far these reach past one
 * activity's day-to-day handling, so they are the supervisor's: cancelling an activity (it hands booked
 * capacity back), deciding which accounts may see an activity (access to it), and a message to every
 * company of a type (a broadcast; a message to one company is day-to-day work), and the system settings
 * (notice banner, gray mode, maintenance mode, agreement version: they change the whole portal at once), and
 * appointing a company's admin (it decides who controls the company's account: "manages companies").
 * So are the booking form's catalogue (modes, themes) and the trading calendar's holidays: they change what
 * every company may book at once, while a day's booking stores are the operators' day-to-day work.
 */
export type TOperatorRole = "operator" | "supervisor";

/** Why an operator of this role may not take a supervisor's action (shown on the disabled button), or null. */
export const SUPERVISOR_ONLY_MESSAGE = "仅运营主管可执行该操作";

/**
 * Why an operator of this role may not make this call (shown on its disabled button), or null. Which calls
 * are the supervisor's is said once, on their routes (`supervisorOnly: true` in src/shared/api/*.routes.ts:
 * activity cancel and set_visible_users, video_library delete, system settings_save), and the server refuses
 * from the same mark.
 */
export function supervisorRefusal(route: TRoute, role: TOperatorRole | null): string | null {
  return route.supervisorOnly && role !== "supervisor" ? SUPERVISOR_ONLY_MESSAGE : null;
}

/** Whether an operator of this role may send a message to every company of a type. */
export function mayBroadcastMessage(role: TOperatorRole | null): boolean {
  return role === "supervisor";
}

