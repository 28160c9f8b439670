import { defineConfig } from "@lingui/cli";

/**
 * Three catalogs, so /home downloads only the strings it can show (issue "Application shell": the /home
 * budget counts the catalog too, and the enterprise centre and back office hold most of the strings):
 * - shell: the layout, header, footer, session and home page, loaded at start;
 * - site: every other public page, loaded by the root before such a page renders (and prefetched when idle);
 * - centre: the enterprise centre and the back office, loaded before their pages render.
 * Where a file belongs is decided by its folder here and mirrored in catalogPartsFor (src/client/locales/catalogs.ts).
 */
const CENTRE = [
  "src/client/features/booking",
  "src/client/features/activity-manage",
  "src/client/features/activity-video",
  "src/client/features/activity-qa",
  "src/client/features/activity-materials",
  "src/client/features/activity-stats",
  "src/client/features/pre-collect",
  "src/client/features/participants",
  "src/client/features/activity-promotion",
  "src/client/features/company-home",
  "src/client/features/enterprise-centre",
  "src/client/features/messages",
  "src/client/features/ops",
  "src/client/features/content-ops",
  "src/client/features/distribution",
  "src/client/features/fin-report",
  "src/client/features/members",
  "src/client/features/guest-library",
  "src/client/features/company-homepage",
  "src/client/features/venue",
  "src/client/features/relay",
  "src/client/components/distribution",
  "src/client/components/activity",
  "src/client/components/agreement",
  "src/client/components/upload",
  "src/client/lib/upload",
  "src/client/routes/_centre",
  "src/client/routes/ops",
];
const CENTRE_FILES = ["src/client/routes/_centre.tsx", "src/client/routes/ops.tsx"];
const SHELL = [
  "src/client/app",
  "src/client/components",
  "src/client/lib",
  "src/client/features/shell",
  "src/client/features/session",
];
const SHELL_FILES = [
  "src/client/main.tsx",
  "src/client/routes/__root.tsx",
  "src/client/routes/home.tsx",
  "src/client/routes/index.tsx",
  "src/client/routes/$.tsx",
  // the home page's carousel and hot-topics strip (lazy-loaded into /home, which loads the shell catalog only)
  "src/client/features/site-content/components/home-banner-carousel.tsx",
  "src/client/features/site-content/components/home-hot-topics.tsx",
  "src/client/features/site-content/components/content-cards.tsx",
  // the home page's activity and video strips and the cards they show: /home then needs no second catalog
  // before its content can show (npm run bench:bundle counts every catalog the page loads)
  "src/client/features/public-list/components/home-activity-strips.tsx",
  "src/client/features/public-list/components/public-activity-card.tsx",
  "src/client/features/public-list/public-list.display.ts",
  "src/client/features/public-videos/components/home-video-strips.tsx",
  "src/client/features/public-videos/components/video-card.tsx",
];

const dirGlobs = (dirs: string[]) => dirs.map((d) => `<rootDir>/${d}/**`);
const fileGlobs = (files: string[]) => files.map((f) => `<rootDir>/${f}`);

export default defineConfig({
  // The spec's messages are Chinese, so zh-CN is the source locale and the fallback.
  sourceLocale: "zh-CN",
  locales: ["zh-CN", "en-US"],
  fallbackLocales: { default: "zh-CN" },
  catalogs: [
    {
      path: "<rootDir>/src/client/locales/{locale}/shell",
      include: [...SHELL, ...SHELL_FILES],
      exclude: [...dirGlobs(CENTRE), ...fileGlobs(CENTRE_FILES)],
    },
    {
      path: "<rootDir>/src/client/locales/{locale}/centre",
      include: [...CENTRE, ...CENTRE_FILES],
    },
    {
      path: "<rootDir>/src/client/locales/{locale}/site",
      include: ["src/client"],
      exclude: [...dirGlobs(CENTRE), ...fileGlobs(CENTRE_FILES), ...dirGlobs(SHELL), ...fileGlobs(SHELL_FILES)],
    },
  ],
});
