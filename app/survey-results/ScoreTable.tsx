import { administrationLine, NORMS_LABELS } from "~domain/assessment/norms-name";
import { rangeText, scoreRange } from "~domain/assessment/precision";
import type { AssessmentScores } from "~domain/assessment/scoring";
import { directionText, DOMAIN_NAMES, DOMAINS, facetName, FACETS, type ScaleCode } from "~domain/assessment/traits";
import type { Language } from "~domain/languages";
import { ScoreBandBadge } from "~/ui/ScoreBandBadge";
import classes from "./report.module.css";

/**
 * The 5 domain and 30 facet percentiles with their bands and likely ranges (±1 SEM: domain/assessment/precision.ts)
 * as a table (the accessible form of the charts). On a phone (a narrow panel) the Percentile column gives way: the
 * band badge beside it shows the same number. Plain elements on the report's own classes (Mantine's CSS variables):
 * 35 rows of Mantine's Table and Text components were a third of the page's HTML. The caption names the norm group
 * and the language the person answered in (`language`).
 */
export function ScoreTable({ scores, language, id }: { scores: AssessmentScores; language: Language; id: string }) {
  return (
    <div className={`${classes.fitTable} ${classes.scoreTable}`}>
      <div className={classes.tableScroll}>
        <table id={id} className={classes.table} data-testid="score-table">
          <caption>
            Percentiles against the {NORMS_LABELS[scores.norms]} ({administrationLine(language, scores.norms)}), with
            their score bands. The likely range is where the score would fall within its measurement error (±1 standard
            error): scores whose ranges overlap are not clearly different.
          </caption>
          <thead>
            <tr>
              <th scope="col">Trait</th>
              <th scope="col" className={classes.percentile}>
                Percentile
              </th>
              <th scope="col">
                <span className={classes.wideOnly}>Band</span>
                <span className={classes.narrowOnly}>Percentile · band</span>
              </th>
              <th scope="col">Likely range</th>
            </tr>
          </thead>
          {DOMAINS.map((d) => (
            <tbody key={d} data-domain={d}>
              <tr data-testid="domain-row" className={classes.domainRow}>
                <th scope="row">
                  {DOMAIN_NAMES[d]}
                  {directionText(d) ? <span className={classes.direction}>{directionText(d)}</span> : null}
                </th>
                <td className={classes.percentile}>{scores.domains[d].percentile}</td>
                <td>
                  <ScoreBandBadge value={scores.domains[d].percentile} showBand />
                </td>
                <LikelyRange scale={d} t={scores.domains[d].t} />
              </tr>
              {FACETS.filter((f) => f.startsWith(d)).map((f) => (
                <tr key={f} data-testid="facet-row">
                  <th scope="row">{facetName(f)}</th>
                  <td className={classes.percentile}>{scores.facets[f].percentile}</td>
                  <td>
                    <ScoreBandBadge value={scores.facets[f].percentile} showBand size="sm" />
                  </td>
                  <LikelyRange scale={f} t={scores.facets[f].t} />
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
    </div>
  );
}

/** A score's ±1 SEM range as percentiles: "48–74" on screen, "48 to 74" to assistive technology. */
function LikelyRange({ scale, t }: { scale: ScaleCode; t: number }) {
  const range = scoreRange(scale, t);
  return (
    <td className={classes.range} data-testid="likely-range">
      <span aria-hidden>{rangeText(range)}</span>
      <span className={classes.visuallyHidden}>
        {range.percentile_low} to {range.percentile_high}
      </span>
    </td>
  );
}
