import { Trans } from "@lingui/react/macro";
import { fileUrl } from "#shared/http/file-url.ts";

export interface VideoPlayerProps {
  /** the stored file's path, as the upload records it */
  path: string;
  /** how tall the player may grow: the places that show it leave different room around it */
  maxHeight: string;
  "data-testid"?: string;
}

/**
 * The HTML5 player for a stored video with the spec's fallback text (document 3 section 2.2 item 1): the
 * company's preview and the operator's review play the same file the same way.
 */
export function VideoPlayer({ path, maxHeight, "data-testid": testId }: VideoPlayerProps) {
  return (
    // keyed on the path so switching videos reloads the element instead of keeping the old source
    <video key={path} src={fileUrl(path)} controls preload="metadata" style={{ width: "100%", maxHeight, background: "#000", borderRadius: 8 }} data-testid={testId}>
      <Trans>您的浏览器不支持视频播放</Trans>
    </video>
  );
}
