import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { HTTPError, TimeoutError } from "ky";
import { activateLocale } from "#client/lib/i18n.ts";
import { notify } from "#client/lib/notify.ts";
import { z } from "zod";
import { ApiError, MalformedAnswerError, api, outcomeOf, setSessionLostHandler, wasShown } from "#client/lib/api.ts";
import { call } from "#client/lib/contract-client.ts";
import { contractGroup, defineContract, ZEmptyBody } from "#shared/api/contract.ts";
import { errorMessage, reportError } from "#client/lib/errors.ts";

/** A contract at any path, to drive the request layer's answers. */
function probe(path: string) {
  return contractGroup("test", {
    probe: defineContract({ method: "POST", path: `/base-service/api/${path}`, access: "pub", tag: "test", summary: "test", body: ZEmptyBody, datas: z.unknown() }),
  }).probe;
}

// What the user would see, without Mantine: the request layer's one display function.
vi.mock("#client/lib/notify.ts", () => ({ notify: vi.fn(), notifyPush: vi.fn(), isToastViewport: () => false }));
const shown = vi.mocked(notify);

type Answer = { status?: number; body: unknown; contentType?: string } | Error;
const withOutcome = (a: { body: object }, outcome: string): Answer => ({ body: { ...a.body, outcome } });
let answer: Answer;
let requests: Request[] = [];

function envelope(code: number, message = "", datas: unknown[] = []) {
  return { body: { code, datas, message } };
}

beforeAll(async () => {
  await activateLocale("zh-CN");
});

beforeEach(() => {
  requests = [];
  shown.mockClear();
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: Request, init?: RequestInit) => {
      requests.push(new Request(input, init));
      if (answer instanceof Error) throw answer;
      const body = typeof answer.body === "string" ? answer.body : JSON.stringify(answer.body);
      return new Response(body, {
        status: answer.status ?? 200,
        headers: { "content-type": answer.contentType ?? "application/json; charset=utf-8" },
      });
    }),
  );
});

afterEach(() => {
  vi.useRealTimers();
});

describe("call: body codes (spec 1 §8.1)", () => {
  it("returns 200 and 409 envelopes unchanged and shows nothing", async () => {
    answer = envelope(200, "操作成功", [1]);
    await expect(call(probe("pub/v1/x"))).resolves.toEqual({ code: 200, datas: [1], message: "操作成功" });
    answer = envelope(409, "该时段已有预约，是否继续？");
    await expect(call(probe("auth/v1/booking/booking_activity"))).resolves.toMatchObject({ code: 409 });
    expect(shown).not.toHaveBeenCalled();
  });

  it("shows a 415 message as a warning and still resolves", async () => {
    answer = envelope(415, "材料尚未全部上传");
    await expect(call(probe("auth/v1/x"))).resolves.toMatchObject({ code: 415 });
    expect(shown).toHaveBeenCalledWith("warning", "材料尚未全部上传");
  });

  it("carries a refusal's outcome code, so callers branch on the code and never on the text", async () => {
    answer = withOutcome(envelope(400, "该时段名额已约满，请选择其他时段"), "booking.slotFull");
    const error = await call(probe("auth/v1/x")).catch((e: unknown) => e);
    expect(outcomeOf(error)).toBe("booking.slotFull");
    answer = envelope(400, "该时段名额已约满，请选择其他时段");
    expect(outcomeOf(await call(probe("auth/v1/x")).catch((e: unknown) => e))).toBeNull();
  });

  it("shows a 400 message as an error and rejects with it, marked as shown", async () => {
    answer = envelope(400, "联系人手机号格式不正确");
    const error = await call(probe("auth/v1/x")).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(400);
    expect(errorMessage(error)).toBe("联系人手机号格式不正确");
    expect(shown).toHaveBeenCalledWith("error", "联系人手机号格式不正确");
    expect(wasShown(error)).toBe(true);
    // a caller's onError does not show it a second time
    reportError(error);
    expect(shown).toHaveBeenCalledTimes(1);
  });

  it("shows 暂无权限 for 403 whatever the server said, and rejects", async () => {
    answer = envelope(403, "forbidden");
    await expect(call(probe("auth/v1/x"))).rejects.toMatchObject({ code: 403, message: "暂无权限" });
    expect(shown).toHaveBeenCalledWith("error", "暂无权限");
  });

  it.each([401, 300])("drops the stored session and leaves for the root on %i", async (code) => {
    for (const key of ["token", "userinfo", "companyinfo", "loginType"]) localStorage.setItem(key, "x");
    localStorage.setItem("language", "zh-CN");
    const leave = vi.fn();
    setSessionLostHandler(leave);
    answer = envelope(code, "未登录或登录已过期，请重新登录");
    await expect(call(probe("auth/v1/user/userinfo"))).rejects.toBeInstanceOf(ApiError);
    for (const key of ["token", "userinfo", "companyinfo", "loginType"]) expect(localStorage.getItem(key)).toBeNull();
    expect(localStorage.getItem("language")).toBe("zh-CN");
    expect(leave).toHaveBeenCalledTimes(1);
    // a second call failing the same way finds no token left and does not navigate again
    await expect(call(probe("auth/v1/x"))).rejects.toBeInstanceOf(ApiError);
    expect(leave).toHaveBeenCalledTimes(1);
    expect(shown).not.toHaveBeenCalled();
  });

  it("applies the same rules to calls made with the ky instance directly", async () => {
    answer = envelope(400, "参数错误");
    await expect(api.get("base-service/api/pub/v1/index/nav_list").json()).rejects.toBeInstanceOf(ApiError);
    expect(shown).toHaveBeenCalledWith("error", "参数错误");
  });

  it("shows nothing for a silent call, but still rejects", async () => {
    answer = envelope(400, "参数错误");
    const error = await call(probe("auth/v1/x"), {}, { silent: true }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(wasShown(error)).toBe(false);
    expect(shown).not.toHaveBeenCalled();
  });
});

describe("transport failures (spec 1 §8.2)", () => {
  it("names the address of a 404", async () => {
    answer = { status: 404, ...envelope(404, "请求地址错误") };
    const error = await call(probe("pub/v1/nope")).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HTTPError);
    expect(shown).toHaveBeenCalledWith("error", "请求地址出错: /base-service/api/pub/v1/nope", { id: "http:404" });
    expect(wasShown(error)).toBe(true);
  });

  it("maps a proxy's HTML error page by its status", async () => {
    answer = { status: 502, body: "<html>Bad Gateway</html>", contentType: "text/html" };
    await expect(call(probe("pub/v1/x"))).rejects.toBeInstanceOf(HTTPError);
    expect(shown).toHaveBeenCalledWith("error", "网关错误", { id: "http:502" });
  });

  it("uses the server's message for a status outside the table", async () => {
    answer = { status: 413, ...envelope(413, "请求内容过大") };
    await expect(call(probe("pub/v1/x"))).rejects.toBeInstanceOf(HTTPError);
    expect(shown).toHaveBeenCalledWith("error", "请求内容过大", { id: "http:413" });
  });

  it("says the network is gone when fetch itself fails", async () => {
    answer = new TypeError("Failed to fetch");
    const error = await call(probe("pub/v1/x")).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect(shown).toHaveBeenCalledWith("error", "网络连接已断开，请检查网络后重试", { id: "network-lost" });
    expect(errorMessage(error)).toBe("网络连接已断开，请检查网络后重试");
  });

  it("rejects a 2xx answer that is not an envelope", async () => {
    answer = { body: "<!doctype html><title>portal</title>", contentType: "text/html" };
    const error = await call(probe("pub/v1/x")).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MalformedAnswerError);
    expect(shown).toHaveBeenCalledWith("error", (error as Error).message, { id: "malformed-answer" });
  });

  it("times out after 99 999 ms with the 408 message, and a caller's cancel shows nothing", async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      "fetch",
      vi.fn(
        (_input: Request, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
          }),
      ),
    );
    const pending = call(probe("pub/v1/slow")).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(99_998);
    expect(shown).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2);
    expect(await pending).toBeInstanceOf(TimeoutError);
    expect(shown).toHaveBeenCalledWith("error", "请求超时", { id: "http:408" });

    shown.mockClear();
    const controller = new AbortController();
    const cancelled = api.post("base-service/api/pub/v1/slow", { signal: controller.signal }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10);
    controller.abort();
    expect(await cancelled).toBeInstanceOf(DOMException);
    expect(shown).not.toHaveBeenCalled();
  });
});

describe("request headers (spec 1 §7)", () => {
  it("sends the token, the language, a form body and an Idempotency-Key on every POST", async () => {
    localStorage.setItem("token", "tok-123");
    answer = envelope(200);
    await call(probe("auth/v1/x"), { ids: [1, 2], name: "鹏城" });
    await call(probe("auth/v1/x"));
    const [first, second] = requests;
    expect(first!.headers.get("Authorization")).toBe("tok-123");
    expect(first!.headers.get("Accept-Language")).toBe("zh-CN");
    expect(first!.headers.get("content-type")).toContain("application/x-www-form-urlencoded");
    expect(await first!.text()).toBe("ids=1&ids=2&name=%E9%B9%8F%E5%9F%8E");
    expect(first!.headers.get("Idempotency-Key")).toMatch(/^[0-9a-f-]{36}$/);
    expect(second!.headers.get("Idempotency-Key")).not.toBe(first!.headers.get("Idempotency-Key"));
  });
});
