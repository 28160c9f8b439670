import { Stack, Tabs, Title } from "@mantine/core";
import { Trans, useLingui } from "@lingui/react/macro";
import type { TOperatorRole } from "#shared/activity/ops-roles.ts";
import { BannerEditor } from "./banner-editor.tsx";
import { CourseEditor } from "./course-editor.tsx";
import { DictionaryEditor } from "./dictionary-editor.tsx";
import { NavEditor } from "./nav-editor.tsx";
import { PagesEditor } from "./pages-editor.tsx";
import { SettingsEditor } from "./settings-editor.tsx";
import { SubjectEditor } from "./subject-editor.tsx";
import { TopicEditor } from "./topic-editor.tsx";
import { CONTENT_TABS, type TContentTab } from "../content-tabs.ts";


/** Content and settings (document 4 section 6): one tab per editor; the tab lives in the address. */
export function ContentPage({ tab, onTabChange, operatorRole }: { tab: TContentTab; onTabChange: (tab: TContentTab) => void; operatorRole: TOperatorRole | null }) {
  const { t } = useLingui();
  const labels: Record<TContentTab, string> = { banners: t`首页横幅`, topics: t`热门话题`, subjects: t`专题页`, courses: t`培训课程`, pages: t`页面与帮助`, navigation: t`页眉导航`, dictionaries: t`数据字典`, settings: t`系统设置` };
  return (
    <Stack gap="md" data-testid="ops-content">
      <Title order={1} size="h2"><Trans>内容与设置</Trans></Title>
      <Tabs value={tab} onChange={(v) => v && onTabChange(v as TContentTab)} keepMounted={false}>
        <Tabs.List>
          {CONTENT_TABS.map((key) => (
            <Tabs.Tab key={key} value={key} data-testid={`content-tab-${key}`}>{labels[key]}</Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="banners" pt="md"><BannerEditor /></Tabs.Panel>
        <Tabs.Panel value="topics" pt="md"><TopicEditor /></Tabs.Panel>
        <Tabs.Panel value="subjects" pt="md"><SubjectEditor /></Tabs.Panel>
        <Tabs.Panel value="courses" pt="md"><CourseEditor /></Tabs.Panel>
        <Tabs.Panel value="pages" pt="md"><PagesEditor /></Tabs.Panel>
        <Tabs.Panel value="navigation" pt="md"><NavEditor operatorRole={operatorRole} /></Tabs.Panel>
        <Tabs.Panel value="dictionaries" pt="md"><DictionaryEditor operatorRole={operatorRole} /></Tabs.Panel>
        <Tabs.Panel value="settings" pt="md"><SettingsEditor operatorRole={operatorRole} /></Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
