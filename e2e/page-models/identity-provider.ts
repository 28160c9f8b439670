import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";

/** The embedded identity provider's pages: pass, security key and one-time code. */
export class IdentityProviderPage {
  /** The provider's message after a failed login. */
  readonly error: Locator;
  readonly keyHeading: Locator;

  constructor(private readonly page: Page) {
    this.error = page.getByTestId("idp-error");
    this.keyHeading = page.getByRole("heading", { name: "安全密钥（Ekey）登录" });
  }

  /** From the key login to the key registration, as a first-time user. */
  async openKeyRegistration() {
    await this.page.getByRole("link", { name: "首次使用？注册安全密钥" }).click();
  }

  /** From the key registration back to the key login. */
  async openKeyLogin() {
    await this.page.getByTestId("to-key-login").click();
  }

  /** Leaves the key login for the portal, which reports the failure. */
  async backToPortal() {
    await this.page.getByTestId("key-back").click();
  }

  async loginWithPass(account: string, password: string) {
    await expect(this.page.getByRole("heading", { name: "企业通行证登录" })).toBeVisible();
    await this.page.getByLabel("账号").fill(account);
    await this.page.getByLabel("密码").fill(password);
    await this.page.getByTestId("pass-submit").click();
  }

  /** The forced change of an initial password the provider shows instead of a session. */
  get changeHeading(): Locator {
    return this.page.getByRole("heading", { name: "修改初始密码" });
  }

  async changeInitialPassword(initial: string, next: string, confirm = next) {
    await expect(this.changeHeading).toBeVisible();
    await this.page.getByLabel("初始密码").fill(initial);
    await this.page.getByLabel(/^新密码/).fill(next);
    await this.page.getByLabel("确认新密码").fill(confirm);
    await this.page.getByTestId("pass-change-submit").click();
  }

  async registerKey(account: string, password: string) {
    // The page's script must be running before the form is used (it never submits natively).
    await this.page.waitForLoadState("load");
    await this.page.getByLabel("账号").fill(account);
    await this.page.getByLabel("密码").fill(password);
    await this.page.getByTestId("key-register").click();
    await expect(this.page.getByTestId("idp-info")).toBeVisible();
    await expect(this.page.getByTestId("idp-info")).toHaveText(/安全密钥注册成功/);
  }

  async loginWithKey() {
    await this.page.waitForLoadState("load");
    await this.page.getByTestId("key-login").click();
  }

  async loginWithCode(mobile: string, request: APIRequestContext) {
    await expect(this.page.getByRole("heading", { name: "个人用户登录" })).toBeVisible();
    await this.page.waitForLoadState("load");
    await this.page.getByLabel("手机号").fill(mobile);
    await this.page.getByTestId("sms-send").click();
    await expect(this.page.getByText("验证码已发送，5分钟内有效")).toBeVisible();
    const codes = await (await request.get(`/idp/dev/codes?mobile=${mobile}`)).json();
    await this.page.getByLabel("验证码").fill(codes.datas[0].code);
    await this.page.getByTestId("sms-submit").click();
  }
}
