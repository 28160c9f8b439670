import { useId } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useLocation } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { activateLocale, isLocale } from "#client/lib/i18n.ts";
import type { TLocale } from "#shared/shell/locale.ts";
import { notify } from "#client/lib/notify.ts";
import { isCentrePath } from "#shared/shell/route-meta.ts";
import classes from "./language-toggle.module.css";

// Each language is named in its own language (an endonym), so a reader of either can find theirs:
// these two labels are deliberately not translated.
const options: Array<{ value: TLocale; label: string }> = [
  { value: "zh-CN", label: "中文" },
  { value: "en-US", label: "English" },
];

const CENTRE_CHINESE_ONLY_EN = "The enterprise centre is available in Chinese only";

/**
 * Switches between zh-CN and en-US; the choice is remembered under the `language` key. The enterprise centre
 * is Chinese only (spec 1 §4.1): there the toggle warns instead of switching.
 */
export function LanguageToggle() {
  const { i18n, t } = useLingui();
  const queryClient = useQueryClient();
  const pathname = useLocation({ select: (location) => location.pathname });
  // a group of its own wherever it is drawn (two toggles must not share one radio group)
  const group = useId();

  const change = async (value: string) => {
    if (!isLocale(value) || value === i18n.locale) return;
    if (isCentrePath(pathname)) {
      // Said to someone who asked for English, so in English too: like the endonyms above, the English line
      // is deliberately not a catalog string (the centre loads only its Chinese catalog).
      notify("warning", `${t`机构中心不支持切换英文版`} · ${CENTRE_CHINESE_ONLY_EN}`);
      return;
    }
    await activateLocale(value);
    // server messages follow Accept-Language: fetch them again in the new language
    await queryClient.invalidateQueries();
  };

  return (
    <div role="radiogroup" className={classes.root} data-testid="language-toggle" aria-label={t`语言`}>
      {options.map((option) => (
        <label key={option.value} className={classes.option}>
          <input
            type="radio"
            className={classes.input}
            name={group}
            value={option.value}
            checked={i18n.locale === option.value}
            onChange={(event) => void change(event.currentTarget.value)}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}
