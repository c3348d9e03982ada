import { createTheme } from "@mantine/core";
import brand from "~brand";

/** The Mantine theme of this build's brand. */
export const theme = createTheme({
  primaryColor: brand.theme.primaryColor,
  colors: { [brand.theme.primaryColor]: brand.theme.primaryShades },
  primaryShade: { light: 7, dark: 5 },
  fontFamily: brand.theme.fontFamily,
  headings: { fontFamily: brand.theme.fontFamily },
  defaultRadius: "md",
});
