import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";

const AUTH = "/base-service/api/auth/v1";

/** The favourite and follow buttons of an activity header or an institution page. */
export class MarkButtons {
  readonly favourite: Locator;
  readonly follow: Locator;

  constructor(page: Page) {
    this.favourite = page.getByTestId("favourite-button");
    this.follow = page.getByTestId("follow-button");
  }

  /** Presses a button and waits until it shows the new state. */
  async toggle(button: Locator): Promise<void> {
    const before = await button.getAttribute("data-on");
    await button.click();
    await expect(button).toHaveAttribute("data-on", before === "true" ? "false" : "true");
  }
}

/** /personalCenter: its tabs and what each lists. */
export class PersonalCenter {
  readonly root: Locator;
  readonly questions: Locator;
  readonly activities: Locator;
  readonly companies: Locator;
  readonly profile: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId("personal-center");
    this.questions = page.getByTestId("my-question");
    this.activities = page.getByTestId("personal-activity");
    this.companies = page.getByTestId("followed-company");
    this.profile = page.getByTestId("personal-profile");
  }

  tab(name: "questions" | "favourites" | "follows" | "profile"): Locator {
    return this.page.getByTestId(`personal-tab-${name}`);
  }

  async open(): Promise<void> {
    await this.page.goto("/personalCenter");
    await expect(this.root).toBeVisible();
  }
}

/** /realPersonIndex: the real-person verification form. */
export class RealPersonPage {
  readonly root: Locator;
  readonly name: Locator;
  readonly idNumber: Locator;
  readonly submit: Locator;
  readonly done: Locator;
  readonly back: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId("real-person-page");
    this.name = page.getByRole("textbox", { name: "真实姓名" });
    this.idNumber = page.getByRole("textbox", { name: "身份证号" });
    this.submit = page.getByTestId("real-person-submit");
    this.done = page.getByTestId("real-person-done");
    this.back = page.getByTestId("real-person-back");
  }
}

/** A mainland identity number no other account holds: a random sequence under a fixed area and birth date, with its check digit. */
export function freshIdNumber(): string {
  const body = `11010519800101${String(Math.floor(Math.random() * 10_000)).padStart(4, "0")}`.slice(0, 17);
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((acc, d, i) => acc + Number(d) * weights[i]!, 0);
  return body + "10X98765432"[sum % 11]!;
}

/** Verifies a personal account as a real person through the API, unless it is already (the page is another flow). */
export async function verifyRealPerson(request: APIRequestContext, token: string): Promise<void> {
  const headers = { authorization: token };
  const state = await (await request.post(`${AUTH}/user/is_real_person`, { headers })).json();
  if (state.datas?.[0]?.isRealPerson === true) return;
  const response = await request.post(`${AUTH}/user/real_person_verify`, { headers, form: { realName: "林晓东", idNumber: freshIdNumber() } });
  const body = await response.json();
  expect(body.code, body.message).toBe(200);
}

/** Asks a question as this account through the API; answers nothing (the question waits for review). */
export async function askThroughApi(request: APIRequestContext, token: string, activityId: number, content: string): Promise<void> {
  const response = await request.post(`${AUTH}/question_answer/ask_question`, {
    headers: { authorization: token },
    form: { activityId: String(activityId), content },
  });
  expect((await response.json()).code, "the question is accepted").toBe(200);
}
