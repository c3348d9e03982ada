// One person's coaching page (/coaching/{id}): who they are (with their reports), who coaches them, the question to
// open the next session with, their action plan's goals and the sessions held.
import { Anchor, Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconArrowLeft, IconFileText, IconPlant2 } from "@tabler/icons-react";
import type { SerializeFrom } from "@remix-run/node";
import { Link } from "@remix-run/react";
import brand from "~brand";
import { CoachPanel } from "./CoachPanel";
import { GoalsPanel } from "./GoalsPanel";
import { personName, type CoachingPersonJson } from "./model";
import type { loadCoachingPerson } from "./person.server";
import { SessionsPanel } from "./SessionsPanel";

export type CoachingPersonData = SerializeFrom<typeof loadCoachingPerson>;

export function PersonPage({
  person,
  coach,
  coached_since,
  sessions,
  plan,
  growth,
  coaches,
  me,
  today,
  latest,
}: CoachingPersonData) {
  return (
    <Stack gap="lg" maw={1100}>
      <div>
        <Anchor component={Link} to="/coaching" size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden /> Coaching
          </Group>
        </Anchor>
        <Title order={1} size="h2">
          {personName(person)}
        </Title>
        <Group gap={6}>
          <Text c="dimmed" size="sm">
            {person.role_name} · {person.company.name}
          </Text>
          {person.archived_at ? (
            <Badge variant="outline" color="gray">
              Archived
            </Badge>
          ) : null}
        </Group>
        <Group gap="xs" mt="xs" wrap="wrap">
          <Button
            component={Link}
            to={`/survey-results/${person.id}`}
            variant="default"
            size="compact-sm"
            leftSection={<IconFileText size={14} aria-hidden />}
          >
            Profile report
          </Button>
          {brand.features.growthReport ? (
            <Button
              component={Link}
              to={`/survey-results/${person.id}/growth`}
              variant="default"
              size="compact-sm"
              leftSection={<IconPlant2 size={14} aria-hidden />}
            >
              Growth report
            </Button>
          ) : null}
        </Group>
      </div>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <CoachPanel person={person} coach={coach} since={coached_since} coaches={coaches} me={me} />
        <NextSessionPrompt person={person} growth={growth} />
      </SimpleGrid>
      <GoalsPanel personId={person.id} plan={plan} />
      <SessionsPanel sessions={sessions} today={today} latest={latest} me={me} />
    </Stack>
  );
}

/** The growth report's question for the next session, highlighted, with the growth areas it comes from. */
function NextSessionPrompt({
  person,
  growth,
}: {
  person: CoachingPersonJson["person"];
  growth: CoachingPersonJson["growth"];
}) {
  return (
    <Card
      withBorder
      padding="lg"
      component="section"
      aria-labelledby="prompt-title"
      bg="var(--mantine-primary-color-light)"
      style={{ borderColor: "var(--mantine-primary-color-filled)" }}
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="prompt-title">
          Open your next session with…
        </Title>
        {growth?.next_session_prompt ? (
          <Text size="lg" fw={500} component="blockquote" m={0} data-testid="next-session-prompt">
            {growth.next_session_prompt}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {person.submitted_at
              ? "No question is ready for this profile yet."
              : `A question appears here once ${person.first} has finished the assessment.`}
          </Text>
        )}
        {growth?.areas.length ? (
          <div>
            <Text size="sm" fw={500}>
              Growth areas
            </Text>
            <Group gap={6} mt={4} wrap="wrap">
              {growth.areas.map((area) => (
                <Badge key={area.scale} variant="white" size="md">
                  {area.name}
                </Badge>
              ))}
            </Group>
          </div>
        ) : null}
      </Stack>
    </Card>
  );
}
