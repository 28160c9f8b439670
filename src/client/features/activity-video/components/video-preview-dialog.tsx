import { Modal } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { fileUrl } from "#client/components/upload/uploaded-list.tsx";
import type { TVideoRecord } from "#shared/api/video.contract.ts";

/** The video preview (document 3 section 2.2 item 1): an HTML5 player, with the spec's fallback text. */
export function VideoPreviewDialog({ record, onClose }: { record: TVideoRecord | null; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Modal opened={record !== null} onClose={onClose} title={record?.videoName ?? t`视频预览`} size="xl" centered>
      {record?.videoPath && (
        <video
          key={record.videoPath}
          src={fileUrl(record.videoPath)}
          controls
          preload="metadata"
          style={{ width: "100%", maxHeight: "70vh", background: "#000", borderRadius: 8 }}
          data-testid="video-preview"
        >
          <Trans>您的浏览器不支持视频播放</Trans>
        </video>
      )}
    </Modal>
  );
}
