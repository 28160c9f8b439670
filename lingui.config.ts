import { defineConfig } from "@lingui/cli";

// The spec's messages are Chinese, so zh-CN is the source locale and the fallback.
export default defineConfig({
  sourceLocale: "zh-CN",
  locales: ["zh-CN", "en-US"],
  fallbackLocales: { default: "zh-CN" },
  catalogs: [
    {
      path: "<rootDir>/src/client/locales/{locale}/messages",
      include: ["src/client"],
    },
  ],
});
