import { afterEach, describe, expect, it } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import { seedShellAnswers, shellKeys, DEFAULT_PUBLIC_SETTINGS } from "#client/features/shell/shell.queries.ts";
import { BOOT_DATA_ELEMENT_ID, bootDataScriptText, type TBootData } from "#shared/shell/boot-data.ts";

// The shell's first answers the server wrote into the page go into the cache before the first render, in
// the shapes the shell's queries keep, dated when the server read them.

const settings = { ...DEFAULT_PUBLIC_SETTINGS, grayMode: 1, noticeBanner: { text: "</script>系统通知", textEn: null, startAt: "2026-11-20T00:00:00Z", endAt: "2027-01-01T00:00:00Z", speed: 80 } };
const nav = [{ id: 1, navName: "路演中心", childrenList: [] }];
const notice = [{ id: 9, code: "SystemConfigUpdateNotify_1", parentCode: "SystemConfigUpdateNotify", name: "升级通知" }];

function pageWith(boot: TBootData | string): void {
  document.getElementById(BOOT_DATA_ELEMENT_ID)?.remove();
  const element = document.createElement("script");
  element.type = "application/json";
  element.id = BOOT_DATA_ELEMENT_ID;
  element.textContent = typeof boot === "string" ? boot : bootDataScriptText(boot);
  document.head.append(element);
}
const boot = (at: string): TBootData => ({
  at,
  answers: [
    { contract: "shell.navList", datas: [{ childrenList: nav }] },
    { contract: "shell.publicSettings", datas: [settings] },
    { contract: "shell.dicList", body: { parentCode: "SystemConfigUpdateNotify" }, datas: notice },
    { contract: "activity.somethingElse", datas: [1] },
  ],
});

afterEach(() => document.getElementById(BOOT_DATA_ELEMENT_ID)?.remove());

describe("seedShellAnswers", () => {
  it("puts each answer under its query's key and shape, dated when the server read it", () => {
    const client = new QueryClient();
    const at = new Date(Date.now() - 60_000).toISOString();
    pageWith(boot(at));
    seedShellAnswers(client);
    expect(client.getQueryData(shellKeys.navList())).toEqual(nav);
    expect(client.getQueryData(shellKeys.publicSettings())).toEqual(settings);
    expect(client.getQueryData(shellKeys.dictionary("SystemConfigUpdateNotify"))).toEqual(notice);
    expect(client.getQueryState(shellKeys.publicSettings())!.dataUpdatedAt).toBe(Date.parse(at));
    // only the shell's own answers are taken
    expect(client.getQueryCache().getAll()).toHaveLength(3);
  });

  it("keeps a newer answer already in the cache, and never dates one after now", () => {
    const client = new QueryClient();
    const newer = { ...DEFAULT_PUBLIC_SETTINGS, grayMode: 0 };
    client.setQueryData(shellKeys.publicSettings(), newer, { updatedAt: Date.now() });
    pageWith(boot(new Date(Date.now() - 60_000).toISOString()));
    seedShellAnswers(client);
    expect(client.getQueryData(shellKeys.publicSettings())).toEqual(newer);

    const later = new QueryClient();
    const before = Date.now();
    pageWith(boot(new Date(before + 3_600_000).toISOString()));
    seedShellAnswers(later);
    const dated = later.getQueryState(shellKeys.navList())!.dataUpdatedAt;
    expect(dated).toBeGreaterThanOrEqual(before);
    expect(dated).toBeLessThanOrEqual(Date.now());
  });

  it("seeds nothing from a page without them or with text it cannot read", () => {
    const client = new QueryClient();
    seedShellAnswers(client);
    pageWith("{not json");
    seedShellAnswers(client);
    expect(client.getQueryCache().getAll()).toHaveLength(0);
  });
});
