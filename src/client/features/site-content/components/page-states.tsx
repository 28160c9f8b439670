import type { ReactNode } from "react";
import { Alert, Center, Loader } from "@mantine/core";
import { Trans } from "@lingui/react/macro";
import { EmptyState } from "#client/components/widgets/empty-state.tsx";
import { errorMessage } from "#client/lib/errors.ts";

/** Loading, failed, missing or the page: one shape for every content page. */
export function ContentStates<T>({ query, missingText, children }: { query: { isPending: boolean; isError: boolean; error: unknown; data: T | null | undefined }; missingText?: ReactNode; children: (data: T) => ReactNode }) {
  if (query.isPending)
    return (
      <Center py={80}>
        <Loader />
      </Center>
    );
  if (query.isError)
    return (
      <Alert color="red" variant="light">
        {errorMessage(query.error)}
      </Alert>
    );
  if (query.data === null || query.data === undefined) return <EmptyState description={missingText ?? <Trans>内容不存在或已下线</Trans>} />;
  return <>{children(query.data)}</>;
}
