import "@mantine/core/styles/Table.layer.css";
import { Table, Text, VisuallyHidden } from "@mantine/core";
import { NORMS_LABELS } from "~domain/assessment/norms-name";
import { rangeText, scoreRange } from "~domain/assessment/precision";
import type { AssessmentScores } from "~domain/assessment/scoring";
import { directionText, DOMAIN_NAMES, DOMAINS, facetName, FACETS, type ScaleCode } from "~domain/assessment/traits";
import { ScoreBandBadge } from "~/ui/ScoreBandBadge";
import classes from "./report.module.css";

/**
 * The 5 domain and 30 facet percentiles with their bands and likely ranges (±1 SEM: domain/assessment/precision.ts)
 * as a table (the accessible form of the charts). On a phone (a narrow panel) the Percentile column gives way: the
 * band badge beside it shows the same number.
 */
export function ScoreTable({ scores, id }: { scores: AssessmentScores; id: string }) {
  return (
    <div className={`${classes.fitTable} ${classes.scoreTable}`}>
      <Table.ScrollContainer minWidth={0}>
        <Table id={id} striped withTableBorder verticalSpacing={4} data-testid="score-table">
          <Table.Caption>
            Percentiles against the {NORMS_LABELS[scores.norms]}, with their score bands. The likely range is where the
            score would fall within its measurement error (±1 standard error): scores whose ranges overlap are not
            clearly different.
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Trait</Table.Th>
              <Table.Th scope="col" ta="right" className={classes.percentile}>
                Percentile
              </Table.Th>
              <Table.Th scope="col">
                <span className={classes.wideOnly}>Band</span>
                <span className={classes.narrowOnly}>Percentile · band</span>
              </Table.Th>
              <Table.Th scope="col">Likely range</Table.Th>
            </Table.Tr>
          </Table.Thead>
          {DOMAINS.map((d) => (
            <Table.Tbody key={d} data-domain={d}>
              <Table.Tr data-testid="domain-row">
                <Table.Th scope="row">
                  <Text fw={700} size="sm">
                    {DOMAIN_NAMES[d]}
                  </Text>
                  {directionText(d) ? (
                    <Text size="xs" c="dimmed" fw={400}>
                      {directionText(d)}
                    </Text>
                  ) : null}
                </Table.Th>
                <Table.Td ta="right" fw={700} className={classes.percentile}>
                  {scores.domains[d].percentile}
                </Table.Td>
                <Table.Td>
                  <ScoreBandBadge value={scores.domains[d].percentile} showBand />
                </Table.Td>
                <LikelyRange scale={d} t={scores.domains[d].t} />
              </Table.Tr>
              {FACETS.filter((f) => f.startsWith(d)).map((f) => (
                <Table.Tr key={f} data-testid="facet-row">
                  <Table.Th scope="row" fw={400} pl="lg">
                    <Text size="sm">{facetName(f)}</Text>
                  </Table.Th>
                  <Table.Td ta="right" className={classes.percentile}>
                    {scores.facets[f].percentile}
                  </Table.Td>
                  <Table.Td>
                    <ScoreBandBadge value={scores.facets[f].percentile} showBand size="sm" />
                  </Table.Td>
                  <LikelyRange scale={f} t={scores.facets[f].t} />
                </Table.Tr>
              ))}
            </Table.Tbody>
          ))}
        </Table>
      </Table.ScrollContainer>
    </div>
  );
}

/** A score's ±1 SEM range as percentiles: "48–74" on screen, "48 to 74" to assistive technology. */
function LikelyRange({ scale, t }: { scale: ScaleCode; t: number }) {
  const range = scoreRange(scale, t);
  return (
    <Table.Td c="dimmed" data-testid="likely-range">
      <span aria-hidden>{rangeText(range)}</span>
      <VisuallyHidden>
        {range.percentile_low} to {range.percentile_high}
      </VisuallyHidden>
    </Table.Td>
  );
}
