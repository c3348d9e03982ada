// The dashboard's cards: new completions, people by stage with time in stage, open jobs, people due for
// reassessment, the first steps of a new company and the assessment link. Each says what to do when it is empty.
import { formatDate } from "../../domain/format";
import { Anchor, Badge, Button, Group, List, Stack, Text, ThemeIcon, VisuallyHidden } from "@mantine/core";
import { Link } from "@remix-run/react";
import type { CSSProperties } from "react";
import { IconCircleCheck, IconCircleDashed } from "@tabler/icons-react";
import brand from "~brand";
import { track } from "~/telemetry/telemetry";
import { AssessmentLinkField } from "~/ui/AssessmentLinkField";
import { progressClasses, tableClasses as t } from "~/ui/plain";
import { checklistSteps, daysText, endStagesNote, peopleWord, sinceText, stageHref, type Dashboard } from "./model";
import { DashboardCard } from "./parts";

const dateText = (iso: string) => formatDate(iso);

/** Several companies are in view: each person's company is worth naming. */
const manyCompanies = (dashboard: Dashboard) => dashboard.scope.companies > 1;

export function NewCompletionsCard({ dashboard }: { dashboard: Dashboard }) {
  const fresh = dashboard.new_completions;
  return (
    <DashboardCard
      title="Recently finished"
      action={
        fresh.count > fresh.latest.length ? (
          <Anchor component={Link} to="/candidates?sort_by=submitted_at&order_by=desc" size="sm">
            View all {fresh.count}
          </Anchor>
        ) : null
      }
    >
      <Text size="sm" c="dimmed">
        {fresh.count === 0
          ? `No one has finished the ${brand.wording.assessment} ${sinceText(fresh)}.`
          : `${fresh.count} finished the ${brand.wording.assessment} ${sinceText(fresh)}.`}
      </Text>
      {fresh.latest.length > 0 ? (
        <List spacing={6} listStyleType="none" p={0} m={0}>
          {fresh.latest.map((person) => (
            <List.Item key={person.id}>
              <Anchor component={Link} to={`/survey-results/${person.id}`} fw={500}>
                {person.first} {person.last}
              </Anchor>
              <Text span size="sm" c="dimmed">
                {" "}
                · {person.role_name}
                {manyCompanies(dashboard) ? ` · ${person.company.name}` : ""} · {dateText(person.submitted_at)}
              </Text>
            </List.Item>
          ))}
        </List>
      ) : null}
    </DashboardCard>
  );
}

// A plain table in the look of Mantine's Table (~/ui/plain.tsx): Table's component brings ScrollArea's code to the
// home page for one small table. It scrolls natively on narrow screens.
const STAGES_SCROLL = {
  // The room Mantine's ScrollArea kept under the table for its scrollbar: the card keeps its height.
  paddingBottom: 12,
} as CSSProperties;
const STAGES_TABLE = {
  "--table-vertical-spacing": "calc(0.375rem * var(--mantine-scale))",
  minWidth: "calc(18.75rem * var(--mantine-scale))",
} as CSSProperties;
const RIGHT: CSSProperties = { textAlign: "right" };
const BAR = { marginTop: "calc(0.25rem * var(--mantine-scale))" };

/** A stage's share: a plain bar in the look of Mantine's `<Progress size="xs" mt={4} aria-hidden />`. */
function Bar({ percent }: { percent: number }) {
  const section = {
    "--progress-section-size": `${percent}%`,
    "--progress-section-color": "var(--mantine-primary-color-filled)",
  };
  return (
    <div className={progressClasses.root} style={BAR} aria-hidden>
      <div className={progressClasses.section} style={section as CSSProperties} />
    </div>
  );
}

/** An end stage's time: nobody waits there, so there is none to show ("—", named for screen readers). */
function timeInStage(days: number | null) {
  if (days !== null) return daysText(days);
  return (
    <>
      <span aria-hidden>—</span>
      <VisuallyHidden>not counted: an end stage</VisuallyHidden>
    </>
  );
}

export function StagesCard({ dashboard, hasLink }: { dashboard: Dashboard; hasLink: boolean }) {
  const total = dashboard.stages.reduce((sum, s) => sum + s.count, 0);
  const terminal = total === 0 ? [] : dashboard.stages.filter((s) => s.terminal).map((s) => s.status);
  return (
    <DashboardCard title={`${brand.wording.candidates} by stage`}>
      {total === 0 ? (
        <Text size="sm" c="dimmed">
          No {peopleWord} yet.{" "}
          {hasLink
            ? `Share your assessment link: everyone who takes the ${brand.wording.assessment} appears here, stage by stage.`
            : `They appear here, stage by stage, as soon as they take the ${brand.wording.assessment}.`}
        </Text>
      ) : (
        <div className={t.scrollContainer} style={STAGES_SCROLL}>
          <table
            className={t.table}
            style={STAGES_TABLE}
            aria-label={`${brand.wording.candidates} by stage and time in stage`}
          >
            <thead>
              <tr>
                <th>Stage</th>
                <th style={RIGHT}>{brand.wording.candidates}</th>
                <th>Average time in stage</th>
                <th className="mantine-visible-from-sm">Longest</th>
              </tr>
            </thead>
            <tbody>
              {dashboard.stages.map((stage) => (
                <tr key={stage.status}>
                  <td>
                    <Anchor component={Link} to={stageHref(stage.status)} size="sm">
                      {stage.status}
                    </Anchor>
                    <Bar percent={(stage.count / total) * 100} />
                  </td>
                  <td style={RIGHT}>{stage.count}</td>
                  <td>{timeInStage(stage.average_days)}</td>
                  <td className="mantine-visible-from-sm">{timeInStage(stage.longest_days)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {terminal.length > 0 ? (
        <Text size="xs" c="dimmed">
          {endStagesNote(terminal)}
        </Text>
      ) : null}
    </DashboardCard>
  );
}

export function JobsCard({ jobs, canOpen }: { jobs: NonNullable<Dashboard["jobs"]>; canOpen: boolean }) {
  return (
    <DashboardCard
      title="Applicants by job"
      action={
        canOpen ? (
          <Anchor component={Link} to="/jobs/overview" size="sm">
            All jobs
          </Anchor>
        ) : null
      }
    >
      {jobs.open === 0 ? (
        <Text size="sm" c="dimmed">
          No published jobs. Applicants to a published job appear here.
        </Text>
      ) : (
        <List spacing={6} listStyleType="none" p={0} m={0}>
          {jobs.top.map((job) => (
            <List.Item key={job.id}>
              <Group gap="xs" wrap="wrap">
                {canOpen ? (
                  <Anchor component={Link} to={`/jobs/${job.id}`} fw={500}>
                    {job.title}
                  </Anchor>
                ) : (
                  <Text fw={500}>{job.title}</Text>
                )}
                <Text span size="sm" c="dimmed">
                  {job.applicants} {job.applicants === 1 ? "applicant" : "applicants"}
                </Text>
                {job.new_applicants > 0 ? (
                  <Badge variant="light" size="sm">
                    {job.new_applicants} new
                  </Badge>
                ) : null}
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </DashboardCard>
  );
}

export function ReassessmentCard({ reassessment }: { reassessment: NonNullable<Dashboard["reassessment"]> }) {
  return (
    <DashboardCard title="Ready for reassessment">
      <Text size="sm" c="dimmed">
        {reassessment.due === 0
          ? `No one is due: everyone's latest ${brand.wording.assessment} is less than ${reassessment.after_days} days old.`
          : `${reassessment.due} ${reassessment.due === 1 ? "person's" : `${peopleWord}'s`} latest ${brand.wording.assessment} is more than ${reassessment.after_days} days old. Invite them again to see what changed.`}
      </Text>
      {reassessment.people.length > 0 ? (
        <List spacing={6} listStyleType="none" p={0} m={0}>
          {reassessment.people.map((person) => (
            <List.Item key={person.id}>
              <Anchor component={Link} to={`/survey-results/${person.id}/changes`} fw={500}>
                {person.first} {person.last}
              </Anchor>
              <Text span size="sm" c="dimmed">
                {" "}
                · last assessed {dateText(person.last_assessed_at)}
              </Text>
            </List.Item>
          ))}
        </List>
      ) : null}
    </DashboardCard>
  );
}

export function FirstSteps({
  checklist,
  can,
}: {
  checklist: NonNullable<Dashboard["checklist"]>;
  can: { manageUsers: boolean; manageBenchmarks: boolean };
}) {
  const steps = checklistSteps(checklist.items, can);
  const done = steps.filter((s) => s.done).length;
  return (
    <DashboardCard title="Get started" action={<Text size="sm" c="dimmed">{`${done} of ${steps.length} done`}</Text>}>
      <List spacing="sm" listStyleType="none" p={0} m={0}>
        {steps.map((step) => (
          <List.Item
            key={step.key}
            icon={
              <ThemeIcon variant="light" color={step.done ? "teal" : "gray"} radius="xl" size={24}>
                {step.done ? <IconCircleCheck size={16} aria-hidden /> : <IconCircleDashed size={16} aria-hidden />}
              </ThemeIcon>
            }
          >
            <Stack gap={2}>
              <Text fw={500} td={step.done ? "line-through" : undefined}>
                {step.title}
                <Text span size="sm" c="dimmed" fw={400}>
                  {step.done ? " — done" : " — to do"}
                </Text>
              </Text>
              {step.done ? null : (
                <Text size="sm" c="dimmed">
                  {step.description}
                </Text>
              )}
              {!step.done && step.href ? (
                <div>
                  <Button component={Link} to={step.href} size="xs" variant="light">
                    {step.action}
                  </Button>
                </div>
              ) : null}
            </Stack>
          </List.Item>
        ))}
      </List>
    </DashboardCard>
  );
}

export function LinkCard({ link, companyId }: { link: string; companyId: number }) {
  return (
    <DashboardCard title="Your assessment link">
      <Text size="sm" c="dimmed">
        Share this link with {peopleWord} to invite them to take the {brand.wording.assessment}. Their results appear
        here as soon as they finish.
      </Text>
      <AssessmentLinkField link={link} onCopy={() => track("Assessment Link Copied", { company_id: companyId })} />
    </DashboardCard>
  );
}
