import type { ReactNode } from "react";
import { Alert, Container, Loader, Stack, Tabs, Title } from "@mantine/core";
import { useQuery, type UseQueryResult } from "@tanstack/react-query";
import { Trans, useLingui } from "@lingui/react/macro";
import { EmptyState } from "#client/components/widgets/empty-state.tsx";
import { TablePager } from "#client/components/widgets/table-pager.tsx";
import { useToken } from "#client/lib/session.ts";
import { userInfoQuery } from "#client/lib/user-info.ts";
import { hasPersonalCorner } from "#shared/personal/personal-rules.ts";
import type { TPage } from "#shared/http/envelope.ts";
import { useFavourites, useFollows, useMyMessages, useMyQuestions, useMyReminders } from "../personal.queries.ts";
import { PERSONAL_TABS, type TPersonalCenterQuery, type TPersonalTab } from "../personal-search.ts";
import { ActivityRow } from "./activity-row.tsx";
import { FollowedCompanyCard } from "./followed-company-card.tsx";
import { MyQuestionCard } from "./my-questions-tab.tsx";
import { ProfileTab } from "./profile-tab.tsx";
import { CalendarFeedCard, ReminderCard, WebNotificationSetting } from "./reminders-tab.tsx";
import { useMarkShownRead } from "#client/lib/message-read.ts";
import { MyMessageCard } from "./messages-tab.tsx";

export interface PersonalCenterPageProps {
  query: TPersonalCenterQuery;
  onQueryChange: (next: TPersonalCenterQuery) => void;
}

/**
 * /personalCenter (document 4 section 4): my questions, favourites, followed companies with their upcoming
 * activities, and the profile; lists page at 10, the tab and page in the address. An enterprise login has no
 * personal corner and is told so.
 */
export function PersonalCenterPage({ query, onQueryChange }: PersonalCenterPageProps) {
  const { t } = useLingui();
  const user = useQuery(userInfoQuery(useToken()));
  const tab: TPersonalTab = query.tab ?? "questions";
  const page = query.page ?? 1;
  const onPage = (p: number) => onQueryChange({ tab: query.tab, page: p > 1 ? p : undefined });
  const labels: Record<TPersonalTab, string> = { questions: t`我的提问`, favourites: t`我的收藏`, follows: t`我的关注`, reminders: t`活动提醒`, messages: t`我的消息`, profile: t`个人资料` };

  if (user.isPending) return <Loader mx="auto" my="xl" display="block" />;
  if (user.data && !hasPersonalCorner(user.data.userType)) {
    return (
      <Container size="md" py="md">
        <Alert color="yellow" data-testid="personal-only">
          <Trans>个人中心仅对个人投资者账号开放，请使用个人账号登录</Trans>
        </Alert>
      </Container>
    );
  }

  return (
    <Container size="md" py="md" px={{ base: "xs", sm: "md" }} data-testid="personal-center">
      <Stack gap="md">
        <Title order={2} size="h3">
          <Trans>个人中心</Trans>
        </Title>
        <Tabs value={tab} onChange={(v) => onQueryChange({ tab: (v as TPersonalTab) === "questions" ? undefined : (v as TPersonalTab) })} keepMounted={false}>
          <Tabs.List style={{ flexWrap: "wrap" }}>
            {PERSONAL_TABS.map((key) => (
              <Tabs.Tab key={key} value={key} data-testid={`personal-tab-${key}`}>
                {labels[key]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="questions" pt="md">
            <QuestionsList page={page} onPage={onPage} />
          </Tabs.Panel>
          <Tabs.Panel value="favourites" pt="md">
            <FavouritesList page={page} onPage={onPage} />
          </Tabs.Panel>
          <Tabs.Panel value="follows" pt="md">
            <FollowsList page={page} onPage={onPage} />
          </Tabs.Panel>
          <Tabs.Panel value="reminders" pt="md">
            <Stack gap="md">
              <WebNotificationSetting />
              <RemindersList page={page} onPage={onPage} />
              <CalendarFeedCard />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="messages" pt="md">
            <MessagesList page={page} onPage={onPage} />
          </Tabs.Panel>
          <Tabs.Panel value="profile" pt="md">
            {user.data ? <ProfileTab user={user.data} /> : <EmptyState />}
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}

interface TListProps {
  page: number;
  onPage: (page: number) => void;
}

interface TPagedProps<T> {
  result: UseQueryResult<TPage<T>>;
  onPage: (page: number) => void;
  empty: ReactNode;
  render: (records: T[]) => ReactNode;
}

/** A list's page: loading, its empty text, the records and the pager (shown when there is more than one page). */
function Paged<T>({ result, onPage, empty, render }: TPagedProps<T>) {
  if (result.isPending) return <Loader mx="auto" my="xl" display="block" />;
  const data = result.data;
  if (!data || data.records.length === 0) return <EmptyState description={empty} compact />;
  return (
    <Stack gap="sm" style={{ opacity: result.isPlaceholderData ? 0.6 : 1 }}>
      {render(data.records)}
      <TablePager total={data.total} page={data.current} pages={data.pages} onChange={onPage} hideSinglePage testId="personal-pager" />
    </Stack>
  );
}

function QuestionsList({ page, onPage }: TListProps) {
  const result = useMyQuestions(page);
  return (
    <Paged result={result} onPage={onPage} empty={<Trans>您还没有提过问题</Trans>} render={(records) => records.map((q) => <MyQuestionCard key={q.questionId} question={q} />)} />
  );
}

function FavouritesList({ page, onPage }: TListProps) {
  const result = useFavourites(page);
  return (
    <Paged
      result={result}
      onPage={onPage}
      empty={<Trans>您还没有收藏活动，在活动页点击“收藏”即可</Trans>}
      render={(records) => records.map((card) => <ActivityRow key={card.activityId} card={card} />)}
    />
  );
}

function FollowsList({ page, onPage }: TListProps) {
  const result = useFollows(page);
  return (
    <Paged
      result={result}
      onPage={onPage}
      empty={<Trans>您还没有关注公司，在活动页或机构页点击“关注公司”即可</Trans>}
      render={(records) => records.map((company) => <FollowedCompanyCard key={company.companyId} company={company} />)}
    />
  );
}

function RemindersList({ page, onPage }: TListProps) {
  const result = useMyReminders(page);
  return (
    <Paged
      result={result}
      onPage={onPage}
      empty={<Trans>您还没有设置活动提醒，在活动页点击“提醒我”即可</Trans>}
      render={(records) => records.map((r) => <ReminderCard key={r.activityId} reminder={r} />)}
    />
  );
}

function MessagesList({ page, onPage }: TListProps) {
  const result = useMyMessages(page);
  // what is shown is read (as on the company's message page); the rows new on this visit keep their mark
  const fresh = useMarkShownRead(result.data, result.isPlaceholderData);
  return (
    <Paged
      result={result}
      onPage={onPage}
      empty={<Trans>暂无消息</Trans>}
      render={(records) => records.map((m) => <MyMessageCard key={m.id} message={m} fresh={fresh.has(m.id)} />)}
    />
  );
}
