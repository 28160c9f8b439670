import { describe, expect, it } from "vitest";
import {
  HOMEPAGE_RECORDS_PAGE_SIZE,
  HomepageChangeStatus as S,
  HomepageOutcome,
  canEditHomepage,
  homepageProblem,
  homepageReviewProblem,
  homepageStatusText,
  toPublishedIntro,
} from "#shared/homepage/homepage-rules.ts";
import { ZHomepageModifyBody } from "#shared/api/homepage.contract.ts";
import { MaterialsOutcome } from "#shared/materials/materials-rules.ts";
import { readCompanyIntro } from "#shared/institution/company-intro.ts";

const draft = (over: Partial<Parameters<typeof homepageProblem>[0]> = {}) => ({ gsfc_intro: "<p>公司介绍</p>", gsfc_intro_en: "", gsfc_pics: [], cloud_video: [], ...over });

describe("company homepage rules (document 3 sections 5, 6, 9)", () => {
  it("only the admin edits, submits and reads the records", () => {
    expect(canEditHomepage({ companyUserRole: 1 })).toBe(true);
    expect(canEditHomepage({ companyUserRole: 2 })).toBe(false);
  });

  it("checks the introduction, its limits and the picture and video counts in order", () => {
    expect(homepageProblem(draft())).toBeNull();
    expect(homepageProblem(draft({ gsfc_intro: "<p> </p><p></p>" }))).toBe(MaterialsOutcome.enterIntro);
    expect(homepageProblem(draft({ gsfc_intro: `<p>${"字".repeat(3000)}</p>` }))).toBeNull();
    expect(homepageProblem(draft({ gsfc_intro: `<p>${"字".repeat(3001)}</p>` }))).toBe(MaterialsOutcome.introTooLong);
    expect(homepageProblem(draft({ gsfc_intro_en: `<p>${"a".repeat(6000)}</p>` }))).toBeNull();
    expect(homepageProblem(draft({ gsfc_intro_en: `<p>${"a".repeat(6001)}</p>` }))).toBe(MaterialsOutcome.introTooLong);
    expect(homepageProblem(draft({ gsfc_pics: Array(11).fill({}) }))).toBe(MaterialsOutcome.tooManyPictures);
    expect(homepageProblem(draft({ cloud_video: Array(11).fill({}) }))).toBe(MaterialsOutcome.tooManyVideos);
    // the first failing check wins
    expect(homepageProblem(draft({ gsfc_intro: "", gsfc_pics: Array(11).fill({}) }))).toBe(MaterialsOutcome.enterIntro);
  });

  it("reviews only a pending change, and a rejection needs a reason of at most 200 characters", () => {
    expect(homepageReviewProblem(S.pending, S.approved, undefined)).toBeNull();
    expect(homepageReviewProblem(S.pending, S.rejected, "缺少主营业务")).toBeNull();
    expect(homepageReviewProblem(S.pending, S.rejected, "  ")).toBe(HomepageOutcome.reasonRequired);
    expect(homepageReviewProblem(S.pending, S.rejected, "字".repeat(201))).toBe(HomepageOutcome.reasonTooLong);
    expect(homepageReviewProblem(S.approved, S.approved, undefined)).toBe(HomepageOutcome.alreadyReviewed);
    expect(homepageReviewProblem(S.rejected, S.rejected, "x")).toBe(HomepageOutcome.alreadyReviewed);
    expect(homepageReviewProblem(S.pending, 0, undefined)).toBe(HomepageOutcome.badStatus);
    expect(homepageReviewProblem(S.pending, 3, undefined)).toBe(HomepageOutcome.badStatus);
  });

  it("names the statuses and pages the records by 15", () => {
    expect([0, 1, 2].map(homepageStatusText)).toEqual(["待审核", "审核通过", "审核驳回"]);
    expect(HOMEPAGE_RECORDS_PAGE_SIZE).toBe(15);
  });

  it("publishes both stored shapes of cloud_video as the list the public page reads", () => {
    const lists = toPublishedIntro({ gsfc_intro: "<p>x</p>", cloud_video: { url: ["/files/a.mp4", "", "/files/c.mp4"], name: ["一", "二", "三"], size: [1, 2] } });
    expect(lists.cloud_video).toEqual([{ url: "/files/a.mp4", name: "一", size: 1 }, { url: "/files/c.mp4", name: "三" }]);
    const list = toPublishedIntro({ cloud_video: [{ url: "/files/a.mp4", name: "一", videoTypeName: "宣传片" }, { name: "no url" }] });
    expect(list.cloud_video).toEqual([{ url: "/files/a.mp4", name: "一", videoTypeName: "宣传片" }]);
    // whatever it was, the public reader accepts it (a wrong shape would read as an empty homepage)
    expect(readCompanyIntro(lists).cloud_video).toHaveLength(2);
    expect(toPublishedIntro(null)).toEqual({ gsfc_intro: "", gsfc_intro_en_show: false, gsfc_intro_en: "", gsfc_pics: [], intro_video: null, cloud_video: [] });
    expect(toPublishedIntro({ gsfc_pics: [{ image: "/files/p.png" }, { title: "no image" }], gsfc_intro_en_show: "yes" })).toMatchObject({ gsfc_pics: [{ image: "/files/p.png", title: "" }], gsfc_intro_en_show: false });
  });

  it("reads the modify body's JSON text and refuses what is not a stored file path", () => {
    const ok = ZHomepageModifyBody.safeParse({ id: "7", companyIntroJson: JSON.stringify({ gsfc_intro: "<p>x</p>" }), logoPath: "" });
    expect(ok.success && ok.data.companyIntroJson?.cloud_video).toEqual([]);
    expect(ZHomepageModifyBody.safeParse({ id: 7 }).error?.issues[0]?.message).toBe("请输入企业介绍");
    expect(ZHomepageModifyBody.safeParse({ id: 7, companyIntroJson: "{" }).error?.issues[0]?.message).toBe("资料格式不正确");
    expect(ZHomepageModifyBody.safeParse({ id: 7, companyIntroJson: "{}", miniLogoPath: "https://evil/x.png" }).error?.issues[0]?.message).toBe("文件不存在，请重新上传");
    const pics = JSON.stringify({ gsfc_pics: [{ image: "/files/../etc/passwd" }] });
    expect(ZHomepageModifyBody.safeParse({ id: 7, companyIntroJson: pics }).success).toBe(false);
  });
});
