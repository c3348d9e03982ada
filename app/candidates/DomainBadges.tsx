import { DOMAIN_NAMES, DOMAINS, type DomainCode } from "~domain/assessment/traits";
import { Hidden, plainClasses, textStyle } from "~/ui/plain";
import { ScoreBandBadge } from "~/ui/ScoreBandBadge";
import classes from "./DomainBadges.module.css";
import type { DomainPercentiles } from "./model";

// Every row of the list has these: plain elements with classes (the look of Group, Stack and a dimmed xs Text)
// rather than the components, whose per-render work made this cell the list's most expensive one (issue 20).
const DIMMED_SM = { ...textStyle("sm"), color: "var(--mantine-color-dimmed)" };

/** The five domain percentiles of a result as band badges, each under its domain's letter; "Not finished" before. */
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
      {DOMAINS.map((d: DomainCode) => (
        <div key={d} className={classes.stack}>
          <span className={classes.letter} aria-hidden>
            {d}
          </span>
          <Hidden>{DOMAIN_NAMES[d]}</Hidden>
          <ScoreBandBadge value={domains[d].percentile} size="sm" className={classes.badge} />
        </div>
      ))}
    </div>
  );
}
