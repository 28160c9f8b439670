import { Anchor, Group, Text } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { notify } from "#client/lib/notify.ts";

/** Copies a text: the clipboard API, else the old selection copy (plain http, older browsers). */
export async function copyText(value: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(value);
    return true;
  } catch {
    const area = document.createElement("textarea");
    area.value = value;
    area.setAttribute("readonly", "");
    area.style.position = "fixed";
    area.style.opacity = "0";
    document.body.appendChild(area);
    area.select();
    try {
      return document.execCommand("copy");
    } catch {
      return false;
    } finally {
      area.remove();
    }
  }
}

/**
 * An address with its copy link; a copy shows 复制成功！ (document 2 section 8). Shared by the company home's
 * distribution table (cut to a cell's width) and the distribution details page (`full`: the whole address,
 * wrapped, beside its link).
 */
export function CopyLink({ value, testId, full = false }: { value: string | null; testId?: string; full?: boolean }) {
  const { t } = useLingui();
  if (!value) return <Text size="sm" c="dimmed">—</Text>;
  return (
    <Group gap={6} wrap="nowrap" maw={full ? "100%" : 165} align={full ? "flex-start" : "center"}>
      <Text
        size="sm"
        truncate={full ? undefined : "end"}
        title={value}
        style={full ? { minWidth: 0, flex: 1, overflowWrap: "anywhere" } : { minWidth: 0 }}
        data-testid={testId ? `${testId}-value` : undefined}
      >
        {value}
      </Text>
      <Anchor
        component="button"
        type="button"
        size="sm"
        style={{ flexShrink: 0 }}
        onClick={() =>
          void copyText(value).then((done) => (done ? notify("success", t`复制成功！`) : notify("error", t`复制失败，请手动复制`)))
        }
        data-testid={testId}
      >
        <Trans>复制</Trans>
      </Anchor>
    </Group>
  );
}
