import { useState } from "react";
import { Button, Checkbox, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { callFirst } from "#client/lib/contract-client.ts";
import { ImageUpload } from "#client/components/upload/image-upload.tsx";
import { VideoUpload } from "#client/components/upload/video-upload.tsx";
import { UploadField } from "#client/components/upload/upload-field.tsx";
import { UploadedList } from "#client/components/upload/uploaded-list.tsx";
import { LazyRichTextEditor } from "#client/components/widgets/lazy-rich-text-editor.tsx";
import type { TUploadedFile } from "#client/lib/upload/transport.ts";
import { materialsRoutes } from "#shared/api/materials.routes.ts";
import { CLOUD_VIDEOS_MAX, INTRO_EN_MAX, INTRO_MAX, PROMO_PICTURES_MAX } from "#shared/materials/materials-rules.ts";
import { MB, UploadMsg } from "#shared/upload/upload-limits.ts";
import type { THomepageDraft } from "../homepage-draft.db.ts";


const IMAGE_10MB = 10 * MB;
/** Homepage videos: H264 MP4 up to 2 GB (document 3 section 5). */
const VIDEO_2GB = 2 * 1024 * MB;
const VECTOR_ACCEPT = ".psd,.pdf,.ai,.svg,.cdr";

/** Vector logo: psd, pdf, ai, svg or cdr, 100 MB (document 3 section 5). */
function vectorProblem(file: Pick<File, "name" | "size">): string | null {
  if (!/\.(psd|pdf|ai|svg|cdr)$/i.test(file.name)) return UploadMsg.acceptedTypes("psd、pdf、ai、svg、cdr");
  return file.size > 100 * MB ? UploadMsg.tooLarge(100) : null;
}

const fileOf = (path: string | null, name = "", size = 0): TUploadedFile[] => (path ? [{ filePath: path, fileName: name || (path.split("/").pop() ?? ""), fileSize: size }] : []);
const stem = (name: string) => name.replace(/\.[^.]+$/, "").slice(0, 100);

interface Props {
  draft: THomepageDraft;
  /** an update of the latest draft (uploads finish after other edits: they must not bring back an older draft) */
  onChange: (update: (draft: THomepageDraft) => THomepageDraft) => void;
  canTranslate: boolean;
  /** uploads in progress hold the submit button */
  onBusyChange: (owner: string, busy: boolean) => void;
}

/**
 * The homepage's edit mode (document 3 sections 2.2 item 5 and 5): logos, the introduction in Chinese and
 * English as rich text (Tiptap through @mantine/tiptap, the shared editor) with the translate button
 * (translate/to_en, shown only when a provider is configured), promotional pictures and videos.
 */
export function HomepageEditor({ draft, onChange, canTranslate, onBusyChange }: Props) {
  const { t } = useLingui();
  const [translating, setTranslating] = useState(false);
  const intro = draft.intro;
  type TIntro = THomepageDraft["intro"];
  const patchIntro = (patch: Partial<TIntro> | ((i: TIntro) => Partial<TIntro>)) =>
    onChange((d) => ({ ...d, intro: { ...d.intro, ...(typeof patch === "function" ? patch(d.intro) : patch) } }));

  const translate = async () => {
    setTranslating(true);
    try {
      patchIntro({ gsfc_intro_en: (await callFirst(materialsRoutes.translateToEn, { richtext: intro.gsfc_intro })) ?? "" });
    } catch {
      // the request layer showed the server's message
    } finally {
      setTranslating(false);
    }
  };

  return (
    <Stack gap="lg" data-testid="homepage-editor">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            <Trans>背景logo（png，300×300）</Trans>
          </Text>
          <ImageUpload owner="homepage-logo" value={fileOf(draft.logoPath)} maxBytes={IMAGE_10MB} crop={{ width: 300, height: 300 }} onBusyChange={(b) => onBusyChange("homepage-logo", b)} onAdd={(f) => onChange((d) => ({ ...d, logoPath: f.filePath }))} onRemove={() => onChange((d) => ({ ...d, logoPath: null }))} />
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            <Trans>公司logo（png，78×78）</Trans>
          </Text>
          <ImageUpload owner="homepage-mini-logo" value={fileOf(draft.miniLogoPath)} maxBytes={IMAGE_10MB} crop={{ width: 78, height: 78 }} onBusyChange={(b) => onBusyChange("homepage-mini-logo", b)} onAdd={(f) => onChange((d) => ({ ...d, miniLogoPath: f.filePath }))} onRemove={() => onChange((d) => ({ ...d, miniLogoPath: null }))} />
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            <Trans>矢量logo（psd、pdf、ai、svg、cdr）</Trans>
          </Text>
          {!draft.logoVectorPath ? (
            <UploadField owner="homepage-vector-logo" endpoint="file" accept={VECTOR_ACCEPT} maxFiles={1} count={0} check={vectorProblem} onUploaded={(f) => onChange((d) => ({ ...d, logoVectorPath: f.filePath }))} hint={t`不超过100MB`} />
          ) : null}
          <UploadedList files={fileOf(draft.logoVectorPath)} onRemove={() => onChange((d) => ({ ...d, logoVectorPath: null }))} />
        </Stack>
      </SimpleGrid>

      <Stack gap={4} data-testid="homepage-intro">
        <Text size="sm" fw={500}>
          <Trans>公司介绍</Trans> <Text span c="red">*</Text>
        </Text>
        <LazyRichTextEditor value={intro.gsfc_intro} onChange={(html) => patchIntro({ gsfc_intro: html })} limit={INTRO_MAX} aria-label={t`公司介绍`} />
      </Stack>
      <Stack gap={4} data-testid="homepage-intro-en">
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" fw={500}>
            <Trans>英文介绍</Trans>
          </Text>
          {canTranslate ? (
            <Button size="xs" variant="light" loading={translating} disabled={!intro.gsfc_intro} onClick={() => void translate()} data-testid="homepage-translate">
              <Trans>翻译为英文</Trans>
            </Button>
          ) : null}
        </Group>
        <LazyRichTextEditor value={intro.gsfc_intro_en} onChange={(html) => patchIntro({ gsfc_intro_en: html })} limit={INTRO_EN_MAX} aria-label={t`英文介绍`} />
        <Checkbox label={t`英文页面显示英文介绍`} checked={intro.gsfc_intro_en_show} onChange={(e) => patchIntro({ gsfc_intro_en_show: e.currentTarget.checked })} />
      </Stack>

      <Stack gap={4}>
        <Text size="sm" fw={500}>
          <Trans>宣传图片（16:9，jpg/png，不超过10MB，最多{PROMO_PICTURES_MAX}张）</Trans>
        </Text>
        <ImageUpload
          owner="homepage-pics"
          maxFiles={PROMO_PICTURES_MAX}
          crop={{ width: 1000, height: 560 }}
          maxBytes={IMAGE_10MB}
          onBusyChange={(b) => onBusyChange("homepage-pics", b)}
          value={intro.gsfc_pics.map((p) => ({ filePath: p.image, fileName: p.title, fileSize: p.size ?? 0 }))}
          onAdd={(f) => patchIntro((i) => ({ gsfc_pics: [...i.gsfc_pics, { image: f.filePath, title: stem(f.fileName), size: f.fileSize }] }))}
          onRemove={(i) => patchIntro((x) => ({ gsfc_pics: x.gsfc_pics.filter((_, j) => j !== i) }))}
        />
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            <Trans>公司介绍视频（H264 MP4，1920×1080，不超过2GB）</Trans>
          </Text>
          <VideoUpload
            owner="homepage-intro-video"
            maxBytes={VIDEO_2GB}
            onBusyChange={(b) => onBusyChange("homepage-intro-video", b)}
            value={fileOf(intro.intro_video?.url ?? null, intro.intro_video?.name, intro.intro_video?.size).map((f) => ({ ...f, duration: null }))}
            onAdd={(v) => patchIntro({ intro_video: { url: v.filePath, name: stem(v.fileName), size: v.fileSize } })}
            onRemove={() => patchIntro({ intro_video: null })}
          />
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            <Trans>云游视频（最多{CLOUD_VIDEOS_MAX}个）</Trans>
          </Text>
          <VideoUpload
            owner="homepage-cloud-video"
            maxBytes={VIDEO_2GB}
            maxFiles={CLOUD_VIDEOS_MAX}
            onBusyChange={(b) => onBusyChange("homepage-cloud-video", b)}
            value={intro.cloud_video.map((v) => ({ filePath: v.url, fileName: v.name, fileSize: v.size ?? 0, duration: null }))}
            onAdd={(v) => patchIntro((i) => ({ cloud_video: [...i.cloud_video, { url: v.filePath, name: stem(v.fileName), size: v.fileSize }] }))}
            onRemove={(i) => patchIntro((x) => ({ cloud_video: x.cloud_video.filter((_, j) => j !== i) }))}
          />
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
