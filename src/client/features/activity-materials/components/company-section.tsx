import { useState } from "react";
import { Button, Checkbox, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import type { TCompanyActivityDetail } from "#shared/api/activity.contract.ts";
import { INTRO_EN_MAX, INTRO_MAX, PROMO_PICTURES_MAX, materialsCompanyType } from "#shared/materials/materials-rules.ts";
import { MB, UploadMsg, VIDEO_MAX_BYTES } from "#shared/upload/upload-limits.ts";
import { ImageUpload } from "#client/components/upload/image-upload.tsx";
import { VideoUpload } from "#client/components/upload/video-upload.tsx";
import { UploadField } from "#client/components/upload/upload-field.tsx";
import { UploadedList } from "#client/components/upload/uploaded-list.tsx";
import { LazyRichTextEditor } from "#client/components/widgets/lazy-rich-text-editor.tsx";
import type { TUploadedFile } from "#client/lib/upload/transport.ts";
import { notify } from "#client/lib/notify.ts";
import type { TMaterialsFormValues } from "../materials-form.ts";
import { translateToEnglish } from "../materials.mutations.ts";
import { Section } from "./section.tsx";


const IMAGE_10MB = 10 * MB;
const VECTOR_ACCEPT = ".psd,.pdf,.ai,.svg,.cdr";

/** Vector logo: psd, pdf, ai, svg or cdr, 100 MB (document 3 section 5). */
function vectorProblem(file: Pick<File, "name" | "size">): string | null {
  if (!/\.(psd|pdf|ai|svg|cdr)$/i.test(file.name)) return UploadMsg.acceptedTypes("psd、pdf、ai、svg、cdr");
  return file.size > 100 * MB ? UploadMsg.tooLarge(100) : null;
}

const asFiles = (path: string | null): TUploadedFile[] => (path ? [{ filePath: path, fileName: path.split("/").pop() ?? "", fileSize: 0 }] : []);

interface Props {
  activity: TCompanyActivityDetail;
  values: TMaterialsFormValues;
  readOnly: boolean;
  canTranslate: boolean;
  onChange: (patch: Partial<TMaterialsFormValues>) => void;
  problem: string | null;
}

/** Company information: logos, the introduction in Chinese and English (rich text), promotional pictures and video. */
export function CompanySection({ activity, values, readOnly, canTranslate, onChange, problem }: Props) {
  const { t } = useLingui();
  const [translating, setTranslating] = useState(false);
  const introLabel = materialsCompanyType(activity.activityType) === 2 ? t`企业及产品介绍` : t`企业介绍`;
  // a read-only form names what was never uploaded, rather than showing a label over nothing
  const notUploaded = t`未上传`;

  const translate = async () => {
    setTranslating(true);
    try {
      onChange({ introEn: await translateToEnglish(values.intro) });
    } catch {
      // the request layer showed the server's message
    } finally {
      setTranslating(false);
    }
  };

  return (
    <Section id="company" title={t`公司信息`} problem={problem}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {!activity.isMulti ? (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              <Trans>背景图logo（300×300，png/jpg）</Trans>
            </Text>
            {readOnly ? (
              <UploadedList files={asFiles(values.logoPath)} emptyText={notUploaded} />
            ) : (
              <ImageUpload owner="materials-logo" value={asFiles(values.logoPath)} maxBytes={IMAGE_10MB} crop={{ width: 300, height: 300 }} onAdd={(f) => onChange({ logoPath: f.filePath })} onRemove={() => onChange({ logoPath: null })} />
            )}
          </Stack>
        ) : null}
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            <Trans>公司logo（78×78）</Trans>
          </Text>
          {readOnly ? (
            <UploadedList files={asFiles(values.miniLogoPath)} emptyText={notUploaded} />
          ) : (
            <ImageUpload owner="materials-mini-logo" value={asFiles(values.miniLogoPath)} maxBytes={IMAGE_10MB} crop={{ width: 78, height: 78 }} onAdd={(f) => onChange({ miniLogoPath: f.filePath })} onRemove={() => onChange({ miniLogoPath: null })} />
          )}
        </Stack>
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            <Trans>矢量logo（psd、pdf、ai、svg、cdr）</Trans>
          </Text>
          {!readOnly && !values.logoVectorPath ? (
            <UploadField
              owner="materials-vector-logo"
              endpoint="file"
              accept={VECTOR_ACCEPT}
              maxFiles={1}
              count={0}
              check={vectorProblem}
              onUploaded={(f) => onChange({ logoVectorPath: f.filePath })}
              hint={t`不超过100MB`}
            />
          ) : null}
          <UploadedList files={asFiles(values.logoVectorPath)} onRemove={readOnly ? undefined : () => onChange({ logoVectorPath: null })} emptyText={readOnly ? notUploaded : null} />
        </Stack>
      </SimpleGrid>

      <Stack gap={4} data-testid="materials-intro">
        <Text size="sm" fw={500}>
          {introLabel}
        </Text>
        <LazyRichTextEditor value={values.intro} onChange={(html) => onChange({ intro: html })} limit={INTRO_MAX} readOnly={readOnly} aria-label={introLabel} />
      </Stack>
      <Stack gap={4} data-testid="materials-intro-en">
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" fw={500}>
            <Trans>英文介绍</Trans>
          </Text>
          {canTranslate && !readOnly ? (
            <Button size="xs" variant="light" loading={translating} disabled={!values.intro} onClick={() => void translate()} data-testid="materials-translate">
              <Trans>翻译为英文</Trans>
            </Button>
          ) : null}
        </Group>
        <LazyRichTextEditor value={values.introEn} onChange={(html) => onChange({ introEn: html })} limit={INTRO_EN_MAX} readOnly={readOnly} aria-label={t`英文介绍`} />
        <Checkbox
          label={t`英文页面显示英文介绍`}
          checked={values.introEnShow}
          disabled={readOnly}
          onChange={(e) => onChange({ introEnShow: e.currentTarget.checked })}
        />
      </Stack>
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          <Trans>宣传图片（16:9，建议1000×560，最多{PROMO_PICTURES_MAX}张）</Trans>
        </Text>
        {readOnly ? (
          <UploadedList files={values.pics.map((p) => ({ filePath: p.image, fileName: p.title ?? "", fileSize: p.size ?? 0 }))} emptyText={notUploaded} />
        ) : (
          <ImageUpload
            owner="materials-pics"
            maxFiles={PROMO_PICTURES_MAX}
            crop={{ width: 1000, height: 560 }}
            maxBytes={IMAGE_10MB}
            value={values.pics.map((p) => ({ filePath: p.image, fileName: p.title ?? "", fileSize: p.size ?? 0 }))}
            onAdd={(f) => onChange({ pics: [...values.pics, { image: f.filePath, title: f.fileName.replace(/\.[^.]+$/, "").slice(0, 100), size: f.fileSize }] })}
            onRemove={(i) => {
              onChange({ pics: values.pics.filter((_, j) => j !== i) });
              notify("success", t`删除成功`);
            }}
          />
        )}
      </Stack>
      <Stack gap={4} data-testid="materials-promo-video">
        <Text size="sm" fw={500}>
          <Trans>宣传视频（mp4，不超过2GB；超过100MB分片上传，可断点续传）</Trans>
        </Text>
        {readOnly ? (
          <UploadedList files={asFiles(values.promotionalVideoPath)} emptyText={notUploaded} />
        ) : (
          // the materials' own limit is 2 GB (document 3 section 8), the same as the portal's default
          <VideoUpload
            owner="materials-promo-video"
            value={asFiles(values.promotionalVideoPath).map((f) => ({ ...f, duration: null }))}
            maxBytes={VIDEO_MAX_BYTES}
            onAdd={(video) => onChange({ promotionalVideoPath: video.filePath })}
            onRemove={() => onChange({ promotionalVideoPath: null })}
          />
        )}
      </Stack>
    </Section>
  );
}
