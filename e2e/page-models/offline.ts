import { expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { enterpriseToken } from "./session.ts";

const API = "/base-service/api";

/** The notice that a page shows what this device saved, and when (only while offline). */
export class SavedCopy {
  readonly notice: Locator;

  constructor(page: Page) {
    this.notice = page.getByTestId("saved-copy");
  }
}

/** Offline, the roadshow list's panel of the activity pages this device kept. */
export class SavedActivities {
  readonly panel: Locator;
  readonly items: Locator;
  /** the list itself was never kept: the page says so instead of "no activities" */
  readonly listUnreachable: Locator;

  constructor(page: Page) {
    this.panel = page.getByTestId("saved-activities");
    this.items = this.panel.getByTestId("saved-activity");
    this.listUnreachable = page.getByTestId("roadshow-offline");
  }

  item(activityId: number): Locator {
    return this.panel.locator(`[data-testid="saved-activity"][data-activity-id="${activityId}"]`);
  }
}

/** Waits until the service worker controls the page, so an offline reload boots from its precache. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Runs `body` with the network cut off, and always restores it. */
export async function whileOffline(context: BrowserContext, body: () => Promise<void>): Promise<void> {
  await context.setOffline(true);
  try {
    await body();
  } finally {
    await context.setOffline(false);
  }
}

/** A published, ended activity of the listed demo company (seed-activity.ts "ended"), found as listed-admin. */
export async function endedActivityId(request: APIRequestContext): Promise<number> {
  const token = await enterpriseToken(request, "listed-admin");
  const response = await request.post(`${API}/auth/v1/activity_company/company_activity_page`, {
    headers: { authorization: token },
    form: { pageNo: "1", pageSize: "50", status: "3" },
  });
  const records: { activityId: number; pubStatus?: number }[] = (await response.json()).datas?.[0]?.records ?? [];
  const ended = records.find((r) => r.pubStatus === undefined || r.pubStatus === 2);
  expect(ended, "a seeded ended activity").toBeTruthy();
  return ended!.activityId;
}

/** Every row of a table of the page's browser database ("roadshow", src/client/lib/local-db.ts), read in the page. */
export function readLocalTable<T>(page: Page, table: string): Promise<T[]> {
  return page.evaluate(
    (name) =>
      new Promise<T[]>((resolve, reject) => {
        const open = indexedDB.open("roadshow");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction(name).objectStore(name).getAll();
          all.onsuccess = () => {
            open.result.close();
            resolve(all.result as T[]);
          };
          all.onerror = () => reject(all.error);
        };
      }),
    table,
  );
}
