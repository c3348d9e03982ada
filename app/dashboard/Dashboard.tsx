// The home page as a dashboard: what changed since the last visit and where everyone stands, for
// the user's scope (their company, their franchise's companies, or for super admins the whole platform). Sections
// follow the brand's features through the API's answer (open jobs, people due for reassessment).
import { SimpleGrid, Stack, Text, Title } from "@mantine/core";
import brand from "~brand";
import { FirstSteps, JobsCard, LinkCard, NewCompletionsCard, ReassessmentCard, StagesCard } from "./cards";
import type { HomeData } from "./home.server";
import { completionNote, peopleWord, percentText, sinceText, stagesNote } from "./model";
import { Figure } from "./parts";
import { PlatformPanel } from "./PlatformPanel";

function scopeText(home: HomeData) {
  const { scope, company } = home.dashboard;
  if (scope.kind === "all") return `The whole platform: ${scope.companies} companies.`;
  if (scope.kind === "franchise") return `${company.name} and your franchise: ${scope.companies} companies.`;
  return company.name;
}

export function Dashboard({ home }: { home: HomeData }) {
  const { dashboard, assessmentLink, can } = home;
  const fresh = dashboard.new_completions;
  const inProgress = dashboard.stages.reduce((sum, s) => sum + s.count, 0);
  const { completion } = dashboard;
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Welcome back, {home.first}
        </Title>
        <Text c="dimmed">{scopeText(home)}</Text>
      </div>

      {dashboard.checklist && !dashboard.checklist.complete ? (
        <FirstSteps checklist={dashboard.checklist} can={can} />
      ) : null}

      {dashboard.platform ? (
        <PlatformPanel platform={dashboard.platform} canManageCompanies={can.manageCompanies} />
      ) : null}

      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        <Figure title="New completions" value={fresh.count} note={sinceText(fresh)} />
        <Figure title={brand.wording.candidates} value={inProgress} note={stagesNote(dashboard.scope.kind)} />
        <Figure title="Completion rate" value={percentText(completion.rate)} note={completionNote(completion)} />
        {dashboard.jobs ? (
          <Figure title="Open jobs" value={dashboard.jobs.open} note="published now" />
        ) : dashboard.reassessment ? (
          <Figure
            title="Due for reassessment"
            value={dashboard.reassessment.due}
            note={`${peopleWord} assessed ${dashboard.reassessment.after_days}+ days ago`}
          />
        ) : null}
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <NewCompletionsCard dashboard={dashboard} />
        <StagesCard dashboard={dashboard} hasLink={assessmentLink !== null} />
        {dashboard.jobs ? <JobsCard jobs={dashboard.jobs} canOpen={can.openJobs} /> : null}
        {dashboard.reassessment ? <ReassessmentCard reassessment={dashboard.reassessment} /> : null}
        {assessmentLink ? <LinkCard link={assessmentLink} companyId={dashboard.company.id} /> : null}
      </SimpleGrid>
    </Stack>
  );
}
