import { Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useLingui } from "@lingui/react/macro";
import { CN_TITLE_MAX, EN_TITLE_MAX } from "#shared/booking/booking-title.ts";
import { orderTypeText } from "#shared/booking/order-type.ts";
import { useModes, useThemes } from "../booking.queries.ts";
import { BookingActor, useBookingSend, useFormErrors } from "../booking-actor.ts";
import { FormSection } from "./form-section.tsx";
import { ModePicker } from "./mode-picker.tsx";

/** Activity type (fixed by orderType), theme, titles and mode (document 1 section 4.2 steps 2-4). */
export function ActivityInfoSection({ step, orderType }: { step: number; orderType: number }) {
  const { t } = useLingui();
  const single = BookingActor.useSelector((s) => s.context.values.single);
  const { fields } = useFormErrors();
  const send = useBookingSend();
  const themes = useThemes(orderType);
  const modes = useModes(orderType);

  const themeData = (themes.data ?? []).map((th) => ({ value: String(th.id), label: th.cnName }));
  // a restored draft keeps its theme even before the list is back
  if (single.themeId !== null && !themeData.some((o) => o.value === String(single.themeId))) {
    themeData.unshift({ value: String(single.themeId), label: single.cnTitle || String(single.themeId) });
  }
  const readOnlyTitle = !single.titleEditable;

  return (
    <FormSection step={step} title={t`活动信息`} description={t`选择活动主题后将自动生成中英文标题`} testId="booking-activity">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label={t`活动类型`} withAsterisk value={orderTypeText(orderType)} readOnly error={fields.bookingType} variant="filled" />
          <Select
            label={t`活动主题`}
            withAsterisk
            placeholder={themes.isPending ? t`加载中…` : t`请选择活动主题`}
            data={themeData}
            value={single.themeId === null ? null : String(single.themeId)}
            onChange={(v) => {
              const theme = themes.data?.find((th) => String(th.id) === v);
              if (theme) send({ type: "booking.theme.select", theme });
            }}
            error={fields.theme}
            allowDeselect={false}
            nothingFoundMessage={t`暂无数据`}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t`中文主题`}
            withAsterisk
            maxLength={CN_TITLE_MAX}
            value={single.cnTitle}
            readOnly={readOnlyTitle}
            variant={readOnlyTitle ? "filled" : "default"}
            // no theme chosen yet: nothing to say about its title (the placeholder says where it comes from)
            description={single.themeId === null ? undefined : readOnlyTitle ? t`该主题的标题不可修改` : t`可修改，标题前将自动加上公司简称`}
            placeholder={t`选择主题后自动生成`}
            error={fields.cnTitle}
            onChange={(e) => send({ type: "booking.title.change", cn: e.currentTarget.value })}
          />
          <TextInput
            label={t`英文主题`}
            maxLength={EN_TITLE_MAX}
            value={single.enTitle}
            readOnly={readOnlyTitle}
            variant={readOnlyTitle ? "filled" : "default"}
            description={t`最多200个字符`}
            placeholder={t`选择主题后自动生成`}
            error={fields.enTitle}
            onChange={(e) => send({ type: "booking.title.change", en: e.currentTarget.value })}
          />
        </SimpleGrid>
        <ModePicker
          modes={modes.data}
          loading={modes.isPending}
          value={single.mode}
          onChange={(mode) => send({ type: "booking.mode.select", mode })}
          error={fields.mode}
          testId="booking-mode"
        />
      </Stack>
    </FormSection>
  );
}
