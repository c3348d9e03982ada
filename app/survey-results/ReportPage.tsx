// The report page (/survey-results/{id}): who the candidate is, their profile, their fit to the role benchmarks, the
// notes and what the profile says.
import { Anchor, Badge, Button, Card, Group, NativeSelect, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconPrinter } from "@tabler/icons-react";
import type { SerializeFrom } from "@remix-run/node";
import { Link, useFetcher, useSearchParams } from "@remix-run/react";
import { useEffect, useRef } from "react";
import brand from "~brand";
import { shortDate } from "./list-model";
import { administrationLine, NORMS } from "~domain/assessment/norms-name";
import { track as trackEvent } from "~/telemetry/telemetry";
import { useActionResult } from "~/ui/action";
import { dateTime, type ReportActionResult } from "./model";
import { AssessmentHistory, EarlierAssessmentNotice } from "./AssessmentHistory";
import type { loadReport } from "./report.server";
import classes from "./report.module.css";
import {
  AiAndInterviewSections,
  ApplicationSection,
  ConversationSection,
  SectionsLoading,
  TextsSection,
  useReportSections,
} from "./ReportSections";
import { ReportTabs } from "./ReportTabs";
import { ValidityPanel } from "./ValidityPanel";
import { afterHydration } from "~/ui/after-hydration";

/** The loader's answer (app/survey-results/report.server.ts). */
export type ReportData = SerializeFrom<typeof loadReport>;

/**
 * The report below its first screen (./ReportDetails.tsx): rendered in the browser once the page has hydrated, with
 * its code loaded then, so the server renders and sends only what a reader sees first (ADR 081).
 */
const useBelowTheFold = afterHydration(() => import("./ReportDetails"));

export function ReportPage({
  result,
  notes,
  fit,
  pageBenchmark,
  statuses,
  roles,
  canMoveStages,
  canAttachResume,
  superAdmin,
  canHandleData,
}: ReportData) {
  const sections = useReportSections(result.id, pageBenchmark);
  const below = useBelowTheFold();
  const [searchParams, setSearchParams] = useSearchParams();
  const track = useFetcher<ReportActionResult>({ key: "report-track" });
  const details = useFetcher<ReportActionResult>({ key: "report-details" });
  const tracked = useRef<number | null>(null);
  // The page view is posted once the sections have loaded, not beside their first load: a fetcher's action that ends
  // while the sections' route is still being discovered has left the page in its not-found boundary on a busy
  // machine (the same family of races as ADR 060).
  const sectionsLoaded = sections !== undefined;
  useEffect(() => {
    if (!sectionsLoaded || tracked.current === result.id) return;
    tracked.current = result.id;
    track.submit({ intent: "track", event: "report_viewed" }, { method: "post" });
  }, [result.id, track, sectionsLoaded]);
  useActionResult(details.data, {
    onSuccess: ({ data: { stageChange } }) => {
      if (stageChange)
        trackEvent("Candidate Stage Changed", {
          candidate_id: result.id,
          from_stage: stageChange.from,
          to_stage: stageChange.to,
          ...(result.pipeline_id ? { pipeline_id: result.pipeline_id } : {}),
        });
    },
  });

  // One benchmark for the whole page (ADR 056): the loader chose it (`?benchmark=`, else the job's, else the role's);
  // a pick reloads every panel that uses it — fit, interview questions, summary — from the server.
  const pickBenchmark = (benchmarkId: number | null) => {
    const next = new URLSearchParams(searchParams);
    if (benchmarkId) next.set("benchmark", String(benchmarkId));
    else next.delete("benchmark");
    setSearchParams(next, { replace: true, preventScrollReset: true });
    track.submit({ intent: "track", event: "fit_viewed" }, { method: "post" });
  };
  const name = `${result.first} ${result.last}`;
  const tableId = `scores-${result.id}`;
  const print = () => {
    track.submit({ intent: "track", event: "report_printed" }, { method: "post" });
    window.print();
  };

  return (
    <Stack gap="lg" maw={1100} className={classes.report}>
      <div className={classes.header}>
        <div>
          <Anchor component={Link} to="/candidates" size="sm" className="no-print">
            <Group gap={4} component="span">
              <IconArrowLeft size={14} aria-hidden /> {brand.wording.candidates}
            </Group>
          </Anchor>
          <Title order={1} size="h2">
            {name}
          </Title>
          <Group gap={6}>
            <Text c="dimmed" size="sm">
              {result.role_name} · {result.company.name}
            </Text>
            {result.is_test ? (
              <Badge variant="outline" color="gray">
                Test
              </Badge>
            ) : null}
            {result.archived_at ? (
              <Badge variant="outline" color="gray">
                Archived
              </Badge>
            ) : null}
          </Group>
        </div>
        <Button
          variant="default"
          leftSection={<IconPrinter size={16} aria-hidden />}
          onClick={print}
          className="no-print"
        >
          Print
        </Button>
      </div>
      <ReportTabs id={result.id} current="report" earlier={result.superseded} />
      <EarlierAssessmentNotice person={result} />

      <Card withBorder padding="lg" className={classes.section} component="section" aria-labelledby="who">
        <Title order={2} size="h4" id="who" mb="sm">
          Who
        </Title>
        <dl className={classes.facts}>
          <Fact label="E-mail">
            <Anchor href={`mailto:${result.email}`}>{result.email}</Anchor>
          </Fact>
          <Fact label="Phone">{result.phone ?? "–"}</Fact>
          <Fact label="Company">{result.company.name}</Fact>
          <Fact label="Location">{result.location?.name ?? "–"}</Fact>
          <Fact label="Department">{result.department?.name ?? "–"}</Fact>
          <Fact label="Role">{result.role_name}</Fact>
          <Fact label="Status">{result.status}</Fact>
          <Fact label="Registered">{dateTime(result.created_at)}</Fact>
          <Fact label="Finished">
            {result.submitted_at ? dateTime(result.submitted_at) : `Not yet (${result.answered_count} of 120 answered)`}
          </Fact>
          {result.archived_at ? <Fact label="Archived">{shortDate(result.archived_at)}</Fact> : null}
          {/* Which norms scored the answers and the language they were given in; the person's sex and age that chose
              within the norms stay theirs. */}
          <Fact label="Norms">{administrationLine(result.language, result.scores?.norms ?? NORMS)}</Fact>
        </dl>
        <Group gap="md" mt="md" align="flex-end" className="no-print">
          {canMoveStages && statuses.length ? (
            <NativeSelect
              label="Stage"
              data={[...new Set([...statuses, result.status])]}
              value={result.status}
              onChange={(event) => {
                const status = event.currentTarget.value;
                if (status !== result.status)
                  details.submit({ intent: "stage", status, from: result.status }, { method: "post" });
              }}
              w={200}
              disabled={details.state !== "idle"}
            />
          ) : null}
          {roles.length ? (
            <NativeSelect
              label={brand.wording.roleOfPerson}
              data={[...new Set([...roles, result.role_name])]}
              value={result.role_name}
              onChange={(event) => {
                const role = event.currentTarget.value;
                if (role !== result.role_name) details.submit({ intent: "role", role }, { method: "post" });
              }}
              w={220}
              disabled={details.state !== "idle"}
            />
          ) : null}
        </Group>
      </Card>

      <AssessmentHistory person={result} className={classes.section} />

      {result.scores ? (
        <>
          {result.response_validity ? (
            <Card withBorder padding="lg" className={classes.section} component="section" aria-labelledby="validity">
              <Title order={2} size="h4" id="validity" mb="sm">
                How sure is this result
              </Title>
              <ValidityPanel
                validity={result.response_validity}
                first={result.first}
                email={result.email}
                canRetake={!result.superseded}
              />
            </Card>
          ) : null}
          {below ? (
            <below.ProfileAndFit
              result={result}
              scores={result.scores}
              fit={fit}
              tableId={tableId}
              superAdmin={superAdmin}
              onPick={pickBenchmark}
            />
          ) : null}
        </>
      ) : (
        <Card withBorder padding="lg" component="section">
          <Text>
            {result.first} has not finished the {brand.wording.assessment} yet ({result.answered_count} of 120
            answered). The profile appears here once it is submitted.
          </Text>
        </Card>
      )}

      {below ? (
        <below.PersonResume
          surveyResultId={result.id}
          resume={result.resume}
          canAttach={canAttachResume}
          className={classes.section}
        />
      ) : (
        // One placeholder for what is still to come: the part below the first screen, then the sections.
        <SectionsLoading className={classes.section} />
      )}

      {sections ? (
        <>
          <ApplicationSection data={sections.application} className={classes.section} />
          <AiAndInterviewSections
            data={sections}
            person={result}
            submitted={Boolean(result.scores)}
            benchmark={fit.benchmark ? { ...fit.benchmark, picked: fit.source === "picked" } : null}
            className={classes.section}
          />
        </>
      ) : below ? (
        <SectionsLoading className={classes.section} />
      ) : null}

      {below ? <below.NotesSection notes={notes} /> : null}

      {sections ? <ConversationSection data={sections} person={result} className={classes.section} /> : null}

      {below && canHandleData ? <below.DataRightsSection result={result} /> : null}

      {sections ? <TextsSection data={sections} scores={result.scores} className={classes.section} /> : null}
    </Stack>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
