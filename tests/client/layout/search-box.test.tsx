import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { SearchBox } from "#client/app/shell/search-box.tsx";
import { activateLocale } from "#client/lib/i18n.ts";
import { renderInRouter, resetQueries, stubApi } from "./shell-harness.tsx";

const hotWords = [
  { id: 41, code: "HotSearch_1", parentCode: "HotSearch", name: "业绩说明会", attachField1: "业绩说明会", attachField2: null, sort: 1, status: 1 },
  { id: 42, code: "HotSearch_2", parentCode: "HotSearch", name: "新能源", attachField1: "新能源汽车", attachField2: null, sort: 2, status: 1 },
];

beforeAll(async () => {
  await activateLocale("zh-CN");
});

beforeEach(() => {
  resetQueries();
  stubApi({ "pub/v1/dictionary/dic_list": hotWords });
});


async function input() {
  return (await screen.findByTestId("search-input")) as HTMLInputElement;
}

describe("header search box", () => {
  it("takes at most 100 characters", async () => {
    renderInRouter(<SearchBox />);
    expect((await input()).maxLength).toBe(100);
  });

  it("searches on Enter: /searchResults?keyword=… with the trimmed text", async () => {
    const { router } = renderInRouter(<SearchBox />);
    fireEvent.change(await input(), { target: { value: "  600519 贵州茅台 " } });
    fireEvent.keyDown(await input(), { key: "Enter" });

    await waitFor(() => expect(router.state.location.pathname).toBe("/searchResults"));
    // a plain query string: an all-digit keyword is not JSON-quoted
    expect(new URLSearchParams(router.state.location.searchStr).get("keyword")).toBe("600519 贵州茅台");
  });

  it("cuts a pasted text beyond 100 characters to the limit", async () => {
    const { router } = renderInRouter(<SearchBox />);
    fireEvent.change(await input(), { target: { value: "长".repeat(130) } });
    fireEvent.keyDown(await input(), { key: "Enter" });

    await waitFor(() => expect(router.state.location.pathname).toBe("/searchResults"));
    expect(new URLSearchParams(router.state.location.searchStr).get("keyword")).toHaveLength(100);
  });

  it("does nothing for blank input or for the Enter that confirms an IME composition", async () => {
    const { router } = renderInRouter(<SearchBox />);
    fireEvent.change(await input(), { target: { value: "   " } });
    fireEvent.keyDown(await input(), { key: "Enter" });
    fireEvent.change(await input(), { target: { value: "gongsi" } });
    fireEvent.keyDown(await input(), { key: "Enter", isComposing: true });

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe("/home");
  });

  it("offers the hot-search words on focus; a word searches its keyword", async () => {
    const { router } = renderInRouter(<SearchBox />);
    fireEvent.focus(await input());

    const word = await screen.findByText("新能源");
    expect(screen.getByText("热门搜索")).toBeTruthy();
    fireEvent.click(word);

    await waitFor(() => expect(router.state.location.pathname).toBe("/searchResults"));
    expect(new URLSearchParams(router.state.location.searchStr).get("keyword")).toBe("新能源汽车");
  });
});
