import { DEFAULT_THEME, MantineProvider, mergeMantineTheme, type MantineColorsTuple } from "@mantine/core";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import brand from "~brand";
import { AA_CONTRAST, contrastRatio, cssVariablesResolver, overWhite, theme, themeVariablesCss } from "./theme";

// The brand's theme as MantineProvider sees it, and the light scheme's variables it is given.
const full = mergeMantineTheme(DEFAULT_THEME, theme);
const light = cssVariablesResolver(full).light;
const SHADE = 7;

/** What a variable resolves to: our override, or Mantine's default (the primary shade). */
const resolved = (name: string, kind: "light-color" | "text" | "outline" | "filled") =>
  light[`--mantine-color-${name}-${kind}`] ?? (full.colors[name] as MantineColorsTuple)[SHADE];

const colours = Object.keys(full.colors);

describe(`theme colours of ${brand.brand} meet WCAG AA (4.5:1) in the light scheme`, () => {
  it.each(colours)("%s: coloured text on white and on its light tint; white text on its filled background", (c) => {
    const tint = overWhite((full.colors[c] as MantineColorsTuple)[SHADE], 0.12);
    for (const kind of ["light-color", "text", "outline"] as const) {
      expect(contrastRatio(resolved(c, kind), "#fff"), `${c} ${kind} on white`).toBeGreaterThanOrEqual(AA_CONTRAST);
      expect(contrastRatio(resolved(c, kind), tint), `${c} ${kind} on its tint`).toBeGreaterThanOrEqual(AA_CONTRAST);
    }
    expect(contrastRatio(resolved(c, "filled"), "#fff"), `white on ${c} filled`).toBeGreaterThanOrEqual(AA_CONTRAST);
  });

  it("fixes the reported cases: the green 'Active' badge and the red subtle 'Delete' button", () => {
    // Mantine's defaults were 2.49:1 and 3.84:1.
    const greenTint = overWhite(full.colors.green[SHADE], 0.1);
    expect(contrastRatio(full.colors.green[SHADE], greenTint)).toBeLessThan(3);
    expect(contrastRatio(resolved("green", "light-color"), greenTint)).toBeGreaterThanOrEqual(AA_CONTRAST);
    expect(contrastRatio(full.colors.red[SHADE], "#fff")).toBeLessThan(4);
    expect(contrastRatio(resolved("red", "light-color"), "#fff")).toBeGreaterThanOrEqual(AA_CONTRAST);
    expect(contrastRatio(light["--mantine-color-error"]!, "#fff")).toBeGreaterThanOrEqual(AA_CONTRAST);
  });

  it("keeps colours that already pass as they are (the brand's own primary, gray, dark)", () => {
    for (const c of [brand.theme.primaryColor, "gray", "dark"]) {
      expect(light[`--mantine-color-${c}-light-color`], c).toBeUndefined();
      expect(light[`--mantine-color-${c}-filled`], c).toBeUndefined();
    }
  });

  it("computes WCAG contrast ratios", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
  });
});

describe(`the theme's CSS variables of ${brand.brand}, worked out once`, () => {
  it("are exactly what MantineProvider writes itself with the resolver", () => {
    const html = renderToStaticMarkup(
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
        {null}
      </MantineProvider>,
    );
    const written = /<style data-mantine-styles="true">([\s\S]*?)<\/style>/.exec(html)?.[1];
    expect(written).toContain("--mantine-color-dimmed");
    expect(themeVariablesCss()).toBe(written);
  });
});
