import { useEffect, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { Modal, Select, SegmentedControl, SimpleGrid, Stack, Text, TextInput, Textarea } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { Trans, useLingui } from "@lingui/react/macro";
import { ImageUpload } from "#client/components/upload/image-upload.tsx";
import { VideoUpload, type TUploadedVideo } from "#client/components/upload/video-upload.tsx";
import type { TUploadedFile } from "#client/lib/upload/transport.ts";
import { wasShown } from "#client/lib/api.ts";
import { notify } from "#client/lib/notify.ts";
import { PUBLIC_VIDEO_DESCRIPTION_MAX, PUBLIC_VIDEO_TITLE_EN_MAX, PUBLIC_VIDEO_TITLE_MAX, PublicVideoMsg, type TVideoNavType } from "#shared/video/public-video.ts";
import { VIDEO_MAX_BYTES } from "#shared/upload/upload-limits.ts";
import { FormFooter } from "./form-footer.tsx";
import { libraryCategoriesQuery, libraryCompaniesQuery, useLibrarySave, type TOpsLibraryVideo } from "#client/features/ops/video-library.queries.ts";
import { useToken } from "#client/lib/session.ts";

/** The upload widgets' key for unfinished uploads of this dialog. */
const LIBRARY_UPLOAD_OWNER = "ops-video-library";
const COVER_MAX_BYTES = 10 * 1024 * 1024;

export interface VideoLibraryEditorProps {
  /** the video to edit, or null for a new one */
  video: TOpsLibraryVideo | null;
  opened: boolean;
  onClose: () => void;
}

const fileOf = (path: string | null, name: string, size: number | null): TUploadedFile[] => (path ? [{ filePath: path, fileName: name, fileSize: size ?? 0 }] : []);

/**
 * Create or edit a library video: channel, category of the channel, company (optional), titles and
 * descriptions in both languages, cover (jpg or png) and the mp4 (resumable above 100 MB). Saving never
 * publishes: the list's 发布 does.
 */
export function VideoLibraryEditor({ video, opened, onClose }: VideoLibraryEditorProps) {
  const { t } = useLingui();
  const token = useToken();
  const [navType, setNavType] = useState<TVideoNavType>(video?.navType ?? "nav4");
  const [categoryId, setCategoryId] = useState<number | null>(video?.categoryId ?? null);
  const [companyId, setCompanyId] = useState<number | null>(video?.companyId ?? null);
  const [companySearch, setCompanySearch] = useState(video?.companyName ?? "");
  const [keyword] = useDebouncedValue(companySearch, 300);
  const [title, setTitle] = useState(video?.title ?? "");
  const [titleEn, setTitleEn] = useState(video?.titleEn ?? "");
  const [description, setDescription] = useState(video?.description ?? "");
  const [descriptionEn, setDescriptionEn] = useState(video?.descriptionEn ?? "");
  const [cover, setCover] = useState<TUploadedFile[]>(fileOf(video?.coverPath ?? null, t`封面`, null));
  const [files, setFiles] = useState<TUploadedVideo[]>(video ? [{ ...fileOf(video.videoPath, t`视频文件`, video.videoSize)[0]!, duration: video.duration }] : []);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const categories = useQuery({ ...libraryCategoriesQuery(navType), enabled: opened });
  const companies = useQuery({ ...libraryCompaniesQuery(token, companyId !== null && keyword === video?.companyName ? "" : keyword), enabled: opened });
  const save = useLibrarySave();

  useEffect(() => setProblem(null), [navType, categoryId, title, files]);

  const companyOptions = (companies.data ?? []).map((c) => ({ value: String(c.companyId), label: c.stockCode ? `${c.shortName}（${c.stockCode}）` : c.shortName }));
  if (video?.companyId && video.companyName && !companyOptions.some((o) => o.value === String(video.companyId))) {
    companyOptions.unshift({ value: String(video.companyId), label: video.companyName });
  }

  const submit = async () => {
    if (busy) return notify("warning", t`文件正在上传，请等待上传完成后再提交`);
    const found = !title.trim() ? PublicVideoMsg.titleRequired : categoryId === null ? PublicVideoMsg.categoryRequired : files.length === 0 ? t`请上传视频` : null;
    setProblem(found);
    if (found || categoryId === null) return;
    const file = files[0]!;
    try {
      await save.mutateAsync({
        id: video?.id,
        navType,
        categoryId,
        companyId,
        title,
        titleEn,
        description,
        descriptionEn,
        coverPath: cover[0]?.filePath ?? "",
        videoPath: file.filePath,
        duration: file.duration === null ? undefined : file.duration,
      });
      notify("success", video ? t`保存成功` : t`已添加，发布后公众可见`);
      onClose();
    } catch (error) {
      if (!wasShown(error)) notify("error", t`保存失败`);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (busy && !window.confirm(t`文件正在上传，关闭后上传将中断，确定关闭吗？`)) return;
        onClose();
      }}
      title={video ? t`编辑视频` : t`新增视频`}
      size="xl"
      centered
      closeOnClickOutside={false}
      closeButtonProps={{ "aria-label": t`关闭` }}
      data-testid="library-editor"
    >
      <Stack gap="md">
        <SegmentedControl
          value={navType}
          onChange={(v) => {
            setNavType(v as TVideoNavType);
            setCategoryId(null);
          }}
          data={[
            { value: "nav4", label: t`上市公司视频` },
            { value: "nav5", label: t`基金视野` },
          ]}
          data-testid="library-nav-type"
          style={{ alignSelf: "flex-start" }}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t`分类`}
            withAsterisk
            placeholder={t`请选择分类`}
            value={categoryId === null ? null : String(categoryId)}
            onChange={(v) => setCategoryId(v === null ? null : Number(v))}
            data={(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
            comboboxProps={{ withinPortal: true }}
            data-testid="library-category"
          />
          <Select
            label={t`所属公司`}
            placeholder={t`输入公司名称或股票代码（选填）`}
            searchable
            clearable
            searchValue={companySearch}
            onSearchChange={setCompanySearch}
            value={companyId === null ? null : String(companyId)}
            onChange={(v) => setCompanyId(v === null ? null : Number(v))}
            data={companyOptions}
            filter={({ options }) => options}
            nothingFoundMessage={t`没有匹配的公司`}
            comboboxProps={{ withinPortal: true }}
            data-testid="library-company"
          />
        </SimpleGrid>
        <TextInput label={t`标题`} withAsterisk maxLength={PUBLIC_VIDEO_TITLE_MAX} value={title} onChange={(e) => setTitle(e.currentTarget.value)} data-testid="library-title" />
        <TextInput label={t`英文标题`} maxLength={PUBLIC_VIDEO_TITLE_EN_MAX} value={titleEn} onChange={(e) => setTitleEn(e.currentTarget.value)} data-testid="library-title-en" />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Textarea label={t`简介`} autosize minRows={3} maxRows={8} maxLength={PUBLIC_VIDEO_DESCRIPTION_MAX} value={description} onChange={(e) => setDescription(e.currentTarget.value)} />
          <Textarea label={t`英文简介`} autosize minRows={3} maxRows={8} maxLength={PUBLIC_VIDEO_DESCRIPTION_MAX} value={descriptionEn} onChange={(e) => setDescriptionEn(e.currentTarget.value)} />
        </SimpleGrid>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            <Trans>封面图片</Trans>
          </Text>
          <ImageUpload owner={`${LIBRARY_UPLOAD_OWNER}-cover`} value={cover} onAdd={(f) => setCover([f])} onRemove={() => setCover([])} maxBytes={COVER_MAX_BYTES} maxFiles={1} onBusyChange={setBusy} />
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            <Trans>视频文件</Trans>
          </Text>
          <VideoUpload owner={LIBRARY_UPLOAD_OWNER} value={files} onAdd={(v) => setFiles([v])} onRemove={() => setFiles([])} maxBytes={VIDEO_MAX_BYTES} maxFiles={1} checkName onBusyChange={setBusy} />
        </Stack>
        <FormFooter
          problem={problem}
          onBack={onClose}
          backLabel={<Trans>取消</Trans>}
          submitLabel={<Trans>保存</Trans>}
          submitTestId="library-save"
          onSubmit={() => void submit()}
          loading={save.isPending}
          disabled={busy}
        />
      </Stack>
    </Modal>
  );
}
