import { SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import type { TCompanyActivity } from "#shared/api/activity.contract.ts";
import { EmptyState } from "#client/components/widgets/empty-state.tsx";
import { ContactsTable } from "#client/components/activity/contacts-table.tsx";
import { VIDEO_TYPE_LABELS, activityTimeText, minuteText, recordingTimeText } from "#client/features/activity-manage/activity-display.ts";

/** Tab 1 of the detail page: the activity's booking details and its contacts. */
export function DetailDataTab({ activity: a }: { activity: TCompanyActivity }) {
  const { t, i18n } = useLingui();
  const videoType = a.videoType ? VIDEO_TYPE_LABELS[a.videoType] : undefined;
  const rows: [string, string | null][] = [
    [t`活动标题`, a.title],
    [t`英文标题`, a.enTitle],
    [t`所属公司`, a.companyName],
    [t`业务类型`, a.isMulti ? t`集体活动` : t`单场活动`],
    [t`活动类型`, a.activityTypeText],
    [t`活动模式`, a.modeName],
    [t`举办方式`, videoType ? i18n._(videoType) : null],
    [t`活动时间`, activityTimeText(a)],
    [t`录制时间`, recordingTimeText(a)],
    [a.videoType === 2 ? t`转播平台` : t`地区`, a.videoType === 2 ? a.platform : a.regionName],
    [t`预约时间`, minuteText(a.crtTime)],
    [t`资料提交截止时间`, minuteText(a.infoSubmitCloseTime)],
  ];

  return (
    <Stack gap="lg" data-testid="detail-data-tab">
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t`预约信息`}
        </Title>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="xs">
          {rows
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <Text size="sm" key={label} style={{ overflowWrap: "anywhere" }}>
                <Text span c="dimmed" mr={8}>
                  {label}
                </Text>
                {value}
              </Text>
            ))}
        </SimpleGrid>
      </Stack>

      <Stack gap="xs">
        <Title order={3} size="h5">
          {t`联系人`}
        </Title>
        {a.contacts.length === 0 ? (
          <EmptyState compact />
        ) : (
          <ContactsTable contacts={a.contacts} nameLabel={t`姓名`} minWidth={520} striped withTableBorder data-testid="detail-contacts" />
        )}
      </Stack>
    </Stack>
  );
}
