import { outcomeTable } from "../outcome/outcome.ts";
import type { TOperatorRole } from "../activity/ops-roles.ts";

/**
 * Accounts as the back office opens and keeps them (document 4 section 6 "Companies and accounts"): an
 * enterprise or operator account gets a one-time initial password, shown once to the supervisor who opened
 * it, and the provider lets the account in only after its holder chose their own. A locked account cannot
 * log in and its sessions end.
 */
export const AccountMsg = {
  notFound: "该账号不存在",
  accountTaken: "该账号已存在",
  accountInvalid: "账号须为4-32位字母、数字、下划线、点或横线，以字母开头",
  nickNameRequired: "请输入姓名",
  nickNameTooLong: "姓名不能超过20个字符",
  mobileTaken: "该手机号已被其他账号使用",
  alreadyMember: "该账号已属于其他公司",
  notOperator: "该账号不是运营账号",
  cannotLockSelf: "不能锁定自己的账号",
  cannotChangeOwnRole: "不能修改自己的角色",
  lastSupervisor: "至少需要保留一名运营主管",
  passwordChangeRequired: "首次登录请修改初始密码",
  passwordWeak: "新密码须为8-64位，且同时包含字母和数字",
  passwordSame: "新密码不能与初始密码相同",
  passwordMismatch: "两次输入的新密码不一致",
} as const;

export const AccountOutcome = outcomeTable("account", AccountMsg);

export const ACCOUNT_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_.-]{3,31}$/;

/** Whether a new password is acceptable: 8-64 characters with at least one letter and one digit. */
export function isStrongPassword(password: string): boolean {
  return password.length >= 8 && password.length <= 64 && /[A-Za-z]/.test(password) && /\d/.test(password);
}

/** Why a chosen password is refused, or null. The initial password may never be kept. */
export function newPasswordError(current: string, next: string, confirm: string) {
  if (!isStrongPassword(next)) return AccountOutcome.passwordWeak;
  if (next === current) return AccountOutcome.passwordSame;
  if (next !== confirm) return AccountOutcome.passwordMismatch;
  return null;
}

/** Why a supervisor may not lock or unlock this account, or null. */
export function lockRefusal(actorUserId: number, targetUserId: number) {
  return actorUserId === targetUserId ? AccountOutcome.cannotLockSelf : null;
}

/**
 * Why an operator's role may not change this way, or null: no one changes their own role (a supervisor
 * cannot demote themselves by mistake), and the last supervisor stays one, so someone can always manage.
 */
export function roleChangeRefusal(p: { actorUserId: number; targetUserId: number; from: TOperatorRole; to: TOperatorRole; supervisors: number }) {
  if (p.actorUserId === p.targetUserId) return AccountOutcome.cannotChangeOwnRole;
  if (p.from === "supervisor" && p.to !== "supervisor" && p.supervisors <= 1) return AccountOutcome.lastSupervisor;
  return null;
}

/** What an account's audit entry keeps: never its password hash. */
export function auditableAccount<T extends { passwordHash?: unknown }>(row: T): Omit<T, "passwordHash"> {
  const { passwordHash: _omit, ...rest } = row;
  return rest;
}
