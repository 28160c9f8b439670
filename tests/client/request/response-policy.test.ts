import { beforeAll, describe, expect, it } from "vitest";
import { activateLocale } from "#client/lib/i18n.ts";
import { bodyCodeAction, sessionLostPath } from "#shared/http/response-policy.ts";
import { networkLostMessage, transportStatusMessage } from "#client/lib/transport-messages.ts";

describe("sessionLostPath", () => {
  it("sends the portal to the root and the back office to its own sign-in", () => {
    expect(sessionLostPath("/center")).toBe("/");
    expect(sessionLostPath("/activityDetails/3")).toBe("/");
    expect(sessionLostPath("/opsx")).toBe("/");
    expect(sessionLostPath("/ops")).toBe("/ops");
    expect(sessionLostPath("/ops/moderation")).toBe("/ops");
  });
});

describe("bodyCodeAction (spec 1 §8.1)", () => {
  it.each([
    [401, "session-lost"],
    [300, "session-lost"],
    [400, "error"],
    [403, "forbidden"],
    [415, "warning"],
    [200, "pass"],
    [409, "pass"],
    [500, "pass"],
    [0, "pass"],
  ] as const)("code %i → %s", (code, action) => {
    expect(bodyCodeAction(code)).toBe(action);
  });
});

describe("transportStatusMessage (spec 1 §8.2)", () => {
  beforeAll(async () => {
    await activateLocale("zh-CN");
  });

  it.each([
    [400, "请求错误"],
    [401, "未授权，请重新登录"],
    [403, "拒绝访问"],
    [408, "请求超时"],
    [500, "服务器内部错误"],
    [501, "服务未实现"],
    [502, "网关错误"],
    [503, "服务不可用"],
    [504, "网关超时"],
    [505, "HTTP版本不受支持"],
  ] as const)("HTTP %i → %s", (status, message) => {
    expect(transportStatusMessage(status, "/base-service/api/pub/v1/x")).toBe(message);
  });

  it("names the address for a 404", () => {
    expect(transportStatusMessage(404, "/base-service/api/pub/v1/nope")).toBe("请求地址出错: /base-service/api/pub/v1/nope");
  });

  it("uses the server's message for a status the table does not name, else a generic one with the status", () => {
    expect(transportStatusMessage(413, "/x", "请求内容过大")).toBe("请求内容过大");
    expect(transportStatusMessage(429, "/x", "  ")).toBe("连接出错（429）");
    expect(transportStatusMessage(418, "/x")).toBe("连接出错（418）");
  });

  it("says plainly when the network is gone", () => {
    expect(networkLostMessage()).toContain("网络连接已断开");
  });
});
