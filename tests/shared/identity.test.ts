import { describe, expect, it } from "vitest";
import { isMobile, maskMobile } from "#shared/identity/mobile.ts";
import { isValidResidentId, maskResidentId, residentIdCheckChar } from "#shared/identity/resident-id.ts";
import { exitGoesToRoot, isEnterpriseLogin } from "#shared/identity/login-type.ts";
import { resendWaitSeconds } from "#shared/identity/one-time-code.ts";
import { FREE_GUESSES, MAX_GUESS_DELAY_MS, guessDelayMs, guessWaitSeconds } from "#shared/identity/guess-throttle.ts";

describe("mobile numbers", () => {
  it("accept 1[3-9] and nine more digits only", () => {
    expect(isMobile("13800000001")).toBe(true);
    expect(isMobile("19912345678")).toBe(true);
    for (const bad of ["12800000001", "1380000000", "138000000011", "1380000000a", " 13800000001"]) expect(isMobile(bad)).toBe(false);
  });
  it("mask the middle four digits", () => expect(maskMobile("13800000001")).toBe("138****0001"));
});

describe("resident identity numbers", () => {
  it("compute the ISO 7064 MOD 11-2 check character", () => {
    expect(residentIdCheckChar("11010519491231002")).toBe("X");
    expect(residentIdCheckChar("44030419900101001")).toBe(residentIdCheckChar("44030419900101001"));
  });
  it("accept a valid number, lower-case x included", () => {
    expect(isValidResidentId("11010519491231002X")).toBe(true);
    expect(isValidResidentId("11010519491231002x")).toBe(true);
  });
  it("refuse a wrong checksum, a bad shape, an impossible or future birth date", () => {
    expect(isValidResidentId("110105194912310021")).toBe(false);
    expect(isValidResidentId("11010519491231002")).toBe(false);
    expect(isValidResidentId("1101051949123100XX")).toBe(false);
    const feb30 = `11010519490230001`;
    expect(isValidResidentId(feb30 + residentIdCheckChar(feb30))).toBe(false);
    const future = `11010520991231001`;
    expect(isValidResidentId(future + residentIdCheckChar(future), new Date("2026-11-21"))).toBe(false);
  });
  it("mask all but the first 3 and last 4", () => expect(maskResidentId("11010519491231002X")).toBe("110***********002X"));
});

describe("login types", () => {
  it("tell personal from enterprise and which exits go to the root", () => {
    expect(isEnterpriseLogin("0")).toBe(false);
    expect(isEnterpriseLogin("1")).toBe(true);
    expect(exitGoesToRoot("5")).toBe(true);
    expect(exitGoesToRoot("4")).toBe(true);
    expect(exitGoesToRoot("3")).toBe(false);
    expect(exitGoesToRoot("1")).toBe(false);
  });
});

describe("one-time code timing", () => {
  const t0 = new Date("2026-11-21T10:00:00Z");
  it("asks to wait until 60 seconds after the last send", () => {
    expect(resendWaitSeconds(null, t0)).toBe(0);
    expect(resendWaitSeconds(t0, new Date(t0.getTime() + 1_000))).toBe(59);
    expect(resendWaitSeconds(t0, new Date(t0.getTime() + 60_000))).toBe(0);
  });
  it("slows guesses with a growing delay after the free ones, never a lock", () => {
    expect(guessDelayMs(FREE_GUESSES - 1)).toBe(0);
    expect(guessDelayMs(FREE_GUESSES)).toBe(1000);
    expect(guessDelayMs(FREE_GUESSES + 1)).toBe(2000);
    expect(guessDelayMs(FREE_GUESSES + 40)).toBe(MAX_GUESS_DELAY_MS);
    expect(guessWaitSeconds(FREE_GUESSES + 1, t0, new Date(t0.getTime() + 500))).toBe(2);
    expect(guessWaitSeconds(FREE_GUESSES + 1, t0, new Date(t0.getTime() + 2000))).toBe(0);
    expect(guessWaitSeconds(0, null, t0)).toBe(0);
  });
});

describe("redirect targets", () => {
  it("stay on this site", async () => {
    const { isSafeRedirectPath } = await import("#shared/identity/redirect.ts");
    expect(isSafeRedirectPath("/center?tab=2")).toBe(true);
    for (const bad of ["//evil.example", "https://evil.example", "/\\evil", "center", "/a b", `/${"x".repeat(600)}`]) expect(isSafeRedirectPath(bad)).toBe(false);
  });
});
