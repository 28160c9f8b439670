import { useEffect, useState } from "react";
import { Button, Group, Modal, PasswordInput, Radio, Stack, Text, TextInput, Textarea } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { wasShown } from "#client/lib/api.ts";
import { notify } from "#client/lib/notify.ts";
import { OutboxStoreError } from "#client/lib/outbox/queueable-post.ts";
import { preloadOutbox } from "#client/components/outbox/outbox-preload.ts";
import { VideoUpload, type TUploadedVideo } from "#client/components/upload/video-upload.tsx";
import { CENTRE_VIDEO_MAX_BYTES } from "#shared/upload/upload-limits.ts";
import { CLOUD_DISK_TEXT_MAX, UploadVideoType, VIDEO_DESCRIPTION_MAX } from "#shared/upload/video-record.ts";
import { EMPTY_VIDEO_FORM, formProblem, withMode, type TVideoForm, type TVideoFormField } from "../activity-video.form.ts";
import { useSubmitVideos } from "../activity-video.mutations.ts";
import { useEmailDescription } from "../activity-video.queries.ts";
import { VideoEmailNote } from "./video-email-note.tsx";

/** How many videos one direct submission may carry (the widget's file-count limit). */
export const CENTRE_VIDEO_MAX_FILES = 5;

export interface VideoUploadDialogProps {
  activityId: number;
  opened: boolean;
  onClose: () => void;
}

/**
 * The video upload dialog (document 3 sections 2.2 item 1, 4 and 5): direct upload (mp4, 1 GB, names up to
 * 100, resumable), a cloud-disk address and password, or sending by email; a description; submit. The submit
 * is a queueable write: offline it waits in the outbox and is applied once when the network returns.
 */
export function VideoUploadDialog({ activityId, opened, onClose }: VideoUploadDialogProps) {
  const { t } = useLingui();
  const [form, setForm] = useState<TVideoForm>(EMPTY_VIDEO_FORM);
  const [errors, setErrors] = useState<Partial<Record<TVideoFormField, string>>>({});
  const [uploading, setUploading] = useState(false);
  const submit = useSubmitVideos(activityId);
  const emailDesc = useEmailDescription(opened && form.mode === UploadVideoType.email);
  // the submit may be queued offline: have the outbox's code at hand to show it
  useEffect(() => {
    if (opened) preloadOutbox();
  }, [opened]);

  const update = (next: TVideoForm) => {
    setForm(next);
    setErrors({});
  };

  const close = () => {
    // an upload in flight stops with the dialog; a large one can be resumed later by re-selecting the file
    if (uploading && !window.confirm(t`视频正在上传，关闭后上传将中断，确定关闭吗？`)) return;
    setForm(EMPTY_VIDEO_FORM);
    setErrors({});
    onClose();
  };

  const send = async () => {
    if (uploading) {
      notify("warning", t`视频正在上传，请等待上传完成后再提交`);
      return;
    }
    const problem = formProblem(form);
    if (problem) {
      setErrors({ [problem.field]: problem.message });
      notify("error", problem.message);
      return;
    }
    try {
      const result = await submit.mutateAsync(form);
      if (result.status === "queued") notify("warning", t`网络不可用，提交已保存，联网后将自动提交`, { id: "video-queued" });
      else notify("success", t`提交成功`);
      setForm(EMPTY_VIDEO_FORM);
      onClose();
    } catch (error) {
      if (error instanceof OutboxStoreError) notify("error", error.message);
      else if (!wasShown(error)) notify("error", t`提交失败`);
    }
  };

  const addVideo = (video: TUploadedVideo) => setForm((f) => ({ ...f, videos: [...f.videos, { ...video, description: "" }] }));
  const removeVideo = (index: number) => setForm((f) => ({ ...f, videos: f.videos.filter((_, i) => i !== index) }));
  const describe = (index: number, description: string) =>
    setForm((f) => ({ ...f, videos: f.videos.map((v, i) => (i === index ? { ...v, description } : v)) }));

  return (
    <Modal opened={opened} onClose={close} title={t`上传视频`} size="lg" centered closeOnClickOutside={false} data-testid="video-upload-dialog">
      <Stack gap="md">
        <Radio.Group
          label={t`上传方式`}
          withAsterisk
          value={String(form.mode)}
          onChange={(value) => update(withMode(form, Number(value)))}
          error={errors.mode}
        >
          <Group gap="lg" mt={6}>
            <Radio value={String(UploadVideoType.direct)} label={t`直接上传`} />
            <Radio value={String(UploadVideoType.cloudDisk)} label={t`云盘地址`} />
            <Radio value={String(UploadVideoType.email)} label={t`邮件发送`} />
          </Group>
        </Radio.Group>

        {form.mode === UploadVideoType.direct && (
          <Stack gap={4}>
            <VideoUpload
              owner={`activity-video:${activityId}`}
              value={form.videos}
              onAdd={addVideo}
              onRemove={removeVideo}
              maxBytes={CENTRE_VIDEO_MAX_BYTES}
              maxFiles={CENTRE_VIDEO_MAX_FILES}
              checkName
              onBusyChange={setUploading}
              extra={(video, index) => (
                <Textarea
                  size="xs"
                  autosize
                  minRows={1}
                  maxRows={4}
                  maxLength={VIDEO_DESCRIPTION_MAX}
                  placeholder={t`视频描述（选填）`}
                  aria-label={t`视频描述`}
                  value={form.videos[index]?.description ?? ""}
                  onChange={(event) => describe(index, event.currentTarget.value)}
                />
              )}
            />
            {errors.videos && (
              <Text size="xs" c="red" data-testid="video-form-error">
                {errors.videos}
              </Text>
            )}
          </Stack>
        )}

        {form.mode === UploadVideoType.cloudDisk && (
          <>
            <TextInput
              label={t`云盘地址`}
              withAsterisk
              maxLength={CLOUD_DISK_TEXT_MAX}
              placeholder={t`请输入云盘地址`}
              value={form.cloudDiskAddress}
              onChange={(event) => update({ ...form, cloudDiskAddress: event.currentTarget.value })}
              error={errors.cloudDiskAddress}
            />
            <PasswordInput
              label={t`云盘密码`}
              withAsterisk
              maxLength={CLOUD_DISK_TEXT_MAX}
              placeholder={t`请输入云盘密码`}
              value={form.cloudDiskPassWord}
              onChange={(event) => update({ ...form, cloudDiskPassWord: event.currentTarget.value })}
              error={errors.cloudDiskPassWord}
            />
          </>
        )}

        {form.mode === UploadVideoType.email && <VideoEmailNote description={emailDesc.data} loading={emailDesc.isPending && emailDesc.fetchStatus === "fetching"} />}

        {form.mode !== UploadVideoType.direct && (
          <Textarea
            label={t`视频描述`}
            autosize
            minRows={2}
            maxRows={6}
            maxLength={VIDEO_DESCRIPTION_MAX}
            placeholder={t`视频描述（选填）`}
            value={form.description}
            onChange={(event) => update({ ...form, description: event.currentTarget.value })}
          />
        )}

        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            <Trans>取消</Trans>
          </Button>
          <Button onClick={() => void send()} loading={submit.isPending} disabled={uploading} data-testid="video-submit">
            <Trans>提交</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
