import { bandFor } from "~domain/assessment/bands";
import { DOMAIN_INITIALS, DOMAIN_NAMES, DOMAINS, type DomainCode } from "~domain/assessment/traits";
import { plainClasses, textStyle } from "~/ui/plain";
import { normaliseScore, ScoreBandBadge } from "~/ui/ScoreBandBadge";
import classes from "./DomainBadges.module.css";
import type { DomainPercentiles } from "./list-model";

// Every row of the list has these: plain elements with classes (the look of Group, Stack and a dimmed xs Text)
// rather than the components, whose per-render work made this cell the list's most expensive one.
const DIMMED_SM = { ...textStyle("sm"), color: "var(--mantine-color-dimmed)" };

/** What a screen reader says of one domain: "Stress response 67, score band 66-80". */
function spokenScore(code: DomainCode, percentile: number) {
  const score = normaliseScore(percentile);
  return score === null
    ? `${DOMAIN_NAMES[code]}: no score`
    : `${DOMAIN_NAMES[code]} ${score}, score band ${bandFor(score)}`;
}

/**
 * The five domain percentiles of a result as band badges, each under its domain's initial (a pointer shows the
 * name); "Not finished" before.
 * Each domain is one image to assistive technology, named by its domain, score and band: the letter (drawn by CSS)
 * and the badge are its picture. Three elements a domain instead of six, 25 rows a page.
 */
export function DomainBadges({ domains }: { domains: DomainPercentiles | null }) {
  if (!domains) {
    return (
      <p className={plainClasses.text} style={DIMMED_SM} data-size="sm">
        Not finished
      </p>
    );
  }
  return (
    <div className={classes.group} data-testid="domain-badges">
      {DOMAINS.map((d) => (
        <div
          key={d}
          className={classes.stack}
          data-letter={DOMAIN_INITIALS[d]}
          title={DOMAIN_NAMES[d]}
          role="img"
          aria-label={spokenScore(d, domains[d].percentile)}
        >
          <ScoreBandBadge value={domains[d].percentile} size="sm" className={classes.badge} spoken={false} />
        </div>
      ))}
    </div>
  );
}

/**
 * What the profile column's letters and colours mean, said once above the list: a phone has no pointer to show a
 * letter's name (the badges' title).
 */
export function ProfileLegend({ className }: { className?: string }) {
  return (
    <p className={className} data-testid="profile-legend">
      Profile:{" "}
      {DOMAINS.map((d, i) => (
        <span key={d}>
          <b>{DOMAIN_INITIALS[d]}</b> {DOMAIN_NAMES[d]}
          {i < DOMAINS.length - 1 ? " · " : ". "}
        </span>
      ))}
      Each number is a percentile; its color is its score band.
    </p>
  );
}
