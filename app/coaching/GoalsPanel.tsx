// The goals of the person's action plan with their progress, read-only here: the plan is edited on the growth
// report, where the coach and the person work on it together.
import { Anchor, Badge, Card, Group, List, Progress, Stack, Text, Title } from "@mantine/core";
import { IconCircle, IconCircleCheck } from "@tabler/icons-react";
import { Link } from "@remix-run/react";
import brand from "~brand";
import { DOMAIN_NAMES, facetName, type DomainCode, type FacetCode, type ScaleCode } from "~domain/assessment/traits";
import { dayText, percentOf, progressText, type CoachingPersonJson } from "./model";

const scaleName = (scale: ScaleCode) =>
  scale.length === 1 ? DOMAIN_NAMES[scale as DomainCode] : facetName(scale as FacetCode);

export function GoalsPanel({ personId, plan }: { personId: number; plan: CoachingPersonJson["plan"] }) {
  const growthHref = `/survey-results/${personId}/growth`;
  const edit = brand.features.growthReport ? (
    <Anchor component={Link} to={growthHref} size="sm">
      {plan.goals.length ? "Edit the action plan" : "Make an action plan"}
    </Anchor>
  ) : null;
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="goals-title">
      <Stack gap="sm">
        <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
          <Title order={2} size="h4" id="goals-title">
            Goals
          </Title>
          {edit}
        </Group>
        {plan.goals.length === 0 ? (
          <Text size="sm" c="dimmed">
            No action plan yet: its goals and their progress show here once it has some.
          </Text>
        ) : (
          <>
            <div>
              <Progress
                value={percentOf(plan.progress)}
                size="lg"
                aria-label={`Action plan: ${progressText(plan.progress)}`}
              />
              <Text size="sm" mt={4} data-testid="plan-progress">
                {progressText(plan.progress)}
                {plan.next_due ? ` · next due ${dayText(plan.next_due.due_on)}: ${plan.next_due.title}` : ""}
              </Text>
            </div>
            <Stack gap="sm" component="ul" aria-label="Goals" style={{ listStyle: "none", padding: 0, margin: 0 }}>
              {plan.goals.map((goal) => (
                <li key={goal.id}>
                  <Group gap="xs" wrap="wrap" align="baseline">
                    <Text fw={600} size="sm" td={goal.done ? "line-through" : undefined}>
                      {goal.title}
                    </Text>
                    {goal.scale ? (
                      <Badge variant="light" size="sm">
                        {scaleName(goal.scale)}
                      </Badge>
                    ) : null}
                    {goal.done ? (
                      <Badge color="green" variant="light" size="sm">
                        Done
                      </Badge>
                    ) : null}
                  </Group>
                  <Text size="xs" c="dimmed">
                    {goal.due_on ? `Due ${dayText(goal.due_on)} · ` : ""}
                    {goal.progress.done} of {goal.progress.total}
                  </Text>
                  {goal.steps.length ? (
                    <List size="sm" spacing={2} mt={4} center>
                      {goal.steps.map((step) => {
                        const done = step.done || goal.done;
                        return (
                          <List.Item
                            key={step.id}
                            icon={
                              done ? (
                                <IconCircleCheck
                                  size={16}
                                  color="var(--mantine-color-green-7)"
                                  role="img"
                                  aria-label="Done"
                                />
                              ) : (
                                <IconCircle
                                  size={16}
                                  color="var(--mantine-color-gray-6)"
                                  role="img"
                                  aria-label="To do"
                                />
                              )
                            }
                          >
                            {step.text}
                            {step.due_on ? (
                              <Text span size="xs" c="dimmed">
                                {" "}
                                · due {dayText(step.due_on)}
                              </Text>
                            ) : null}
                          </List.Item>
                        );
                      })}
                    </List>
                  ) : null}
                </li>
              ))}
            </Stack>
          </>
        )}
      </Stack>
    </Card>
  );
}
