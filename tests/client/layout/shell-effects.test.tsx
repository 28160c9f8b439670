import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { waitFor } from "@testing-library/react";
import { ShellEffects } from "#client/app/shell/shell-effects.tsx";
import { activateLocale } from "#client/lib/i18n.ts";
import { queryClient } from "#client/lib/query-client.ts";
import { setToken } from "#client/lib/session.ts";
import { DEFAULT_PUBLIC_SETTINGS, shellKeys } from "#client/features/shell/shell.queries.ts";
import { renderInRouter, resetQueries, stubApi } from "./shell-harness.tsx";

function seedGrayMode(grayMode: number) {
  queryClient.setQueryData(shellKeys.publicSettings(), { ...DEFAULT_PUBLIC_SETTINGS, grayMode });
}

beforeAll(async () => {
  await activateLocale("zh-CN");
});

beforeEach(() => {
  resetQueries();
  stubApi({ "pub/v1/checkLogin": ["0"] });
});

afterEach(() => {
  document.documentElement.style.filter = "";
  document.documentElement.style.fontSize = "";
});

describe("shell effects", () => {
  it("gray mode 1 grays the home page only", async () => {
    seedGrayMode(1);
    const home = renderInRouter(<ShellEffects width={1440} isMobile={false} />, "/home");
    await waitFor(() => expect(document.documentElement.style.filter).toBe("grayscale(1)"));
    home.unmount();

    renderInRouter(<ShellEffects width={1440} isMobile={false} />, "/roadshowList");
    await waitFor(() => expect(document.documentElement.style.filter).toBe(""));
  });

  it("gray mode 2 grays every page", async () => {
    seedGrayMode(2);
    renderInRouter(<ShellEffects width={1440} isMobile={false} />, "/roadshowList");
    await waitFor(() => expect(document.documentElement.style.filter).toBe("grayscale(1)"));
  });

  it("scales the root font with the viewport", async () => {
    seedGrayMode(0);
    renderInRouter(<ShellEffects width={1920} isMobile={false} />, "/home");
    await waitFor(() => expect(document.documentElement.style.fontSize).toBe("16px"));
  });

  it("sets the document title of the route", async () => {
    seedGrayMode(0);
    renderInRouter(<ShellEffects width={1440} isMobile={false} />, "/hotTopic");
    await waitFor(() => expect(document.title).toBe("路演中心 - 热门话题"));
  });

  it("forgets a session the login check reports as ended", async () => {
    seedGrayMode(0);
    setToken("ended-elsewhere");
    renderInRouter(<ShellEffects width={1440} isMobile={false} />, "/home");
    await waitFor(() => expect(localStorage.getItem("token")).toBeNull());
  });
});
