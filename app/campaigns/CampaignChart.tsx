import "@mantine/core/styles/ColorSwatch.layer.css";
import "@mantine/charts/styles.css";
import { LineChart } from "@mantine/charts";
import { Box, Title } from "@mantine/core";
import { BRAND_STEPS, stepLabel, type FunnelStep } from "../../api/campaigns/contract";
import { everyDay } from "./chart";
import type { CampaignData } from "./CampaignPage";

const SERIES_COLORS: Record<FunnelStep, string> = {
  visits: "blue.6",
  registrations: "teal.6",
  completions: "violet.6",
  hires: "orange.6",
};

/**
 * The campaign's counts per day as lines, every day shown (a day without counts as zeros). Hidden from assistive
 * technology: the tables below carry the same numbers.
 */
export function CampaignChart({ stats }: Pick<CampaignData, "stats">) {
  return (
    <Box>
      <Title order={3} size="h5" mb="xs">
        Over time
      </Title>
      <LineChart
        h={240}
        data={everyDay(
          stats.days,
          Object.fromEntries(BRAND_STEPS.map((s) => [s, 0])) as Omit<(typeof stats.days)[number], "date">,
        )}
        dataKey="date"
        series={BRAND_STEPS.map((s) => ({ name: s, label: stepLabel(s), color: SERIES_COLORS[s] }))}
        withLegend
        legendProps={{ verticalAlign: "bottom" }}
        curveType="linear"
        xAxisLabel="Day (UTC)"
        yAxisLabel="Count that day"
        tooltipAnimationDuration={0}
        lineChartProps={{ accessibilityLayer: false }}
        aria-hidden
      />
    </Box>
  );
}
