// A course for its learner: lessons in order with what is done, "Resume" to the first unfinished one, the quiz
// (explanations shown after answering) and, once complete, the certificate to download.
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  List,
  Paper,
  Progress,
  Radio,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { IconCheck, IconCircle, IconDownload, IconX } from "@tabler/icons-react";
import type { SerializeFrom } from "@remix-run/node";
import { Link, useFetcher } from "@remix-run/react";
import { useState } from "react";
import { useActionResult } from "~/ui/action";
import type { CertificateJson, QuizResultJson } from "../../api/academy/contract";
import type { loadCourse, submitQuizAction } from "./learner.server";
import { dayText, isPastDue } from "./model";

type CourseData = SerializeFrom<typeof loadCourse>;

export function CoursePage({ course, preview }: CourseData) {
  const quiz = useFetcher<typeof submitQuizAction>();
  const [result, setResult] = useState<QuizResultJson | null>(null);
  // A new attempt starts with a fresh form.
  const [attempt, setAttempt] = useState(0);
  useActionResult(quiz.data, { onSuccess: (answer) => setResult(answer.data) });
  const certificate: CertificateJson | null = result?.certificate ?? course.certificate;
  const progress = result?.progress ?? course.progress;
  const lessonsDone = course.lessons.every((l) => l.completed);
  const overdue = progress < 100 && isPastDue(course.due_on);

  return (
    <Stack gap="lg" maw={820}>
      <Anchor component={Link} to="/academy" size="sm">
        ← All courses
      </Anchor>
      {preview ? (
        <Alert color="yellow" title="Preview">
          This course is {course.status === "draft" ? "a draft" : "archived"}: learners do not see it. Your own progress
          in the preview is kept like a learner's.
        </Alert>
      ) : null}
      <Stack gap={4}>
        <Title order={1}>{course.title}</Title>
        <Text>{course.summary}</Text>
        {course.due_on ? (
          <Text size="sm" c={overdue ? "red.8" : "dimmed"} fw={overdue ? 600 : undefined}>
            {overdue ? "Overdue: was due" : "Due"} {dayText(course.due_on)}
          </Text>
        ) : null}
      </Stack>
      <Stack gap={4}>
        <Text size="sm" id="course-progress">
          {progress}% complete
        </Text>
        <Progress value={progress} aria-labelledby="course-progress" size="lg" />
      </Stack>
      <Group>
        {course.resume_lesson_id ? (
          <Button component={Link} to={`/academy/lessons/${course.resume_lesson_id}`}>
            {course.lessons.some((l) => l.completed) ? "Resume" : "Start the course"}
          </Button>
        ) : !course.quiz_passed && !result?.passed && course.questions.length ? (
          <Button component="a" href="#quiz">
            Take the quiz
          </Button>
        ) : null}
      </Group>

      {certificate ? <CertificateCard certificate={certificate} /> : null}

      <Stack gap="xs">
        <Title order={2} size="h3">
          Lessons
        </Title>
        <List spacing="xs" listStyleType="none" p={0} aria-label="Lessons">
          {course.lessons.map((lesson) => (
            <List.Item
              key={lesson.id}
              icon={
                <ThemeIcon
                  size={22}
                  radius="xl"
                  color={lesson.completed ? "green" : "gray"}
                  variant={lesson.completed ? "filled" : "light"}
                >
                  {lesson.completed ? <IconCheck size={14} aria-hidden /> : <IconCircle size={10} aria-hidden />}
                </ThemeIcon>
              }
            >
              <Anchor component={Link} to={`/academy/lessons/${lesson.id}`}>
                {lesson.position}. {lesson.title}
              </Anchor>
              <Text span size="xs" c="dimmed" ml={6}>
                {lesson.completed ? "Done" : "Not done yet"}
              </Text>
            </List.Item>
          ))}
        </List>
      </Stack>

      {course.questions.length ? (
        <Paper withBorder p={{ base: "sm", sm: "lg" }} id="quiz">
          <Stack gap="md">
            <Group justify="space-between">
              <Title order={2} size="h3">
                Quiz
              </Title>
              {course.quiz_passed || result?.passed ? <Badge color="green">Passed</Badge> : null}
            </Group>
            <Text size="sm" c="dimmed">
              {course.questions.length} questions; {course.pass_mark}% right to pass.
              {course.best_score !== null ? ` Your best score so far: ${course.best_score}%.` : ""}
              {!lessonsDone ? " You can take it at any time; the certificate needs every lesson done too." : ""}
            </Text>
            <QuizForm
              key={attempt}
              questions={course.questions}
              result={result}
              busy={quiz.state !== "idle"}
              onSubmit={(answers) => quiz.submit({ answers } as never, { method: "post", encType: "application/json" })}
              onRetry={() => {
                setResult(null);
                setAttempt((n) => n + 1);
              }}
            />
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}

function CertificateCard({ certificate }: { certificate: CertificateJson }) {
  return (
    <Alert color="green" title="Course complete" variant="light">
      <Stack gap="xs">
        <Text size="sm">
          Completed on {dayText(certificate.issued_at)}. Verification code:{" "}
          <Text span ff="monospace" fw={600}>
            {certificate.code}
          </Text>
        </Text>
        <Group>
          <Button
            component="a"
            href={`/academy/certificates/${certificate.id}.pdf`}
            download
            leftSection={<IconDownload size={16} aria-hidden />}
            variant="filled"
            color="green"
          >
            Download certificate (PDF)
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

interface QuizFormProps {
  questions: CourseData["course"]["questions"];
  result: QuizResultJson | null;
  busy: boolean;
  onSubmit(answers: Record<string, number[]>): void;
  onRetry(): void;
}

function QuizForm({ questions, result, busy, onSubmit, onRetry }: QuizFormProps) {
  const [answers, setAnswers] = useState<Record<string, number[]>>({});
  const answered = questions.filter((q) => (answers[q.id]?.length ?? 0) > 0).length;
  const outcome = (id: number) => result?.questions.find((q) => q.id === id);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(answers);
      }}
    >
      <Stack gap="lg">
        {questions.map((q, index) => {
          const o = outcome(q.id);
          const label = `${index + 1}. ${q.prompt}`;
          const options = q.options.map((option, i) => {
            const right = o?.correct_options.includes(i);
            const marker = o ? (right ? " (right answer)" : o.chosen.includes(i) ? " (your answer)" : "") : "";
            return { value: String(i), label: `${option}${marker}` };
          });
          return (
            <Stack key={q.id} gap={6}>
              {q.kind === "single" ? (
                <Radio.Group
                  label={label}
                  value={answers[q.id]?.[0] !== undefined ? String(answers[q.id][0]) : null}
                  onChange={(value) => setAnswers((a) => ({ ...a, [q.id]: [Number(value)] }))}
                  readOnly={Boolean(result)}
                >
                  <Stack gap={6} mt={6}>
                    {options.map((option) => (
                      <Radio key={option.value} value={option.value} label={option.label} disabled={Boolean(result)} />
                    ))}
                  </Stack>
                </Radio.Group>
              ) : (
                <Checkbox.Group
                  label={label}
                  description="Choose all that apply."
                  value={(answers[q.id] ?? []).map(String)}
                  onChange={(values) => setAnswers((a) => ({ ...a, [q.id]: values.map(Number) }))}
                  readOnly={Boolean(result)}
                >
                  <Stack gap={6} mt={6}>
                    {options.map((option) => (
                      <Checkbox
                        key={option.value}
                        value={option.value}
                        label={option.label}
                        disabled={Boolean(result)}
                      />
                    ))}
                  </Stack>
                </Checkbox.Group>
              )}
              {o ? (
                <Alert
                  color={o.right ? "green" : "red"}
                  icon={o.right ? <IconCheck size={16} aria-hidden /> : <IconX size={16} aria-hidden />}
                  title={o.right ? "Right" : "Not quite"}
                  p="xs"
                >
                  {o.explanation}
                </Alert>
              ) : null}
            </Stack>
          );
        })}
        {result ? (
          <Stack gap="xs" role="status">
            <Text fw={600} c={result.passed ? "green.8" : "red.8"}>
              You scored {result.score}% — {result.passed ? "passed" : `the pass mark is ${result.pass_mark}%`}.
            </Text>
            {!result.passed ? (
              <Group>
                <Button variant="default" onClick={onRetry}>
                  Try again
                </Button>
              </Group>
            ) : null}
          </Stack>
        ) : (
          <Group>
            <Button type="submit" loading={busy} disabled={answered === 0}>
              Check my answers
            </Button>
            <Text size="sm" c="dimmed">
              {answered} of {questions.length} answered
            </Text>
          </Group>
        )}
      </Stack>
    </form>
  );
}
