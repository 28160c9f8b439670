import { useState, type CSSProperties } from "react";
import { Alert, Badge, Button, Center, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { EmptyState } from "#client/components/widgets/empty-state.tsx";
import { TablePager } from "#client/components/widgets/table-pager.tsx";
import { errorMessage, reportError } from "#client/lib/errors.ts";
import { notify } from "#client/lib/notify.ts";
import { useToken } from "#client/lib/session.ts";
import type { TPublicActivity, TPublicQa } from "#shared/api/qa.contract.ts";
import { usePublicQaLive } from "../public-qa.live.ts";
import { useMeToo } from "../public-qa.mutations.ts";
import { useQaPage } from "../public-qa.queries.ts";
import { AskBox } from "./ask-box.tsx";
import { QaItem } from "./qa-item.tsx";
import layout from "#client/components/layout/layout.module.css";

export interface PublicQaSectionProps {
  activity: TPublicActivity;
  testCode: string | null;
  /** a collective's corner (/singleCompany): that company's part of the Q&A, and questions asked here go to it */
  companyId?: number | null;
}

/**
 * The live Q&A of the public page: the ask box, then approved questions with their answers and guest
 * speeches, newest first, 10 a page, kept current over the activity's socket. New items arriving while the
 * viewer reads a later page are announced ("N new") instead of moving their page.
 */
export function PublicQaSection({ activity, testCode, companyId = null }: PublicQaSectionProps) {
  const { t } = useLingui();
  const token = useToken();
  const [pageNo, setPageNo] = useState(1);
  const page = useQaPage(activity.activityId, testCode, pageNo, companyId);
  const live = usePublicQaLive(activity.activityId, testCode, token, pageNo);
  const meToo = useMeToo(activity.activityId);

  const goTo = (n: number) => {
    setPageNo(n);
    if (n === 1) live.clearNew();
  };

  const onMeToo = (item: TPublicQa) => {
    if (token === null) {
      notify("info", t`请先登录`);
      return;
    }
    meToo.mutate(item, { onError: reportError });
  };

  const data = page.data;
  const newCount = live.newCount;
  const records = data?.records ?? [];

  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "lg" }} data-testid="public-qa">
      <Stack gap="md">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <Title order={2} size="h3">
              <Trans>互动问答</Trans>
            </Title>
            {data ? (
              <Badge variant="light" color="gray" data-testid="qa-total">
                {data.total}
              </Badge>
            ) : null}
          </Group>
          {newCount > 0 && pageNo !== 1 ? (
            <Button size="xs" variant="light" color="orange" onClick={() => goTo(1)} data-testid="qa-new">
              <Trans>{newCount} 条新内容，回到第一页</Trans>
            </Button>
          ) : null}
        </Group>

        <AskBox activity={activity} testCode={testCode} companyId={companyId} onAsked={() => goTo(1)} />

        {page.isPending ? (
          <Center py="xl">
            <Loader size="sm" />
          </Center>
        ) : page.isError && !data ? (
          <Alert color="red" variant="light" data-testid="qa-error">
            <Group justify="space-between" gap="xs">
              <Text size="sm">{errorMessage(page.error)}</Text>
              <Button size="xs" variant="white" onClick={() => void page.refetch()}>
                <Trans>重试</Trans>
              </Button>
            </Group>
          </Alert>
        ) : records.length === 0 ? (
          <EmptyState compact description={t`暂无问答，欢迎提问`} />
        ) : (
          <Stack gap="sm" data-testid="qa-list" aria-busy={page.isPlaceholderData}>
            {records.map((item) => (
              // on a phone the list starts below the player: its items are laid out as they near the screen
              <div key={item.id} className={layout.offscreen} style={{ "--offscreen-height": "150px" } as CSSProperties}>
                <QaItem item={item} onMeToo={onMeToo} meTooBusy={meToo.isPending && meToo.variables?.id === item.id} />
              </div>
            ))}
          </Stack>
        )}

        {data ? <TablePager summary="none" hideSinglePage total={data.total} page={pageNo} pages={data.pages} onChange={goTo} testId="qa-pagination" /> : null}
      </Stack>
    </Paper>
  );
}
