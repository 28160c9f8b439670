import { Anchor, Badge, Group, Stack, Text, Title } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import type { TCompanyActivity } from "#shared/api/activity.contract.ts";
import type { TDictionaryItem } from "#shared/api/shell.contract.ts";
import { TITLE_CUT, cutText } from "#shared/activity/activity-view.ts";
import { hasAnnouncementTemplate, operationGuideKind, previewUrl } from "#shared/activity/activity-rules.ts";
import { useNoticeTemplate } from "#client/features/activity-manage/activity-manage.mutations.ts";
import { useOperationGuides } from "#client/features/activity-manage/activity-manage.queries.ts";
import { activityTimeText, recordingTimeText } from "#client/features/activity-manage/activity-display.ts";

const GUIDE_NAME_HINTS = { fund: "基金", multi: "集体", single: "单场" } as const;

/**
 * The configured guide of a kind: the dictionary child whose attachField2 names the kind, else the one whose
 * name says it, else the first (a general guide is better than none).
 */
export function guideFor(items: readonly TDictionaryItem[], kind: keyof typeof GUIDE_NAME_HINTS): string | null {
  const hit =
    items.find((item) => item.attachField2 === kind) ??
    items.find((item) => item.name.includes(GUIDE_NAME_HINTS[kind])) ??
    items[0];
  return hit?.attachField1 ?? null;
}

/**
 * The detail page's header (document 2 section 2.1): the title cut at 35, the collective/single tag, the
 * preview, announcement-template and operation-guide links, and the time block.
 */
export function DetailHeader({ activity: a }: { activity: TCompanyActivity }) {
  const { t } = useLingui();
  const guides = useOperationGuides().data ?? [];
  const guide = guideFor(guides, operationGuideKind(a));
  const template = useNoticeTemplate();
  const recording = recordingTimeText(a);

  const downloadTemplate = async () => {
    // a failed download only resets the link's busy state (document 2 section 8)
    const link = await template.mutateAsync({ activityId: a.activityId, modeId: a.id }).catch(() => null);
    if (link) window.open(link, "_blank", "noopener");
  };

  return (
    <Stack gap="sm" data-testid="detail-header">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Title order={2} size="h3" title={a.title} data-testid="detail-title" style={{ minWidth: 0, overflowWrap: "anywhere" }}>
          {cutText(a.title, TITLE_CUT)}
        </Title>
        <Badge variant="light" color={a.isMulti ? "grape" : "blue"} mt={4} style={{ flexShrink: 0 }} data-testid="detail-kind">
          {a.isMulti ? t`集体活动` : t`单场活动`}
        </Badge>
        {a.isCancel ? (
          <Badge variant="outline" color="gray" mt={4} style={{ flexShrink: 0 }}>
            <Trans>已取消</Trans>
          </Badge>
        ) : null}
      </Group>

      <Group gap="lg" wrap="wrap">
        <Text size="sm" data-testid="detail-time">
          <Text span c="dimmed">
            <Trans>活动时间：</Trans>
          </Text>
          {activityTimeText(a)}
        </Text>
        {recording ? (
          <Text size="sm" data-testid="detail-recording-time">
            <Text span c="dimmed">
              <Trans>录制时间：</Trans>
            </Text>
            {recording}
          </Text>
        ) : null}
      </Group>

      <Group gap="lg" wrap="wrap">
        <Anchor href={previewUrl(a)} target="_blank" rel="noopener" size="sm" data-testid="detail-preview">
          <Trans>页面预览</Trans>
        </Anchor>
        {hasAnnouncementTemplate(a) ? (
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => void downloadTemplate()}
            disabled={template.isPending}
            style={{ cursor: template.isPending ? "progress" : undefined }}
            data-testid="detail-template"
          >
            <Trans>下载公告模板</Trans>
          </Anchor>
        ) : null}
        {guide ? (
          <Anchor href={guide} target="_blank" rel="noopener" size="sm" data-testid="detail-guide">
            <Trans>操作指引</Trans>
          </Anchor>
        ) : null}
      </Group>
    </Stack>
  );
}
