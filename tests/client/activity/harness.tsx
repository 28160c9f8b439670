import type { ReactElement } from "react";
import { render } from "@testing-library/react";
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from "@tanstack/react-router";
import { vi } from "vitest";
import { AppProviders } from "#client/components/app-providers.tsx";
import type { TCompanyActivity } from "#shared/api/activity.contract.ts";

export interface TCall {
  path: string;
  body: URLSearchParams;
}

/** Answers a protocol path (after /base-service/api/) with datas, or a whole envelope. */
export type TFakeHandler = (path: string, body: URLSearchParams) => unknown[] | { code: number; datas: unknown[]; message: string } | undefined;

/** Replaces fetch with a fake API; returns the calls made, bodies decoded. */
export function stubApi(handler: TFakeHandler): TCall[] {
  const calls: TCall[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: Request | string, init?: RequestInit) => {
      const request = new Request(input, init);
      const path = new URL(request.url).pathname.replace(/^\/base-service\/api\//, "");
      const body = new URLSearchParams(await request.text());
      calls.push({ path, body });
      const answer = handler(path, body);
      const envelope = Array.isArray(answer)
        ? { code: 200, datas: answer, message: "操作成功" }
        : (answer ?? { code: 200, datas: [], message: "操作成功" });
      return new Response(JSON.stringify(envelope), { status: 200, headers: { "content-type": "application/json" } });
    }),
  );
  return calls;
}

/** Renders inside the app's providers and a memory router; any path renders nothing more. */
export function renderInRouter(ui: ReactElement, path = "/activityManage") {
  const rootRoute = createRootRoute({
    component: () => (
      <AppProviders>
        {ui}
        <Outlet />
      </AppProviders>
    ),
  });
  const anyRoute = createRoute({ getParentRoute: () => rootRoute, path: "$", component: () => null });
  const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: "/", component: () => null });
  const router = createRouter({
    routeTree: rootRoute.addChildren([indexRoute, anyRoute]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  return { ...render(<RouterProvider router={router} />), router };
}

/** A page answer. */
export const pageOf = <T,>(records: T[], total = records.length, current = 1, size = 10) => [
  { records, current, pages: Math.ceil(total / size), total },
];

/** An activity as the company sees it: a single live roadshow, booked, nothing done yet. */
export function activity(overrides: Partial<TCompanyActivity> = {}): TCompanyActivity {
  return {
    activityId: 101,
    id: 3,
    title: "2026年半年度业绩说明会",
    enTitle: null,
    isMulti: false,
    activityType: 1,
    activityTypeText: "业绩说明会",
    modeName: "视频直播",
    videoType: 1,
    recType: null,
    isLiveBroadcast: true,
    recDate: null,
    recStartTime: null,
    recEndTime: null,
    startDate: "2026-12-10",
    endDate: "2026-12-10",
    startTime: "15:00",
    endTime: "17:00",
    isShowActivityStartTime: true,
    platform: null,
    regionName: "深圳",
    crtTime: "2026-11-20T02:00:00.000Z",
    isInfoSubed: false,
    infoSubTime: null,
    infoSubmitCloseTime: "2026-12-05T09:00:00.000Z",
    infoSubStatus: 0,
    isVideoUploaded: false,
    videoUploadedTime: null,
    videoUploadCloseTime: null,
    videoUploadStatus: 0,
    isAreaConfirmed: false,
    areaConfirmedTime: null,
    isPersonListSubed: false,
    personListSubedTime: null,
    pubStatus: 0,
    pubTime: null,
    status: 1,
    isCancel: false,
    isAcceptAgreement: true,
    isBookable: false,
    bookingEndTime: null,
    homePage: null,
    testCode: null,
    workOrderTaskId: null,
    moduleHasPreCollection: false,
    isOpenText: false,
    isOpenActivityData: false,
    answerStartTime: null,
    answerEndTime: null,
    companyName: "鹏城智能",
    contacts: [{ contactName: "李明", contactMobile: "13800000000", contactWechat: "", contactMail: null }],
    ...overrides,
  };
}
