import { StrictMode, createRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { render, waitFor } from "@testing-library/react";
import { useVisitRecording } from "#client/features/activity-page/use-visit-recording.ts";

/** The view_record bodies the page sent, read from the requests the client made. */
function recordVisits(): { activityId: string | null; visitId: string | null; seq: string | null }[] {
  const sent: { activityId: string | null; visitId: string | null; seq: string | null }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: Request | string, init?: RequestInit) => {
      const request = new Request(input, init);
      if (request.url.endsWith("/activity/view_record")) {
        const text = await request.text();
        const form = request.headers.get("content-type")?.includes("json") ? new Map(Object.entries(JSON.parse(text) as Record<string, unknown>).map(([k, v]) => [k, String(v)])) : new URLSearchParams(text);
        sent.push({ activityId: form.get("activityId") ?? null, visitId: form.get("visitId") ?? null, seq: form.get("seq") ?? null });
      }
      return new Response(JSON.stringify({ code: 200, datas: [{ counted: true }], message: "操作成功" }), { status: 200, headers: { "content-type": "application/json" } });
    }),
  );
  return sent;
}

function Page({ activityId }: { activityId: number | null }) {
  useVisitRecording(activityId, null, null, createRef<HTMLElement>());
  return null;
}

afterEach(() => vi.unstubAllGlobals());

describe("useVisitRecording", () => {
  it("sends one visit id for a page, however often its effect runs (StrictMode mounts twice)", async () => {
    const sent = recordVisits();
    const view = render(
      <StrictMode>
        <Page activityId={18} />
      </StrictMode>,
    );
    await waitFor(() => expect(sent.length).toBeGreaterThan(0));
    expect(new Set(sent.map((s) => s.visitId)).size).toBe(1);
    expect(sent.every((s) => s.activityId === "18" && s.seq === "0")).toBe(true);

    // another activity shown by the same page is another visit
    view.rerender(
      <StrictMode>
        <Page activityId={19} />
      </StrictMode>,
    );
    await waitFor(() => expect(sent.some((s) => s.activityId === "19")).toBe(true));
    const ids = new Set(sent.map((s) => s.visitId));
    expect(ids.size).toBe(2);
  });

  it("sends nothing until the page has an activity", async () => {
    const sent = recordVisits();
    render(<Page activityId={null} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([]);
  });
});
