import { beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, within } from "@testing-library/react";
import { TablePager } from "#client/components/widgets/table-pager.tsx";
import { activateLocale } from "#client/lib/i18n.ts";
import { renderWidget } from "./render.tsx";

const pageButtons = (pager: HTMLElement) => within(pager).queryAllByRole("button").map((b) => b.textContent);

describe("TablePager", () => {
  beforeEach(async () => {
    await activateLocale("zh-CN");
  });

  it("says the records and the page, and pages on a click", () => {
    const onChange = vi.fn();
    renderWidget(<TablePager total={23} page={1} pages={3} onChange={onChange} />);
    const pager = screen.getByTestId("table-pager");
    expect(within(pager).getByTestId("page-summary").textContent).toBe("共 23 条，第 1/3 页");
    fireEvent.click(within(pager).getByRole("button", { name: "第2页" }));
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it("says the records only when asked", () => {
    renderWidget(<TablePager summary="total" total={7} page={1} pages={1} onChange={() => {}} />);
    expect(screen.getByTestId("page-summary").textContent).toBe("共 7 条");
    expect(pageButtons(screen.getByTestId("table-pager"))).toContain("1");
  });

  it("shows nothing without records", () => {
    renderWidget(<TablePager total={0} page={1} pages={0} onChange={() => {}} />);
    expect(screen.queryByTestId("table-pager")).toBeNull();
  });

  it("keeps the summary but drops the page buttons of a single page when asked, under the caller's test id", () => {
    const { rerender } = renderWidget(<TablePager total={4} page={1} pages={1} onChange={() => {}} hideSinglePage testId="qa-pager" />);
    const pager = screen.getByTestId("qa-pager");
    expect(within(pager).getByTestId("page-summary").textContent).toBe("共 4 条，第 1/1 页");
    expect(pageButtons(pager)).toEqual([]);
    rerender(<TablePager total={6} page={2} pages={2} onChange={() => {}} hideSinglePage testId="qa-pager" />);
    expect(pageButtons(screen.getByTestId("qa-pager"))).toContain("2");
  });

  it("shows the page buttons alone without a summary, and nothing for a single page", () => {
    const { rerender } = renderWidget(<TablePager summary="none" hideSinglePage total={25} page={1} pages={3} onChange={() => {}} testId="qa-pagination" />);
    const pager = screen.getByTestId("qa-pagination");
    expect(within(pager).queryByTestId("page-summary")).toBeNull();
    expect(pageButtons(pager)).toContain("3");
    rerender(<TablePager summary="none" hideSinglePage total={8} page={1} pages={1} onChange={() => {}} testId="qa-pagination" />);
    expect(screen.queryByTestId("qa-pagination")).toBeNull();
  });

  it("counts its items in English in the singular and the plural", async () => {
    await activateLocale("en-US");
    const { rerender } = renderWidget(<TablePager total={1} page={1} pages={1} onChange={() => {}} />);
    expect(screen.getByTestId("page-summary").textContent).toBe("1 item, page 1 of 1");
    rerender(<TablePager total={23} page={1} pages={3} onChange={() => {}} />);
    expect(screen.getByTestId("page-summary").textContent).toBe("23 items, page 1 of 3");
    await activateLocale("zh-CN");
  });
});
