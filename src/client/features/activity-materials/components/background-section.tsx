import { Image, SegmentedControl, SimpleGrid, Stack, Text, UnstyledButton } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { BgType } from "#shared/materials/materials-rules.ts";
import { DEFAULT_FILE_MAX_BYTES, MB, UploadMsg } from "#shared/upload/upload-limits.ts";
import { UploadField } from "#client/components/upload/upload-field.tsx";
import { UploadedList } from "#client/components/upload/uploaded-list.tsx";
import type { TMaterialsFormValues } from "../materials-form.ts";
import { useBackgroundTemplates } from "../materials.queries.ts";
import { Section } from "./section.tsx";

const OWN_BG_ACCEPT = ".psd,.ai,.ppt,.pptx";

/** Own background: psd, ai, ppt or pptx, 100 MB (document 3 section 5, uploads for the materials form). */
export function ownBackgroundProblem(file: Pick<File, "name" | "size">): string | null {
  if (!/\.(psd|ai|ppt|pptx)$/i.test(file.name)) return UploadMsg.acceptedTypes("psd、ai、ppt、pptx");
  if (file.size > DEFAULT_FILE_MAX_BYTES) return UploadMsg.tooLarge(DEFAULT_FILE_MAX_BYTES / MB);
  return null;
}

interface Props {
  values: TMaterialsFormValues;
  readOnly: boolean;
  onChange: (patch: Partial<TMaterialsFormValues>) => void;
  problem: string | null;
}

/** Background image: a template of the library (bgType 1, bgNum) or the company's own file (bgType 2). */
export function BackgroundSection({ values, readOnly, onChange, problem }: Props) {
  const { t } = useLingui();
  const templates = useBackgroundTemplates();
  return (
    <Section id="background" title={t`活动背景图`} problem={problem}>
      <SegmentedControl
        value={String(values.bgType)}
        disabled={readOnly}
        onChange={(v) => onChange({ bgType: Number(v) })}
        data={[
          { value: String(BgType.template), label: t`选择模板` },
          { value: String(BgType.uploaded), label: t`自行上传` },
        ]}
        data-testid="materials-bg-type"
      />
      {values.bgType === BgType.template ? (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4 }} spacing="sm">
          {(templates.data ?? []).map((tpl) => {
            const chosen = values.bgNum === tpl.sort;
            return (
              <UnstyledButton
                key={tpl.id}
                disabled={readOnly}
                onClick={() => onChange({ bgNum: tpl.sort })}
                aria-pressed={chosen}
                aria-label={tpl.name}
                data-testid="materials-bg-template"
                style={{ borderRadius: 8, outline: chosen ? "3px solid var(--mantine-color-blue-6)" : "1px solid var(--mantine-color-gray-3)", overflow: "hidden" }}
              >
                <Stack gap={2}>
                  <Image src={tpl.attachField1 ?? ""} alt="" h={72} fit="cover" />
                  <Text size="xs" ta="center" pb={4}>
                    {tpl.name}
                  </Text>
                </Stack>
              </UnstyledButton>
            );
          })}
        </SimpleGrid>
      ) : (
        <Stack gap="xs">
          {!readOnly ? (
            <UploadField
              owner="materials-bg"
              endpoint="file"
              accept={OWN_BG_ACCEPT}
              maxFiles={1}
              count={values.activityBgImagePath ? 1 : 0}
              check={ownBackgroundProblem}
              onUploaded={(file) => onChange({ activityBgImagePath: file.filePath })}
              hint={t`支持psd、ai、ppt、pptx格式，不超过100MB，建议尺寸1920×1080`}
              testId="materials-bg-upload"
            />
          ) : null}
          {values.activityBgImagePath ? (
            <UploadedList files={[{ filePath: values.activityBgImagePath, fileName: values.activityBgImagePath.split("/").pop() ?? "", fileSize: 0 }]} onRemove={() => !readOnly && onChange({ activityBgImagePath: null })} />
          ) : null}
        </Stack>
      )}
    </Section>
  );
}
