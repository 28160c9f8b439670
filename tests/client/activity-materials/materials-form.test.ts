import { describe, expect, it } from "vitest";
import { createActor, fromPromise, waitFor } from "xstate";
import type { TCompanyActivityDetail } from "#shared/api/activity.contract.ts";
import type { TMaterials } from "#shared/api/materials.contract.ts";
import { ZUploadActivityInfoBody } from "#shared/api/materials.contract.ts";
import { MaterialsOutcome } from "#shared/materials/materials-rules.ts";
import { ApiError } from "#client/lib/api.ts";
import { differingFields, formFromMaterials, formSubmitProblem, materialsBody, resolveConflict, type TMaterialsFormValues } from "#client/features/activity-materials/materials-form.ts";
import { guestBody, withMobile, emptyGuest } from "#client/features/activity-materials/guest-form.ts";
import { materialsMachine, type TSaveResult, type TSubmitResult } from "#client/features/activity-materials/materials.machine.ts";

const materials: TMaterials = {
  activityId: 7, companyId: 3, version: 4, allowEdit: true, isInfoSubed: false, infoSubTime: null, companyType: 1, bgType: 1, bgNum: 2,
  activityBgImagePath: null, logoPath: "/files/a.png", miniLogoPath: "/files/b.png", logoVectorPath: null, promotionalVideoPath: null,
  promotionDiagramPath: null,
  companyIntroJson: { gsfc_intro: "<p>简介</p>", gsfc_intro_en: "", gsfc_intro_en_show: false, gsfc_pics: [], intro_video: { url: "/files/v.mp4", name: "宣传片" }, cloud_video: null },
  arrangeContentJson: [], worksitImageJson: [], guestsOnStage: 2, guestsUnderStage: null, isSyncToCompanyHomepage: false, fundCodes: [],
  activityFundProductList: [], canTranslate: false, updTime: null,
};
const activity = { activityId: 7, isMulti: false, activityType: 1, videoType: 1, recType: null } as TCompanyActivityDetail;

describe("the materials form's values", () => {
  it("start from the server's materials with one schedule row and travel as the spec's body", () => {
    const v = formFromMaterials(materials);
    expect(v.schedule).toEqual([{ time: "", title: "", en_title: "" }]);
    const body = materialsBody(7, 4, v, false, materials.companyIntroJson);
    // what the client sends is what the server's schema accepts, the stored video kept
    const parsed = ZUploadActivityInfoBody.parse(body);
    expect(parsed).toMatchObject({ id: 7, version: 4, isCommit: false, bgNum: 2, guestsOnStage: 2, companyIntroJson: { intro_video: { url: "/files/v.mp4" } } });
    expect(parsed.guestsUnderStage).toBeUndefined();
  });

  it("run the shared submit checks with the guest count", () => {
    const v = formFromMaterials(materials);
    expect(formSubmitProblem(activity, v, 0)?.outcome).toBe(MaterialsOutcome.addGuest);
    expect(formSubmitProblem(activity, v, 1)).toBeNull();
    expect(formSubmitProblem(activity, { ...v, guestsOnStage: "" }, 1)?.section).toBe("guestCounts");
  });

  it("compare a draft with the server's field by field and keep what the user picks", () => {
    const theirs = formFromMaterials(materials);
    const mine = { ...theirs, intro: "<p>我的</p>", bgNum: 3, guestsOnStage: "5" };
    const server = { ...theirs, intro: "<p>他们的</p>" };
    expect(differingFields(mine, server)).toEqual(["bgNum", "intro", "guestsOnStage"]);
    const picked = resolveConflict(mine, server, new Set(["bgNum"] as const));
    expect(picked).toMatchObject({ bgNum: 3, intro: "<p>他们的</p>", guestsOnStage: "2" });
  });
});

describe("the guest dialog's values", () => {
  it("clearing the mobile resets the library flag; an unchanged mobile goes back sealed", () => {
    expect(withMobile({ ...emptyGuest(), mobile: "138", isSyncGuested: false }, "").isSyncGuested).toBe(true);
    const editing = { id: 9, mobile: "13800138000", mobileMd5: "m", mobileRsa: "r" } as never;
    const body = guestBody(7, { ...emptyGuest(), guestName: "甲", mobile: "13800138000" }, editing, false);
    expect(body).toMatchObject({ id: 9, mobile: undefined, mobileMd5: "m", mobileRsa: "r" });
    expect(guestBody(7, { ...emptyGuest(), mobile: "13900000000" }, editing, true)).toMatchObject({ mobile: "13900000000", isConfirmAddition: true });
  });
});

describe("the materials machine", () => {
  const input = { values: formFromMaterials(materials), version: 4, allowEdit: true, online: true };
  it("saves with the version it holds and moves to the saved one", async () => {
    const seen: number[] = [];
    const actor = createActor(
      materialsMachine.provide({ actors: { save: fromPromise(async ({ input: i }) => (seen.push(i.version), { kind: "saved" as const, version: i.version + 1 })) } }),
      { input },
    ).start();
    actor.send({ type: "materials.save" });
    await waitFor(actor, (s) => s.matches("editing") && s.context.version === 5);
    expect(seen).toEqual([4]);
  });

  it("a conflict fetches the server's version and waits for the user's choice", async () => {
    const theirs = { ...formFromMaterials(materials), intro: "<p>他们的</p>" };
    const actor = createActor(
      materialsMachine.provide({
        actors: {
          save: fromPromise(async () => Promise.reject(new ApiError(400, MaterialsOutcome.versionConflict.message, MaterialsOutcome.versionConflict.code))),
          theirs: fromPromise(async () => ({ values: theirs, version: 6 })),
        },
      }),
      { input },
    ).start();
    actor.send({ type: "materials.save" });
    await waitFor(actor, (s) => s.matches("conflict"));
    expect(actor.getSnapshot().context.conflict?.theirsVersion).toBe(6);
    actor.send({ type: "materials.resolve", values: theirs });
    expect(actor.getSnapshot().matches("editing")).toBe(true);
    expect(actor.getSnapshot().context.version).toBe(6);
  });

  it("submit is guarded by the shared checks; offline it waits in the outbox, frozen, until the replay's answer", async () => {
    let submitted = 0;
    const logic = materialsMachine.provide({
      guards: { submitProblem: () => false },
      actors: {
        // version 5 stands for online, anything else for a submit the outbox kept
        submit: fromPromise<TSubmitResult, { version: number; values: TMaterialsFormValues }>(async ({ input: i }) =>
          (submitted++, i.version === 5 ? { kind: "submitted", version: 6 } : { kind: "queued", outboxId: "k1" }),
        ),
        save: fromPromise(async (): Promise<TSaveResult> => ({ kind: "queued" })),
      },
    });
    const offline = createActor(logic, { input: { ...input, version: 4, online: false } }).start();
    offline.send({ type: "materials.save" });
    await waitFor(offline, (s) => s.matches("editing") && s.context.queued);
    offline.send({ type: "materials.submit" });
    await waitFor(offline, (s) => s.matches("submitQueued"));
    expect(offline.getSnapshot().context.queuedSubmit).toBe("k1");
    // nothing more may change while it waits
    offline.send({ type: "materials.edit", values: { ...input.values, intro: "<p>改</p>" } });
    expect(offline.getSnapshot().context.values.intro).toBe(input.values.intro);
    // the replay went through: the refreshed materials are no longer editable
    offline.send({ type: "materials.refreshed", version: 5, allowEdit: false });
    expect(offline.getSnapshot().matches("readOnly")).toBe(true);
    expect(offline.getSnapshot().context.queuedSubmit).toBeNull();

    // a replay the server refused opens the form again
    const refused = createActor(logic, { input: { ...input, version: 4, queuedSubmit: "k2" } }).start();
    expect(refused.getSnapshot().matches("submitQueued")).toBe(true);
    refused.send({ type: "materials.submitRefused" });
    expect(refused.getSnapshot().matches("editing")).toBe(true);

    const blocked = createActor(materialsMachine.provide({ guards: { submitProblem: () => true } }), { input }).start();
    blocked.send({ type: "materials.submit" });
    expect(blocked.getSnapshot().matches("editing")).toBe(true);
    const online = createActor(logic, { input: { ...input, version: 5 } }).start();
    online.send({ type: "materials.submit" });
    await waitFor(online, (s) => s.matches("readOnly"));
    expect(online.getSnapshot().context.version).toBe(6);
    expect(submitted).toBe(2);
  });
});
