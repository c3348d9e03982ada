import "@mantine/core/styles/ColorSwatch.layer.css";
import "@mantine/charts/styles.css";
import { BarChart } from "@mantine/charts";
import { Box, Text } from "@mantine/core";
import brand from "~brand";
import { bandFor } from "~domain/assessment/bands";
import type { AssessmentScores } from "~domain/assessment/scoring";
import { DOMAIN_NAMES, DOMAINS, facetName, FACETS } from "~domain/assessment/traits";
import { CHART_HEIGHTS } from "./chart-size";

const colorOf = (value: number) => brand.scoreBandColors[bandFor(Math.round(value))];

/**
 * The percentiles as bar charts in the brand's band colours: the five domains, then the 30 facets domain by
 * domain. The charts are a picture of the table below them (ScoreTable), which is what assistive technology reads.
 */
export function ScoreChart({ scores, tableId }: { scores: AssessmentScores; tableId: string }) {
  const domains = DOMAINS.map((d) => ({ trait: DOMAIN_NAMES[d], Percentile: scores.domains[d].percentile }));
  const facets = FACETS.map((f) => ({ trait: `${f} ${facetName(f)}`, Percentile: scores.facets[f].percentile }));
  const common = {
    dataKey: "trait",
    orientation: "vertical" as const,
    series: [{ name: "Percentile", color: "gray.6" }],
    getBarColor: colorOf,
    xAxisProps: { domain: [0, 100], ticks: [0, 10, 20, 35, 50, 65, 80, 90, 100] },
    withBarValueLabel: true,
    gridAxis: "y" as const,
    tooltipAnimationDuration: 0,
    barChartProps: { accessibilityLayer: false },
  };
  return (
    <Box
      role="img"
      aria-label="Bar charts of the percentiles; the table below holds the same values."
      aria-describedby={tableId}
    >
      <Text size="sm" fw={500} mb={4} aria-hidden>
        Domains
      </Text>
      <BarChart
        h={CHART_HEIGHTS.domains}
        data={domains}
        yAxisProps={{ width: 170 }}
        {...common}
        aria-hidden
        data-testid="domain-chart"
      />
      <Text size="sm" fw={500} mt="md" mb={4} aria-hidden>
        Facets
      </Text>
      <BarChart
        h={CHART_HEIGHTS.facets}
        data={facets}
        yAxisProps={{ width: 190, interval: 0, fontSize: 11 }}
        {...common}
        aria-hidden
        data-testid="facet-chart"
      />
    </Box>
  );
}
