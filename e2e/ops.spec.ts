import { expect, test } from "./fixtures.ts";
import { ActivityDetail } from "./page-models/activity.ts";
import { OpsPage, call, operatorToken } from "./page-models/ops.ts";
import { shoot } from "./page-models/screens.ts";
import { enterpriseToken, openAs } from "./page-models/session.ts";

// The back office through its real screens: an operator logs in through the provider, publishes one of
// listed-admin's activities as a test and then formally while the company watches its progress strip, and
// approves a video the company submitted. The tests share the seeded data, so they run in order.
test.describe.configure({ mode: "serial", timeout: 90_000 });
test.use({ viewport: { width: 1440, height: 900 } });

/** Seeded (src/server/db/seed/seed-activity.ts): unpublished, materials submitted, of listed-admin's company. */
const UNPUBLISHED = "投资者关系活动（资料已提交）";
/** Seeded: a recording the company makes itself, its upload deadline still ahead. */
const OWN_VIDEO = "新产品发布视频交流会";

test("a company user is refused with 暂无权限 and offered the operator login", async ({ page }) => {
  const ops = new OpsPage(page);
  await openAs(page, "listed-admin", "/ops");
  await expect(ops.refused).toContainText("暂无权限");
  await expect(ops.refused.getByTestId("ops-login-button")).toHaveText("以运营人员身份登录");
  await expect(ops.shell).toHaveCount(0);
  await shoot(page, "ops-refused", { fullPage: false });
});

test("an operator publishes a company's activity as test then formally, and the company sees the step done", async ({ page, browser }) => {
  const ops = new OpsPage(page);
  await ops.login("ops-admin");
  await expect(ops.user).toContainText("黄蕾");
  await expect(ops.count("pagesToPublish")).not.toHaveText("0");
  await shoot(page, "ops-dashboard");

  await ops.nav("activities");
  await expect(ops.activityRows.first()).toBeVisible();
  await shoot(page, "ops-activities");
  const id = await ops.openActivity(UNPUBLISHED, "鹏城智能");
  await expect(ops.pubBadge).toHaveText("未发布");
  await expect(ops.action("end")).toBeDisabled();
  await expect(ops.action("end")).toHaveAttribute("data-refusal", "活动尚未开始，无法结束");

  // the company, in its own browser, sees the publication step still open
  const company = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: "zh-CN", serviceWorkers: "block" });
  const companyPage = await company.newPage();
  await openAs(companyPage, "listed-admin", `/actManageDetail?id=${id}`);
  const step = new ActivityDetail(companyPage).step("publication").first();
  await expect(step).toHaveAttribute("data-state", "open");

  await ops.action("publish-test").click();
  await expect(ops.testCode).toHaveText(/^[a-z2-9]{8}$/);
  const testCode = (await ops.testCode.textContent())!;
  await expect(ops.testLink).toHaveAttribute("href", `/activityDetails/${id}/${testCode}`);
  await expect(ops.pubBadge).toHaveText("测试发布");
  await expect(ops.action("publish-test")).toBeDisabled();
  await expect(ops.companyCard.getByTestId("part-step-publication")).toHaveAttribute("data-state", "done");
  await shoot(page, "ops-activity-test-published");

  await companyPage.reload();
  await expect(step).toHaveAttribute("data-state", "done");

  await ops.action("publish").click();
  await expect(ops.pubBadge).toHaveText("正式发布");
  await expect(ops.action("publish")).toBeDisabled();
  await expect(ops.testPublication).toHaveCount(0);

  // the company's own call agrees: formally published
  const token = await enterpriseToken(page.request, "listed-admin");
  const [seen] = await call<{ pubStatus: number; testCode: string | null }>(page.request, token, "auth/v1/activity_company/company_activity_list", { activityId: id, size: 0 });
  expect(seen?.pubStatus).toBe(2);
  await companyPage.reload();
  await expect(step).toHaveAttribute("data-state", "done");
  await company.close();

  // the destructive actions ask first
  await ops.action("cancel").click();
  const confirm = ops.cancelDialog;
  await expect(confirm).toContainText("确定取消");
  await shoot(page, "ops-cancel-confirm", { fullPage: false });
  await confirm.getByRole("button", { name: "返回" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(ops.activityStatus).toHaveText("未开始");

  // and the company gets a message from its card on the page
  await ops.companyCard.getByTestId("part-message").click();
  const dialog = ops.messageDialog;
  await dialog.getByTestId("message-submit").click();
  await expect(dialog.getByTestId("form-problem")).toHaveText("请输入消息标题");
  await dialog.getByTestId("message-title").fill("页面已正式发布");
  await dialog.getByTestId("message-content").fill("您的活动页面已正式发布，请核对页面信息。");
  await dialog.getByTestId("message-submit").click();
  await expect(dialog).toHaveCount(0);
  const [messages] = await call<{ records: { msgTitle: string }[] }>(page.request, token, "auth/v1/message/message_page", { pageNo: 1, pageSize: 5 });
  expect(messages!.records[0]?.msgTitle).toBe("页面已正式发布");
});

test("an operator approves a video the company submitted", async ({ page }) => {
  // the company submits its video by cloud-disk address (document 3 section 4, mode 1)
  const opsToken = await operatorToken(page.request);
  const [pageOfActivities] = await call<{ records: { activityId: number }[] }>(page.request, opsToken, "ops/v1/activity/activity_page", { title: OWN_VIDEO });
  const activityId = pageOfActivities!.records[0]!.activityId;
  const companyToken = await enterpriseToken(page.request, "listed-admin");
  const [submitted] = await call<{ id: number }>(page.request, companyToken, "auth/v1/activity_record_video/front_activity_record_video_upload", {
    activityId,
    uploadVideoType: 1,
    cloudDiskAddress: "https://pan.example.com/s/roadshow-demo",
    cloudDiskPassWord: "x7k2",
    descriptions: "产品演示完整版",
  });

  const ops = new OpsPage(page);
  // the supervisor: the notice to every listed company below is a supervisor action (src/shared/activity/ops-roles.ts)
  await ops.login("ops-admin", "/ops/videos");
  // the activity's own recording (seeded) waits beside it; this test reviews the cloud-disk submission
  await expect(ops.videoRow(OWN_VIDEO)).toHaveCount(2);
  const row = ops.videoRowById(submitted!.id);
  await expect(row).toHaveCount(1);
  await shoot(page, "ops-videos");
  await row.getByTestId("video-preview-button").click();
  await expect(ops.videoCloud).toContainText("https://pan.example.com/s/roadshow-demo");
  await expect(ops.videoCloud).toContainText("x7k2");
  await shoot(page, "ops-video-preview", { fullPage: false });
  await ops.approveVideo();
  await expect(row).toHaveCount(0);

  const videos = await call<{ status: number; cloudDiskAddress: string | null }>(page.request, companyToken, "auth/v1/activity_record_video/front_activity_record_video_list", { activityId });
  expect(videos.find((v) => v.cloudDiskAddress === "https://pan.example.com/s/roadshow-demo")?.status).toBe(1);

  // approved ones are one click away
  await ops.filterVideos("已通过");
  await expect(ops.videoRow(OWN_VIDEO).first()).toBeVisible();

  // a notice to every listed company from the messages page
  await ops.nav("messages");
  const form = ops.messageForm;
  await form.getByText("某类公司").click();
  await ops.chooseMessageCompanyType("上市公司");
  await form.getByTestId("message-title").fill("年报业绩说明会安排");
  await form.getByTestId("message-content").fill("请各上市公司于本月底前完成业绩说明会预约。");
  await shoot(page, "ops-messages");
  await form.getByTestId("message-submit").click();
  await expect(ops.messageSent).toBeVisible();
  const [inbox] = await call<{ records: { msgTitle: string }[] }>(page.request, companyToken, "auth/v1/message/message_page", { pageNo: 1, pageSize: 5 });
  expect(inbox!.records.map((m) => m.msgTitle)).toContain("年报业绩说明会安排");

  // logging out ends the session and shows the operator login again
  await ops.logout();
  await expect(ops.loginScreen).toBeVisible();
  await expect(page).toHaveURL(/\/ops$/);
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
});
