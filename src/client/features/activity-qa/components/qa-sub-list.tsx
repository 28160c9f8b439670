import { useEffect } from "react";
import { Center, Group, Loader, Pagination, Stack, Text } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { EmptyState } from "#client/components/widgets/empty-state.tsx";
import type { TGuest } from "#shared/api/qa.contract.ts";
import { QaSubTab, useQaList, type TQaSubTab } from "../activity-qa.queries.ts";
import { QaRecordCard } from "./qa-record-card.tsx";
import { QaReplyBox } from "./qa-reply-box.tsx";
import type { TRevokeTarget } from "./qa-revoke-dialog.tsx";

export interface QaSubListProps {
  activityId: number;
  sub: TQaSubTab;
  page: number;
  onPage: (page: number) => void;
  guests: readonly TGuest[];
  replyDisabled: boolean;
  onRevoke: (target: TRevokeTarget) => void;
  onWritten: () => void;
}

/** One sub-tab's records, 5 a page, with Mantine's pagination under them. */
export function QaSubList({ activityId, sub, page, onPage, guests, replyDisabled, onRevoke, onWritten }: QaSubListProps) {
  const { t } = useLingui();
  const list = useQaList(activityId, sub, page);
  const lastPage = list.data && !list.isPlaceholderData ? Math.max(list.data.pages, 1) : null;
  // the last item of the last page was answered or revoked: show the page before rather than an empty one
  useEffect(() => {
    if (lastPage !== null && page > lastPage) onPage(lastPage);
  }, [lastPage, page, onPage]);

  if (list.isPending && list.fetchStatus !== "idle") {
    return (
      <Center py="lg">
        <Loader size="sm" />
      </Center>
    );
  }
  const data = list.data;
  if (!data || data.records.length === 0) {
    return (
      <div data-testid={`qa-list-${sub}`} data-total={0}>
        <EmptyState compact />
      </div>
    );
  }
  const pageCount = Math.max(data.pages, 1);
  const total = data.total;
  return (
    <Stack gap="sm" data-testid={`qa-list-${sub}`} data-total={data.total} style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
      {data.records.map((record) => (
        <QaRecordCard
          key={`${record.id}-${record.answerId ?? ""}`}
          record={record}
          sub={sub}
          onRevoke={onRevoke}
          replyBox={
            sub === QaSubTab.pending ? (
              <QaReplyBox activityId={activityId} questionId={record.id} guests={guests} disabled={replyDisabled} onDone={onWritten} />
            ) : undefined
          }
        />
      ))}
      <Group justify="space-between" gap="sm" wrap="wrap" data-testid="qa-pager">
        <Text size="sm" c="dimmed">
          {t`共 ${total} 条，第 ${page}/${pageCount} 页`}
        </Text>
        {pageCount > 1 && <Pagination total={pageCount} value={page} onChange={onPage} size="sm" siblings={1} />}
      </Group>
    </Stack>
  );
}
