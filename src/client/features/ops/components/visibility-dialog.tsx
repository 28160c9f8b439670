import { useEffect, useState } from "react";
import { useQuery } from "@tanstack/react-query";
import { ActionIcon, Badge, Button, Center, Group, Loader, Stack, Text, TextInput } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { ZSetVisibleUsersBody, type TOpsActivityDetail, type TVisibleUser } from "#shared/api/ops.contract.ts";
import { normaliseVisibleEntries } from "#shared/activity/activity-visibility.ts";
import { notify } from "#client/lib/notify.ts";
import { visibleUsersQuery } from "#client/features/ops/ops.queries.ts";
import { useSetVisibleUsers } from "#client/features/ops/ops.mutations.ts";
import { formProblem } from "#client/features/ops/ops-forms.ts";
import { ActionForm } from "#client/features/ops/components/settings-dialogs.tsx";
import { useToken } from "#client/lib/session.ts";

export interface VisibilityDialogProps {
  activity: TOpsActivityDetail;
  opened: boolean;
  onClose: () => void;
}

/** One line of the list: a user already on it, or an account or number typed and not yet saved. */
interface TEntry {
  entry: string;
  user: TVisibleUser | null;
}

const entryOf = (u: TVisibleUser): TEntry => ({ entry: u.account ?? u.mobile ?? String(u.userId), user: u });

/**
 * Restrict visibility (document 4 section 6; section 2.3 "visibleTo a list of users"): the users the
 * activity shows to, added by account or mobile number and removed one by one, saved as a whole. An empty
 * list makes the activity public; the companies holding it and operators always see it.
 */
export function VisibilityDialog({ activity, opened, onClose }: VisibilityDialogProps) {
  const { t } = useLingui();
  const current = useQuery(visibleUsersQuery(useToken(), activity.activityId, opened));
  const save = useSetVisibleUsers(activity.activityId);
  const [entries, setEntries] = useState<TEntry[]>([]);
  const [typed, setTyped] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!opened || !current.data) return;
    setEntries(current.data.map(entryOf));
    setTyped("");
    setProblem(null);
  }, [opened, current.data]);

  const add = () => {
    const next = normaliseVisibleEntries(typed.split(/[\s,，;；]+/));
    if (next.length === 0) return;
    setEntries((list) => [...list, ...next.filter((e) => !list.some((x) => x.entry === e)).map((entry) => ({ entry, user: null }))]);
    setTyped("");
    setProblem(null);
  };

  const submit = async () => {
    // what is still in the box counts too, so "type and save" does not lose it
    const users = normaliseVisibleEntries([...entries.map((e) => e.entry), ...typed.split(/[\s,，;；]+/)]);
    const found = formProblem(ZSetVisibleUsersBody, { activityId: activity.activityId, users });
    setProblem(found);
    if (found) return;
    const saved = await save.mutateAsync(users);
    notify("success", saved.length === 0 ? t`已取消限制，活动对所有人可见` : t`已限制为 ${saved.length} 位用户可见`);
    onClose();
  };

  return (
    <ActionForm title={t`限制可见`} opened={opened} onClose={onClose} problem={problem} pending={save.isPending} submitLabel={t`保存`} onSubmit={submit} testId="visibility-dialog">
      <Text fz="xs" c="dimmed">
        {t`设置后，活动页面只对名单中的用户显示；举办公司与运营人员始终可见。名单为空即对所有人公开。`}
      </Text>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label={t`用户账号或手机号`}
          placeholder={t`如 13800000001，可一次输入多个`}
          value={typed}
          maxLength={500}
          onChange={(e) => setTyped(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key !== "Enter") return;
            e.preventDefault();
            add();
          }}
          style={{ flex: 1 }}
          data-testid="visibility-input"
        />
        <Button variant="light" onClick={add} disabled={typed.trim() === ""} data-testid="visibility-add">
          <Trans>添加</Trans>
        </Button>
      </Group>
      {current.isPending ? (
        <Center py="sm">
          <Loader size="sm" />
        </Center>
      ) : entries.length === 0 ? (
        <Text fz="sm" c="dimmed" data-testid="visibility-public">
          {t`未限制：活动对所有人可见`}
        </Text>
      ) : (
        <Stack gap={4} data-testid="visibility-list">
          <Text fz="sm" fw={600}>
            {t`可见用户（${entries.length}）`}
          </Text>
          {entries.map((e) => (
            <Group key={e.entry} justify="space-between" wrap="nowrap" gap="xs" data-testid="visibility-entry">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text fz="sm" truncate="end">
                  {e.user ? `${e.user.nickName} · ${e.entry}` : e.entry}
                </Text>
                {e.user?.companyName ? (
                  <Text fz="xs" c="dimmed" truncate="end">
                    {e.user.companyName}
                  </Text>
                ) : null}
              </Stack>
              <Group gap={6} wrap="nowrap">
                {e.user ? null : (
                  <Badge size="sm" color="orange" variant="light">
                    {t`待保存`}
                  </Badge>
                )}
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t`移除 ${e.entry}`}
                  onClick={() => setEntries((list) => list.filter((x) => x.entry !== e.entry))}
                  data-testid="visibility-remove"
                >
                  ×
                </ActionIcon>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </ActionForm>
  );
}
