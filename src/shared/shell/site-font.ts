/**
 * The portal's font stack: system fonts with the common Chinese faces first in line after the Latin UI
 * fonts, so both locales render crisply without shipping a web font. The Mantine theme sets it, and the page
 * the server draws before the client's code runs uses it too, so the two look alike.
 */
export const SITE_FONT_FAMILY = [
  "-apple-system",
  "BlinkMacSystemFont",
  '"Segoe UI"',
  '"PingFang SC"',
  '"Hiragino Sans GB"',
  '"Microsoft YaHei"',
  '"Noto Sans CJK SC"',
  '"Noto Sans SC"',
  '"Source Han Sans SC"',
  "Roboto",
  '"Helvetica Neue"',
  "Arial",
  "sans-serif",
].join(", ");
