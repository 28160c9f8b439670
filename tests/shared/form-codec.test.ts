import { describe, expect, it } from "vitest";
import { decodeForm, encodeForm } from "#shared/http/form-codec.ts";

describe("form codec", () => {
  it("encodes arrays as repeated keys without indices", () => {
    expect(encodeForm({ ids: [1, 2], name: "张三", skip: undefined, none: null })).toBe("ids=1&ids=2&name=%E5%BC%A0%E4%B8%89");
  });

  it("encodes arrays of objects as indexed keys", () => {
    expect(decodeURIComponent(encodeForm({ importDto: [{ guestName: "A", title: "CEO" }, { guestName: "B" }] }))).toBe(
      "importDto[0].guestName=A&importDto[0].title=CEO&importDto[1].guestName=B",
    );
  });

  it("round-trips what it encodes", () => {
    const input = { contactName: ["甲", "乙"], isWithCollective: true, activityIds: [7], importDto: [{ guestName: "A" }] };
    expect(decodeForm(encodeForm(input))).toEqual({ contactName: ["甲", "乙"], isWithCollective: "true", activityIds: "7", importDto: [{ guestName: "A" }] });
  });

  it("decodes key[] as an array even with one value", () => {
    expect(decodeForm("ids%5B%5D=3")).toEqual({ ids: ["3"] });
  });

  it("drops holes and out-of-range indices in indexed keys", () => {
    expect(decodeForm("a%5B2%5D.x=1&a%5B0%5D.x=0&a%5B99999%5D.x=9")).toEqual({ a: [{ x: "0" }, { x: "1" }] });
  });

  it("ignores keys that would reach the prototype", () => {
    const decoded = decodeForm("__proto__=x&constructor=y&a%5B0%5D.__proto__=z&ok=1");
    expect(decoded).toEqual({ ok: "1" });
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});
