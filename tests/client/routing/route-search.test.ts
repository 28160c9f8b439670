import { describe, expect, it } from "vitest";
import { searchDate, searchInt, searchOneOf, searchParams, searchText } from "#client/lib/route-search.ts";

describe("route search params", () => {
  const validate = searchParams({
    page: searchInt(2),
    id: searchInt(1),
    status: searchOneOf([1, 2, 3] as const),
    title: searchText(5),
    from: searchDate(),
  });

  it("keeps what is valid, as the router or a hand-typed address spells it", () => {
    expect(validate({ page: 3, id: "42", status: "2", title: "  鹏城智能科技  ", from: "2026-12-01" })).toEqual({
      page: 3,
      id: 42,
      status: 2,
      title: "鹏城智能科",
      from: "2026-12-01",
    });
    // a stock code arrives as a number
    expect(validate({ title: 600519 })).toEqual({ title: "60051" });
  });

  it("drops what is not, and defaults, without throwing", () => {
    expect(validate({ page: 1, id: 0, status: 4, title: "   ", from: "1/12/2026" })).toEqual({});
    expect(validate({ page: "2abc", id: -3, status: [1], title: { x: 1 }, from: 20261201 })).toEqual({});
    expect(validate({ id: "9007199254740993", page: 2.5 })).toEqual({});
    expect(validate({})).toEqual({});
  });
});
