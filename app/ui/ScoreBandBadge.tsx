import { Badge, VisuallyHidden, type BadgeProps } from "@mantine/core";
import type { CSSProperties } from "react";
import brand from "~brand";
import { bandFor } from "~domain/assessment/bands";
import type { ScoreBand } from "../../brands/types";
import { Hidden, plainClasses } from "./plain";

/** Text colours a badge may use: whichever reads better on the band's colour. */
const DARK_TEXT = "#1a1b1e";
const LIGHT_TEXT = "#ffffff";

function luminance(hex: string): number {
  const value = hex.replace("#", "");
  const full = value.length === 3 ? [...value].map((c) => c + c).join("") : value;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const channel = parseInt(full.slice(i, i + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two #rrggbb colours (1–21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** The text colour with the better contrast on a background. */
export function readableTextOn(background: string): string {
  return contrastRatio(background, LIGHT_TEXT) >= contrastRatio(background, DARK_TEXT) ? LIGHT_TEXT : DARK_TEXT;
}

/** A score as the whole number the bands are defined on (0–100: percentiles 1–99 and fit scores 0–100). */
export function normaliseScore(value: number): number | null {
  if (!Number.isFinite(value)) return null;
  return Math.min(100, Math.max(0, Math.round(value)));
}

export interface ScoreBandBadgeProps extends Omit<BadgeProps, "color" | "children"> {
  /** A percentile (1–99) or a fit score (0–100). */
  value: number;
  /** Also show the band's name ("66-80") next to the value; screen readers always hear it. */
  showBand?: boolean;
}

/**
 * The one score-band badge: a score coloured by the brand's band colours (spec §9 bands), with text that keeps
 * enough contrast on every band colour and says the band to assistive technology.
 */
export function ScoreBandBadge({ value, showBand = false, ...props }: ScoreBandBadgeProps) {
  const score = normaliseScore(value);
  if (score === null) {
    return (
      <Badge variant="outline" color="gray" {...props}>
        <span aria-hidden>–</span>
        <VisuallyHidden>No score</VisuallyHidden>
      </Badge>
    );
  }
  const band: ScoreBand = bandFor(score);
  const background = brand.scoreBandColors[band];
  const plain = plainStyle(band, props);
  if (plain) {
    // A list or report shows dozens of these: the same markup as Mantine's Badge, without its per-render work.
    return (
      <div
        className={plainClasses.badge}
        style={plain}
        data-variant="filled"
        data-size={props.size ?? "md"}
        title={`Score ${score}, band ${band}`}
        data-band={band}
      >
        <span className={plainClasses.badgeLabel}>
          {score}
          {showBand ? <span aria-hidden> · {band}</span> : null}
          <Hidden>, score band {band}</Hidden>
        </span>
      </div>
    );
  }
  return (
    <Badge
      variant="filled"
      color={background}
      autoContrast={false}
      tt="none"
      title={`Score ${score}, band ${band}`}
      data-band={band}
      styles={{ root: { color: readableTextOn(background) } }}
      {...props}
    >
      {score}
      {showBand ? <span aria-hidden> · {band}</span> : null}
      <VisuallyHidden>, score band {band}</VisuallyHidden>
    </Badge>
  );
}

const SIZES = new Set(["xs", "sm", "md", "lg", "xl"]);
const plainStyles = new Map<string, CSSProperties>();

/**
 * The style Mantine's filled Badge would set for a band, a size and numeric `miw`/`px` (made once per combination),
 * or null when other props are given: those go through Badge itself.
 */
function plainStyle(band: ScoreBand, props: Omit<ScoreBandBadgeProps, "value" | "showBand">): CSSProperties | null {
  const { size = "md", miw, px, ...rest } = props;
  if (Object.keys(rest).length || typeof size !== "string" || !SIZES.has(size)) return null;
  if ((miw !== undefined && typeof miw !== "number") || (px !== undefined && typeof px !== "number")) return null;
  const key = `${band}|${size}|${miw}|${px}`;
  let style = plainStyles.get(key);
  if (!style) {
    const background = brand.scoreBandColors[band];
    const rem = (n: number) => `calc(${n / 16}rem * var(--mantine-scale))`;
    style = {
      color: readableTextOn(background),
      "--badge-height": `var(--badge-height-${size})`,
      "--badge-padding-x": `var(--badge-padding-x-${size})`,
      "--badge-fz": `var(--badge-fz-${size})`,
      "--badge-bg": background,
      "--badge-color": "var(--mantine-color-white)",
      "--badge-bd": `${rem(1)} solid transparent`,
      ...(px !== undefined && { paddingInline: rem(px) }),
      textTransform: "none",
      ...(miw !== undefined && { minWidth: rem(miw) }),
    } as CSSProperties;
    plainStyles.set(key, style);
  }
  return style;
}
