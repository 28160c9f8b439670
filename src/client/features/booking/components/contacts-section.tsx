import { Button, Group, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { CONTACT_MAX, canDeleteContact, type TContact } from "#shared/booking/contacts.ts";
import { contactError } from "../booking-errors.ts";
import { BookingActor, useBookingSend, useFormErrors } from "../booking-actor.ts";
import { FormSection } from "./form-section.tsx";

/** Booking contacts (document 1 section 5.1): the first row adds a row once the rows validate, the others delete. */
export function ContactsSection({ step }: { step: number }) {
  const { t } = useLingui();
  const contacts = BookingActor.useSelector((s) => s.context.values.contacts);
  const errors = useFormErrors();
  const send = useBookingSend();

  const fields: Array<{ key: keyof TContact; label: string; required: boolean; type?: string }> = [
    { key: "contactName", label: t`姓名`, required: true },
    { key: "contactMobile", label: t`手机号`, required: true, type: "tel" },
    { key: "contactWechat", label: t`微信号`, required: true },
    { key: "contactMail", label: t`邮箱`, required: false, type: "email" },
  ];

  return (
    <FormSection step={step} title={t`联系人信息`} description={t`活动相关通知将发送给以下联系人`} testId="booking-contacts">
      <Stack gap="md">
        {contacts.map((row, index) => (
          <Stack key={index} gap={6} data-testid={`contact-row-${index}`}>
            <Group justify="space-between">
              <Text size="sm" fw={600} c="dimmed">
                {t`联系人${index + 1}`}
              </Text>
              {canDeleteContact(index) ? (
                <Button size="compact-sm" variant="subtle" color="red" onClick={() => send({ type: "booking.contact.remove", index })}>
                  {t`删除`}
                </Button>
              ) : (
                <Button size="compact-sm" variant="light" onClick={() => send({ type: "booking.contact.add" })}>
                  {t`＋ 添加联系人`}
                </Button>
              )}
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" verticalSpacing="xs">
              {fields.map((f) => (
                <TextInput
                  key={f.key}
                  label={f.label}
                  withAsterisk={f.required}
                  type={f.type}
                  placeholder={t`请输入${f.label}`}
                  maxLength={CONTACT_MAX}
                  value={row[f.key] ?? ""}
                  error={contactError(errors, index, f.key)}
                  onChange={(e) => send({ type: "booking.contact.change", index, field: f.key, value: e.currentTarget.value })}
                />
              ))}
            </SimpleGrid>
          </Stack>
        ))}
      </Stack>
    </FormSection>
  );
}
