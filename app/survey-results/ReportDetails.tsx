// The report below its first screen (/survey-results/{id}): the profile with its score table, the fit, the resume,
// the notes and the person's data. The server renders what a reader sees first; these render in the browser once the
// page has hydrated, from the loader's data the page already holds, and their code loads then
// (~/ui/after-hydration.ts; docs/decisions/081-the-report-renders-its-first-screen.md).
import { Card, SimpleGrid, Text, Title } from "@mantine/core";
import brand from "~brand";
import { DataRightsPanel } from "~/data-rights/DataRightsPanel";
import { TechnicalAppendix } from "~/ui/TechnicalAppendix";
import { RetakeButton } from "./ValidityPanel";
import { FitPanel } from "./FitPanel";
import { NotesPanel } from "./NotesPanel";
import { PersonResume } from "./PersonResume";
import { ProfileChart } from "./ProfileChart";
import type { ReportData } from "./ReportPage";
import classes from "./report.module.css";
import { ScoreTable } from "./ScoreTable";

export { PersonResume };

type Scores = NonNullable<ReportData["result"]["scores"]>;

/** The profile (chart and score table, the technical appendix) and the fit to the page's benchmark. */
export function ProfileAndFit({
  result,
  scores,
  fit,
  tableId,
  superAdmin,
  onPick,
}: {
  result: ReportData["result"];
  scores: Scores;
  fit: ReportData["fit"];
  tableId: string;
  superAdmin: boolean;
  onPick(id: number | null): void;
}) {
  return (
    <>
      <Card
        withBorder
        padding="lg"
        className={`${classes.section} ${classes.profile}`}
        component="section"
        aria-labelledby="profile"
      >
        <Title order={2} size="h4" id="profile" mb={4}>
          Profile
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          {brand.wording.reportPurpose}
        </Text>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" className={classes.profileGrid}>
          <ProfileChart scores={scores} tableId={tableId} />
          <ScoreTable scores={scores} language={result.language} id={tableId} />
        </SimpleGrid>
        <TechnicalAppendix />
      </Card>

      <Card withBorder padding="lg" className={classes.section} component="section" aria-labelledby="fit">
        <Title order={2} size="h4" id="fit" mb="sm">
          Fit to a role benchmark
        </Title>
        <FitPanel
          fit={fit}
          firstName={result.first}
          onPick={onPick}
          modelHref={superAdmin ? `/role-benchmarks/add?model=${result.id}` : null}
          retake={result.superseded ? null : <RetakeButton first={result.first} email={result.email} />}
        />
      </Card>
    </>
  );
}

export function NotesSection({ notes }: { notes: ReportData["notes"] }) {
  return (
    <Card withBorder padding="lg" className={classes.section} component="section" aria-labelledby="notes">
      <Title order={2} size="h4" id="notes" mb="sm">
        Notes
      </Title>
      <NotesPanel notes={notes} />
    </Card>
  );
}

export function DataRightsSection({ result }: { result: ReportData["result"] }) {
  return (
    <Card withBorder padding="lg" className={classes.section} component="section" aria-labelledby="data-rights">
      <Title order={2} size="h4" id="data-rights" mb="sm">
        Their data
      </Title>
      <DataRightsPanel id={result.id} email={result.email} name={`${result.first} ${result.last}`} />
    </Card>
  );
}
