// The interview of one candidate, as the report's panel and the interview page show it: the role benchmark the
// gap questions are measured against (another may be picked), each question with why it is asked, what to listen
// for, the candidate's written answer from the instant interview, and the interviewer's notes and 1–5 rating; then
// the instant interview's state and the written answers to questions not shown here.
import { Alert, Anchor, Badge, Button, Group, Paper, Radio, Select, Stack, Text, Textarea, Title } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { Link, useFetcher } from "@remix-run/react";
import { useState } from "react";
import { dateTime } from "~/report/model";
import { useActionResult } from "~/ui/action";
import type { CustomQuestionJson, InterviewJson, InterviewQuestionJson } from "../../api/interview-questions/contract";
import { placeWrittenAnswers, type WrittenAnswer } from "../../domain/interview-questions";
import { CustomQuestionsDialog } from "./CustomQuestionsDialog";
import { guideHref, KIND_LABELS, type InterviewActionResult } from "./model";

export interface InterviewViewProps {
  interview: InterviewJson;
  custom: CustomQuestionJson[];
  /** The company's pipeline stage names a company question may be limited to (managers only). */
  stageNames?: string[];
  firstName: string;
  /** Where the forms post (the interview route's action). */
  action: string;
  /**
   * Picks another benchmark on the interview page. The report's panel has none: the report picks one benchmark for
   * the whole page in its fit section.
   */
  onPickBenchmark?(id: number | null): void;
  /** The link to the full page, on the report's panel. */
  pageHref?: string;
  /** At most this many questions (the report's panel); the rest are on the page of `pageHref`. */
  limit?: number;
}

export function InterviewView({
  interview,
  custom,
  stageNames = [],
  firstName,
  action,
  onPickBenchmark,
  pageHref,
  limit,
}: InterviewViewProps) {
  const [managing, setManaging] = useState(false);
  const picked = interview.benchmark_source === "picked" ? interview.benchmark?.id : null;
  const gapCount = interview.questions.filter((q) => q.kind !== "custom").length;
  const shown = interview.questions.slice(0, limit);
  // Each written answer beside the question it answers; the rest (beyond the panel's few, or no longer asked) below.
  const written = placeWrittenAnswers(
    shown.map((q) => q.key),
    interview.instant_interview?.answers ?? [],
  );
  return (
    <Stack gap="md">
      <Group align="flex-end" gap="sm" wrap="wrap">
        {onPickBenchmark && interview.benchmarks.length ? (
          <Select
            label="Role benchmark"
            description={interview.benchmark ? `Gap questions: ${interview.benchmark_reason}` : undefined}
            data={interview.benchmarks.map((b) => ({ value: String(b.id), label: b.name }))}
            value={interview.benchmark ? String(interview.benchmark.id) : null}
            onChange={(value) => onPickBenchmark(value ? Number(value) : null)}
            allowDeselect={false}
            w={{ base: "100%", xs: 280 }}
          />
        ) : null}
        <Group gap="xs" wrap="wrap">
          <Button
            component="a"
            href={guideHref(interview.survey_result_id, picked)}
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            Interview guide (PDF)
          </Button>
          {pageHref ? (
            <Button component={Link} to={pageHref} variant="default">
              Open interview
            </Button>
          ) : null}
          {interview.can_manage_questions ? (
            <Button variant="light" onClick={() => setManaging(true)}>
              Company questions
            </Button>
          ) : null}
        </Group>
      </Group>

      {!onPickBenchmark && interview.benchmark ? (
        <Text size="sm" data-testid="interview-benchmark">
          Gap questions against <strong>{interview.benchmark.name}</strong>: {interview.benchmark_reason}.
        </Text>
      ) : null}

      {!interview.scored ? (
        <Text size="sm" c="dimmed">
          Questions from the gaps to a role benchmark appear once {firstName} has submitted the assessment.
        </Text>
      ) : !interview.benchmark ? (
        <Text size="sm" c="dimmed">
          No gap questions: there is {interview.benchmark_reason}.
        </Text>
      ) : gapCount === 0 ? (
        <Text size="sm" c="dimmed">
          {firstName} lies inside every range of {interview.benchmark.name} that it narrows: no gaps to probe.
        </Text>
      ) : null}

      {interview.questions.length ? (
        <Stack
          gap="sm"
          component="ol"
          aria-label="Interview questions"
          style={{ listStyle: "none", padding: 0, margin: 0 }}
        >
          {shown.map((q, i) => (
            <QuestionItem
              key={q.key}
              question={q}
              index={i}
              action={action}
              writtenAnswer={written.byKey.get(q.key) ?? null}
              firstName={firstName}
            />
          ))}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          No interview questions yet.
          {interview.can_manage_questions ? " Add your company's own questions with Company questions." : ""}
        </Text>
      )}

      {limit !== undefined && pageHref && interview.questions.length > limit ? (
        <Text size="sm">
          {interview.questions.length - limit} more question{interview.questions.length - limit === 1 ? "" : "s"}:{" "}
          <Anchor component={Link} to={pageHref}>
            see the whole interview
          </Anchor>
        </Text>
      ) : null}

      <InstantAnswers
        interview={interview}
        firstName={firstName}
        other={written.other}
        besideCount={written.byKey.size}
      />

      {interview.can_manage_questions ? (
        <CustomQuestionsDialog
          opened={managing}
          onClose={() => setManaging(false)}
          questions={custom}
          stageNames={stageNames}
          action={action}
        />
      ) : null}
    </Stack>
  );
}

function QuestionItem({
  question,
  index,
  action,
  writtenAnswer,
  firstName,
}: {
  question: InterviewQuestionJson;
  index: number;
  action: string;
  writtenAnswer: string | null;
  firstName: string;
}) {
  const fetcher = useFetcher<InterviewActionResult>({ key: `interview-note-${question.key}` });
  const form = useActionResult(fetcher.data);
  const rating = question.note?.rating ? String(question.note.rating) : "";
  const labelId = `question-${index}`;
  return (
    <Paper component="li" withBorder p="sm" radius="sm" aria-labelledby={labelId} data-testid="interview-question">
      <Group gap="xs" mb={4} wrap="wrap">
        <Badge
          variant="light"
          color={question.kind === "probe" ? "orange" : question.kind === "confirm" ? "teal" : "gray"}
        >
          {KIND_LABELS[question.kind]}
        </Badge>
        {question.reason ? (
          <Text size="xs" c="dimmed">
            {question.reason}
          </Text>
        ) : null}
      </Group>
      <Text fw={600} id={labelId}>
        {index + 1}. {question.text}
      </Text>
      {question.listen_for ? (
        <Text size="sm" c="dimmed" mt={2}>
          Listen for: {question.listen_for}
        </Text>
      ) : null}
      {writtenAnswer ? (
        <Paper bg="var(--mantine-color-default-hover)" p="xs" mt="xs" radius="sm" data-testid="written-answer">
          <Text size="xs" c="dimmed" fw={600}>
            {firstName}&apos;s written answer (instant interview)
          </Text>
          <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
            {writtenAnswer}
          </Text>
        </Paper>
      ) : null}
      <fetcher.Form method="post" action={action}>
        <input type="hidden" name="intent" value="note" />
        <input type="hidden" name="question_key" value={question.key} />
        <Stack gap="xs" mt="xs">
          <Textarea
            name="notes"
            label="Notes"
            defaultValue={question.note?.notes ?? ""}
            autosize
            minRows={2}
            maxLength={5000}
            error={form.error("notes")}
          />
          <Group justify="space-between" align="flex-end" gap="xs" wrap="wrap">
            <Radio.Group name="rating" label="Rating" defaultValue={rating} error={form.error("rating")}>
              <Group gap="sm" mt={4}>
                <Radio value="" label="None" />
                {[1, 2, 3, 4, 5].map((n) => (
                  <Radio key={n} value={String(n)} label={String(n)} />
                ))}
              </Group>
            </Radio.Group>
            <Button type="submit" size="xs" loading={fetcher.state !== "idle"} aria-describedby={labelId}>
              Save notes
            </Button>
          </Group>
          {question.note ? (
            <Text size="xs" c="dimmed">
              Saved {dateTime(question.note.updated_at)}
            </Text>
          ) : null}
        </Stack>
      </fetcher.Form>
    </Paper>
  );
}

function InstantAnswers({
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
