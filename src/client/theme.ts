import { createTheme, type CSSVariablesResolver } from "@mantine/core";
import { SITE_FONT_FAMILY } from "#shared/shell/site-font.ts";

/** The portal's Mantine theme; the manifest's theme colour is blue[8]. */
export const theme = createTheme({
  primaryColor: "blue",
  primaryShade: 8,
  defaultRadius: "md",
  fontFamily: SITE_FONT_FAMILY,
  headings: { fontFamily: SITE_FONT_FAMILY, fontWeight: "600" },
  cursorType: "pointer",
  // Orange and red text (cut notes, deadlines, refusals) at shades 8 and 9, and the `c="orange"`/`c="red"`
  // text colour, which follows primaryShade 8: darkened to reach 4.5:1 on white and on the light panels
  // (Mantine's #e8590c and #e03131 give 3.4:1 and 4.3:1 there). Shades 0-7 stay Mantine's.
  colors: {
    orange: ["#fff4e6", "#ffe8cc", "#ffd8a8", "#ffc078", "#ffa94d", "#ff922b", "#fd7e14", "#f76707", "#c2410c", "#9a3412"],
    red: ["#fff5f5", "#ffe3e3", "#ffc9c9", "#ffa8a8", "#ff8787", "#ff6b6b", "#fa5252", "#f03e3e", "#c92a2a", "#a51d1d"],
    // green and teal: white on the filled shade 8 and the light badges' shade-9 text on shade 1 (3.3-4.4:1 before)
    green: ["#ebfbee", "#d3f9d8", "#b2f2bb", "#8ce99a", "#69db7c", "#51cf66", "#40c057", "#37b24d", "#237032", "#1b5e2a"],
    teal: ["#e6fcf5", "#c3fae8", "#96f2d7", "#63e6be", "#38d9a9", "#20c997", "#12b886", "#0ca678", "#087f5b", "#055c43"],
  },
});

/**
 * Dimmed text in the contrast WCAG AA asks of body text (4.5:1): Mantine's default (gray 6, #868e96) gives
 * 3.3:1 on white and 3.0:1 on the light gray panels; this gray gives 5.8:1 and 5.2:1 (axe-core, issue 13).
 */
export const DIMMED_TEXT = "#5f666d";

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { "--mantine-color-dimmed": DIMMED_TEXT },
  dark: {},
});
