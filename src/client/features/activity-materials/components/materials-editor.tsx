import { useEffect, useMemo, useRef, useState } from "react";
import { Alert, Button, Checkbox, Group, Modal, Stack, Text, Title } from "@mantine/core";
import { useNetwork } from "@mantine/hooks";
import { useMachine } from "@xstate/react";
import { fromPromise } from "xstate";
import { useQueryClient } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import type { TCompanyActivityDetail } from "#shared/api/activity.contract.ts";
import type { TMaterials } from "#shared/api/materials.contract.ts";
import { guestCountsShown, type TMaterialsSection } from "#shared/materials/materials-rules.ts";
import { previewUrl } from "#shared/activity/activity-rules.ts";
import { notify } from "#client/lib/notify.ts";
import { formFromMaterials, formSubmitProblem, materialsOf, type TMaterialsFormValues } from "../materials-form.ts";
import { clearMaterialsDraft, forgetQueuedSubmit, rememberQueuedSubmit, saveMaterialsDraft } from "../materials.db.ts";
import { useQueuedSubmitOutcome } from "../use-queued-submit.ts";
import { materialsMachine, type TConflict } from "../materials.machine.ts";
import { refreshMaterials, saveMaterials, submitMaterials } from "../materials.mutations.ts";
import { materialsActivityQuery, useMaterialsGuests } from "../materials.queries.ts";
import { useToken } from "#client/lib/session.ts";
import { BackgroundSection } from "./background-section.tsx";
import { CompanySection } from "./company-section.tsx";
import { GuestsSection } from "./guests-section.tsx";
import { GuestCountsSection, ScheduleSection } from "./schedule-section.tsx";
import { FundSection } from "./fund-section.tsx";
import { ConflictView } from "./conflict-view.tsx";

// One write per pause in typing is enough to survive a reload.
const DRAFT_DELAY_MS = 250;

export interface MaterialsEditorProps {
  activity: TCompanyActivityDetail;
  materials: TMaterials;
  userId: number;
  start: { values: TMaterialsFormValues; version: number; conflict: TConflict | null; queuedSubmit: string | null };
}

export function MaterialsEditor({ activity, materials, userId, start }: MaterialsEditorProps) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const token = useToken();
  const { online } = useNetwork();
  const guests = useMaterialsGuests(activity.activityId, materials.companyId);
  const guestCount = guests.data?.length ?? 0;
  const guestCountRef = useRef(guestCount);
  guestCountRef.current = guestCount;
  const [problemSection, setProblemSection] = useState<{ section: TMaterialsSection; message: string } | null>(null);
  const [confirming, setConfirming] = useState(false);
  const keep = materials.companyIntroJson;
  const id = activity.activityId;

  const logic = useMemo(
    () =>
      materialsMachine.provide({
        actors: {
          save: fromPromise(async ({ input }) => saveMaterials(id, input.version, input.values, keep)),
          submit: fromPromise(async ({ input }) => submitMaterials(id, input.version, input.values, keep)),
          theirs: fromPromise(async () => {
            const fresh = await queryClient.fetchQuery({ ...materialsActivityQuery(token, id), staleTime: 0 });
            const m = fresh ? materialsOf(fresh) : null;
            if (!m) throw new Error("no materials");
            return { values: formFromMaterials(m), version: m.version };
          }),
        },
        guards: {
          submitProblem: ({ context }) => formSubmitProblem(activity, context.values, guestCountRef.current) !== null,
        },
        actions: {
          markProblem: ({ context }) => {
            const problem = formSubmitProblem(activity, context.values, guestCountRef.current);
            if (!problem) return;
            setProblemSection({ section: problem.section, message: problem.outcome.message });
            notify("warning", problem.outcome.message);
          },
        },
      }),
    [activity, id, keep, queryClient, token],
  );
  const [snapshot, send, actor] = useMachine(logic, {
    input: { values: start.values, version: start.version, allowEdit: materials.allowEdit, online, conflict: start.conflict, queuedSubmit: start.queuedSubmit },
  });
  const { values, version, queued, queuedSubmit } = snapshot.context;
  const submitWaiting = snapshot.matches("submitQueued");
  const readOnly = !materials.allowEdit || snapshot.matches("readOnly") || submitWaiting;
  const busy = snapshot.matches("saving") || snapshot.matches("submitting");

  useEffect(() => send({ type: "materials.network", online }), [online, send]);
  useEffect(() => send({ type: "materials.refreshed", version: materials.version, allowEdit: materials.allowEdit }), [materials.version, materials.allowEdit, send]);

  // every change is kept on the device with the version it started from
  useEffect(() => {
    if (readOnly) return;
    const timer = setTimeout(() => void saveMaterialsDraft(userId, id, { values, baseVersion: version }), DRAFT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [values, version, userId, id, readOnly]);

  // what each transition means for the user
  const previous = useRef(snapshot.value);
  useEffect(() => {
    return actor.subscribe((s) => {
      const was = previous.current;
      previous.current = s.value;
      if (was === "saving" && s.matches("editing")) {
        if (s.context.queued) notify("info", t`当前离线，资料已保存在本设备，联网后将自动提交保存`);
        else {
          notify("success", t`保存成功`);
          void refreshMaterials(queryClient);
        }
      }
      if (was === "submitting" && s.matches("submitQueued") && s.context.queuedSubmit) {
        void rememberQueuedSubmit(userId, id, s.context.queuedSubmit);
        notify("info", t`当前离线，提交已保存在本设备，联网后将自动提交一次`);
      }
      if (was === "submitting" && s.matches("readOnly")) {
        notify("success", t`提交成功`);
        void clearMaterialsDraft(userId, id);
        void refreshMaterials(queryClient);
      }
    }).unsubscribe;
  }, [actor, queryClient, t, userId, id]);

  // a submit made offline: its replay's answer, whenever it comes (this page's replay or the service worker's)
  useQueuedSubmitOutcome(queuedSubmit, (outcome) => {
    void forgetQueuedSubmit(userId, id);
    if (outcome.state === "done") {
      notify("success", t`提交成功`);
      void clearMaterialsDraft(userId, id);
      void refreshMaterials(queryClient);
    } else {
      send({ type: "materials.submitRefused" });
      void refreshMaterials(queryClient);
    }
  });

  // the first failing check is scrolled into view with its message
  useEffect(() => {
    if (!problemSection) return;
    document.querySelector(`[data-section="${problemSection.section}"]`)?.scrollIntoView({ behavior: "smooth", block: "center" });
  }, [problemSection]);

  const edit = (patch: Partial<TMaterialsFormValues>) => {
    setProblemSection(null);
    send({ type: "materials.edit", values: { ...snapshot.context.values, ...patch } });
  };
  const problemOf = (section: TMaterialsSection) => (problemSection?.section === section ? problemSection.message : null);

  if (snapshot.matches("conflict") && snapshot.context.conflict) {
    return <ConflictView conflict={snapshot.context.conflict} onResolve={(resolved) => send({ type: "materials.resolve", values: resolved })} />;
  }

  const preview = () => window.open(previewUrl({ activityId: id, homePage: null, pubStatus: activity.pubStatus, testCode: activity.testCode }), "_blank", "noopener");

  return (
    <Stack gap="lg" data-testid="materials-form" data-state={String(snapshot.value)} data-version={version}>
      <Group justify="space-between" align="center" wrap="wrap">
        <Title order={3} size="h5">
          <Trans>活动资料</Trans>
        </Title>
        {materials.isInfoSubed ? (
          <Text size="sm" c="teal" data-testid="materials-submitted">
            <Trans>资料已提交</Trans>
          </Text>
        ) : null}
      </Group>
      {readOnly && !materials.isInfoSubed ? (
        <Alert color="gray" data-testid="materials-closed">
          <Trans>资料提交已关闭，无法提交资料</Trans>
        </Alert>
      ) : null}
      {submitWaiting ? (
        <Alert color="yellow" data-testid="materials-submit-queued">
          <Trans>资料已提交至本设备，正等待网络恢复；联网后将自动提交一次，无需再次提交。</Trans>
        </Alert>
      ) : null}
      {queued ? (
        <Alert color="yellow" data-testid="materials-queued">
          <Trans>有一次保存正等待网络恢复后提交。</Trans>
        </Alert>
      ) : null}
      <BackgroundSection values={values} readOnly={readOnly} onChange={edit} problem={problemOf("background")} />
      <CompanySection activity={activity} values={values} readOnly={readOnly} canTranslate={materials.canTranslate && online} onChange={edit} problem={problemOf("company")} />
      <GuestsSection activityId={id} companyId={materials.companyId} guests={guests.data ?? []} readOnly={readOnly || !online} offline={!online} problem={problemOf("guests")} />
      {guestCountsShown(activity) ? <GuestCountsSection values={values} readOnly={readOnly} onChange={edit} problem={problemOf("guestCounts")} /> : null}
      <ScheduleSection values={values} readOnly={readOnly} onChange={edit} problem={problemOf("schedule")} />
      {materials.companyType === 2 ? <FundSection values={values} readOnly={readOnly} onChange={edit} /> : null}
      <Checkbox
        label={t`同步至公司主页（提交后需审核）`}
        checked={values.isSyncToCompanyHomepage}
        disabled={readOnly}
        onChange={(e) => edit({ isSyncToCompanyHomepage: e.currentTarget.checked })}
        data-testid="materials-sync"
      />
      {!readOnly ? (
        <Group gap="sm" wrap="wrap">
          <Button variant="default" loading={snapshot.matches("saving")} disabled={busy} onClick={() => send({ type: "materials.save" })} data-testid="materials-save">
            <Trans>保存</Trans>
          </Button>
          <Button
            variant="default"
            disabled={busy || !online}
            onClick={() => {
              send({ type: "materials.save" });
              preview();
            }}
            data-testid="materials-preview"
          >
            <Trans>保存并预览</Trans>
          </Button>
          <Button
            loading={snapshot.matches("submitting")}
            disabled={busy}
            onClick={() => (formSubmitProblem(activity, values, guestCount) ? send({ type: "materials.submit" }) : setConfirming(true))}
            data-testid="materials-submit"
          >
            <Trans>提交</Trans>
          </Button>
          {!online ? (
            <Text size="sm" c="dimmed" data-testid="materials-offline-note">
              <Trans>当前离线：修改会保存在本设备；提交将在联网后自动进行一次。</Trans>
            </Text>
          ) : null}
        </Group>
      ) : null}
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t`确认提交`} centered>
        <Stack gap="md">
          <Text size="sm">
            <Trans>提交后资料将无法修改，且活动无法取消。确认提交吗？</Trans>
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              <Trans>取消</Trans>
            </Button>
            <Button
              onClick={() => {
                setConfirming(false);
                send({ type: "materials.submit" });
              }}
              data-testid="materials-submit-confirm"
            >
              <Trans>确认提交</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
