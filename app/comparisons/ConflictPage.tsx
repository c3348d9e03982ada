// The conflict tool (/conflict?a=1&b=2, or ?a=1&team=3): choose the two sides of a conversation — two people, or a
// person and a team — and see where they are likely to rub (one low, the other high on a trait), each with what to
// say and what to avoid; print a one-page plan for the conversation.
import "@mantine/core/styles/SegmentedControl.layer.css";
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  CloseButton,
  Group,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconAlertTriangle, IconPrinter } from "@tabler/icons-react";
import { Link, useNavigate, useNavigation } from "@remix-run/react";
import { useState } from "react";
import brand from "~brand";
import { ViewSharePanel } from "~/view-shares/ViewSharePanel";
import classes from "./compare.module.css";
import { compareHref, conflictHref, fullName, ordinal, type ChosenPerson } from "./model";
import { PeoplePicker } from "./PeoplePicker";
import type { ConflictPageData } from "./conflict.server";

type Point = NonNullable<ConflictPageData["result"]>["points"][number];

function Chosen({ person, label, onRemove }: { person: ChosenPerson; label: string; onRemove(): void }) {
  return (
    <div className={classes.chip} data-testid="conflict-side">
      <div className={classes.chipText} style={{ flex: 1 }}>
        <Text size="xs" c="dimmed">
          {label}
        </Text>
        <Anchor component={Link} to={`/survey-results/${person.id}`} size="sm" fw={600}>
          {fullName(person)}
        </Anchor>
        <Text size="xs" c="dimmed">
          {person.role_name} · {person.company}
        </Text>
      </div>
      {person.finished ? null : (
        <Badge size="sm" variant="light" color="orange">
          Not finished
        </Badge>
      )}
      <CloseButton size="sm" onClick={onRemove} aria-label={`Change ${label.toLowerCase()} (${fullName(person)})`} />
    </div>
  );
}

export function FrictionPoint({ point, index }: { point: Point; index: number }) {
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={`point-${point.scale}`} data-testid="friction">
      <Group gap={6} mb={6} wrap="wrap">
        <Title order={3} size="h5" id={`point-${point.scale}`}>
          {index + 1}. {point.name}
        </Title>
        <Badge variant="light" size="sm" tt="none">
          {point.low.name} {ordinal(point.low.percentile)} · {point.high.name} {ordinal(point.high.percentile)}
        </Badge>
      </Group>
      <Text size="sm" mb="sm">
        {point.friction}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <div>
          <Text size="sm" fw={600} c="teal">
            What to say
          </Text>
          <ul className={classes.plainList}>
            {point.say.map((line) => (
              <li key={line}>
                <Text size="sm">{line}</Text>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <Text size="sm" fw={600} c="red">
            What to avoid
          </Text>
          <ul className={classes.plainList}>
            {point.avoid.map((line) => (
              <li key={line}>
                <Text size="sm">{line}</Text>
              </li>
            ))}
          </ul>
        </div>
      </SimpleGrid>
    </Card>
  );
}

export function ConflictPage({ choice, a, b, teams, result, problem }: ConflictPageData) {
  const navigate = useNavigate();
  const navigation = useNavigation();
  const go = (next: Partial<typeof choice>) =>
    navigate(conflictHref({ ...choice, ...next }), { preventScrollReset: true });
  const busy = navigation.state === "loading" && navigation.location?.pathname === "/conflict";
  const [mode, setMode] = useState<"person" | "team">(choice.team !== null ? "team" : "person");
  const withTeams = teams !== null && teams.length > 0;
  const planHref = `/conflict.pdf?${new URLSearchParams(
    Object.entries(choice).flatMap(([k, v]) => (v === null ? [] : [[k, String(v)]])),
  )}`;
  const teamName = result?.b.kind === "team" ? result.b.name : teams?.find((t) => t.id === choice.team)?.name;
  const sides = result ? `${result.a.name} and ${result.b.name}` : null;

  return (
    <Stack gap="lg" maw={1100}>
      <div className={classes.header}>
        <div>
          <Title order={1} size="h2">
            Conflict tool
          </Title>
          <Text c="dimmed" size="sm">
            Where two {brand.wording.people} — or a person and a team — are likely to rub, and how to talk it through.
          </Text>
        </div>
        {result ? (
          <Group gap="xs" wrap="wrap">
            <Button
              component="a"
              href={planHref}
              download
              variant="default"
              leftSection={<IconPrinter size={16} aria-hidden />}
            >
              Print the conversation plan
            </Button>
            <ViewSharePanel
              view={
                result.b.kind === "person"
                  ? { kind: "conflict", survey_result_id: result.a.id, other_survey_result_id: result.b.id }
                  : { kind: "conflict", survey_result_id: result.a.id, team_id: result.b.id }
              }
            />
          </Group>
        ) : null}
      </div>

      <Card withBorder padding="lg" component="section" aria-labelledby="conflict-sides">
        <Title order={2} size="h4" id="conflict-sides" mb="sm">
          Who is the conversation between?
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <div>
            {a ? (
              <Chosen person={a} label="First person" onRemove={() => go({ a: null })} />
            ) : (
              <PeoplePicker
                label="First person"
                actionLabel="Choose"
                chosenIds={[choice.b ?? 0]}
                onPick={(p) => go({ a: p.id })}
              />
            )}
          </div>
          <Stack gap="xs">
            {withTeams ? (
              <SegmentedControl
                aria-label="The second side"
                data={[
                  { value: "person", label: "Another person" },
                  { value: "team", label: "A team" },
                ]}
                value={mode}
                onChange={(v) => setMode(v as "person" | "team")}
                size="xs"
                w="fit-content"
              />
            ) : null}
            {mode === "team" && withTeams ? (
              <Select
                label="Team"
                placeholder="Choose a team"
                searchable
                data={teams!.map((t) => ({ value: String(t.id), label: `${t.name} (${t.company})` }))}
                value={choice.team !== null ? String(choice.team) : null}
                onChange={(v) => go({ b: null, team: v ? Number(v) : null })}
                maw={420}
              />
            ) : b ? (
              <Chosen person={b} label="Second person" onRemove={() => go({ b: null })} />
            ) : (
              <PeoplePicker
                label="Second person"
                actionLabel="Choose"
                chosenIds={[choice.a ?? 0]}
                onPick={(p) => go({ b: p.id, team: null })}
              />
            )}
          </Stack>
        </SimpleGrid>
      </Card>

      {problem ? (
        <Alert
          color="orange"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title={problem.kind === "unfinished" ? "Not finished yet" : "Not found"}
        >
          {problem.message}
        </Alert>
      ) : null}

      {result ? (
        <section aria-labelledby="conflict-points" style={{ opacity: busy ? 0.6 : 1 }} aria-busy={busy}>
          <Group justify="space-between" align="flex-end" mb="sm" wrap="wrap" gap="xs">
            <div>
              <Title order={2} size="h4" id="conflict-points">
                Likely friction points
              </Title>
              <Text size="sm" c="dimmed">
                Traits where {sides} sit at opposite ends, the widest gap first.
              </Text>
            </div>
            {result.b.kind === "person" && brand.features.comparison ? (
              <Anchor component={Link} to={compareHref([result.a.id, result.b.id])} size="sm">
                Compare {sides} in full
              </Anchor>
            ) : null}
          </Group>
          {result.b.kind === "team" ? (
            <Text size="sm" c="dimmed" mb="sm">
              {result.a.name} is compared with each of the {result.b.member_count}{" "}
              {result.b.member_count === 1 ? "member" : "members"} of {teamName} with a finished{" "}
              {brand.wording.assessment}: a trait shows when {result.a.name} sits at the opposite end from any of them.
            </Text>
          ) : null}
          {result.points.length ? (
            <Stack gap="md">
              {result.points.map((point, i) => (
                <FrictionPoint key={point.scale} point={point} index={i} />
              ))}
            </Stack>
          ) : (
            <Card withBorder padding="lg" data-testid="no-friction">
              <Text size="sm">
                No friction point stands out: {sides} do not sit at opposite ends of any trait. The conversation plan
                still helps you agree on how to work together.
              </Text>
            </Card>
          )}
        </section>
      ) : !problem ? (
        <Card withBorder padding="lg" data-testid="conflict-empty">
          <Text size="sm">
            Choose both sides to see where they are likely to rub. Only {brand.wording.people} who have finished the{" "}
            {brand.wording.assessment} can be chosen.
          </Text>
        </Card>
      ) : null}
    </Stack>
  );
}
