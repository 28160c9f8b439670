import { describe, expect, it } from "vitest";
import { createHttpTicketSource, wechatConfigFrom } from "#server/modules/activity-page/wechat-ticket.ts";

/** A stand-in for the chat app's API: records the addresses asked and answers from a script. */
function fakeApi(answers: Record<string, unknown>[]) {
  const asked: string[] = [];
  const fetchFn = async (url: string) => {
    asked.push(url);
    const body = answers.shift() ?? { errcode: 500, errmsg: "no more answers" };
    return { ok: true, status: 200, json: async () => body };
  };
  return { asked, fetchFn };
}

describe("the chat app's ticket source over HTTP", () => {
  it("gets an access token, then the jsapi ticket, and keeps it until shortly before it expires", async () => {
    let clock = 0;
    const api = fakeApi([
      { access_token: "AT1", expires_in: 7200 },
      { errcode: 0, ticket: "T1", expires_in: 7200 },
      { access_token: "AT2", expires_in: 7200 },
      { errcode: 0, ticket: "T2", expires_in: 7200 },
    ]);
    const source = createHttpTicketSource({ appId: "wx&id", appSecret: "s" }, api.fetchFn, () => clock);
    const [a, b] = await Promise.all([source.jsapiTicket(), source.jsapiTicket()]);
    expect([a, b]).toEqual(["T1", "T1"]);
    expect(api.asked).toHaveLength(2);
    expect(api.asked[0]).toContain("grant_type=client_credential&appid=wx%26id&secret=s");
    expect(api.asked[1]).toContain("access_token=AT1&type=jsapi");
    clock = 7200_000 - 6 * 60_000;
    expect(await source.jsapiTicket()).toBe("T1");
    clock = 7200_000 - 4 * 60_000;
    expect(await source.jsapiTicket()).toBe("T2");
  });

  it("rejects when the API answers an error, and tries again next time", async () => {
    const api = fakeApi([{ errcode: 40013, errmsg: "invalid appid" }, { access_token: "AT", expires_in: 7200 }, { ticket: "T" }]);
    const source = createHttpTicketSource({ appId: "a", appSecret: "s" }, api.fetchFn);
    await expect(source.jsapiTicket()).rejects.toThrow(/40013/);
    expect(await source.jsapiTicket()).toBe("T");
  });

  it("is configured only with both the id and the secret", () => {
    expect(wechatConfigFrom({ WECHAT_APP_ID: "wx1", WECHAT_APP_SECRET: "s" })).toEqual({ appId: "wx1", appSecret: "s" });
    expect(wechatConfigFrom({ WECHAT_APP_ID: "wx1" })).toBeNull();
    expect(wechatConfigFrom({ WECHAT_APP_ID: " ", WECHAT_APP_SECRET: "s" })).toBeNull();
  });
});
