import { Alert, Center, Container, Loader, Stack } from "@mantine/core";
import { Trans } from "@lingui/react/macro";
import { SavedCopyNotice } from "#client/components/offline/saved-copy-notice.tsx";
import { EmptyState } from "#client/components/widgets/empty-state.tsx";
import { ApiError } from "#client/lib/api.ts";
import { errorMessage } from "#client/lib/errors.ts";
import { usePublicActivity } from "../public-qa.queries.ts";
import { ActivityHeaderCard } from "./activity-header-card.tsx";
import { PublicQaSection } from "./public-qa-section.tsx";

export interface ActivityDetailsPageProps {
  activityId: number;
  testCode: string | null;
}

/**
 * The public activity page as far as the live Q&A needs it: the header and the Q&A. An unknown id, or an
 * unpublished page without its test code, says the activity does not exist.
 */
export function ActivityDetailsPage({ activityId, testCode }: ActivityDetailsPageProps) {
  const activity = usePublicActivity(activityId, testCode);

  if (activity.isPending && activityId > 0) {
    return (
      <Center py={80}>
        <Loader />
      </Center>
    );
  }
  // a refusal from the server (400) means there is no such page for this visitor; anything else is a fault
  const missing = activityId <= 0 || activity.data === null || (activity.error instanceof ApiError && activity.error.code === 400);
  return (
    <Container size="lg" py={{ base: "md", sm: "xl" }} px={{ base: "xs", sm: "md" }}>
      {missing ? (
        <EmptyState description={<Trans>活动不存在</Trans>} />
      ) : activity.isError ? (
        <Alert color="red" variant="light" data-testid="activity-error">
          {errorMessage(activity.error)}
        </Alert>
      ) : activity.data ? (
        <Stack gap="lg">
          <SavedCopyNotice savedAt={activity.dataUpdatedAt} />
          <ActivityHeaderCard activity={activity.data} />
          <PublicQaSection activity={activity.data} testCode={testCode} />
        </Stack>
      ) : null}
    </Container>
  );
}
