import { SegmentedControl } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useLingui } from "@lingui/react/macro";
import { activateLocale, isLocale, type Locale } from "#client/lib/i18n.ts";

// Each language is named in its own language (an endonym), so a reader of either can find theirs:
// these two labels are deliberately not translated.
const options: Array<{ value: Locale; label: string }> = [
  { value: "zh-CN", label: "中文" },
  { value: "en-US", label: "English" },
];

/** Switches between zh-CN and en-US; the choice is remembered under the `language` key. */
export function LanguageToggle() {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();

  const change = async (value: string) => {
    if (!isLocale(value) || value === i18n.locale) return;
    await activateLocale(value);
    // server messages follow Accept-Language: fetch them again in the new language
    await queryClient.invalidateQueries();
  };

  return (
    <SegmentedControl
      size="xs"
      radius="xl"
      data-testid="language-toggle"
      aria-label={t`语言`}
      value={i18n.locale}
      onChange={(value) => void change(value)}
      data={options}
    />
  );
}
