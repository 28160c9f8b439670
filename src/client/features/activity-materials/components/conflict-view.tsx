import { useState } from "react";
import { Alert, Button, Group, Radio, Stack, Table, Text } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { differingFields, resolveConflict, type TConflictField, type TMaterialsFormValues } from "../materials-form.ts";
import type { TConflict } from "../materials.machine.ts";

const plain = (html: string) => html.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ").trim();

function shown(field: TConflictField, v: TMaterialsFormValues): string {
  const value = v[field];
  if (field === "intro" || field === "introEn") return plain(String(value)).slice(0, 300) || "—";
  if (field === "schedule") return v.schedule.map((r) => `${r.time} ${r.title}`.trim()).filter(Boolean).join("；") || "—";
  if (field === "funds") return v.funds.map((f) => f.fundCode).join("、") || "—";
  if (field === "pics") return String(v.pics.length);
  if (typeof value === "boolean") return value ? "✓" : "✗";
  return value === null || value === "" ? "—" : String(value);
}

/**
 * Another member saved the materials after this draft started: both versions side by side, field by field,
 * and the user picks which to keep. Nothing is saved until they do and press Save.
 */
export function ConflictView({ conflict, onResolve }: { conflict: TConflict; onResolve: (values: TMaterialsFormValues) => void }) {
  const { t } = useLingui();
  const fields = differingFields(conflict.mine, conflict.theirs);
  const [keepMine, setKeepMine] = useState<Set<TConflictField>>(() => new Set(fields));
  const LABELS: Record<TConflictField, string> = {
    bgType: t`背景图类型`, bgNum: t`背景模板`, activityBgImagePath: t`自行上传的背景图`, logoPath: t`背景图logo`, miniLogoPath: t`公司logo`,
    logoVectorPath: t`矢量logo`, intro: t`企业介绍`, introEn: t`英文介绍`, introEnShow: t`英文页面显示英文介绍`, pics: t`宣传图片数`, schedule: t`活动日程`,
    guestsOnStage: t`台上嘉宾数`, guestsUnderStage: t`台下嘉宾数`, isSyncToCompanyHomepage: t`同步至公司主页`, funds: t`基金产品`,
  };
  return (
    <Stack gap="md" data-testid="materials-conflict">
      <Alert color="orange" title={t`资料已被其他成员修改`}>
        <Trans>本设备上的草稿基于较早的版本。请逐项选择保留的内容，然后再保存。</Trans>
      </Alert>
      <Table.ScrollContainer minWidth={520}>
        <Table withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t`字段`}</Table.Th>
              <Table.Th>{t`本设备的草稿`}</Table.Th>
              <Table.Th>{t`服务器上的最新版本`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {fields.map((f) => (
              <Table.Tr key={f} data-testid="conflict-row" data-field={f}>
                <Table.Td>{LABELS[f]}</Table.Td>
                {(["mine", "theirs"] as const).map((side) => (
                  <Table.Td key={side}>
                    <Radio
                      name={`conflict-${f}`}
                      checked={side === "mine" ? keepMine.has(f) : !keepMine.has(f)}
                      onChange={() => {
                        const next = new Set(keepMine);
                        if (side === "mine") next.add(f);
                        else next.delete(f);
                        setKeepMine(next);
                      }}
                      label={<Text size="sm" style={{ overflowWrap: "anywhere" }}>{shown(f, side === "mine" ? conflict.mine : conflict.theirs)}</Text>}
                      data-testid={`conflict-${side}`}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="flex-end">
        <Button onClick={() => onResolve(resolveConflict(conflict.mine, conflict.theirs, keepMine))} data-testid="conflict-apply">
          <Trans>使用所选内容继续编辑</Trans>
        </Button>
      </Group>
    </Stack>
  );
}
