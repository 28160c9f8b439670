import { describe, expect, it } from "vitest";
import { ACCOUNT_NAME_PATTERN, AccountOutcome, auditableAccount, isStrongPassword, lockRefusal, newPasswordError, roleChangeRefusal } from "#shared/company/accounts.ts";

describe("account rules (document 4 section 6)", () => {
  it("account names: 4-32 characters, starting with a letter", () => {
    for (const ok of ["pc_finance", "ops.zhou", "a-b1"]) expect(ACCOUNT_NAME_PATTERN.test(ok), ok).toBe(true);
    for (const bad of ["abc", "1abc", "张三丰啊", "a b c", `a${"b".repeat(32)}`]) expect(ACCOUNT_NAME_PATTERN.test(bad), bad).toBe(false);
  });

  it("a chosen password has 8-64 characters with letters and digits, differs from the initial one and is confirmed", () => {
    expect(isStrongPassword("Harbour2026")).toBe(true);
    expect(isStrongPassword("short1A")).toBe(false);
    expect(isStrongPassword("onlyletters")).toBe(false);
    expect(isStrongPassword("1234567890")).toBe(false);
    expect(isStrongPassword(`a1${"x".repeat(63)}`)).toBe(false);
    expect(newPasswordError("Init2026abcd", "Init2026abcd", "Init2026abcd")).toBe(AccountOutcome.passwordSame);
    expect(newPasswordError("Init2026abcd", "Harbour2026", "Harbour2027")).toBe(AccountOutcome.passwordMismatch);
    expect(newPasswordError("Init2026abcd", "weak", "weak")).toBe(AccountOutcome.passwordWeak);
    expect(newPasswordError("Init2026abcd", "Harbour2026", "Harbour2026")).toBeNull();
  });

  it("no one locks themselves or changes their own role; the last supervisor stays one", () => {
    expect(lockRefusal(3, 3)).toBe(AccountOutcome.cannotLockSelf);
    expect(lockRefusal(3, 4)).toBeNull();
    expect(roleChangeRefusal({ actorUserId: 1, targetUserId: 1, from: "supervisor", to: "operator", supervisors: 3 })).toBe(AccountOutcome.cannotChangeOwnRole);
    expect(roleChangeRefusal({ actorUserId: 1, targetUserId: 2, from: "supervisor", to: "operator", supervisors: 1 })).toBe(AccountOutcome.lastSupervisor);
    expect(roleChangeRefusal({ actorUserId: 1, targetUserId: 2, from: "supervisor", to: "operator", supervisors: 2 })).toBeNull();
    expect(roleChangeRefusal({ actorUserId: 1, targetUserId: 2, from: "operator", to: "supervisor", supervisors: 1 })).toBeNull();
  });

  it("an account's audit entry never carries its password hash", () => {
    expect(auditableAccount({ id: 1, account: "a", passwordHash: "scrypt$..." })).toEqual({ id: 1, account: "a" });
  });
});
