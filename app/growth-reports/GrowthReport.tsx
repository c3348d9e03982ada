// The growth report's body, read-only: the five domains, strengths to use, growth areas to develop, suggestions per
// trait and the next session's question — and, when given, the action plan as it stands. Presentational only (no
// loader or action hooks), so the signed-in page and a shared link's public page show the same report.
import "@mantine/core/styles/Blockquote.layer.css";
import { Blockquote, Card, Checkbox, Group, List, Progress, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconMessageQuestion } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { directionText, scaleName } from "~domain/assessment/traits";
import {
  likelyRangeText,
  percentileText,
  placeText,
  selectionRuleText,
  towardRangeText,
} from "~domain/coaching/growth";
import { TechnicalAppendix } from "~/ui/TechnicalAppendix";
import classes from "./growth.module.css";
import { dayText, LEVEL_LABELS, planProgress, progressText, type ActionPlanGoal, type GrowthReportData } from "./model";

type Report = GrowthReportData["report"];

function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={id} className={classes.section}>
      <Title order={2} size="h4" id={id} mb={intro ? 4 : "sm"}>
        {title}
      </Title>
      {intro ? (
        <Text size="sm" c="dimmed" mb="sm">
          {intro}
        </Text>
      ) : null}
      {children}
    </Card>
  );
}

function Domains({ domains }: { domains: Report["domains"] }) {
  return (
    <Stack gap="sm" component="ul" className={classes.plainList} data-testid="growth-domains">
      {domains.map((d) => (
        <li key={d.scale} data-testid="growth-domain">
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text fw={600} size="sm">
              {d.name}
            </Text>
            <Text size="sm" c="dimmed" className={classes.nowrap} data-testid="growth-domain-place">
              {percentileText(d.percentile)} ({likelyRangeText(d.likelyRange)})
            </Text>
          </Group>
          {directionText(d.scale) ? (
            <Text size="xs" c="dimmed">
              {directionText(d.scale)}
            </Text>
          ) : null}
          <Progress
            value={d.percentile}
            size="md"
            radius="xl"
            aria-label={`${d.name}: ${percentileText(d.percentile)}`}
          />
        </li>
      ))}
    </Stack>
  );
}

function Strengths({ strengths, basis }: { strengths: Report["strengths"]; basis: Report["basis"] }) {
  if (strengths.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {basis === "benchmark"
          ? "None of your traits sits inside this role's range yet: the growth areas below show where to start."
          : "No trait is far enough towards its helpful end to list as a strength: your profile sits around the middle."}
      </Text>
    );
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="ul" className={classes.plainList}>
      {strengths.map((s) => (
        <li key={s.scale} data-testid="growth-strength">
          <Text fw={700}>{s.name}</Text>
          <Text size="xs" c="dimmed" mb={4}>
            {placeText(s)} ({likelyRangeText(s.likelyRange)})
            {s.target ? ` · inside the role's range (${s.target.min}–${s.target.max})` : ""}
          </Text>
          <Text size="sm">{s.text}</Text>
        </li>
      ))}
    </SimpleGrid>
  );
}

function GrowthAreas({ areas, basis }: { areas: Report["growthAreas"]; basis: Report["basis"] }) {
  if (areas.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {basis === "benchmark"
          ? "You are inside the role's range on every trait it sets: no growth area stands out."
          : "No trait stands out as an area to develop. Pick a role to compare with to see where to grow for it."}
      </Text>
    );
  return (
    <Stack gap="lg" component="ol" className={classes.plainList}>
      {areas.map((a) => {
        const toward = towardRangeText(a);
        return (
          <li key={a.scale} data-testid="growth-area">
            <Text fw={700}>{a.name}</Text>
            <Text size="xs" c="dimmed" mb={4}>
              {placeText(a)} ({likelyRangeText(a.likelyRange)})
            </Text>
            <Text size="sm">{a.text}</Text>
            {toward ? (
              <Text size="sm" c="dimmed" mt={4}>
                {toward}
              </Text>
            ) : null}
            <Text size="sm" fw={600} mt="xs">
              Try this:
            </Text>
            <List size="sm" spacing={4}>
              {a.suggestions.map((s) => (
                <List.Item key={s}>{s}</List.Item>
              ))}
            </List>
          </li>
        );
      })}
    </Stack>
  );
}

function Suggestions({ domains }: { domains: Report["domains"] }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" component="ul" className={classes.plainList}>
      {domains.map((d) => (
        <li key={d.scale}>
          <Text fw={700}>
            {d.name}{" "}
            <Text span size="xs" c="dimmed" fw={400}>
              (your level: {LEVEL_LABELS[d.level]})
            </Text>
          </Text>
          <List size="sm" spacing={4} mt={4}>
            {d.suggestions.map((s) => (
              <List.Item key={s}>{s}</List.Item>
            ))}
          </List>
        </li>
      ))}
    </SimpleGrid>
  );
}

/** The action plan as it stands, read-only (a shared report's page; the signed-in page edits it instead). */
export function ActionPlanSummary({ goals }: { goals: readonly ActionPlanGoal[] }) {
  if (goals.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No goals yet.
      </Text>
    );
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {progressText(planProgress(goals))}
      </Text>
      <Stack gap="md" component="ul" className={classes.plainList}>
        {goals.map((goal) => (
          <li key={goal.id}>
            <Checkbox readOnly checked={goal.done} label={<Text fw={700}>{goal.title}</Text>} tabIndex={-1} />
            <Text size="xs" c="dimmed" ml={32}>
              {[
                goal.scale ? `Develops ${scaleName(goal.scale)}` : null,
                goal.due_on ? `Due ${dayText(goal.due_on)}` : null,
              ]
                .filter(Boolean)
                .join(" · ")}
            </Text>
            <Stack gap={4} component="ul" className={classes.plainList} ml={32} mt={4}>
              {goal.steps.map((step) => (
                <li key={step.id}>
                  <Checkbox
                    readOnly
                    size="xs"
                    tabIndex={-1}
                    checked={step.done || goal.done}
                    label={
                      <Text size="sm">
                        {step.text}
                        {step.due_on ? (
                          <Text span size="xs" c="dimmed">
                            {" "}
                            · due {dayText(step.due_on)}
                          </Text>
                        ) : null}
                      </Text>
                    }
                  />
                </li>
              ))}
            </Stack>
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

/** The report body of `GET /growth-reports/{id}`'s data; `plan` adds the action plan read-only. */
export function GrowthReport({ data, plan }: { data: GrowthReportData; plan?: readonly ActionPlanGoal[] | null }) {
  const { report, benchmark } = data;
  return (
    <Stack gap="lg">
      <Section
        id="growth-domains"
        title="Your five domains"
        intro="Where you sit on each of the five broad traits, as a percentile: out of 100 people, how many score lower than you. No questionnaire is exact: the likely range is where your score would fall again within its measurement error."
      >
        <Domains domains={report.domains} />
      </Section>

      <Section
        id="growth-strengths"
        title="Strengths to use"
        intro={
          benchmark
            ? `Traits inside the range of "${benchmark.name}" where you stand out at the end that usually helps at work: lean on them.`
            : "The traits where you stand out at the end that usually helps at work: lean on them."
        }
      >
        <Strengths strengths={report.strengths} basis={report.basis} />
        <Text size="xs" c="dimmed" mt="sm" data-testid="selection-rule">
          {selectionRuleText(report.basis)}
        </Text>
      </Section>

      <Section
        id="growth-areas"
        title="Growth areas to develop"
        intro={
          benchmark
            ? `Traits outside the range of "${benchmark.name}", the largest gap first.`
            : "The traits where you stand out at the end that can get in your way: worth working on with your coach."
        }
      >
        <GrowthAreas areas={report.growthAreas} basis={report.basis} />
      </Section>

      <Section
        id="growth-suggestions"
        title="Development suggestions for each trait"
        intro="Three things to try for each domain, chosen for where you are on it."
      >
        <Suggestions domains={report.domains} />
      </Section>

      {report.nextSessionPrompt ? (
        <Section id="growth-next" title="For your next session">
          {/* The icon sits inside the quote, beside its text: Blockquote's own icon floats over the heading above. */}
          <Blockquote p="md" className={classes.prompt}>
            <Group gap="sm" align="flex-start" wrap="nowrap">
              <IconMessageQuestion size={20} aria-hidden className={classes.promptIcon} />
              <span data-testid="next-session-prompt">{report.nextSessionPrompt}</span>
            </Group>
          </Blockquote>
        </Section>
      ) : null}

      {plan ? (
        <Section id="growth-plan" title="Action plan">
          <ActionPlanSummary goals={plan} />
        </Section>
      ) : null}

      <TechnicalAppendix />
    </Stack>
  );
}
