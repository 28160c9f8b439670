import { useState, type MouseEvent } from "react";
import { Anchor } from "@mantine/core";
import { useNavigate } from "@tanstack/react-router";
import { Trans } from "@lingui/react/macro";
import type { TCompanyActivity } from "#shared/api/activity.contract.ts";
import { AgreementDialog } from "#client/components/agreement/agreement-dialog.tsx";
import { useAcceptAgreement } from "#client/features/activity-manage/activity-manage.mutations.ts";
import { detailHref } from "#client/features/activity-manage/activity-links.ts";

/**
 * View details (document 2 section 2.2): straight to the detail page once the booking notice is accepted,
 * otherwise through the notice dialog (section 2.5), whose acceptance is recorded with accept_agreement.
 */
export function ViewDetails({ activity }: { activity: Pick<TCompanyActivity, "activityId" | "activityType" | "isAcceptAgreement"> }) {
  const navigate = useNavigate();
  const accept = useAcceptAgreement();
  const [opened, setOpened] = useState(false);
  const href = detailHref(activity.activityId);

  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    // a modified click opens a new tab as a link does; the new tab's detail page asks for the notice itself
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (activity.isAcceptAgreement) void navigate({ href });
    else setOpened(true);
  };

  return (
    <>
      <Anchor href={href} onClick={open} size="sm" data-testid="view-details">
        <Trans>查看详情</Trans>
      </Anchor>
      <AgreementDialog
        opened={opened}
        activityType={activity.activityType}
        onAccept={() => accept.mutateAsync(activity.activityId)}
        onAccepted={() => {
          setOpened(false);
          void navigate({ href });
        }}
        onClose={() => setOpened(false)}
      />
    </>
  );
}
