// One person, many assessments (api/survey-results/supersede.ts): the notice an earlier assessment opens with, and the
// person's assessment history with a link to each. Safe for browser code.
import { formatDate } from "../../domain/format";
import { Alert, Anchor, Badge, Card, Group, Text, Title } from "@mantine/core";
import { IconHistory } from "@tabler/icons-react";
import { Link } from "@remix-run/react";
import type { AssessmentEntryJson } from "../../api/survey-results/contract";

interface Person {
  id: number;
  first: string;
  last: string;
  superseded: boolean;
  submitted_at: string | null;
  assessments: AssessmentEntryJson[];
}

/** The person's current assessment, when this page shows an earlier one. */
export const currentOf = (person: Person) =>
  person.superseded ? person.assessments.find((a) => a.current) : undefined;

/** Said once at the top of an earlier assessment: whose it is, from when, and where the current one is. */
export function EarlierAssessmentNotice({ person, tab = "" }: { person: Person; tab?: string }) {
  if (!person.superseded) return null;
  const current = currentOf(person);
  const name = `${person.first} ${person.last}`.trim();
  return (
    <Alert color="yellow" variant="light" title="Earlier assessment" data-testid="earlier-assessment">
      <Text size="sm">
        This is an earlier assessment of {name}, from {formatDate(person.submitted_at)}. It is kept as history and can
        be read, but not changed, planned from or shared.{" "}
        {current ? (
          <>
            The current one is from {formatDate(current.submitted_at)}:{" "}
            <Anchor component={Link} to={`/survey-results/${current.id}${tab}`}>
              open the current assessment
            </Anchor>
            .
          </>
        ) : null}
      </Text>
    </Alert>
  );
}

/** Every submitted assessment of the person, newest first, each a link but the one on this page. */
export function AssessmentHistory({ person, className }: { person: Person; className?: string }) {
  if (person.assessments.length < 2) return null;
  const name = `${person.first} ${person.last}`.trim();
  return (
    <Card withBorder padding="lg" className={className} component="section" aria-labelledby="assessment-history">
      <Group gap={6} mb="sm">
        <IconHistory size={18} aria-hidden />
        <Title order={2} size="h4" id="assessment-history">
          Assessment history
        </Title>
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        {name} has taken the assessment {person.assessments.length} times with this company. The latest is the current
        one: lists, the board and comparisons use it.
      </Text>
      <ol data-testid="assessment-history" style={{ margin: 0, paddingInlineStart: "1.25rem" }}>
        {person.assessments.map((a) => {
          const here = a.id === person.id;
          const date = formatDate(a.submitted_at);
          return (
            <li key={a.id}>
              <Group gap={6} wrap="wrap" component="span">
                {here ? (
                  <Text span fw={600} size="sm" aria-current="page">
                    {date}
                  </Text>
                ) : (
                  <Anchor component={Link} to={`/survey-results/${a.id}`} size="sm">
                    {date}
                  </Anchor>
                )}
                <Text span size="sm" c="dimmed">
                  {a.role_name}
                </Text>
                {a.current ? (
                  <Badge size="sm" variant="light">
                    Current
                  </Badge>
                ) : (
                  <Badge size="sm" variant="outline" color="gray">
                    Earlier
                  </Badge>
                )}
                {a.archived ? (
                  <Badge size="sm" variant="outline" color="gray">
                    Archived
                  </Badge>
                ) : null}
                {here ? (
                  <Text span size="xs" c="dimmed">
                    (this page)
                  </Text>
                ) : null}
              </Group>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
