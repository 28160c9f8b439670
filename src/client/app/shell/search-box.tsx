import { Suspense, useState, type KeyboardEvent } from "react";
import { useNavigate } from "@tanstack/react-router";
import { useLingui } from "@lingui/react/macro";
import { IconSearch } from "#client/components/layout/icons.tsx";
import classes from "#client/components/layout/layout.module.css";
import field from "./search-box.module.css";
import type { THotWord } from "#client/components/layout/hot-search-panel.tsx";
import { lazyNamed } from "#client/lib/lazy-named.ts";
import { hotWordOf, useDictionaryChildren } from "#client/features/shell/shell.queries.ts";
import { hrefOf } from "#client/features/shell/search-params.ts";
import { SEARCH_MAX_LENGTH, searchKeyword } from "#shared/shell/display.ts";
import { ShellDictionary } from "#shared/shell/boot-data.ts";

// The words show only while the box has focus: their panel loads on the first focus, not with the first paint.
const HotSearchPanel = lazyNamed(() => import("#client/components/layout/hot-search-panel.tsx"), "HotSearchPanel");

export interface SearchBoxProps {
  /** Full width (mobile drawer) instead of the header's fixed width. */
  fullWidth?: boolean;
  /** Runs after a search has been started (the mobile drawer closes). */
  onSearched?: () => void;
}

/**
 * The header search (spec 1 §2.2): at most 100 characters, Enter goes to /searchResults?keyword=…; while
 * it has focus a panel under it offers the hot-search words (dictionary HotSearch), each of which searches
 * itself. The panel is placed by CSS under the input, so first paint needs no positioning library.
 */
export function SearchBox({ fullWidth = false, onSearched }: SearchBoxProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [value, setValue] = useState("");
  const [opened, setOpened] = useState(false);
  const hotWords = useDictionaryChildren(ShellDictionary.hotSearch);
  const words: THotWord[] = (hotWords.data ?? []).map((item) => hotWordOf(item, i18n.locale));

  const search = (input: string) => {
    const keyword = searchKeyword(input);
    if (keyword === null) return;
    setValue(keyword);
    setOpened(false);
    void navigate({ href: hrefOf("/searchResults", { keyword }) });
    onSearched?.();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // an IME composing Chinese also uses Enter to confirm the characters: that Enter is not a search
    if (event.key === "Enter" && !event.nativeEvent.isComposing) search(event.currentTarget.value);
    if (event.key === "Escape") setOpened(false);
  };

  return (
    <div className={classes.searchWrap} onBlur={(event) => !event.currentTarget.contains(event.relatedTarget) && setOpened(false)}>
      {/* a native field rather than Mantine's TextInput: the header is on every page's first paint, and the
          input's wrapper, label, error and section machinery was 4 KB of /home's script (npm run bench:bundle) */}
      <div className={`${field.root} ${fullWidth ? "" : classes.searchInput}`}>
        <IconSearch size={16} className={field.icon} />
        <input
          className={field.input}
          type="search"
          value={value}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder={t`搜索公司、代码或活动`}
          aria-label={t`搜索`}
          // a plain search field: the hot words under it are buttons, not a list it controls, so no
          // aria-expanded (which a textbox may not carry)
          onChange={(event) => setValue(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          onFocus={() => setOpened(true)}
          data-testid="search-input"
        />
      </div>
      {opened && words.length > 0 ? (
        <Suspense fallback={null}>
          <HotSearchPanel words={words} onSearch={search} />
        </Suspense>
      ) : null}
    </div>
  );
}
