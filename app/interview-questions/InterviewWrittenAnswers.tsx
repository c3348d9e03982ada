import { Alert, Anchor, Badge, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "@remix-run/react";
import { dateTime } from "~/survey-results/model";
import type { InterviewJson } from "../../api/interview-questions/contract";
import type { WrittenAnswer } from "../../domain/interview-questions";

/** The instant interview's state, and the written answers to questions not shown beside their question. */
export function InterviewWrittenAnswers({
  interview,
  firstName,
  other,
  besideCount,
}: {
  interview: InterviewJson;
  firstName: string;
  /** Written answers to questions not shown above (beyond the panel's few, or no longer asked). */
  other: WrittenAnswer[];
  /** How many written answers are shown beside their questions above. */
  besideCount: number;
}) {
  const instant = interview.instant_interview;
  return (
    <Stack gap="xs" component="section" aria-labelledby="instant-interview">
      <Title order={3} size="h5" id="instant-interview">
        Instant interview
      </Title>
      {!instant ? (
        <Text size="sm" c="dimmed">
          {firstName} has not been asked to answer questions in writing.
        </Text>
      ) : (
        <>
          <Group gap="xs" wrap="wrap">
            {instant.submitted_at ? (
              <Badge color="teal" variant="light">
                Submitted {dateTime(instant.submitted_at)}
              </Badge>
            ) : (
              <Badge color="yellow" variant="light">
                Not submitted yet
              </Badge>
            )}
            <Anchor href={instant.link} size="sm" target="_blank" rel="noreferrer">
              Candidate&apos;s link
            </Anchor>
            {instant.submitted_at ? (
              // Grading happens in its own queue, where no name is shown (ADR 074).
              <Anchor component={Link} to="/interview-grading" size="sm">
                Grade written answers without names
              </Anchor>
            ) : null}
          </Group>
          {!instant.submitted_at ? (
            <Alert color="yellow" variant="light" p="xs">
              These are the answers saved so far; {firstName} may still change them.
            </Alert>
          ) : null}
          {besideCount ? (
            <Text size="sm" c="dimmed">
              {besideCount === 1 ? "One written answer is" : `${besideCount} written answers are`} shown under{" "}
              {besideCount === 1 ? "its question" : "their questions"} above.
            </Text>
          ) : null}
          {other.length ? <Text size="sm">Written answers to questions not shown above:</Text> : null}
          {other.length ? (
            <Stack
              gap="xs"
              component="ol"
              aria-label="Instant interview answers"
              style={{ paddingLeft: 20, margin: 0 }}
            >
              {other.map((a) => (
                <li key={a.question_key}>
                  <Text size="sm" fw={600}>
                    {a.question}
                  </Text>
                  <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
                    {a.answer}
                  </Text>
                </li>
              ))}
            </Stack>
          ) : !besideCount ? (
            <Text size="sm" c="dimmed">
              No written answers yet.
            </Text>
          ) : null}
        </>
      )}
    </Stack>
  );
}
