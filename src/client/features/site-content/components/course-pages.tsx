import { Anchor, Badge, Card, Group, Image, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { Trans, useLingui } from "@lingui/react/macro";
import { EmptyState } from "#client/components/widgets/empty-state.tsx";
import { TablePager } from "#client/components/widgets/table-pager.tsx";
import { VideoPlayer } from "#client/components/video/video-player.tsx";
import type { TLesson } from "#shared/api/content.contract.ts";
import { LessonKind } from "#shared/content/site-content.ts";
import { useCourseDetail, useCoursePage } from "../site-content.queries.ts";
import { imageSrc, localized } from "../site-content.display.ts";
import { ContentStates } from "./page-states.tsx";

/** /course: the training courses for companies (document 4 section 2.7), 12 per page. */
export function CourseListPage({ page, onPageChange }: { page: number; onPageChange: (page: number) => void }) {
  const { i18n } = useLingui();
  const list = useCoursePage(page);
  return (
    <Stack gap="lg" data-testid="course-list">
      <Title order={1} size="h2">
        <Trans>培训课程</Trans>
      </Title>
      <ContentStates query={{ ...list, data: list.data ?? null }}>
        {(data) =>
          data.records.length === 0 ? (
            <EmptyState />
          ) : (
            <>
              <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
                {data.records.map((course) => (
                  <Card key={course.id} component={Link} to={`/trainDetail/${course.id}`} withBorder radius="md" padding="sm" data-testid="course-card">
                    {course.coverUrl ? (
                      <Card.Section>
                        <Image src={imageSrc(course.coverUrl) ?? ""} alt="" h={150} fit="cover" loading="lazy" />
                      </Card.Section>
                    ) : null}
                    <Stack gap={4} mt="sm">
                      <Text fw={700} lineClamp={2}>
                        {localized(course.title, course.titleEn, i18n.locale)}
                      </Text>
                      {course.summary ? (
                        <Text size="sm" c="dimmed" lineClamp={2}>
                          {localized(course.summary, course.summaryEn, i18n.locale)}
                        </Text>
                      ) : null}
                      <Text size="xs" c="dimmed">
                        <Trans>{course.lessonCount} 课时</Trans>
                      </Text>
                    </Stack>
                  </Card>
                ))}
              </SimpleGrid>
              <TablePager total={data.total} page={data.current} pages={data.pages} onChange={onPageChange} hideSinglePage />
            </>
          )
        }
      </ContentStates>
    </Stack>
  );
}

/** /trainDetail/{id}: one course and its lessons; a video plays in place, a document opens as a PDF. */
export function CourseDetailPage({ id }: { id: number }) {
  const { i18n } = useLingui();
  const course = useCourseDetail(id);
  const query = id > 0 ? course : { isPending: false, isError: false, error: null, data: null };
  return (
    <ContentStates query={query}>
      {(data) => (
        <Stack gap="lg" data-testid="course-detail">
          <Stack gap={4}>
            <Title order={1} size="h2">
              {localized(data.title, data.titleEn, i18n.locale)}
            </Title>
            {data.summary ? <Text c="dimmed">{localized(data.summary, data.summaryEn, i18n.locale)}</Text> : null}
          </Stack>
          {data.lessons.length === 0 ? <EmptyState /> : data.lessons.map((lesson, i) => <LessonRow key={lesson.id} lesson={lesson} index={i + 1} />)}
        </Stack>
      )}
    </ContentStates>
  );
}

/** Uploaded files are served under /api (document 1 section 7.2); shipped documents and other addresses as they are. */
const lessonHref = (url: string) => (url.startsWith("/files/") ? `/api${url}` : url);

function LessonRow({ lesson, index }: { lesson: TLesson; index: number }) {
  const { i18n } = useLingui();
  const title = localized(lesson.title, lesson.titleEn, i18n.locale);
  const isVideo = lesson.kind === LessonKind.video;
  return (
    <Paper withBorder radius="md" p="md" data-testid="course-lesson">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} style={{ minWidth: 0, overflowWrap: "anywhere" }}>
            {index}. {title}
          </Text>
          <Badge variant="light" color={isVideo ? "grape" : "teal"} miw="max-content">
            {isVideo ? <Trans>视频</Trans> : <Trans>文档</Trans>}
          </Badge>
        </Group>
        {isVideo ? (
          <VideoPlayer path={lesson.url} maxHeight="26rem" data-testid="lesson-video" />
        ) : (
          <Anchor href={lessonHref(lesson.url)} target="_blank" rel="noopener noreferrer" data-testid="lesson-pdf">
            <Trans>打开PDF文档</Trans>
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
