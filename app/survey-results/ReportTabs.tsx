// The views of one person's report (/survey-results/{id} and its sub-pages). Each view belongs to a brand feature;
// a brand that does not ship the feature shows no tab for it (and the route answers 404).
import { Button, Group } from "@mantine/core";
import { Link } from "@remix-run/react";
import brand from "~brand";
import type { BrandFeatures } from "../../brands/types";
import { ReportActions } from "./ReportActions";

export type ReportView = "report" | "growth" | "changes" | "answers" | "benchmarks";

const VIEWS: { view: ReportView; label: string; path: string; feature: keyof BrandFeatures | null }[] = [
  { view: "report", label: "Profile", path: "", feature: null },
  { view: "growth", label: "Growth report", path: "/growth", feature: "growthReport" },
  { view: "changes", label: "Changes over time", path: "/changes", feature: "changesOverTimeReports" },
  { view: "answers", label: "Answers", path: "/answers", feature: "behaviouralQuestionsChart" },
  { view: "benchmarks", label: "Benchmark scores", path: "/benchmarks", feature: "benchmarkScores" },
];

/** The views this brand ships (the profile always). */
export const reportViews = VIEWS.filter((v) => v.feature === null || brand.features[v.feature]);

/** `earlier`: an earlier assessment of its person (read-only history), which offers no way into the tools around it. */
export function ReportTabs({ id, current, earlier = false }: { id: number; current: ReportView; earlier?: boolean }) {
  const actions = earlier ? null : <ReportActions id={id} />;
  if (reportViews.length < 2) return actions;
  return (
    <Group justify="space-between" align="flex-start" gap={6} wrap="wrap" className="no-print">
      <Group component="nav" aria-label="Report views" gap={6} wrap="wrap">
        {reportViews.map((v) => (
          <Button
            key={v.view}
            component={Link}
            to={`/survey-results/${id}${v.path}`}
            size="compact-sm"
            variant={v.view === current ? "filled" : "default"}
            aria-current={v.view === current ? "page" : undefined}
            prefetch="intent"
          >
            {v.label}
          </Button>
        ))}
      </Group>
      {actions}
    </Group>
  );
}
