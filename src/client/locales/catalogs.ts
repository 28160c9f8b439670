/// <reference path="../types/lingui-po.d.ts" />
import type { Messages } from "@lingui/core";

/**
 * One lazy chunk per locale; @lingui/vite-plugin compiles the .po file when it is imported
 * (in the build and in the client test project alike).
 */
export const catalogLoaders: Record<string, () => Promise<{ messages: Messages }>> = {
  "zh-CN": () => import("./zh-CN/messages.po"),
  "en-US": () => import("./en-US/messages.po"),
};
