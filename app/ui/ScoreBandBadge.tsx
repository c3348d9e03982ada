import { Badge, VisuallyHidden, type BadgeProps } from "@mantine/core";
import brand from "~brand";
import { bandFor } from "~domain/assessment/bands";
import type { ScoreBand } from "../../brands/types";
import classes from "./ScoreBandBadge.module.css";
import { readableTextOn } from "./theme";

// Badge's and VisuallyHidden's public class names (`X.classes`), with Badge's static ones, as a Mantine Badge has them
// (tests/e2e/layout.spec.ts finds badges by them). Not ./plain.tsx: the shared report links no signed-in CSS.
const BADGE = `${Badge.classes.root} mantine-Badge-root`;
const BADGE_LABEL = `${Badge.classes.label} mantine-Badge-label`;
const HIDDEN = VisuallyHidden.classes.root;

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
  /**
   * Whether the badge says its band to assistive technology itself: off where its container already names the score
   * and band (DomainBadges' `role="img"` with a label), so a list does not carry the words twice.
   */
  spoken?: boolean;
}

/**
 * The one score-band badge: a score coloured by the brand's band colours (spec §9 bands), with text that keeps
 * enough contrast on every band colour and says the band to assistive technology.
 */
export function ScoreBandBadge({ value, showBand = false, spoken = true, ...props }: ScoreBandBadgeProps) {
  const score = normaliseScore(value);
  if (score === null) {
    return (
      <Badge variant="outline" color="gray" {...props}>
        <span aria-hidden>–</span>
        {spoken ? <VisuallyHidden>No score</VisuallyHidden> : null}
      </Badge>
    );
  }
  const band: ScoreBand = bandFor(score);
  if (canBePlain(props)) {
    // A list or report shows dozens of these: the same markup as Mantine's Badge, without its per-render work; the
    // band's colours and the size come from the classes. A bare number needs no label element (a list page has 125).
    return (
      <div
        className={`${BADGE} ${classes.badge}${props.className ? ` ${props.className}` : ""}`}
        data-size={props.size ?? "md"}
        title={`Score ${score}, band ${band}`}
        data-band={band}
      >
        {showBand || spoken ? (
          <span className={BADGE_LABEL}>
            {score}
            {showBand ? <span aria-hidden> · {band}</span> : null}
            {spoken ? <span className={HIDDEN}>, score band {band}</span> : null}
          </span>
        ) : (
          score
        )}
      </div>
    );
  }
  const background = brand.scoreBandColors[band];
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
      {spoken ? <VisuallyHidden>, score band {band}</VisuallyHidden> : null}
    </Badge>
  );
}

const SIZES = new Set(["xs", "sm", "md", "lg", "xl"]);

/**
 * Whether the badge can be plain markup: at most a size of the scale and a class name (a caller sizes it by its own
 * class). Other props go through Badge itself.
 */
function canBePlain(props: Omit<ScoreBandBadgeProps, "value" | "showBand">): boolean {
  const { size = "md", className: _className, ...rest } = props;
  return Object.keys(rest).length === 0 && typeof size === "string" && SIZES.has(size);
}
