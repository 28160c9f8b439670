import { describe, expect, it } from "vitest";
import { DEFAULT_PAGE_SIZE } from "#shared/shell/paging.ts";
import { page } from "#shared/http/envelope.ts";

describe("default page size (document 1 section 9)", () => {
  it("is 15", () => expect(DEFAULT_PAGE_SIZE).toBe(15));

  it("pages a list the way the envelope counts pages", () => {
    expect(page([], 1, DEFAULT_PAGE_SIZE, 31).datas[0]?.pages).toBe(3);
    expect(page([], 1, DEFAULT_PAGE_SIZE, 30).datas[0]?.pages).toBe(2);
  });
});
