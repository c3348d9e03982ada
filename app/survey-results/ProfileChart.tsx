// The profile's bar charts, drawn in the browser only: the chart library is the largest part of the report's code
// and draws nothing on the server (its charts size themselves to the page), so its code loads after the page shows,
// behind a box of the charts' own height. The table beside the charts holds the same values.
import { Box } from "@mantine/core";
import { lazy, Suspense } from "react";
import type { AssessmentScores } from "~domain/assessment/scoring";
import { CHART_HEIGHTS } from "./chart-size";

const ScoreChart = lazy(() => import("./ScoreChart").then((m) => ({ default: m.ScoreChart })));

/** The charts' space while their code loads: the same height, so nothing below moves when they appear. */
function ChartSpace() {
  return <Box h={CHART_HEIGHTS.total} aria-hidden data-testid="chart-space" />;
}

/** Rendered in the browser only: it is part of the report below its first screen (./ReportDetails.tsx, ADR 081). */
export function ProfileChart({ scores, tableId }: { scores: AssessmentScores; tableId: string }) {
  return (
    <Suspense fallback={<ChartSpace />}>
      <ScoreChart scores={scores} tableId={tableId} />
    </Suspense>
  );
}
