import { Stack, Tabs, Title } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import type { TOperatorRole } from "#shared/activity/ops-roles.ts";
import { CAPACITY_TABS, type TCapacityTab } from "#client/features/ops/capacity-tabs.ts";
import { CapacityStores } from "./capacity-stores.tsx";
import { CapacityModes, CapacityThemes } from "./capacity-catalogue.tsx";
import { CapacityHolidays } from "./capacity-holidays.tsx";
import { CapacityPeriods, CapacityPlatforms, CapacityRegions, CapacityRooms } from "./capacity-venues.tsx";

/** Booking capacity (document 4 section 6): stores, modes, themes, the trading calendar and the reference data (regions, rooms, platforms, periods), one tab each. */
export function CapacityPage({ tab, onTabChange, operatorRole }: { tab: TCapacityTab; onTabChange: (tab: TCapacityTab) => void; operatorRole: TOperatorRole | null }) {
  const { t } = useLingui();
  const labels: Record<TCapacityTab, string> = { stores: t`时段名额`, modes: t`预约模式`, themes: t`活动主题`, holidays: t`交易日历`,
    regions: t`地区`, rooms: t`会议室`, platforms: t`转播平台`, periods: t`时段` };
  return (
    <Stack gap="md" data-testid="ops-capacity">
      <Title order={1} size="h2"><Trans>预约容量</Trans></Title>
      <Tabs value={tab} onChange={(v) => v && onTabChange(v as TCapacityTab)} keepMounted={false}>
        <Tabs.List>
          {CAPACITY_TABS.map((key) => (
            <Tabs.Tab key={key} value={key} data-testid={`capacity-tab-${key}`}>{labels[key]}</Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="stores" pt="md"><CapacityStores /></Tabs.Panel>
        <Tabs.Panel value="modes" pt="md"><CapacityModes role={operatorRole} /></Tabs.Panel>
        <Tabs.Panel value="themes" pt="md"><CapacityThemes role={operatorRole} /></Tabs.Panel>
        <Tabs.Panel value="holidays" pt="md"><CapacityHolidays role={operatorRole} /></Tabs.Panel>
        <Tabs.Panel value="regions" pt="md"><CapacityRegions role={operatorRole} /></Tabs.Panel>
        <Tabs.Panel value="rooms" pt="md"><CapacityRooms role={operatorRole} /></Tabs.Panel>
        <Tabs.Panel value="platforms" pt="md"><CapacityPlatforms role={operatorRole} /></Tabs.Panel>
        <Tabs.Panel value="periods" pt="md"><CapacityPeriods role={operatorRole} /></Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
