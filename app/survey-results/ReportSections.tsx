// The report's sections below its first screen: the application, the AI panels, the interview questions, the
// conversation and what the profile says. The page's HTML carries what a reader sees first; these load once it shows
// (app/routes/_app.survey-results_.$id_.sections.ts), and their code with them.
import { Card, Group, Loader, Title } from "@mantine/core";
import type { SerializeFrom } from "@remix-run/node";
import { useFetcher } from "@remix-run/react";
import { lazy, Suspense, useEffect, type ReactNode } from "react";
import type { AssessmentScores } from "~domain/assessment/scoring";
import type { PageBenchmark } from "~/chat/model";
import type { loadReportSections } from "./report.server";
import classes from "./report.module.css";

const ApplicationPanel = lazy(() =>
  import("~/job-applications/ApplicationPanel").then((m) => ({ default: m.ApplicationPanel })),
);
const AiPanels = lazy(() => import("~/chat/AiPanels").then((m) => ({ default: m.AiPanels })));
const InterviewPanel = lazy(() => import("~/interview-questions/InterviewPanel").then((m) => ({ default: m.InterviewPanel })));
const ConversationPanel = lazy(() =>
  import("~/messaging/ConversationPanel").then((m) => ({ default: m.ConversationPanel })),
);
const TraitTexts = lazy(() => import("./TraitTexts").then((m) => ({ default: m.TraitTexts })));

export type ReportSectionsData = SerializeFrom<typeof loadReportSections>;

/** The sections' URL: with the page's benchmark, so the interview questions measure against the one the fit uses. */
export const sectionsHref = (surveyResultId: number, benchmark: number | null) =>
  `/survey-results/${surveyResultId}/sections${benchmark ? `?benchmark=${benchmark}` : ""}`;

/**
 * Loads the sections once the page shows, and again when the page's benchmark changes. After an action on the page
 * they are revalidated with it, as the page's own data is.
 */
export function useReportSections(surveyResultId: number, benchmark: number | null) {
  const sections = useFetcher<typeof loadReportSections>({ key: `report-sections-${surveyResultId}` });
  const { load } = sections;
  const href = sectionsHref(surveyResultId, benchmark);
  useEffect(() => {
    load(href);
  }, [load, href]);
  return sections.data;
}

/**
 * Where the sections appear until they have loaded: one quiet line, said once to assistive technology. Marked
 * `data-pending-sections`, which the e2e tests' `waitUntilReady` waits out.
 */
export function SectionsLoading({ className }: { className?: string }) {
  return (
    <Card withBorder padding="lg" className={className} role="status" data-pending-sections>
      <Group gap={0}>
        <Loader size="sm" aria-hidden />
        <span className={classes.loadingText}>Loading the rest of the report…</span>
      </Group>
    </Card>
  );
}

const Slot = ({ children }: { children: ReactNode }) => <Suspense fallback={null}>{children}</Suspense>;

interface Person {
  id: number;
  first: string;
  last: string;
}

export function ApplicationSection({
  data,
  className,
}: {
  data: ReportSectionsData["application"];
  className?: string;
}) {
  if (!data) return null;
  return (
    <Card withBorder padding="lg" className={className} component="section" aria-labelledby="application">
      <Title order={2} size="h4" id="application" mb="sm">
        Application
      </Title>
      <Slot>
        <ApplicationPanel {...data} />
      </Slot>
    </Card>
  );
}

export function AiAndInterviewSections({
  data,
  person,
  submitted,
  benchmark,
  className,
}: {
  data: ReportSectionsData;
  person: Person;
  submitted: boolean;
  benchmark: PageBenchmark | null;
  className?: string;
}) {
  return (
    <Slot>
      <AiPanels
        ai={data.ai}
        surveyResultId={person.id}
        firstName={person.first}
        submitted={submitted}
        benchmark={benchmark}
        className={className}
      />
      {data.interview ? (
        <InterviewPanel
          surveyResultId={person.id}
          firstName={person.first}
          data={data.interview}
          className={className}
        />
      ) : null}
    </Slot>
  );
}

export function ConversationSection({
  data,
  person,
  className,
}: {
  data: ReportSectionsData;
  person: Person;
  className?: string;
}) {
  return (
    <Slot>
      <ConversationPanel
        surveyResultId={person.id}
        conversation={data.conversation}
        name={`${person.first} ${person.last}`}
        className={className}
      />
    </Slot>
  );
}

/** What the profile says: the hiring report's texts per domain and facet (none in a brand without them). */
export function TextsSection({
  data,
  scores,
  className,
}: {
  data: ReportSectionsData;
  scores: AssessmentScores | null;
  className?: string;
}) {
  if (!scores || data.texts.length === 0) return null;
  return (
    <Card
      withBorder
      padding="lg"
      className={`${className ?? ""} ${classes.texts}`}
      component="section"
      aria-labelledby="texts"
    >
      <Title order={2} size="h4" id="texts" mb="sm">
        What the profile says
      </Title>
      <Slot>
        <TraitTexts texts={data.texts} scores={scores} />
      </Slot>
    </Card>
  );
}
