import { useState } from "react";
import { Badge, CloseButton, Group, Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useLingui } from "@lingui/react/macro";
import { fundProductRefusal } from "#shared/materials/materials-rules.ts";
import { notify } from "#client/lib/notify.ts";
import type { TMaterialsFormValues } from "../materials-form.ts";
import { useFundSearch } from "../materials.queries.ts";
import { Section } from "./section.tsx";

interface Props {
  values: TMaterialsFormValues;
  readOnly: boolean;
  onChange: (patch: Partial<TMaterialsFormValues>) => void;
}

/** Product overview of a fund activity: fund products found by code or name (2 characters or more). */
export function FundSection({ values, readOnly, onChange }: Props) {
  const { t } = useLingui();
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, 300);
  const found = useFundSearch(debounced);
  const add = (code: string | null) => {
    const refusal = fundProductRefusal(values.funds.map((f) => f.fundCode), code);
    if (refusal) return notify("warning", refusal.message);
    const product = found.data?.find((f) => f.fundCode === code);
    if (product) onChange({ funds: [...values.funds, product] });
    setSearch("");
  };
  return (
    <Section id="funds" title={t`产品概况`}>
      {!readOnly ? (
        <Select
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          value={null}
          onChange={add}
          placeholder={t`输入基金代码或名称（至少2个字符）`}
          data={(found.data ?? []).map((f) => ({ value: f.fundCode, label: `${f.fundCode} ${f.fundAbbr}` }))}
          nothingFoundMessage={debounced.trim().length >= 2 ? t`无匹配产品` : undefined}
          data-testid="materials-fund-search"
        />
      ) : null}
      <Group gap="xs">
        {values.funds.map((f) => (
          <Badge key={f.fundCode} variant="light" size="lg" rightSection={readOnly ? null : <CloseButton size="xs" aria-label={t`移除`} onClick={() => onChange({ funds: values.funds.filter((x) => x.fundCode !== f.fundCode) })} />}>
            {f.fundCode} {f.fundAbbr}
          </Badge>
        ))}
      </Group>
    </Section>
  );
}
