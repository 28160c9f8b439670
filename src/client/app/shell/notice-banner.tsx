import { useEffect, useState } from "react";
import { Box, Group, UnstyledButton } from "@mantine/core";
import { useElementSize } from "@mantine/hooks";
import { useLingui } from "@lingui/react/macro";
import { IconClose, IconSpeaker } from "#client/components/layout/icons.tsx";
import layout from "#client/components/layout/layout.module.css";
import classes from "#client/app/shell/notice-banner.module.css";
import { useDictionaryChildren, usePublicSettings } from "#client/features/shell/shell.queries.ts";
import { isNoticeVisible, marqueeDurationForWidth, NOTICE_CHECK_INTERVAL_MS, shellNotices, type TShellNotice } from "#shared/shell/notice-banner.ts";
import { ShellDictionary } from "#shared/shell/boot-data.ts";

/** The notices configured now, visible or not: public_settings.noticeBanner and the upgrade window (spec 1 §4.4). */
export function useNotices(): TShellNotice[] {
  const { i18n } = useLingui();
  const settings = usePublicSettings();
  const updateTime = useDictionaryChildren(ShellDictionary.updateTime);
  const updateNotify = useDictionaryChildren(ShellDictionary.updateNotify);
  return shellNotices({
    banner: settings.data?.noticeBanner,
    updateTime: updateTime.data?.[0]?.attachField1,
    updateNotify: updateNotify.data?.[0],
    english: i18n.locale.startsWith("en"),
  });
}

const CLOSED_KEY = "roadshow:noticeClosed:";

function readClosedAt(id: string): Date | null {
  try {
    const value = sessionStorage.getItem(CLOSED_KEY + id);
    return value ? new Date(value) : null;
  } catch {
    return null;
  }
}

function writeClosedAt(id: string, at: Date): void {
  try {
    sessionStorage.setItem(CLOSED_KEY + id, at.toISOString());
  } catch {
    // storage unavailable: the close lasts until the next render from scratch
  }
}

/** The current time, re-read every `intervalMs` while `active`. */
function useNow(intervalMs: number, active: boolean): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!active) return;
    setNow(new Date());
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs, active]);
  return now;
}

/**
 * The system notice banner under the header: shown only inside its window (re-checked every second, so it
 * disappears when the window ends), scrolling at the configured speed, paused on hover, closable for the rest
 * of its window in this tab.
 */
export function NoticeBanner() {
  const notices = useNotices();
  const now = useNow(NOTICE_CHECK_INTERVAL_MS, notices.length > 0);
  // bumped on close so the sessionStorage read below runs again
  const [, setClosedVersion] = useState(0);

  const visible = notices.filter((notice) => isNoticeVisible(notice.window, now, readClosedAt(notice.id)));
  if (visible.length === 0) return null;

  return (
    <div data-testid="notice-banner">
      {visible.map((notice) => (
        <NoticeRow
          key={notice.id}
          notice={notice}
          onClose={() => {
            writeClosedAt(notice.id, new Date());
            setClosedVersion((v) => v + 1);
          }}
        />
      ))}
    </div>
  );
}

function NoticeRow({ notice, onClose }: { notice: TShellNotice; onClose: () => void }) {
  const { t } = useLingui();
  const track = useElementSize<HTMLDivElement>();
  const text = useElementSize<HTMLSpanElement>();
  // one pass runs from beyond the right edge until the text has left on the left: track width plus text width
  // (the measured content box excludes the span's padding, which is the track width again)
  const duration = marqueeDurationForWidth(track.width + text.width, notice.speed);
  // a negative delay starts the first pass with the text already at the left edge, instead of making the reader
  // wait for it to cross the whole bar; later passes enter from the right as usual
  const distance = track.width + text.width;
  const delay = distance > 0 ? -(track.width / distance) * duration : 0;
  return (
    <div className={classes.bar} role="status" data-testid="notice-row">
      <Box className={layout.frame}>
        <Group gap="sm" wrap="nowrap">
          <IconSpeaker size={18} className={classes.icon} />
          <div ref={track.ref} className={classes.track}>
            <span ref={text.ref} className={classes.text} style={{ animationDuration: `${duration}s`, animationDelay: `${delay}s` }} data-testid="notice-text">
              {notice.text}
            </span>
          </div>
          <UnstyledButton className={classes.close} aria-label={t`关闭通知`} onClick={onClose} data-testid="notice-close">
            <IconClose size={16} />
          </UnstyledButton>
        </Group>
      </Box>
    </div>
  );
}
