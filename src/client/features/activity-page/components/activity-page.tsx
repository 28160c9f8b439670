import { Suspense, useLayoutEffect, useRef, type ReactNode } from "react";
import { Alert, Box, Center, Container, Loader, Stack } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { Trans } from "@lingui/react/macro";
import { SavedCopyNotice } from "#client/components/offline/saved-copy-notice.tsx";
import { DeferredRender } from "#client/components/widgets/deferred-render.tsx";
import { lazyNamed } from "#client/lib/lazy-named.ts";
import { useDrawnAnswer } from "#client/lib/use-drawn-answer.ts";
import { EmptyState } from "#client/components/widgets/empty-state.tsx";
import { ApiError } from "#client/lib/api.ts";
import { errorMessage } from "#client/lib/errors.ts";
import { dismissFirstPaint } from "#client/lib/first-paint.ts";
import type { TPublicActivity } from "#shared/api/qa.contract.ts";
import { useActivityPage } from "../activity-page.queries.ts";
import { useVisitRecording } from "../use-visit-recording.ts";
import { PageHeader } from "./page-header.tsx";
import { AnchorLink } from "#client/components/layout/router-links.tsx";
import { Player } from "./player.tsx";

// The sections below the player and the live Q&A are chunks of their own, each behind its own Suspense
// boundary: the header (the page's largest paint) and the player draw as soon as their own code and the
// activity's answer are in, instead of waiting for the Q&A's and the sections' forty-odd chunks too.
const PageSections = lazyNamed(() => import("./page-sections.tsx"), "PageSections");

export interface ActivityPageProps {
  activityId: number;
  testCode: string | null;
  /** a collective's corner (/singleCompany): that company's materials, guests and Q&A */
  companyId?: number | null;
  /** "mobile" lays the page out for phones at any width (/mobileDetails); "auto" follows the screen */
  layout?: "auto" | "mobile";
  /** the live Q&A, composed in by the route (another feature) */
  renderQa: (activity: TPublicActivity) => ReactNode;
}

/**
 * The public activity page (document 4 sections 2.3 and 2.5): the header, the player, the sections
 * (introduction, pictures, videos, guests, schedule, fund products, companies, scene photos) and the live
 * Q&A. Wide screens put the Q&A beside the player and sections; phones stack player, Q&A, then sections. An
 * unknown id, or a page this visitor may not see, says the activity does not exist.
 */
export function ActivityPage({ activityId, testCode, companyId = null, layout = "auto", renderQa }: ActivityPageProps) {
  const activity = useActivityPage(activityId, testCode, companyId);
  // read at the first render (no server renders this page): read in an effect, as by default, a phone drew
  // the whole page twice, wide and then narrow
  const narrowScreen = useMediaQuery("(max-width: 62em)", false, { getInitialValueInEffect: false });
  const narrow = layout === "mobile" || narrowScreen;
  const playerArea = useRef<HTMLDivElement>(null);
  // counted once the page has something to show (the server refuses a page this visitor may not see anyway)
  useVisitRecording(activity.data ? activity.data.activityId : null, testCode, companyId, playerArea);
  // drawn in slices (useDrawnAnswer): drawn straight from the query, the header, player and Q&A were one task
  // of half a second on a throttled phone
  const { data: a, drawing } = useDrawnAnswer(activity);
  // the page has no header to show: the server's drawing of one (first paint) gives way to what it shows instead
  const headerless = !drawing && (activityId <= 0 || a === null || activity.isError);
  useLayoutEffect(() => {
    if (headerless) dismissFirstPaint();
  }, [headerless]);

  if (drawing && activityId > 0) {
    return (
      <Center py={80}>
        <Loader />
      </Center>
    );
  }
  // a refusal from the server (400) means there is no such page for this visitor; anything else is a fault
  const missing = activityId <= 0 || a === null || (activity.error instanceof ApiError && activity.error.code === 400);
  return (
    <Container size={layout === "mobile" ? 640 : "xl"} py={{ base: "sm", sm: "xl" }} px={{ base: "xs", sm: "md" }} data-testid="activity-page" data-layout={narrow ? "mobile" : "wide"}>
      {missing ? (
        <EmptyState description={<Trans>活动不存在</Trans>} />
      ) : activity.isError ? (
        <Alert color="red" variant="light" data-testid="activity-error">
          {errorMessage(activity.error)}
        </Alert>
      ) : a ? (
        <Stack gap="lg">
          <SavedCopyNotice savedAt={activity.dataUpdatedAt} />
          {a.isMulti && companyId !== null ? (
            <AnchorLink to="/activityDetails/$id/{-$testCode}" params={{ id: String(a.activityId) }} size="sm" data-testid="corner-back">
              <Trans>← 返回集体路演页面</Trans>
            </AnchorLink>
          ) : null}
          <PageHeader activity={a} testCode={testCode} compact={narrow} />
          {narrow ? (
            <Stack gap="lg">
              <Box ref={playerArea}>
                <Player activity={a} onStarted={() => void activity.refetch()} />
              </Box>
              <QaSlot>{renderQa(a)}</QaSlot>
              <Sections activity={a} testCode={testCode} />
            </Stack>
          ) : (
            <Box style={{ display: "grid", gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)", gap: "var(--mantine-spacing-lg)", alignItems: "start" }}>
              <Stack gap="lg">
                <Box ref={playerArea}>
                  <Player activity={a} onStarted={() => void activity.refetch()} />
                </Box>
                <Sections activity={a} testCode={testCode} />
              </Stack>
              <Box style={{ position: "sticky", top: 16 }}>
                <QaSlot>{renderQa(a)}</QaSlot>
              </Box>
            </Box>
          )}
        </Stack>
      ) : null}
    </Container>
  );
}

/** The live Q&A while its code loads: a loader in the space it takes, so what follows moves little when it arrives. */
function QaSlot({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Center mih={240} data-testid="qa-loading">
          <Loader size="sm" />
        </Center>
      }
    >
      {children}
    </Suspense>
  );
}

/** The sections below the player: rendered after the header and the player have painted (DeferredRender). */
function Sections({ activity, testCode }: { activity: TPublicActivity; testCode: string | null }) {
  return (
    <DeferredRender>
      <Suspense fallback={null}>
        <PageSections activity={activity} testCode={testCode} />
      </Suspense>
    </DeferredRender>
  );
}
