import { beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { activateLocale } from "#client/lib/i18n.ts";
import { queryClient } from "#client/lib/query-client.ts";
import { ScenePhotos } from "#client/features/activity-promotion/components/scene-photos.tsx";
import { activity, renderInRouter } from "./harness.tsx";

// The promotion tab's scene photos: every change stores the whole list, so the saves must reach the server
// in the order they were made, and the list on screen must not fall back to one read between two saves.

type TPhoto = { image: string; title: string; content: string };

let stored: TPhoto[];
let saves: TPhoto[][];
let held: Array<() => void>;
let readsAfterSave: number;

const photo = (image: string): TPhoto => ({ image, title: image, content: "" });
const shown = () => screen.queryAllByTestId("scene-photo").map((el) => el.getAttribute("data-image"));

beforeEach(async () => {
  await activateLocale("zh-CN");
  queryClient.clear();
  localStorage.setItem("token", "demo-token");
  stored = [photo("/files/a.png"), photo("/files/b.png")];
  saves = [];
  held = [];
  readsAfterSave = 0;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: Request | string, init?: RequestInit) => {
      const request = new Request(input, init);
      const path = new URL(request.url).pathname;
      const body = new URLSearchParams(await request.text());
      let datas: unknown[] = [];
      if (path.endsWith("company_activity_list")) {
        if (saves.length > 0) readsAfterSave += 1;
        datas = [{ ...activity(), worksitImageJson: stored }];
      } else if (path.endsWith("upload_activity_pic_info")) {
        const list = JSON.parse(body.get("worksitImageJson") ?? "[]") as TPhoto[];
        saves.push(list);
        // the server answers when the test lets it, and only then is the list stored
        await new Promise<void>((release) => held.push(release));
        stored = list;
      }
      return new Response(JSON.stringify({ code: 200, datas, message: "操作成功" }), { status: 200, headers: { "content-type": "application/json" } });
    }),
  );
});

describe("scene photos", () => {
  it("sends a second change only after the first is stored, and keeps it on screen meanwhile", async () => {
    renderInRouter(<ScenePhotos activityId={101} />);
    await waitFor(() => expect(shown()).toEqual(["/files/a.png", "/files/b.png"]));

    // a caption typed on the second photo, then the first photo deleted while that caption is being saved
    const caption = screen.getAllByRole("textbox", { name: "图片说明" })[1]!;
    fireEvent.change(caption, { target: { value: "嘉宾与投资者交流" } });
    fireEvent.blur(caption);
    await waitFor(() => expect(saves).toHaveLength(1));
    fireEvent.click(screen.getByRole("button", { name: "删除第1张" }));
    expect(shown()).toEqual(["/files/b.png"]);
    // the tab says it is still saving, so nobody leaves before the queued change is stored
    const tab = screen.getByTestId("scene-photos");
    expect(tab.getAttribute("data-saving")).toBe("true");
    expect(tab.textContent).toContain("保存中");
    // the delete waits behind the caption's save
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(saves).toHaveLength(1);

    held.shift()!();
    await waitFor(() => expect(saves).toHaveLength(2));
    expect(saves[1]!.map((p) => p.image)).toEqual(["/files/b.png"]);
    expect(saves[1]![0]!.content).toBe("嘉宾与投资者交流");
    // the list read after the first save still holds the deleted photo: the screen keeps the later change
    await waitFor(() => expect(readsAfterSave).toBeGreaterThan(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shown()).toEqual(["/files/b.png"]);

    held.shift()!();
    await waitFor(() => expect(stored.map((p) => p.image)).toEqual(["/files/b.png"]));
    await waitFor(() => expect((screen.getByRole("textbox", { name: "图片说明" }) as HTMLInputElement).value).toBe("嘉宾与投资者交流"));
    expect(shown()).toEqual(["/files/b.png"]);
    await waitFor(() => expect(tab.getAttribute("data-saving")).toBe("false"));
    expect(tab.textContent).not.toContain("保存中");
  });
});
