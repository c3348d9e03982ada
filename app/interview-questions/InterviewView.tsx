// The interview of one candidate, as the report's panel and the interview page show it: the role benchmark the
// gap questions are measured against (another may be picked), each question with why it is asked, what to listen
// for, the candidate's written answer from the instant interview, and the interviewer's notes and 1–5 rating; then
// the instant interview's state and the written answers to questions not shown here.
import { Anchor, Button, Group, Select, Stack, Text } from "@mantine/core";
import { IconDownload } from "@tabler/icons-react";
import { Link } from "@remix-run/react";
import { useState } from "react";
import type { CustomQuestionJson, InterviewJson } from "../../api/interview-questions/contract";
import { placeWrittenAnswers } from "../../domain/interview-questions";
import { CustomQuestionsDialog } from "./CustomQuestionsDialog";
import { InterviewQuestionItem } from "./InterviewQuestionItem";
import { InterviewWrittenAnswers } from "./InterviewWrittenAnswers";
import { guideHref } from "./model";

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
            <InterviewQuestionItem
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

      <InterviewWrittenAnswers
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
