import { useEffect, useState, type ReactNode } from "react";
import { Modal, Stack, TextInput } from "@mantine/core";
import { FormFooter } from "./form-footer.tsx";
import { useLingui } from "@lingui/react/macro";
import { ZSetDeadlinesBody, ZSetLiveUrlBody, type TOpsActivityDetail } from "#shared/api/ops.contract.ts";
import { hasVideoStep } from "#shared/activity/activity-rules.ts";
import { deadlineInputValue } from "#client/features/ops/ops-display.ts";
import { formProblem, wireFields } from "#client/features/ops/ops-forms.ts";
import type { TOpsActionInput } from "#client/features/ops/ops.mutations.ts";

export interface SettingsDialogProps {
  activity: TOpsActivityDetail;
  opened: boolean;
  pending: boolean;
  run: (input: TOpsActionInput) => Promise<unknown>;
  onClose: () => void;
}

/** The frame of a small operator form: its fields, the first problem, back and submit. */
function ActionForm({
  title,
  opened,
  onClose,
  problem,
  pending,
  submitLabel,
  onSubmit,
  testId,
  children,
}: {
  title: string;
  opened: boolean;
  onClose: () => void;
  problem: string | null;
  pending: boolean;
  submitLabel: string;
  onSubmit: () => Promise<void>;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Modal closeButtonProps={{ "aria-label": t`关闭` }} opened={opened} onClose={onClose} title={title} centered data-testid={testId}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          // a refusal is shown by the request layer; the form stays open to correct it
          onSubmit().catch(() => {});
        }}
      >
        <Stack gap="sm">
          {children}
          <FormFooter problem={problem} onBack={onClose} submitLabel={submitLabel} submitTestId={`${testId}-submit`} loading={pending} />
        </Stack>
      </form>
    </Modal>
  );
}

/** Sets the info-submission and video-upload deadlines (Beijing time); either may be left as it is. */
export function DeadlinesDialog({ activity, opened, pending, run, onClose }: SettingsDialogProps) {
  const { t } = useLingui();
  const [info, setInfo] = useState("");
  const [video, setVideo] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const withVideo = hasVideoStep(activity);

  useEffect(() => {
    if (!opened) return;
    setInfo(deadlineInputValue(activity.infoSubmitCloseTime));
    setVideo(deadlineInputValue(activity.videoUploadCloseTime));
    setProblem(null);
  }, [opened, activity.infoSubmitCloseTime, activity.videoUploadCloseTime]);

  const submit = async () => {
    // only what changed is sent, so an untouched deadline is not rewritten
    const fields = wireFields({
      infoSubmitCloseTime: info !== deadlineInputValue(activity.infoSubmitCloseTime) ? info : undefined,
      videoUploadCloseTime: withVideo && video !== deadlineInputValue(activity.videoUploadCloseTime) ? video : undefined,
    });
    const found = formProblem(ZSetDeadlinesBody, { activityId: activity.activityId, ...fields });
    setProblem(found);
    if (found) return;
    await run({ action: "setDeadlines", fields });
    onClose();
  };

  return (
    <ActionForm title={t`设置截止时间`} opened={opened} onClose={onClose} problem={problem} pending={pending} submitLabel={t`保存`} onSubmit={submit} testId="deadlines-dialog">
      <TextInput
        type="datetime-local"
        label={t`资料提交截止时间（北京时间）`}
        value={info}
        onChange={(e) => setInfo(e.currentTarget.value)}
        data-testid="deadline-info"
      />
      {withVideo ? (
        <TextInput
          type="datetime-local"
          label={t`视频上传截止时间（北京时间）`}
          value={video}
          onChange={(e) => setVideo(e.currentTarget.value)}
          data-testid="deadline-video"
        />
      ) : null}
    </ActionForm>
  );
}

/** Sets the live stream address (http or https). */
export function LiveUrlDialog({ activity, opened, pending, run, onClose }: SettingsDialogProps) {
  const { t } = useLingui();
  const [url, setUrl] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!opened) return;
    setUrl(activity.liveUrl ?? "");
    setProblem(null);
  }, [opened, activity.liveUrl]);

  const submit = async () => {
    const found = formProblem(ZSetLiveUrlBody, { activityId: activity.activityId, liveUrl: url });
    setProblem(found);
    if (found) return;
    await run({ action: "setLiveUrl", fields: { liveUrl: url.trim() } });
    onClose();
  };

  return (
    <ActionForm title={t`设置直播地址`} opened={opened} onClose={onClose} problem={problem} pending={pending} submitLabel={t`保存`} onSubmit={submit} testId="live-url-dialog">
      <TextInput
        label={t`直播地址`}
        placeholder="https://"
        value={url}
        maxLength={500}
        onChange={(e) => setUrl(e.currentTarget.value)}
        withAsterisk
        data-testid="live-url-input"
      />
    </ActionForm>
  );
}

export { ActionForm };
