import { Anchor, createTheme, type CSSVariablesResolver } from "@mantine/core";
import brand from "~brand";

/** The Mantine theme of this build's brand. */
export const theme = createTheme({
  primaryColor: brand.theme.primaryColor,
  colors: { [brand.theme.primaryColor]: brand.theme.primaryShades },
  primaryShade: { light: 7, dark: 5 },
  fontFamily: brand.theme.fontFamily,
  headings: { fontFamily: brand.theme.fontFamily },
  defaultRadius: "md",
  components: {
    // A link inside text must not be told apart by colour alone (WCAG 1.4.1; axe "link-in-text-block"): a brand's
    // link colour may sit too close to the text colour (coaching's does), so links are always underlined.
    Anchor: Anchor.extend({ defaultProps: { underline: "always" } }),
  },
});

/**
 * Secondary text (`c="dimmed"`) everywhere: Mantine's light-scheme default (gray.6, #868e96) reaches only about
 * 3.3:1 on white, below WCAG AA's 4.5:1 for normal text. gray.7 (#495057) reaches about 8:1 on white and stays
 * above 4.5:1 on the light tinted backgrounds of alerts and cards, yet still reads as secondary next to black text.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: { "--mantine-color-dimmed": t.colors.gray[7] },
  dark: {},
});
