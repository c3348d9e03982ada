// One set of written answers to grade (/interview-grading/{id}): each question, the answer as written, and a 1–4
// score with its anchors. Radio buttons in a fieldset (arrow keys move between the points, Enter on the button
// saves). The other graders' scores appear only after the grader's own is saved.
import { formatDate } from "../../domain/format";
import { Anchor, Button, Group, Paper, Radio, Stack, Text, Title } from "@mantine/core";
import type { SerializeFrom } from "@remix-run/node";
import { Link, useFetcher } from "@remix-run/react";
import { useActionResult } from "~/ui/action";
import type { gradeAction, loadAnswerSet } from "./interview-grading.server";
import { GRADE_ANCHORS, GRADES } from "./scale";

export type AnswerSetData = SerializeFrom<typeof loadAnswerSet>;
type Answer = AnswerSetData["answerSet"]["answers"][number];

export function AnswerSetPage({ answerSet }: AnswerSetData) {
  return (
    <Stack gap="md" maw={760}>
      <Anchor component={Link} to="/interview-grading" size="sm">
        ← All written answers
      </Anchor>
      <div>
        <Title order={1} size="h2">
          Answer set {answerSet.id}
        </Title>
        <Text c="dimmed" size="sm">
          Submitted {formatDate(answerSet.submitted_at)} · who wrote it is hidden while you grade
        </Text>
      </div>
      {answerSet.answers.map((answer, i) => (
        <AnswerCard key={answer.question_key} answer={answer} number={i + 1} />
      ))}
    </Stack>
  );
}

function AnswerCard({ answer, number }: { answer: Answer; number: number }) {
  const fetcher = useFetcher<typeof gradeAction>({ key: `grade-${answer.question_key}` });
  const form = useActionResult(fetcher.data);
  // The saved answer (with others' scores) from this page's last save, else what the page loaded.
  const saved = fetcher.data?.ok && fetcher.data.data ? fetcher.data.data : answer;
  const headingId = `answer-${number}-question`;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Text fw={600} size="sm" id={headingId}>
          {number}. {answer.question}
        </Text>
        <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
          {answer.answer || "No answer."}
        </Text>
        <fetcher.Form method="post">
          <input type="hidden" name="question_key" value={answer.question_key} />
          <Radio.Group
            name="score"
            label="Your score"
            defaultValue={saved.my_score ? String(saved.my_score) : undefined}
            error={form.error("score")}
          >
            <Stack gap={6} mt={6}>
              {GRADES.map((g) => (
                <Radio key={g} value={String(g)} label={`${g} · ${GRADE_ANCHORS[g]}`} />
              ))}
            </Stack>
          </Radio.Group>
          <Group mt="sm" gap="sm" wrap="wrap">
            <Button type="submit" size="sm" loading={fetcher.state !== "idle"}>
              {saved.my_score ? "Change score" : "Save score"}
            </Button>
            <OtherScores scores={saved.other_scores} />
          </Group>
        </fetcher.Form>
      </Stack>
    </Paper>
  );
}

function OtherScores({ scores }: { scores: number[] | null }) {
  if (scores === null) return null;
  return (
    <Text size="sm" c="dimmed" data-testid="other-scores">
      {scores.length ? `Other graders: ${scores.join(", ")}` : "No other grader has scored this answer yet"}
    </Text>
  );
}
