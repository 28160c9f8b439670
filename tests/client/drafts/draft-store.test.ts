import "fake-indexeddb/auto";
import { beforeEach, describe, expect, it } from "vitest";
import { localDb } from "#client/lib/local-db.ts";
import { guestImportDraft } from "#client/features/guest-library/guest-import.db.ts";
import { dropHomepageDraft, loadHomepageDraft, saveHomepageDraft, type THomepageDraft } from "#client/features/company-homepage/homepage-draft.db.ts";
import type { TGuestImportRow } from "#shared/api/guest-library.contract.ts";

// The drafts the homepage editor and the guest import keep (docs/offline.md): one per user and scope, never
// another user's, and a row an older build wrote (another shape) is dropped rather than trusted.
const row: TGuestImportRow = { row: 2, guestName: "王建国", guestEnName: "Wang", title: "董事", titleEn: "", gender: "男", mobile: "", guestCompanyName: "", enGuestCompanyName: "", intro: "", introEn: "", message: "" };
const draft: THomepageDraft = {
  logoPath: null,
  miniLogoPath: "/files/logo.png",
  logoVectorPath: null,
  intro: { gsfc_intro: "<p>介绍</p>", gsfc_intro_en_show: false, gsfc_intro_en: "", gsfc_pics: [], intro_video: null, cloud_video: [] },
};

beforeEach(async () => {
  await localDb().drafts.clear();
});

describe("form drafts", () => {
  it("keeps a guest import preview per user and company, and drops it", async () => {
    await guestImportDraft.save(7, 3, [row]);
    expect(await guestImportDraft.load(7, 3)).toEqual([row]);
    expect(await guestImportDraft.load(8, 3)).toBeNull();
    expect(await guestImportDraft.load(7, 4)).toBeNull();
    await guestImportDraft.drop(7, 3);
    expect(await guestImportDraft.load(7, 3)).toBeNull();
  });

  it("treats an empty preview as none, and a row of another shape as untrusted", async () => {
    await guestImportDraft.save(7, 3, []);
    expect(await guestImportDraft.load(7, 3)).toBeNull();
    await localDb().drafts.put({ key: "guest-import:7:3", kind: "guest-import", userId: 7, data: [{ row: 2, question: "旧格式" }], baseVersion: null, updatedAt: Date.now() });
    expect(await guestImportDraft.load(7, 3)).toBeNull();
    // a row stored under this user's key by another user is not read
    await localDb().drafts.put({ key: "guest-import:7:3", kind: "guest-import", userId: 9, data: [row], baseVersion: null, updatedAt: Date.now() });
    expect(await guestImportDraft.load(7, 3)).toBeNull();
  });

  it("keeps the homepage editor's draft until it is dropped", async () => {
    await saveHomepageDraft(7, 3, draft);
    expect(await loadHomepageDraft(7, 3)).toEqual(draft);
    await dropHomepageDraft(7, 3);
    expect(await loadHomepageDraft(7, 3)).toBeNull();
  });
});
