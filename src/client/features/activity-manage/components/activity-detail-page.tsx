import { useState, type ReactNode } from "react";
import { Anchor, Center, Divider, Loader, Paper, Stack, Tabs } from "@mantine/core";
import { useNavigate } from "@tanstack/react-router";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { TCompanyActivity } from "#shared/api/activity.contract.ts";
import { DetailTab, progressSteps, visibleDetailTabs } from "#shared/activity/activity-rules.ts";
import { EmptyState } from "#client/components/widgets/empty-state.tsx";
import { AgreementDialog } from "#client/components/agreement/agreement-dialog.tsx";
import { useActivity } from "#client/features/activity-manage/activity-manage.queries.ts";
import { useAcceptAgreement } from "#client/features/activity-manage/activity-manage.mutations.ts";
import { LIST_HREF } from "#client/features/activity-manage/activity-links.ts";
import { DetailHeader } from "#client/features/activity-manage/components/detail-header.tsx";
import { DetailDataTab } from "#client/features/activity-manage/components/detail-data-tab.tsx";
import { DetailTabPlaceholder } from "#client/features/activity-manage/components/detail-tab-placeholder.tsx";
import { ProgressStrip } from "#client/features/activity-manage/components/progress-strip.tsx";

export interface ActivityDetailPageProps {
  activityId: number;
  /** the video-upload tab (4), supplied by the page that mounts this one */
  renderVideoTab?: (activityId: number) => ReactNode;
  /** the venue tab (2; document 3 section 2.2 item 2), supplied by the page that mounts this one */
  renderVenueTab?: (activityId: number) => ReactNode;
  /** the Q&A tab (7), supplied by the page that mounts this one */
  renderQaTab?: (activity: TCompanyActivity) => ReactNode;
  /** the materials form (document 3 section 2.1 item 1), shown in tab 1 where the info step points */
  renderMaterials?: (activity: TCompanyActivity) => ReactNode;
  /** the activity-data tab (9; document 3 section 2.1 item 2), supplied by the page that mounts this one */
  renderStatisticsTab?: (activity: TCompanyActivity) => ReactNode;
  /** the pre-collected Q&A tab (5; document 3 section 2.1 item 4), supplied by the page that mounts this one */
  renderPreCollectionTab?: (activity: TCompanyActivity) => ReactNode;
  /** the attendee tab (3; document 3 section 2.1 item 3, the participant list), supplied by the page that mounts this one */
  renderAttendeesTab?: (activity: TCompanyActivity) => ReactNode;
  /** the promotion tab (6; document 3 section 2.1 items 5 and 6, poster and scene photos), supplied likewise */
  renderPromotionTab?: (activity: TCompanyActivity) => ReactNode;
}

export const DETAIL_TAB_LABELS: Record<number, MessageDescriptor> = {
  [DetailTab.data]: msg`活动信息`,
  [DetailTab.venue]: msg`场地信息`,
  [DetailTab.attendees]: msg`参会人员信息`,
  [DetailTab.video]: msg`视频上传`,
  [DetailTab.preCollection]: msg`预征集问题`,
  [DetailTab.promotion]: msg`活动推广`,
  [DetailTab.qa]: msg`问答列表`,
  [DetailTab.statistics]: msg`数据统计`,
};

// Which later work brings each tab still shown as a placeholder.
const COMES_WITH: Record<number, MessageDescriptor> = {
  [DetailTab.venue]: msg`活动资料准备`,
  [DetailTab.attendees]: msg`活动资料准备`,
  [DetailTab.video]: msg`视频上传`,
  [DetailTab.preCollection]: msg`活动资料准备`,
  [DetailTab.promotion]: msg`活动资料准备`,
  [DetailTab.qa]: msg`问答管理`,
  [DetailTab.statistics]: msg`活动数据统计`,
};

/**
 * One activity's management page (document 2 section 2.1): header, progress strip and the tabs the
 * visibility table allows. The booking notice must be accepted first (section 2.5), so an activity opened
 * by address without it asks for it here too.
 */
export function ActivityDetailPage({ activityId, ...renderers }: ActivityDetailPageProps) {
  const activity = useActivity(activityId);

  if (activity.isPending && activity.fetchStatus !== "idle") {
    return (
      <Center py="xl">
        <Loader size="sm" />
      </Center>
    );
  }
  if (!activity.data) {
    return (
      <Paper withBorder radius="md" p="md" data-testid="activity-detail-missing">
        <EmptyState
          action={
            <Anchor href={LIST_HREF} size="sm">
              <Trans>返回活动列表</Trans>
            </Anchor>
          }
        />
      </Paper>
    );
  }
  return (
    <DetailContent activity={activity.data} refetch={() => void activity.refetch()} {...renderers} />
  );
}

interface DetailContentProps extends Omit<ActivityDetailPageProps, "activityId"> {
  activity: TCompanyActivity;
  refetch: () => void;
}

function DetailContent({ activity: a, refetch, renderVideoTab, renderVenueTab, renderQaTab, renderMaterials, renderStatisticsTab, renderPreCollectionTab, renderAttendeesTab, renderPromotionTab }: DetailContentProps) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const accept = useAcceptAgreement();
  const tabs = visibleDetailTabs(a);
  const [tab, setTab] = useState<number>(DetailTab.data);
  // bumped on every switch, so the opened tab mounts afresh and loads its content again
  const [visit, setVisit] = useState(0);
  const current = tabs.includes(tab) ? tab : DetailTab.data;

  const open = (next: number) => {
    if (!tabs.includes(next)) return;
    // tab 3 works from the activity's latest state; tab 1 shows it
    if (next === DetailTab.attendees || next === DetailTab.data) refetch();
    setTab(next);
    setVisit((n) => n + 1);
  };

  const panel = (key: number): ReactNode => {
    if (key === DetailTab.data) {
      return (
        <Stack gap="xl">
          <DetailDataTab activity={a} />
          {renderMaterials && !a.isCancel ? renderMaterials(a) : null}
        </Stack>
      );
    }
    if (key === DetailTab.video && renderVideoTab) return renderVideoTab(a.activityId);
    if (key === DetailTab.venue && renderVenueTab) return renderVenueTab(a.activityId);
    if (key === DetailTab.qa && renderQaTab) return renderQaTab(a);
    if (key === DetailTab.statistics && renderStatisticsTab) return renderStatisticsTab(a);
    if (key === DetailTab.preCollection && renderPreCollectionTab) return renderPreCollectionTab(a);
    if (key === DetailTab.attendees && renderAttendeesTab) return renderAttendeesTab(a);
    if (key === DetailTab.promotion && renderPromotionTab) return renderPromotionTab(a);
    return <DetailTabPlaceholder name={i18n._(DETAIL_TAB_LABELS[key]!)} comesWith={i18n._(COMES_WITH[key]!)} />;
  };

  return (
    <Paper withBorder radius="md" p={{ base: "xs", sm: "md" }} data-testid="activity-detail" data-activity-id={a.activityId}>
      <Stack gap="md">
        <DetailHeader activity={a} />
        <Divider />
        <ProgressStrip
          activity={a}
          steps={progressSteps(a, new Date())}
          onStepClick={open}
        />
        <Tabs value={String(current)} onChange={(value) => value && open(Number(value))} keepMounted={false}>
          <Tabs.List style={{ flexWrap: "nowrap", overflowX: "auto", overflowY: "hidden" }} data-testid="detail-tabs">
            {tabs.map((key) => (
              <Tabs.Tab key={key} value={String(key)} style={{ flexShrink: 0 }} data-testid={`detail-tab-${key}`}>
                {i18n._(DETAIL_TAB_LABELS[key]!)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value={String(current)} pt="md" key={`${current}-${visit}`}>
            {panel(current)}
          </Tabs.Panel>
        </Tabs>
      </Stack>
      <AgreementDialog
        opened={!a.isAcceptAgreement}
        activityType={a.activityType}
        onAccept={() => accept.mutateAsync(a.activityId)}
        onAccepted={refetch}
        onClose={() => void navigate({ href: LIST_HREF })}
      />
    </Paper>
  );
}
