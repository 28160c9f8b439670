import { describe, expect, it } from "vitest";
import { consumeTokenFromUrl } from "#client/features/session/session.url.ts";
import { getToken } from "#client/lib/session.ts";

describe("consumeTokenFromUrl", () => {
  it("stores the token and returns the address without it", () => {
    expect(consumeTokenFromUrl("/home", "?token=abc123&ekeyError=1", "")).toBe("/home?ekeyError=1");
    expect(getToken()).toBe("abc123");
  });

  it("keeps a token that looks like a number exactly as sent", () => {
    expect(consumeTokenFromUrl("/home", "?token=1e5000", "")).toBe("/home");
    expect(getToken()).toBe("1e5000");
  });

  it("returns null and stores nothing when there is no token", () => {
    expect(consumeTokenFromUrl("/home", "?ekeyError=1", "")).toBeNull();
    expect(getToken()).toBeNull();
  });
});
