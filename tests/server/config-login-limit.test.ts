import { describe, expect, it } from "vitest";
import { readConfig } from "#server/config.ts";

// LOGIN_RATE_LIMIT: password logins per address and minute (README, Configuration).
describe("readConfig: LOGIN_RATE_LIMIT", () => {
  it("is 20 unless set", () => {
    expect(readConfig({}).loginRateLimit).toBe(20);
    expect(readConfig({ LOGIN_RATE_LIMIT: "" }).loginRateLimit).toBe(20);
  });

  it("takes a positive whole number and refuses anything else", () => {
    expect(readConfig({ LOGIN_RATE_LIMIT: "500" }).loginRateLimit).toBe(500);
    for (const bad of ["0", "-3", "2.5", "many"]) expect(() => readConfig({ LOGIN_RATE_LIMIT: bad }), bad).toThrow(/LOGIN_RATE_LIMIT/);
  });
});
