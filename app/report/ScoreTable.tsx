import { Table, Text } from "@mantine/core";
import type { AssessmentScores } from "~domain/assessment/scoring";
import { directionText, DOMAIN_NAMES, DOMAINS, facetName, FACETS } from "~domain/assessment/traits";
import { ScoreBandBadge } from "~/ui/ScoreBandBadge";
import classes from "./report.module.css";

/**
 * The 5 domain and 30 facet percentiles with their bands as a table (the accessible form of the charts). On a phone
 * (a narrow panel) the Percentile column gives way: the band badge beside it shows the same number.
 */
export function ScoreTable({ scores, id }: { scores: AssessmentScores; id: string }) {
  return (
    <div className={`${classes.fitTable} ${classes.scoreTable}`}>
      <Table.ScrollContainer minWidth={0}>
        <Table id={id} striped withTableBorder verticalSpacing={4} data-testid="score-table">
          <Table.Caption>
            Percentiles against the norms for{" "}
            {scores.norm_group.sex === "unspecified" ? "both sexes" : `${scores.norm_group.sex}s`} aged{" "}
            {scores.norm_group.age_band}, with their score bands.
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
                </Table.Tr>
              ))}
            </Table.Tbody>
          ))}
        </Table>
      </Table.ScrollContainer>
    </div>
  );
}
