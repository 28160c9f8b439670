import { useEffect } from "react";
import { Center, Loader, Stack } from "@mantine/core";
import { EmptyState } from "#client/components/widgets/empty-state.tsx";
import { TablePager } from "#client/components/widgets/table-pager.tsx";
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

/** One sub-tab's records, 5 a page, with the table pager under them (its buttons once there is a second page). */
export function QaSubList({ activityId, sub, page, onPage, guests, replyDisabled, onRevoke, onWritten }: QaSubListProps) {
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
      <TablePager total={data.total} page={page} pages={data.pages} onChange={onPage} hideSinglePage testId="qa-pager" />
    </Stack>
  );
}
