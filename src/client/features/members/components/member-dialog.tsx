import { useState } from "react";
import { Button, Checkbox, Group, Modal, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { notify } from "#client/lib/notify.ts";
import { errorMessage } from "#client/lib/errors.ts";
import { wasShown } from "#client/lib/api.ts";
import type { TMember, TMemberInfo } from "#shared/api/member.contract.ts";
import { grantableScopes, MemberMsg, MemberRole, offeredScopes, SCOPE_TEXT, type TScopeFlag, type TScopeFlags } from "#shared/company/member-rules.ts";
import { isMobile } from "#shared/identity/mobile.ts";
import { useSaveMember } from "#client/features/members/members.mutations.ts";

const TEXT_MAX = 100;
const count = (s: string) => [...s].length;

/**
 * Add or edit a member (document 3 sections 2.2 item 6 and 5, Member): the passport mobile on add, the
 * nickname on edit, title, description and the business scopes the company offers. A scope the editor may not
 * grant is shown disabled (section 6); the server refuses the same choice.
 */
export function MemberDialog({ me, member, onClose }: { me: TMemberInfo; member: TMember | null; onClose: () => void }) {
  const { t } = useLingui();
  const save = useSaveMember();
  const [account, setAccount] = useState("");
  const [nickName, setNickName] = useState(member?.nickName ?? "");
  const [title, setTitle] = useState(member?.title ?? "");
  const [description, setDescription] = useState(member?.description ?? "");
  const offered = offeredScopes(me);
  const grantable = grantableScopes(me, me);
  const targetIsAdmin = member?.userRole === MemberRole.admin;
  const [flags, setFlags] = useState<TScopeFlags>(() => ({
    isBookingEnable: member?.isBookingEnable ?? false,
    isFundRoadshowEnable: member?.isFundRoadshowEnable ?? false,
    isDiversionEnable: member?.isDiversionEnable ?? false,
    isDistributeEnable: member?.isDistributeEnable ?? false,
    isActivitySearchEnable: member?.isActivitySearchEnable ?? false,
    isMemberManageEnable: member?.isMemberManageEnable ?? false,
  }));
  const [tried, setTried] = useState(false);

  const problems = {
    account: member ? null : !account.trim() ? MemberMsg.accountRequired : !isMobile(account.trim()) ? MemberMsg.accountInvalid : null,
    nickName: member && !nickName.trim() ? MemberMsg.nickNameRequired : count(nickName.trim()) > TEXT_MAX ? MemberMsg.nickNameTooLong : null,
    title: count(title.trim()) > TEXT_MAX ? MemberMsg.titleTooLong : null,
    description: count(description.trim()) > TEXT_MAX ? MemberMsg.descriptionTooLong : null,
    scope: targetIsAdmin || offered.some((s) => flags[s]) ? null : MemberMsg.scopeRequired,
  };

  const submit = () => {
    setTried(true);
    if (Object.values(problems).some(Boolean)) return;
    save.mutate(
      { ...(member ? { id: member.id } : {}), account: account.trim(), nickName: nickName.trim(), title: title.trim(), description: description.trim(), ...flags },
      {
        onSuccess: () => {
          notify("success", member ? t`修改成功` : t`添加成功`);
          onClose();
        },
        onError: (error) => {
          if (!wasShown(error)) notify("error", errorMessage(error));
        },
      },
    );
  };
  const toggle = (scope: TScopeFlag, checked: boolean) => setFlags((f) => ({ ...f, [scope]: checked }));

  return (
    <Modal opened onClose={onClose} title={member ? t`编辑成员` : t`添加成员`} data-testid="member-dialog">
      <Stack gap="sm">
        {member ? (
          <TextInput label={t`手机号`} value={member.account} disabled />
        ) : (
          <TextInput label={t`手机号`} required value={account} onChange={(e) => setAccount(e.currentTarget.value)} maxLength={11} inputMode="numeric" error={tried ? problems.account : null} data-testid="member-account" />
        )}
        <TextInput label={t`昵称`} required={Boolean(member)} value={nickName} onChange={(e) => setNickName(e.currentTarget.value)} error={tried ? problems.nickName : null} data-testid="member-nickname" />
        <TextInput label={t`职务`} value={title} onChange={(e) => setTitle(e.currentTarget.value)} error={tried ? problems.title : null} data-testid="member-title" />
        <Textarea
          label={t`描述`}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
          description={`${count(description)}/${TEXT_MAX}`}
          error={tried ? problems.description : null}
          autosize
          minRows={2}
          data-testid="member-description"
        />
        <Checkbox.Group label={t`业务范围`} withAsterisk error={tried ? problems.scope : null} value={offered.filter((s) => flags[s] || targetIsAdmin)}>
          <Group gap="md" mt={6}>
            {offered.map((s) => (
              <Checkbox
                key={s}
                value={s}
                label={SCOPE_TEXT[s]}
                disabled={targetIsAdmin || !grantable.includes(s)}
                onChange={(e) => toggle(s, e.currentTarget.checked)}
                data-testid={`member-scope-${s}`}
              />
            ))}
          </Group>
        </Checkbox.Group>
        {targetIsAdmin ? (
          <Text size="xs" c="dimmed">
            <Trans>管理员默认拥有机构已开通的全部业务范围</Trans>
          </Text>
        ) : null}
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            <Trans>取消</Trans>
          </Button>
          <Button onClick={submit} loading={save.isPending} data-testid="member-save">
            <Trans>确定</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
