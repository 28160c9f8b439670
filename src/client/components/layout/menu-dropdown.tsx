import type { ReactElement } from "react";
import { Menu } from "@mantine/core";
import type { TMenuEntry, TMenuOptions } from "#client/components/layout/menu-entries.ts";

/** The Mantine menu behind a DeferredMenu, loaded the first time someone reaches for it. */
export function MenuDropdown({ trigger, entries, options, defaultOpened }: { trigger: ReactElement; entries: TMenuEntry[]; options: TMenuOptions; defaultOpened: boolean }) {
  return (
    <Menu
      defaultOpened={defaultOpened}
      trigger={options.hover ? "click-hover" : "click"}
      openDelay={options.hover ? 60 : 0}
      closeDelay={options.hover ? 120 : 0}
      position={options.position ?? "bottom-start"}
      offset={options.hover ? 0 : 8}
      shadow="md"
      width={options.width}
      menuItemTabIndex={0}
    >
      <Menu.Target>{trigger}</Menu.Target>
      <Menu.Dropdown miw={options.minWidth}>
        {entries.map((entry) => {
          if (entry.kind === "divider") return <Menu.Divider key={entry.key} />;
          if (entry.kind === "label") return <Menu.Label key={entry.key}>{entry.label}</Menu.Label>;
          const link = entry.href !== undefined ? { component: "a" as const, href: entry.href, target: entry.target, rel: entry.rel } : {};
          return (
            <Menu.Item
              key={entry.key}
              {...link}
              color={entry.color}
              leftSection={entry.leftSection}
              rightSection={entry.rightSection}
              onClick={entry.onClick}
              data-testid={entry.testId}
            >
              {entry.label}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
