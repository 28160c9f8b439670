import "fake-indexeddb/auto";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen } from "@testing-library/react";
import { activateLocale } from "#client/lib/i18n.ts";
import { queryClient } from "#client/lib/query-client.ts";
import { setToken } from "#client/lib/session.ts";
import { VideoUploadDialog } from "#client/features/activity-video/components/video-upload-dialog.tsx";
import { renderWidget } from "../widgets/render.tsx";

const INSTRUCTIONS = "请将活动视频发送至 ir-video@exchange.example.cn，邮件标题请注明“活动编号+公司简称+视频名称”。";
let emailDesc: unknown[] = [];
let dicBodies: string[] = [];

beforeAll(async () => {
  await activateLocale("zh-CN");
});

beforeEach(() => {
  queryClient.clear();
  setToken("token-a");
  dicBodies = [];
  emailDesc = [{ id: 1, code: "EmailDesc_1", parentCode: "EmailDesc", name: "邮件发送说明", attachField1: INSTRUCTIONS, attachField2: "ir-video@exchange.example.cn", sort: 1, status: 1 }];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: Request) => {
      const path = new URL(input.url).pathname.replace("/base-service/api/", "");
      if (path === "pub/v1/dictionary/dic_list") dicBodies.push(await input.text());
      const datas = path === "pub/v1/dictionary/dic_list" ? emailDesc : path === "auth/v1/user/userinfo" ? [{ id: 1 }] : [];
      return new Response(JSON.stringify({ code: 200, datas, message: "操作成功" }), { headers: { "content-type": "application/json" } });
    }),
  );
});


describe("the upload dialog's email mode", () => {
  it("shows the mailbox with a copy button and the EmailDesc instructions (attachField1 of the first item)", async () => {
    renderWidget(<VideoUploadDialog activityId={8} opened onClose={() => {}} />);
    fireEvent.click(await screen.findByRole("radio", { name: "邮件发送" }));
    expect((await screen.findByTestId("video-email-mailbox")).textContent).toBe("ir-video@exchange.example.cn");
    expect(screen.getByTestId("video-email-text").textContent).toBe(INSTRUCTIONS);
    expect(screen.getByRole("button", { name: "复制" })).toBeTruthy();
    expect(new URLSearchParams(dicBodies[0]).get("parentCode")).toBe("EmailDesc");
    // not asked for before the mode is chosen, and only once
    expect(dicBodies).toHaveLength(1);
  });

  it("falls back to a general note when no entry is configured", async () => {
    emailDesc = [];
    renderWidget(<VideoUploadDialog activityId={8} opened onClose={() => {}} />);
    fireEvent.click(await screen.findByRole("radio", { name: "邮件发送" }));
    expect((await screen.findByTestId("video-email-text")).textContent).toContain("提交后，请将视频文件通过邮件发送至平台邮箱");
    expect(screen.queryByTestId("video-email-mailbox")).toBeNull();
  });
});
