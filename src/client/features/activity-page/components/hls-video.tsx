import { useEffect, useRef, useState } from "react";
import { Center, Loader } from "@mantine/core";
import { Trans } from "@lingui/react/macro";

/**
 * The live stream: Safari, the phones' browsers and recent Chrome play HLS natively; elsewhere hls.js feeds
 * the <video> through Media Source Extensions. hls.js is fetched only here, when an activity has a stream, and
 * in its light build: no subtitles, alternate audio tracks or DRM, which a roadshow stream does not use
 * (120 KB compressed instead of 190). A fatal error (unreachable address, a format the browser cannot decode)
 * calls onFail, and the page falls back to the text-only Q&A.
 *
 * The video's own controls appear once the stream has answered with its metadata: until then there is
 * nothing to play, pause or seek, and building the browser's control bar (its shadow tree and style sheet
 * took 100 ms of style work at Lighthouse's 4x throttle, npm run bench:main-thread) is left to a stream
 * that plays. A loader shows meanwhile.
 */
export function HlsVideo({ src, onFail }: { src: string; onFail: () => void }) {
  const ref = useRef<HTMLVideoElement>(null);
  const [ready, setReady] = useState(false);
  const failed = useRef(onFail);
  failed.current = onFail;

  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    let cancelled = false;
    let destroy: (() => void) | null = null;
    const fail = () => {
      if (!cancelled) failed.current();
    };
    if (video.canPlayType("application/vnd.apple.mpegurl")) {
      video.src = src;
      video.addEventListener("error", fail);
      destroy = () => video.removeEventListener("error", fail);
    } else {
      import("hls.js/light")
        .then(({ default: Hls }) => {
          if (cancelled) return;
          if (!Hls.isSupported()) return fail();
          // no worker: the portal's policy allows workers from its own files only (worker-src 'self')
          const hls = new Hls({ enableWorker: false, manifestLoadingMaxRetry: 1, levelLoadingMaxRetry: 1 });
          hls.on(Hls.Events.ERROR, (_event, data) => {
            if (data.fatal) fail();
          });
          hls.loadSource(src);
          hls.attachMedia(video);
          destroy = () => hls.destroy();
        })
        .catch(fail);
    }
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [src]);

  return (
    <>
      <video
        ref={ref}
        controls={ready}
        autoPlay
        muted
        playsInline
        onLoadedMetadata={() => setReady(true)}
        style={{ width: "100%", height: "100%", background: "#000", display: "block" }}
        data-testid="live-video"
      >
        <Trans>您的浏览器不支持视频播放</Trans>
      </video>
      {ready ? null : (
        <Center pos="absolute" inset={0} style={{ pointerEvents: "none" }} data-testid="live-video-loading">
          <Loader color="white" size="sm" />
        </Center>
      )}
    </>
  );
}
