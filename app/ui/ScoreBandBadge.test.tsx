import { MantineProvider } from "@mantine/core";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import brand from "~brand";
import coaching from "../../brands/coaching/index";
import hb from "../../brands/hb/index";
import { SCORE_BANDS } from "../../brands/types";
import { normaliseScore, ScoreBandBadge } from "./ScoreBandBadge";
import { contrastRatio, cssVariablesResolver, readableTextOn, theme } from "./theme";

const render = (node: JSX.Element) =>
  renderToStaticMarkup(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {node}
    </MantineProvider>,
  );
const text = (html: string) =>
  html
    .replace(/<style[^>]*>[\s\S]*?<\/style>/g, "")
    .replace(/<[^>]+>/g, "")
    .trim();

describe("contrast", () => {
  it("computes WCAG contrast ratios", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrastRatio("#ffffff", "#ffffff")).toBeCloseTo(1, 5);
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
  });

  it.each(
    [hb, coaching].flatMap((b) => SCORE_BANDS.map((band) => [b.brand, band.key, b.scoreBandColors[band.key]] as const)),
  )("%s band %s (%s): the badge text has at least 4.5:1 contrast", (_brand, _band, colour) => {
    expect(contrastRatio(colour, readableTextOn(colour))).toBeGreaterThanOrEqual(4.5);
  });

  it("picks dark text on a light colour and white on a dark one", () => {
    expect(readableTextOn("#ca8a04")).toBe("#1a1b1e");
    expect(readableTextOn("#991b1b")).toBe("#ffffff");
  });
});

describe("ScoreBandBadge", () => {
  it.each([
    [99, "91+"],
    [91, "91+"],
    [90, "81-90"],
    [81, "81-90"],
    [80, "66-80"],
    [66, "66-80"],
    [65, "35-65"],
    [35, "35-65"],
    [34, "20-34"],
    [20, "20-34"],
    [19, "10-19"],
    [10, "10-19"],
    [9, "9 or less"],
    [1, "9 or less"],
  ] as const)("colours %i as band %s with the brand's colour and says the band", (value, band) => {
    const html = render(<ScoreBandBadge value={value} />);
    expect(html).toContain(`data-band="${band}"`);
    // The colour is the page's variable for the band (ScoreBandBadge.module.css selects it by data-band).
    const index = SCORE_BANDS.findIndex((b) => b.key === band);
    expect(html).toContain(`--score-band-${index}: ${brand.scoreBandColors[band]}`);
    expect(text(html)).toBe(`${value}, score band ${band}`);
  });

  it("shows the band visibly when asked", () => {
    expect(text(render(<ScoreBandBadge value={72} showBand />))).toBe("72 · 66-80, score band 66-80");
  });

  it("rounds and clamps what it is given", () => {
    expect(normaliseScore(90.6)).toBe(91);
    expect(normaliseScore(-3)).toBe(0);
    expect(normaliseScore(140)).toBe(100);
    expect(normaliseScore(Number.NaN)).toBeNull();
    expect(render(<ScoreBandBadge value={90.6} />)).toContain('data-band="91+"');
  });

  it("is the same plain markup with a caller's class, and a Mantine Badge with other props", () => {
    const plain = render(<ScoreBandBadge value={50} size="sm" className="narrow" />);
    expect(plain).toMatch(/<div class="[^"]*mantine-Badge-root [^"]* narrow" data-size="sm"/);
    expect(text(plain)).toBe("50, score band 35-65");
    // A prop the plain markup does not carry goes through the component, which applies it.
    const full = render(<ScoreBandBadge value={50} size="sm" radius="xs" />);
    expect(full).toContain("--badge-radius:var(--mantine-radius-xs)");
    expect(text(full)).toBe("50, score band 35-65");
  });

  it("says there is no score for a value that is not a number", () => {
    expect(text(render(<ScoreBandBadge value={Number.NaN} />))).toBe("–No score");
  });
});

describe("band colours", () => {
  /** Hue (0–360) and HSL saturation (0–1) of a #rrggbb colour. */
  function hueOf(hex: string): { hue: number; saturation: number } {
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
    const max = Math.max(r, g, b);
    const min = Math.min(r, g, b);
    const d = max - min;
    if (d === 0) return { hue: 0, saturation: 0 };
    const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
    const lightness = (max + min) / 2;
    return { hue: (h * 60 + 360) % 360, saturation: d / (1 - Math.abs(2 * lightness - 1)) };
  }

  // A 99th-percentile Neuroticism must not look "good" nor a low one "bad": traits have no better end, so no band is
  // red, orange or green (the colours of a warning or of approval).
  it.each(
    [hb, coaching].flatMap((b) => SCORE_BANDS.map((band) => [b.brand, band.key, b.scoreBandColors[band.key]] as const)),
  )("%s band %s (%s) is neither red, orange nor green", (_brand, _band, colour) => {
    const { hue, saturation } = hueOf(colour);
    if (saturation < 0.3) return; // a grey has no meaningful hue
    expect(hue < 50 || hue > 330).toBe(false);
    expect(hue > 70 && hue < 170).toBe(false);
  });

  it.each([hb, coaching])("$brand: every band stands out from a white page (3:1, for chart bars)", (b) => {
    for (const band of SCORE_BANDS)
      expect(contrastRatio(b.scoreBandColors[band.key], "#ffffff"), band.key).toBeGreaterThanOrEqual(3);
  });

  it.each([hb, coaching])("$brand: low, average and high bands are told apart by colour", (b) => {
    const high = b.scoreBandColors["91+"];
    const average = b.scoreBandColors["35-65"];
    const low = b.scoreBandColors["9 or less"];
    expect(new Set([high, average, low]).size).toBe(3);
    expect(Math.abs(hueOf(high).hue - hueOf(low).hue)).toBeGreaterThan(40);
    expect(hueOf(average).saturation).toBeLessThan(0.3);
  });
});
