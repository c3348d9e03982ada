import { Badge, Group, Paper, Text } from "@mantine/core";
import type { InterviewQuestionJson } from "../../api/interview-questions/contract";
import { KIND_LABELS } from "./model";
import { QuestionNoteForm } from "./QuestionNoteForm";

/** One interview question: its kind and why it is asked, what to listen for, the written answer, the notes. */
export function InterviewQuestionItem({
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
      <QuestionNoteForm question={question} action={action} labelId={labelId} />
    </Paper>
  );
}
