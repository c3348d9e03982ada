import {
  Anchor,
  convertCssVariables,
  createTheme,
  darken,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  mergeMantineTheme,
  luminance,
  toRgba,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineTheme,
} from "@mantine/core";
import brand from "~brand";
import { SCORE_BANDS } from "../../brands/types";

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

/** WCAG AA's minimum contrast for normal text. */
export const AA_CONTRAST = 4.5;

/** The WCAG contrast ratio of two opaque colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** Text colours a coloured badge may use: whichever reads better on its colour. */
const DARK_TEXT = "#1a1b1e";
const LIGHT_TEXT = "#ffffff";

/** The text colour with the better contrast on a background. */
export function readableTextOn(background: string): string {
  return contrastRatio(background, LIGHT_TEXT) >= contrastRatio(background, DARK_TEXT) ? LIGHT_TEXT : DARK_TEXT;
}

/**
 * The brand's score-band colours and their readable text colours, as variables (`--score-band-<i>` and
 * `--score-band-<i>-text`, i in SCORE_BANDS order) that ScoreBandBadge.module.css selects by `data-band`.
 */
export function scoreBandVariables(): Record<string, string> {
  return Object.fromEntries(
    SCORE_BANDS.flatMap(({ key }, i) => {
      const colour = brand.scoreBandColors[key];
      return [
        [`--score-band-${i}`, colour],
        [`--score-band-${i}-text`, readableTextOn(colour)],
      ];
    }),
  );
}

/** `color` at `opacity` over white: what a light variant's tinted background looks like. */
export function overWhite(color: string, opacity: number): string {
  const { r, g, b } = toRgba(color);
  const mix = (v: number) => Math.round(v * opacity + 255 * (1 - opacity));
  return `rgb(${mix(r)}, ${mix(g)}, ${mix(b)})`;
}

/**
 * The lightest shade, from `from` on, that reaches AA against every background; when even the darkest does not
 * (green, yellow, orange…), the darkest darkened step by step until it does.
 */
function readableShade(shades: MantineColorsTuple, from: number, backgrounds: string[]): string {
  const passes = (color: string) => backgrounds.every((bg) => contrastRatio(color, bg) >= AA_CONTRAST);
  const shade = shades.slice(from).find(passes);
  if (shade) return shade;
  for (let amount = 0.05; amount < 1; amount += 0.05) {
    const darker = darken(shades[9], amount);
    if (passes(darker)) return darker;
  }
  return "#000";
}

const lightShadeOf = (t: MantineTheme) => (typeof t.primaryShade === "number" ? t.primaryShade : t.primaryShade.light);

/**
 * Colour variables of the light scheme that meet WCAG AA, for every colour of the theme. Mantine draws coloured
 * text (light, subtle and outline variants, `c="red"`) and filled backgrounds under white text in the primary
 * shade (7), which for most of its palette is below 4.5:1: a green "Active" badge reached 2.49:1 on its tint, a red
 * subtle "Delete" 3.84:1 on white. Here each colour gets the lightest shade that passes (or a darkened one), so a
 * colour name in a component stays safe without per-use fixes. Colours that already pass keep their look.
 */
export function accessibleColorVariables(t: MantineTheme): Record<string, string> {
  const shade = lightShadeOf(t);
  const variables: Record<string, string> = {};
  for (const [name, shades] of Object.entries(t.colors)) {
    if (!Array.isArray(shades)) continue; // A virtual colour points at real ones, which are handled.
    const tuple = shades as MantineColorsTuple;
    // Text sits on white, on the light variant's tint (10 %) and on its hover (12 %): the darkest is the hover.
    const text = readableShade(tuple, shade, ["#fff", overWhite(tuple[shade], 0.12)]);
    // White text on the filled background.
    const filled = readableShade(tuple, shade, ["#fff"]);
    if (text !== tuple[shade]) {
      variables[`--mantine-color-${name}-light-color`] = text;
      variables[`--mantine-color-${name}-outline`] = text;
      variables[`--mantine-color-${name}-text`] = text;
    }
    if (filled !== tuple[shade]) {
      variables[`--mantine-color-${name}-filled`] = filled;
      variables[`--mantine-color-${name}-filled-hover`] = darken(filled, 0.1);
    }
  }
  return variables;
}

/**
 * The light scheme's variables: readable colours (above), and secondary text (`c="dimmed"`) everywhere: Mantine's
 * default (gray.6, #868e96) reaches only about 3.3:1 on white. gray.7 (#495057) reaches about 8:1 on white and stays
 * above 4.5:1 on the light tinted backgrounds of alerts and cards, yet still reads as secondary next to black text.
 * Error texts (red.6 by default, 3.3:1) take the readable red.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => (resolved ??= resolveVariables(t));
// The theme is this build's constant, so its variables are worked out once, not on every page rendered.
let resolved: ReturnType<CSSVariablesResolver> | undefined;

function resolveVariables(t: MantineTheme): ReturnType<CSSVariablesResolver> {
  const colors = accessibleColorVariables(t);
  return {
    variables: scoreBandVariables(),
    light: {
      ...colors,
      "--mantine-color-dimmed": t.colors.gray[7],
      "--mantine-color-error": colors["--mantine-color-red-text"] ?? t.colors.red[lightShadeOf(t)],
    },
    dark: {},
  };
}

/**
 * The theme's CSS variables as MantineProvider writes them (`withCssVariables`: Mantine's defaults merged with
 * cssVariablesResolver's, less those its own stylesheet already sets), worked out once: the provider redid it, 15 KB
 * of text, on every page rendered. It is served as /theme.css (theme-stylesheet.server.ts) and MantineProvider's
 * `withCssVariables` is off.
 */
export function themeVariablesCss(): string {
  return (themeCss ??= buildThemeVariablesCss());
}
let themeCss: string | undefined;

function buildThemeVariablesCss(): string {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const own = defaultCssVariablesResolver(merged);
  const extra = cssVariablesResolver(merged);
  const changed = (part: "variables" | "light" | "dark") => {
    const before: Record<string, string> = defaults[part];
    return Object.fromEntries(Object.entries({ ...own[part], ...extra[part] }).filter(([k, v]) => before[k] !== v));
  };
  return convertCssVariables({ variables: changed("variables"), light: changed("light"), dark: changed("dark") });
}
