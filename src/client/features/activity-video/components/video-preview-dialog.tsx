import { Modal } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { VideoPlayer } from "#client/components/video/video-player.tsx";
import type { TVideoRecord } from "#shared/api/video.contract.ts";

/** The video preview (document 3 section 2.2 item 1): an HTML5 player, with the spec's fallback text. */
export function VideoPreviewDialog({ record, onClose }: { record: TVideoRecord | null; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Modal opened={record !== null} onClose={onClose} title={record?.videoName ?? t`视频预览`} size="xl" centered>
      {record?.videoPath && <VideoPlayer path={record.videoPath} maxHeight="70vh" data-testid="video-preview" />}
    </Modal>
  );
}
