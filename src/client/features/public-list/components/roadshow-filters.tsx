import { useEffect, useState } from "react";
import { Button, Group, Select, TextInput } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { KEYWORD_MAX, PUBLIC_ACTIVITY_TYPES, PUBLIC_STATES, type TPublicActivityType, type TPublicState } from "#shared/public-list/public-list-rules.ts";
import { STATE_LABELS, TYPE_LABELS } from "../public-list.display.ts";
import type { TRoadshowListQuery } from "../public-list-search.ts";

export interface RoadshowFiltersProps {
  query: TRoadshowListQuery;
  onChange: (change: Omit<TRoadshowListQuery, "navType" | "page">) => void;
}

/** The roadshow list's filters: type, state, start date range, keyword (at most 100 characters). */
export function RoadshowFilters({ query, onChange }: RoadshowFiltersProps) {
  const { t, i18n } = useLingui();
  const [keyword, setKeyword] = useState(query.keyword ?? "");
  useEffect(() => setKeyword(query.keyword ?? ""), [query.keyword]);
  const current = { type: query.type, state: query.state, from: query.from, to: query.to, keyword: query.keyword };
  const change = (patch: Partial<typeof current>) => onChange({ ...current, ...patch });

  return (
    <Group gap="sm" align="flex-end" wrap="wrap" data-testid="roadshow-filters">
      <Select
        label={t`活动类型`}
        placeholder={t`全部`}
        clearable
        w={{ base: "100%", xs: 170 }}
        data={PUBLIC_ACTIVITY_TYPES.map((v) => ({ value: String(v), label: i18n._(TYPE_LABELS[v]!) }))}
        value={query.type ? String(query.type) : null}
        onChange={(v) => change({ type: v ? (Number(v) as TPublicActivityType) : undefined })}
        data-testid="filter-type"
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label={t`活动状态`}
        placeholder={t`全部`}
        clearable
        w={{ base: "100%", xs: 150 }}
        data={PUBLIC_STATES.map((v) => ({ value: String(v), label: i18n._(STATE_LABELS[v]!) }))}
        value={query.state ? String(query.state) : null}
        onChange={(v) => change({ state: v ? (Number(v) as TPublicState) : undefined })}
        data-testid="filter-state"
      />
      <TextInput
        type="date"
        label={t`开始日期`}
        w={{ base: "100%", xs: 160 }}
        value={query.from ?? ""}
        max={query.to}
        onChange={(e) => change({ from: e.currentTarget.value || undefined })}
        data-testid="filter-from"
      />
      <TextInput
        type="date"
        label={t`结束日期`}
        w={{ base: "100%", xs: 160 }}
        value={query.to ?? ""}
        min={query.from}
        onChange={(e) => change({ to: e.currentTarget.value || undefined })}
        data-testid="filter-to"
      />
      <form
        style={{ display: "flex", gap: 8, alignItems: "flex-end", flex: "1 1 240px", minWidth: 0 }}
        onSubmit={(e) => {
          e.preventDefault();
          change({ keyword: keyword.trim() || undefined });
        }}
      >
        <TextInput
          label={t`关键词`}
          placeholder={t`标题、公司名称或股票代码`}
          maxLength={KEYWORD_MAX}
          value={keyword}
          onChange={(e) => setKeyword(e.currentTarget.value)}
          style={{ flex: 1, minWidth: 0 }}
          data-testid="filter-keyword"
        />
        <Button type="submit" data-testid="filter-search">
          {t`搜索`}
        </Button>
      </form>
    </Group>
  );
}
