import { useEffect, useMemo, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Badge, Group, Modal, Select, Stack, Text, TextInput, Textarea } from "@mantine/core";
import { FormFooter } from "./form-footer.tsx";
import { useDebouncedValue } from "@mantine/hooks";
import { Trans, useLingui } from "@lingui/react/macro";
import { VideoUpload, type TUploadedVideo } from "#client/components/upload/video-upload.tsx";
import { notify } from "#client/lib/notify.ts";
import { wasShown } from "#client/lib/api.ts";
import type { TOpsVideoTarget } from "#shared/api/video.contract.ts";
import { OPS_VIDEO_MAX_BYTES, opsVideoFormProblem } from "#shared/upload/ops-video-upload.ts";
import { VIDEO_NAME_MAX } from "#shared/upload/upload-limits.ts";
import { VIDEO_DESCRIPTION_MAX } from "#shared/upload/video-record.ts";
import { videoTargetsQuery } from "#client/features/ops/ops.queries.ts";
import { useOpsVideoUpload } from "#client/features/ops/ops.mutations.ts";
import { useToken } from "#client/lib/session.ts";

/** The widget's key for unfinished uploads: one for the whole back-office dialog, whichever activity is chosen. */
export const OPS_VIDEO_OWNER = "ops-video-upload";
const SEARCH_DEBOUNCE_MS = 300;

export interface OpsVideoUploadDialogProps {
  opened: boolean;
  onClose: () => void;
  /** after a successful upload, with the activity it was for */
  onUploaded?: (activityId: number) => void;
}

/**
 * Upload on a company's behalf (document 4 section 6, status 3): pick an activity whose video step applies
 * (and the company, for a collective one), upload one mp4 through the same resumable upload engine as the
 * companies (up to the centre's 1 GB), name and describe it, submit. The record is approved at once and the
 * company sees it in its video tab.
 */
export function OpsVideoUploadDialog({ opened, onClose, onUploaded }: OpsVideoUploadDialogProps) {
  const { t } = useLingui();
  const [search, setSearch] = useState("");
  const [keyword] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const [target, setTarget] = useState<TOpsVideoTarget | null>(null);
  const [companyId, setCompanyId] = useState<number | null>(null);
  const [videos, setVideos] = useState<TUploadedVideo[]>([]);
  const [videoName, setVideoName] = useState("");
  const [description, setDescription] = useState("");
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useOpsVideoUpload();
  // while a choice is shown, the search box holds its label: that is not a new search
  const searching = target === null || keyword !== labelOf(target);
  const targets = useQuery(videoTargetsQuery(useToken(), searching ? keyword : "", opened));

  const options = useMemo(() => {
    const list = [...(targets.data ?? [])];
    if (target && !list.some((a) => a.activityId === target.activityId)) list.unshift(target);
    return list;
  }, [targets.data, target]);

  useEffect(() => setProblem(null), [target, companyId, videos]);

  const reset = () => {
    setSearch("");
    setTarget(null);
    setCompanyId(null);
    setVideos([]);
    setVideoName("");
    setDescription("");
    setProblem(null);
  };

  const close = () => {
    // an upload in flight stops with the dialog; a large one is resumable by choosing the same file again
    if (uploading && !window.confirm(t`视频正在上传，关闭后上传将中断，确定关闭吗？`)) return;
    reset();
    onClose();
  };

  const choose = (value: string | null) => {
    const next = options.find((a) => String(a.activityId) === value) ?? null;
    setTarget(next);
    // a single company (a single activity, or a collective with one company left to serve) is chosen for the operator
    setCompanyId(next && next.companies.length === 1 ? next.companies[0]!.companyId : null);
  };

  const video = videos[0] ?? null;
  const submit = async () => {
    if (uploading) {
      notify("warning", t`视频正在上传，请等待上传完成后再提交`);
      return;
    }
    const found = opsVideoFormProblem({
      activity: target,
      companyId,
      video: video ? { name: video.fileName, size: video.fileSize, title: videoName.trim() || video.fileName } : null,
    });
    setProblem(found);
    if (found || !target || !video) return;
    try {
      await upload.mutateAsync({
        activityId: target.activityId,
        companyId,
        videoPath: video.filePath,
        videoName: videoName.trim() || video.fileName,
        videoDuration: video.duration,
        description,
      });
      notify("success", t`上传成功，视频已计为通过`);
      const activityId = target.activityId;
      reset();
      onClose();
      onUploaded?.(activityId);
    } catch (error) {
      if (!wasShown(error)) notify("error", t`提交失败`);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t`代企业上传视频`}
      size="lg"
      centered
      closeOnClickOutside={false}
      closeButtonProps={{ "aria-label": t`关闭` }}
      data-testid="ops-video-upload-dialog"
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          <Trans>后台代传的视频无需审核，直接计为视频已上传（状态“后台上传”），企业可在活动的视频上传记录中查看。</Trans>
        </Text>
        <Select
          label={t`活动`}
          withAsterisk
          searchable
          clearable
          placeholder={t`输入活动标题、公司名称、股票代码或活动编号`}
          searchValue={search}
          onSearchChange={setSearch}
          value={target ? String(target.activityId) : null}
          onChange={choose}
          data={options.map((a) => ({ value: String(a.activityId), label: labelOf(a) }))}
          // the server already searched: every answer is a match
          filter={({ options: all }) => all}
          nothingFoundMessage={targets.isFetching ? t`搜索中…` : t`没有可代传视频的活动`}
          renderOption={({ option }) => {
            const a = options.find((x) => String(x.activityId) === option.value);
            return (
              <Stack gap={0}>
                <Text size="sm">{a?.title ?? option.label}</Text>
                <Text size="xs" c="dimmed">
                  {a ? `#${a.activityId} · ${a.startDate} · ${a.companies.map((c) => c.shortName).join("、")}` : ""}
                </Text>
              </Stack>
            );
          }}
          comboboxProps={{ withinPortal: true }}
          data-testid="ops-video-activity"
        />
        {target && target.isMulti ? (
          <Select
            label={t`公司`}
            withAsterisk
            placeholder={t`请选择公司`}
            value={companyId === null ? null : String(companyId)}
            onChange={(v) => setCompanyId(v === null ? null : Number(v))}
            data={target.companies.map((c) => ({ value: String(c.companyId), label: c.isVideoUploaded ? t`${c.shortName}（已有通过视频）` : c.shortName }))}
            comboboxProps={{ withinPortal: true }}
            data-testid="ops-video-company"
          />
        ) : target ? (
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              <Trans>公司：</Trans>
            </Text>
            <Text size="sm" fw={500} data-testid="ops-video-company-name">
              {target.companies.map((c) => c.shortName).join("、")}
            </Text>
            {target.companies[0]?.isVideoUploaded ? (
              <Badge size="sm" variant="light" color="teal">
                <Trans>已有通过视频</Trans>
              </Badge>
            ) : null}
          </Group>
        ) : null}
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            <Trans>视频文件</Trans>
          </Text>
          <VideoUpload
            owner={OPS_VIDEO_OWNER}
            value={videos}
            onAdd={(v) => {
              setVideos([v]);
              setVideoName((name) => name || v.fileName);
            }}
            onRemove={() => setVideos([])}
            maxBytes={OPS_VIDEO_MAX_BYTES}
            maxFiles={1}
            checkName
            onBusyChange={setUploading}
          />
        </Stack>
        <TextInput
          label={t`视频名称`}
          maxLength={VIDEO_NAME_MAX}
          placeholder={t`默认为文件名`}
          value={videoName}
          onChange={(e) => setVideoName(e.currentTarget.value)}
          data-testid="ops-video-name"
        />
        <Textarea
          label={t`视频描述`}
          autosize
          minRows={2}
          maxRows={5}
          maxLength={VIDEO_DESCRIPTION_MAX}
          placeholder={t`视频描述（选填）`}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
        <FormFooter
          problem={problem}
          onBack={close}
          backLabel={<Trans>取消</Trans>}
          submitLabel={<Trans>提交</Trans>}
          submitTestId="ops-video-submit"
          onSubmit={() => void submit()}
          loading={upload.isPending}
          disabled={uploading}
        />
      </Stack>
    </Modal>
  );
}

/** How a chosen activity reads in the box: its title and number. */
function labelOf(a: TOpsVideoTarget): string {
  return `${a.title}（#${a.activityId}）`;
}
