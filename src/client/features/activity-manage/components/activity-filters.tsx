import { useState } from "react";
import { Button, Group, Select, TextInput } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { TITLE_SEARCH_MAX, type TActivityListSearch } from "#client/features/activity-manage/activity-search.ts";

type TFilters = Pick<TActivityListSearch, "title" | "sort" | "isMulti">;

export interface ActivityFiltersProps {
  value: TFilters;
  onSearch: (filters: TFilters) => void;
}

/** The ended tab's filters (document 2 section 2.2): title (100), activity-time order, business type. */
export function ActivityFilters({ value, onSearch }: ActivityFiltersProps) {
  const { t } = useLingui();
  const [draft, setDraft] = useState<TFilters>(value);
  const empty: TFilters = { title: "", sort: undefined, isMulti: undefined };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSearch({ ...draft, title: draft.title.trim() });
      }}
      data-testid="activity-filters"
    >
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={t`活动标题`}
          placeholder={t`请输入活动标题`}
          value={draft.title}
          maxLength={TITLE_SEARCH_MAX}
          onChange={(event) => setDraft({ ...draft, title: event.currentTarget.value })}
          w={{ base: "100%", sm: 260 }}
          data-testid="filter-title"
        />
        <Select
          label={t`排序`}
          placeholder={t`请选择排序方式`}
          data={[
            { value: "1", label: t`活动时间升序` },
            { value: "2", label: t`活动时间降序` },
          ]}
          value={draft.sort ? String(draft.sort) : null}
          onChange={(v) => setDraft({ ...draft, sort: v === "1" ? 1 : v === "2" ? 2 : undefined })}
          clearable
          allowDeselect
          w={{ base: "100%", sm: 180 }}
          data-testid="filter-sort"
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label={t`业务类型`}
          placeholder={t`请选择业务类型`}
          data={[
            { value: "0", label: t`单场活动` },
            { value: "1", label: t`集体活动` },
          ]}
          value={draft.isMulti === undefined ? null : String(draft.isMulti)}
          onChange={(v) => setDraft({ ...draft, isMulti: v === "0" ? 0 : v === "1" ? 1 : undefined })}
          clearable
          allowDeselect
          w={{ base: "100%", sm: 180 }}
          data-testid="filter-type"
          comboboxProps={{ withinPortal: true }}
        />
        <Group gap="sm">
          <Button type="submit" data-testid="filter-search">
            <Trans>搜索</Trans>
          </Button>
          <Button
            variant="default"
            onClick={() => {
              setDraft(empty);
              onSearch(empty);
            }}
            data-testid="filter-reset"
          >
            <Trans>重置</Trans>
          </Button>
        </Group>
      </Group>
    </form>
  );
}
