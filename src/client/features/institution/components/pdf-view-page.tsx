import { lazy, Suspense } from "react";
import { Center, Container, Loader, Title } from "@mantine/core";
import { Trans } from "@lingui/react/macro";
import { EmptyState } from "#client/components/widgets/empty-state.tsx";
import { pdfViewerSource } from "#shared/institution/fin-report-rules.ts";

// pdf.js is large: the viewer and its renderer load only on this page.
const PdfViewer = lazy(async () => ({ default: (await import("./pdf-viewer.tsx")).PdfViewer }));

/**
 * /pending/pdfView?url= (document 4 section 2.7): a PDF from this portal's storage, drawn in the page. Any
 * other address (another site, another kind of file) is refused before anything is fetched, so the page can
 * never be used to show or frame an arbitrary document.
 */
export function PdfViewPage({ url, title }: { url: string | undefined; title: string | undefined }) {
  const src = pdfViewerSource(url);
  return (
    <Container size="md" w="100%" py={{ base: "sm", sm: "lg" }} px={{ base: "xs", sm: "md" }} data-testid="pdf-view-page">
      {title ? (
        <Title order={1} size="h3" mb="sm" style={{ overflowWrap: "anywhere" }} data-testid="pdf-title">
          {title}
        </Title>
      ) : null}
      {src ? (
        <Suspense
          fallback={
            <Center py="xl">
              <Loader />
            </Center>
          }
        >
          <PdfViewer src={src} />
        </Suspense>
      ) : (
        <EmptyState description={<Trans>无法打开该文件</Trans>} />
      )}
    </Container>
  );
}
