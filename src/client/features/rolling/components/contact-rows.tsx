import { ActionIcon, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { canAddContact, canDeleteContact, CONTACT_MAX, emptyContact, type TContact, type TContactIssue } from "#shared/booking/contacts.ts";
import { ROLLING_CONTACTS_MAX } from "#shared/rolling/rolling-rules.ts";

/**
 * The contacts of the application with the booking form's rules (document 1 section 5.1): name, mobile and
 * WeChat required, mail optional but mail-shaped; a row is added only when the rows above validate.
 */
export function ContactRows({ rows, issues, showIssues, onChange }: { rows: TContact[]; issues: TContactIssue[]; showIssues: boolean; onChange: (rows: TContact[]) => void }) {
  const { t } = useLingui();
  const issueOf = (row: number, field: keyof TContact) => (showIssues ? issues.find((i) => i.row === row && i.field === field)?.message : undefined);
  const patch = (index: number, p: Partial<TContact>) => onChange(rows.map((r, i) => (i === index ? { ...r, ...p } : r)));
  return (
    <Stack gap="xs" data-testid="rolling-contacts">
      <Text size="sm" fw={500}><Trans>联系人</Trans></Text>
      {rows.map((row, i) => (
        <Paper key={i} withBorder radius="sm" p="sm" data-testid="rolling-contact">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            <TextInput label={t`姓名`} required maxLength={CONTACT_MAX} value={row.contactName} onChange={(e) => patch(i, { contactName: e.currentTarget.value })} error={issueOf(i, "contactName")} data-testid="contact-name" />
            <TextInput label={t`手机号`} required maxLength={11} inputMode="numeric" value={row.contactMobile} onChange={(e) => patch(i, { contactMobile: e.currentTarget.value })} error={issueOf(i, "contactMobile")} data-testid="contact-mobile" />
            <TextInput label={t`微信号`} required maxLength={CONTACT_MAX} value={row.contactWechat} onChange={(e) => patch(i, { contactWechat: e.currentTarget.value })} error={issueOf(i, "contactWechat")} data-testid="contact-wechat" />
            <TextInput label={t`邮箱`} maxLength={CONTACT_MAX} value={row.contactMail ?? ""} onChange={(e) => patch(i, { contactMail: e.currentTarget.value })} error={issueOf(i, "contactMail")} data-testid="contact-mail" />
          </SimpleGrid>
          {canDeleteContact(i) ? (
            <Group justify="flex-end" mt="xs">
              <ActionIcon variant="subtle" color="red" aria-label={t`删除联系人`} onClick={() => onChange(rows.filter((_, j) => j !== i))}>✕</ActionIcon>
            </Group>
          ) : null}
        </Paper>
      ))}
      {rows.length < ROLLING_CONTACTS_MAX ? (
        <Button variant="light" size="xs" w="fit-content" disabled={!canAddContact(rows)} onClick={() => onChange([...rows, emptyContact()])} data-testid="contact-add">
          <Trans>添加联系人</Trans>
        </Button>
      ) : null}
    </Stack>
  );
}
