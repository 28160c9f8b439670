import type { ReactElement } from "react";
import { render } from "@testing-library/react";
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { vi } from "vitest";
import { AppProviders } from "#client/components/app-providers.tsx";
import { queryClient } from "#client/lib/query-client.ts";

/** Envelope datas per protocol path (the part after /base-service/api/), for the fake API below. */
export type FakeApi = Record<string, unknown[]>;

/**
 * Replaces fetch with a tiny in-memory API: known paths answer `{ code: 200, datas }`, anything else 404.
 * Returns the list of requested paths, so a test can check what the shell asked for.
 */
export function stubApi(routes: FakeApi): string[] {
  const requested: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: Request | string, init?: RequestInit) => {
      const request = new Request(input, init);
      const path = new URL(request.url).pathname.replace(/^\/base-service\/api\//, "");
      requested.push(path);
      const datas = routes[path];
      const body = datas ? { code: 200, datas, message: "操作成功" } : { code: 404, datas: [], message: `请求地址错误：${path}` };
      return new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
    }),
  );
  return requested;
}

/**
 * Renders a piece of the shell inside the app's providers and a memory router at `path`; every other path
 * renders nothing, so `router.state.location` shows where a click went.
 */
export function renderInRouter(ui: ReactElement, path = "/home") {
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
  const result = render(<RouterProvider router={router} />);
  return { ...result, router };
}

/** Forgets cached queries between tests (the app's query client is a module singleton). */
export function resetQueries(): void {
  queryClient.clear();
}

/** A user as auth/v1/user/userinfo returns it. */
export function userInfo(overrides: Record<string, unknown> = {}) {
  return {
    id: 7,
    account: "listed-admin",
    nickName: "王海涛",
    mobile: null,
    loginType: "1",
    userType: "enterprise",
    companyId: 1,
    companyUserRole: 1,
    isBookingEnable: true,
    isFundRoadshowEnable: false,
    isDiversionEnable: false,
    isDistributeEnable: false,
    isActivitySearchEnable: false,
    isMemberManageEnable: true,
    modelType: 0,
    isRealPerson: false,
    investorType: null,
    ...overrides,
  };
}
