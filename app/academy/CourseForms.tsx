// The course editor's forms: the course's details, a lesson, a quiz question.
import "@mantine/core/styles/SegmentedControl.layer.css";
import { Button, Group, NumberInput, SegmentedControl, Stack, Text, TextInput, Textarea } from "@mantine/core";
import { Form } from "@remix-run/react";
import { useState } from "react";
import type { ActionFields } from "~/ui/action";
import type { AdminCourseJson } from "../../api/academy/contract";
import { Hidden, Section, type Lesson, type Question } from "./EditorParts";

export function DetailsForm({
  course,
  form,
  saving,
}: {
  course: AdminCourseJson;
  form: ActionFields;
  saving: boolean;
}) {
  return (
    <Section title="Details">
      <Form method="post">
        <Hidden values={{ intent: "details" }} />
        <Stack gap="sm">
          <TextInput
            name="title"
            label="Title"
            required
            maxLength={200}
            defaultValue={course.title}
            error={form.error("title")}
          />
          <Textarea
            name="summary"
            label="Summary"
            maxLength={1000}
            autosize
            minRows={2}
            defaultValue={course.summary}
            error={form.error("summary")}
          />
          <NumberInput
            name="pass_mark"
            label="Quiz pass mark (%)"
            min={1}
            max={100}
            defaultValue={course.pass_mark}
            error={form.error("pass_mark")}
            maw={200}
          />
          <Group>
            <Button type="submit" loading={saving}>
              Save details
            </Button>
          </Group>
        </Stack>
      </Form>
    </Section>
  );
}

export function LessonForm({ lesson, form, saving }: { lesson: Lesson | null; form: ActionFields; saving: boolean }) {
  return (
    <Form method="post">
      <Hidden values={lesson ? { intent: "editLesson", lesson_id: lesson.id } : { intent: "addLesson" }} />
      <Stack gap="sm">
        <TextInput
          name="title"
          label="Title"
          required
          maxLength={200}
          defaultValue={form.value("title") ?? lesson?.title}
          error={form.error("title")}
          data-autofocus
        />
        <Textarea
          name="body"
          label="Text"
          description="Markdown: ## headings, - lists, **bold**, *italics*, [links](https://…), images as ![description](https://…) on their own line. HTML is shown as text."
          autosize
          minRows={8}
          maxRows={20}
          defaultValue={form.value("body") ?? lesson?.body}
          error={form.error("body")}
        />
        <TextInput
          name="video_url"
          label="Video link"
          description="YouTube and Vimeo links play in the lesson; other links are shown as links."
          placeholder="https://www.youtube.com/watch?v=…"
          defaultValue={form.value("video_url") ?? lesson?.video_url ?? ""}
          error={form.error("video_url")}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            {lesson ? "Save lesson" : "Add lesson"}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}

export function QuestionForm({
  question,
  form,
  saving,
}: {
  question: Question | null;
  form: ActionFields;
  saving: boolean;
}) {
  const [kind, setKind] = useState<string>(form.value("kind") ?? question?.kind ?? "single");
  return (
    <Form method="post">
      <Hidden values={question ? { intent: "editQuestion", question_id: question.id } : { intent: "addQuestion" }} />
      <input type="hidden" name="kind" value={kind} />
      <Stack gap="sm">
        <Textarea
          name="prompt"
          label="Question"
          required
          maxLength={500}
          autosize
          minRows={2}
          defaultValue={form.value("prompt") ?? question?.prompt}
          error={form.error("prompt")}
          data-autofocus
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="question-kind">
            Answers
          </Text>
          <SegmentedControl
            aria-labelledby="question-kind"
            value={kind}
            onChange={setKind}
            data={[
              { value: "single", label: "One right answer" },
              { value: "multiple", label: "Several right answers" },
            ]}
          />
        </Stack>
        <Textarea
          name="options"
          label="Options"
          description="One per line, 2 to 8."
          required
          autosize
          minRows={3}
          defaultValue={form.value("options") ?? question?.options.join("\n")}
          error={form.error("options")}
        />
        <TextInput
          name="correct"
          label="Right answers"
          description="The numbers of the right options, counting from 1 (e.g. 2, or 1, 3)."
          required
          defaultValue={form.value("correct") ?? question?.correct.map((i) => i + 1).join(", ")}
          error={form.error("correct")}
        />
        <Textarea
          name="explanation"
          label="Explanation"
          description="Shown to learners after they answer."
          autosize
          minRows={2}
          maxLength={2000}
          defaultValue={form.value("explanation") ?? question?.explanation}
          error={form.error("explanation")}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            {question ? "Save question" : "Add question"}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}
