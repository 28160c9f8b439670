import { outcomeTable } from "../outcome/outcome.ts";

/**
 * Member management (document 3 sections 5 "Member" and 6, document 1 section 6): the business scopes a
 * company offers, which of them a member holds, and who may add, edit, delete, transfer the admin role and
 * leave. The server refuses with these, the member panel hides and disables with the same functions.
 */

export const MemberMsg = {
  accountRequired: "请输入手机号",
  accountInvalid: "手机号格式不正确",
  nickNameRequired: "请输入昵称",
  nickNameTooLong: "昵称不能超过100个字符",
  titleTooLong: "职务不能超过100个字符",
  descriptionTooLong: "描述不能超过100个字符",
  scopeRequired: "请选择业务范围",
  transferTargetRequired: "请选择成员",
  memberIdInvalid: "成员编号不正确",
  /** a scope the company has not opened, or (for an ordinary member) one the granter does not hold */
  scopeNotGrantable: "无权授予该业务范围",
  alreadyMember: "该成员已在本机构中",
  inOtherCompany: "该用户已加入其他机构",
  personalAccount: "该手机号已注册为个人用户，无法添加为机构成员",
  cannotEditMember: "无权编辑该成员",
  cannotDeleteAdminOrSelf: "不能删除管理员或自己",
  cannotTransfer: "当前账号无法转让管理员",
  transferTargetInvalid: "请选择本机构的普通成员",
  adminCannotExit: "管理员不能退出机构，请先转让管理员",
  exitSucceeded: "退出成功",
  transferSucceeded: "转让成功",
} as const;

export const MemberOutcome = outcomeTable("member", MemberMsg);

/** Company user roles (document 3 section 3, Company member). */
export const MemberRole = { admin: 1, member: 2 } as const;

/**
 * memberSource: how a member joined. 1 the platform appointed the admin when opening the company, 6 imported by
 * the platform; an admin from either cannot hand the role on (section 6). The other values are this portal's.
 */
export const MemberSource = { platform: 1, applied: 2, added: 3, transferred: 4, imported: 6 } as const;
const SOURCE_TEXT: Record<number, string> = { 1: "平台开通", 2: "申请加入", 3: "成员添加", 4: "管理员转让", 6: "平台导入" };

/** The display text of a memberSource. */
export function memberSourceText(source: number): string {
  return SOURCE_TEXT[source] ?? "其他";
}

/** The six business scopes and the membership flag each sets. */
export const SCOPE_FLAGS = [
  "isBookingEnable",
  "isFundRoadshowEnable",
  "isDiversionEnable",
  "isDistributeEnable",
  "isActivitySearchEnable",
  "isMemberManageEnable",
] as const;
export type TScopeFlag = (typeof SCOPE_FLAGS)[number];
export type TScopeFlags = Record<TScopeFlag, boolean>;

export const SCOPE_TEXT: Record<TScopeFlag, string> = {
  isBookingEnable: "路演活动",
  isFundRoadshowEnable: "基金路演",
  isDiversionEnable: "引流认证",
  isDistributeEnable: "活动分发",
  isActivitySearchEnable: "活动查询",
  isMemberManageEnable: "成员管理",
};

export interface TScopeCompany {
  companyType: number;
  isOpenExplanation: boolean;
  isEnableFundRoadshow: boolean;
  isEnableDiversion: boolean;
  isEnableDistribute: boolean;
  isEnableActivitySearch: boolean;
}

export interface TMemberActor extends TScopeFlags {
  /** the membership id */
  id: number;
  userRole: number;
  memberSource: number;
}

/** Business scope table of section 6: whether the company offers a scope at all. */
export function scopeOffered(company: TScopeCompany, scope: TScopeFlag): boolean {
  const t = company.companyType;
  switch (scope) {
    case "isBookingEnable":
      return [1, 2, 8].includes(t) && company.isOpenExplanation;
    case "isFundRoadshowEnable":
      return [1, 2, 3, 8].includes(t) && company.isEnableFundRoadshow;
    case "isDiversionEnable":
      return t !== 4 && company.isEnableDiversion;
    case "isDistributeEnable":
      return t !== 4 && company.isEnableDistribute;
    case "isActivitySearchEnable":
      return t === 4 && company.isEnableActivitySearch;
    case "isMemberManageEnable":
      return true;
  }
}

/** The scopes a company offers, in display order. */
export function offeredScopes(company: TScopeCompany): TScopeFlag[] {
  return SCOPE_FLAGS.filter((s) => scopeOffered(company, s));
}

/** Section 6: admins implicitly hold every scope the company offers; a member holds the offered scopes flagged. */
export function holdsScope(company: TScopeCompany, member: Pick<TMemberActor, "userRole"> & TScopeFlags, scope: TScopeFlag): boolean {
  if (!scopeOffered(company, scope)) return false;
  return member.userRole === MemberRole.admin || member[scope];
}

/** The 'business scope' text of a member row: the names of the scopes held, joined. */
export function businessScopeText(company: TScopeCompany, member: Pick<TMemberActor, "userRole"> & TScopeFlags): string {
  return SCOPE_FLAGS.filter((s) => holdsScope(company, member, s)).map((s) => SCOPE_TEXT[s]).join("、");
}

/** Add member and the edit/delete columns: admins, or members with the member-manage right. */
export function canManageMembers(actor: Pick<TMemberActor, "userRole" | "isMemberManageEnable">): boolean {
  return actor.userRole === MemberRole.admin || actor.isMemberManageEnable;
}

/** Section 6: an ordinary member with the right cannot edit an admin or themselves; an admin may edit anyone. */
export function canEditMember(actor: TMemberActor, target: { id: number; userRole: number }): boolean {
  if (actor.userRole === MemberRole.admin) return true;
  if (!actor.isMemberManageEnable) return false;
  return target.userRole !== MemberRole.admin && target.id !== actor.id;
}

/** Section 6: nobody deletes an admin or themselves; only managers delete. Also the row checkbox rule. */
export function canDeleteMember(actor: TMemberActor, target: { id: number; userRole: number }): boolean {
  return canManageMembers(actor) && target.userRole !== MemberRole.admin && target.id !== actor.id;
}

/** Transfer admin: only admins whose memberSource is neither 1 nor 6. */
export function canTransferAdmin(actor: Pick<TMemberActor, "userRole" | "memberSource">): boolean {
  return actor.userRole === MemberRole.admin && actor.memberSource !== MemberSource.platform && actor.memberSource !== MemberSource.imported;
}

/** Exit organisation: only ordinary members (an admin must hand the role on first, so a company keeps an admin). */
export function canExitCompany(actor: Pick<TMemberActor, "userRole">): boolean {
  return actor.userRole === MemberRole.member;
}

/**
 * The scopes an actor may grant when adding or editing: the company's offered scopes; an ordinary member only
 * those they hold themselves (the others are disabled in the dialog and refused by the server).
 */
export function grantableScopes(company: TScopeCompany, actor: Pick<TMemberActor, "userRole"> & TScopeFlags): TScopeFlag[] {
  return offeredScopes(company).filter((s) => holdsScope(company, actor, s));
}

/**
 * The flags an add or edit stores, or its refusal. A scope the actor may grant takes the chosen value; any other
 * keeps the target's current value (`kept`, none on add): the dialog shows it disabled, and a request that sets
 * it anyway is refused. At least one scope must remain (section 5, 'please select business scope').
 */
export function resolveScopeChoice(
  company: TScopeCompany,
  actor: Pick<TMemberActor, "userRole"> & TScopeFlags,
  chosen: TScopeFlags,
  kept?: TScopeFlags,
): { flags: TScopeFlags } | { refusal: (typeof MemberOutcome)[keyof typeof MemberOutcome] } {
  const grantable = grantableScopes(company, actor);
  const flags = {} as TScopeFlags;
  for (const s of SCOPE_FLAGS) {
    const current = kept?.[s] ?? false;
    if (grantable.includes(s)) flags[s] = chosen[s];
    else if (chosen[s] && !current) return { refusal: MemberOutcome.scopeNotGrantable };
    else flags[s] = current;
  }
  if (!SCOPE_FLAGS.some((s) => flags[s] && scopeOffered(company, s))) return { refusal: MemberOutcome.scopeRequired };
  return { flags };
}
