import { createTheme } from "@mantine/core";

// System fonts with the common Chinese faces first in line after the Latin UI fonts, so both locales render
// crisply without shipping a web font.
const fontFamily = [
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

/** The portal's Mantine theme; the manifest's theme colour is blue[8]. */
export const theme = createTheme({
  primaryColor: "blue",
  primaryShade: 8,
  defaultRadius: "md",
  fontFamily,
  headings: { fontFamily, fontWeight: "600" },
  cursorType: "pointer",
});
