import { useEffect, useRef } from "react";
import { Badge, ScrollArea, Tabs } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { EnterpriseTab } from "#shared/company/enterprise-tabs.ts";
import { tabsFor } from "#client/features/enterprise-centre/centre-tabs.ts";
import classes from "#client/features/enterprise-centre/components/centre-tabs-bar.module.css";
import scroll from "#client/components/widgets/scroll-hint.module.css";

export interface CentreTabsBarProps {
  /** visible tab keys (spec 1 section 2.4) */
  tabs: readonly number[];
  active: number;
  unread: number;
  onSelect: (key: number) => void;
}

/** The centre's tab strip; scrolls sideways on a narrow screen instead of wrapping into rows. */
export function CentreTabsBar({ tabs, active, unread, onSelect }: CentreTabsBarProps) {
  const { t } = useLingui();
  const viewport = useRef<HTMLDivElement>(null);

  // on a narrow screen the active tab may lie beyond the edge (e.g. 消息提醒 opened from a link): centre it
  useEffect(() => {
    const strip = viewport.current;
    const tab = strip?.querySelector<HTMLElement>(`[data-tab="${active}"]`);
    if (!strip || !tab || strip.scrollWidth <= strip.clientWidth) return;
    strip.scrollLeft = Math.max(0, tab.offsetLeft - (strip.clientWidth - tab.offsetWidth) / 2);
  }, [active, tabs.length]);

  return (
    <Tabs
      value={String(active)}
      onChange={(value) => value !== null && onSelect(Number(value))}
      activateTabWithKeyboard={false}
      classNames={{ list: classes.list, tab: classes.tab }}
      data-testid="centre-tabs"
    >
      <ScrollArea type="auto" scrollbars="x" scrollbarSize={4} offsetScrollbars="x" viewportRef={viewport} classNames={{ viewport: scroll.scrollX }}>
        <Tabs.List aria-label={t`机构中心导航`}>
          {tabsFor(tabs).map((tab) => (
            <Tabs.Tab
              key={tab.key}
              value={String(tab.key)}
              data-tab={tab.key}
              py="md"
              fw={tab.key === active ? 600 : 400}
              rightSection={
                tab.key === EnterpriseTab.messages && unread > 0 ? (
                  <Badge size="sm" color="red" variant="filled" px={6} aria-label={t`${unread}条未读`} data-testid="unread-badge">
                    {unread > 99 ? "99+" : unread}
                  </Badge>
                ) : null
              }
            >
              {t(tab.label)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </ScrollArea>
    </Tabs>
  );
}
