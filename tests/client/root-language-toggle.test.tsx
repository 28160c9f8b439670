import { beforeEach, describe, expect, it } from "vitest";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createMemoryHistory, createRouter, RouterProvider } from "@tanstack/react-router";
import { routeTree } from "#client/route-tree.gen.ts";
import { activateLocale, i18n } from "#client/lib/i18n.ts";

// The real route tree at /home while logged out: nothing is fetched until a login button is pressed.
function renderApp() {
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: ["/home"] }) });
  render(<RouterProvider router={router} />);
  return router;
}

describe("root layout language toggle", () => {
  beforeEach(async () => {
    await activateLocale("zh-CN");
  });

  it("starts in Chinese with the logged-out login choices", async () => {
    renderApp();
    expect(await screen.findByTestId("site-name")).toHaveProperty("textContent", "路演中心");
    expect(screen.getByTestId("login-pass").textContent).toBe("企业登录（通行证）");
    expect(screen.getByTestId("login-key").textContent).toBe("企业登录（安全密钥）");
    expect(screen.getByTestId("login-personal").textContent).toBe("个人登录");
  });

  it("switches to English, relabels the page and remembers the choice", async () => {
    renderApp();
    await screen.findByTestId("site-name");

    fireEvent.click(screen.getByLabelText("English"));

    await waitFor(() => expect(screen.getByTestId("site-name").textContent).toBe("Roadshow Centre"));
    expect(screen.getByTestId("login-pass").textContent).toBe("Enterprise login (pass)");
    expect(i18n.locale).toBe("en-US");
    expect(localStorage.getItem("language")).toBe("en-US");
    expect(document.documentElement.lang).toBe("en-US");
  });
});
