// What a team has plenty of and what it lacks, and who sits at each end of each domain: the team's page and its
// shared view draw these.
import { Alert, Card, List, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import brand from "~brand";
import { personName, type TeamBalanceJson } from "./model";
import { SpreadChart } from "./SpreadChart";
import type { TeamPageData } from "./TeamPage";

/** The team's balance: the spread on each domain (with the person being tried, if any), plenty of, lacks, extremes. */
export function TeamBalanceCards({
  team,
  memberCount,
  balance,
  tried,
}: {
  team: TeamPageData["team"];
  memberCount: number;
  balance: TeamBalanceJson;
  tried: TeamPageData["tried"];
}) {
  const custom = team.kind === "custom";
  const triedPerson = tried?.ok ? tried.with : null;
  return (
    <>
      {balance.scored === 0 ? (
        <Alert color="gray" variant="light" title={memberCount ? "No finished assessments yet" : "Nobody here yet"}>
          {memberCount
            ? `The team's balance shows once someone in it has finished the ${brand.wording.assessment}.`
            : custom
              ? "Add people below to see the team's balance."
              : `Nobody in this ${team.kind} has finished the ${brand.wording.assessment} yet.`}
        </Alert>
      ) : null}

      <Card withBorder padding="lg">
        <Title order={2} size="h4" mb="xs">
          Spread on each domain
        </Title>
        {balance.unscored.length ? (
          <Text size="sm" c="dimmed" mb="xs">
            Not counted until their {brand.wording.assessment} is finished:{" "}
            {balance.unscored.map((m) => m.name).join(", ")}.
          </Text>
        ) : null}
        <SpreadChart
          balance={balance}
          tried={
            triedPerson && !triedPerson.already_member
              ? {
                  name: personName(triedPerson.person),
                  percentiles: Object.fromEntries(triedPerson.changes.map((c) => [c.domain, c.percentile])),
                }
              : null
          }
        />
      </Card>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Card withBorder padding="lg">
          <Title order={2} size="h4" mb="xs">
            Plenty of
          </Title>
          <Notes
            notes={balance.plenty}
            empty={
              balance.scored < 2 ? "Too few finished assessments to say." : "No end of any domain holds half the team."
            }
            testId="plenty"
          />
        </Card>
        <Card withBorder padding="lg">
          <Title order={2} size="h4" mb="xs">
            Lacks
          </Title>
          <Notes
            notes={balance.lacks}
            empty={
              balance.scored < 3
                ? "A team of three or more finished assessments shows what it lacks."
                : "Every end of every domain has someone."
            }
            testId="lacks"
          />
        </Card>
      </SimpleGrid>

      <Card withBorder padding="lg">
        <Title order={2} size="h4" mb="xs">
          Who sits at each end
        </Title>
        <Extremes balance={balance} />
      </Card>
    </>
  );
}

export function Notes({ notes, empty, testId }: { notes: TeamBalanceJson["plenty"]; empty: string; testId: string }) {
  if (notes.length === 0)
    return (
      <Text size="sm" c="dimmed" data-testid={testId}>
        {empty}
      </Text>
    );
  return (
    <List size="sm" spacing={4} data-testid={testId}>
      {notes.map((n) => (
        <List.Item key={`${n.domain}-${n.pole}`}>{n.text}</List.Item>
      ))}
    </List>
  );
}

export function Extremes({ balance }: { balance: TeamBalanceJson }) {
  return (
    <Stack gap="sm">
      {balance.domains.map((d) => (
        <div key={d.domain}>
          <Text size="sm" fw={600}>
            {d.name}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            {(["low", "high"] as const).map((pole) => (
              <Text size="sm" key={pole}>
                <Text span c="dimmed" size="sm">
                  {pole === "low" ? "Low" : "High"}, {d.poles[pole]}:{" "}
                </Text>
                {d[pole].length ? d[pole].map((m) => `${m.name} (${m.percentile})`).join(", ") : "nobody"}
              </Text>
            ))}
          </SimpleGrid>
        </div>
      ))}
    </Stack>
  );
}
