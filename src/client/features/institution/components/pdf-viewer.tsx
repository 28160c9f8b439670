import { useEffect, useRef, useState } from "react";
import { Alert, Anchor, Box, Center, Group, Loader, Stack, Text } from "@mantine/core";
import { Trans } from "@lingui/react/macro";
import type { TPdfDocument } from "#client/features/institution/pdf-canvas.ts";

type TState = { kind: "loading" } | { kind: "ready"; pages: number } | { kind: "failed" };

/**
 * The pages of one PDF, drawn by pdf.js (lazy-loaded with this component's module) one canvas per page at the
 * container's width. `src` has passed pdfViewerSource: a PDF from this portal's storage.
 */
export function PdfViewer({ src }: { src: string }) {
  const holder = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<TState>({ kind: "loading" });

  useEffect(() => {
    let cancelled = false;
    let doc: TPdfDocument | null = null;
    setState({ kind: "loading" });
    void (async () => {
      try {
        const { openPdf, drawPage } = await import("#client/features/institution/pdf-canvas.ts");
        doc = await openPdf(src);
        if (cancelled) return;
        setState({ kind: "ready", pages: doc.numPages });
        const box = holder.current;
        if (!box) return;
        box.replaceChildren();
        const width = Math.min(box.clientWidth || 800, 960);
        for (let n = 1; n <= doc.numPages && !cancelled; n++) {
          const canvas = document.createElement("canvas");
          canvas.dataset.page = String(n);
          canvas.style.display = "block";
          canvas.style.margin = "0 auto 12px";
          canvas.style.boxShadow = "0 1px 4px rgba(0,0,0,.18)";
          canvas.style.maxWidth = "100%";
          box.appendChild(canvas);
          await drawPage(doc, n, canvas, width);
        }
        if (!cancelled) box.dataset.rendered = "true";
      } catch {
        if (!cancelled) setState({ kind: "failed" });
      }
    })();
    return () => {
      cancelled = true;
      void doc?.destroy();
    };
  }, [src]);

  return (
    <Stack gap="sm" data-testid="pdf-viewer" data-state={state.kind}>
      <Group justify="space-between">
        <Text size="sm" c="dimmed" data-testid="pdf-pages">
          {state.kind === "ready" ? <Trans>共 {state.pages} 页</Trans> : null}
        </Text>
        <Anchor href={src} download size="sm">
          <Trans>下载PDF</Trans>
        </Anchor>
      </Group>
      {state.kind === "loading" ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : null}
      {state.kind === "failed" ? (
        <Alert color="red" variant="light" data-testid="pdf-failed">
          <Trans>文件加载失败，请稍后重试</Trans>
        </Alert>
      ) : null}
      <Box ref={holder} data-testid="pdf-pages-holder" style={{ overflowX: "hidden" }} />
    </Stack>
  );
}
