import "@mantine/core/styles/Table.layer.css";
// One course in Learning Management: details, publish/archive, lessons and quiz questions (add, edit, order,
// delete), assignments to companies or roles with a due day, and a preview as a learner.
import "@mantine/core/styles/SegmentedControl.layer.css";
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Group,
  Modal,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { IconArrowDown, IconArrowUp, IconEye, IconPencil, IconPlus, IconTrash } from "@tabler/icons-react";
import type { SerializeFrom } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation, useSubmit } from "@remix-run/react";
import { useState, type ReactNode } from "react";
import { ROLES } from "~domain/roles";
import { dayText } from "~/academy/model";
import { useActionResult, type ActionFields } from "~/ui/action";
import { ConfirmDialog } from "~/ui/list";
import { ROLE_LABELS } from "~/user-management/model";
import type { AdminCourseJson } from "../../api/academy/contract";
import { STATUS_COLOURS, STATUS_WORDS } from "./CoursesPage";
import type { editorAction, loadEditor } from "./editor.server";

type Lesson = AdminCourseJson["lessons"][number];
type Question = AdminCourseJson["questions"][number];
type Assignment = AdminCourseJson["assignments"][number];
type Editing = { kind: "lesson"; item: Lesson | null } | { kind: "question"; item: Question | null } | null;
type Removing =
  | { intent: "deleteLesson"; id: number; name: string }
  | { intent: "deleteQuestion"; id: number; name: string }
  | { intent: "unassign"; id: number; name: string }
  | { intent: "status"; id: number; name: string };

function Hidden({ values }: { values: Record<string, string | number> }) {
  return (
    <>
      {Object.entries(values).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

function MoveButtons({
  intent,
  field,
  id,
  name,
  first,
  last,
}: {
  intent: string;
  field: string;
  id: number;
  name: string;
  first: boolean;
  last: boolean;
}) {
  return (
    <Group gap={2} wrap="nowrap">
      {(["up", "down"] as const).map((direction) => (
        <Form method="post" key={direction}>
          <Hidden values={{ intent, [field]: id, direction }} />
          <ActionIcon
            type="submit"
            variant="subtle"
            color="gray"
            aria-label={`Move ${name} ${direction}`}
            disabled={direction === "up" ? first : last}
          >
            {direction === "up" ? <IconArrowUp size={16} aria-hidden /> : <IconArrowDown size={16} aria-hidden />}
          </ActionIcon>
        </Form>
      ))}
    </Group>
  );
}

/** One lesson or question in its ordered list: its text, then moving it up or down, editing and deleting it. */
function OrderedItem({
  name,
  move,
  onEdit,
  onDelete,
  children,
}: {
  name: string;
  move: Omit<Parameters<typeof MoveButtons>[0], "name">;
  onEdit: () => void;
  onDelete: () => void;
  children: ReactNode;
}) {
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="xs">
      <Text size="sm" style={{ minWidth: 0, overflowWrap: "anywhere" }}>
        {children}
      </Text>
      <Group gap={2} wrap="nowrap">
        <MoveButtons {...move} name={name} />
        <ActionIcon variant="subtle" aria-label={`Edit ${name}`} onClick={onEdit}>
          <IconPencil size={16} aria-hidden />
        </ActionIcon>
        <ActionIcon variant="subtle" color="red" aria-label={`Delete ${name}`} onClick={onDelete}>
          <IconTrash size={16} aria-hidden />
        </ActionIcon>
      </Group>
    </Group>
  );
}

function Section({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: "sm", sm: "lg" }}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h3">
            {title}
          </Title>
          {action}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

export function EditorPage({ course, companies }: SerializeFrom<typeof loadEditor>) {
  const [editing, setEditing] = useState<Editing>(null);
  const [removing, setRemoving] = useState<Removing | null>(null);
  const submit = useSubmit();
  const saving = useNavigation().state === "submitting";
  const form = useActionResult(useActionData<typeof editorAction>(), {
    onSuccess: () => setEditing(null),
  });

  return (
    <Stack gap="lg" maw={960}>
      <Anchor component={Link} to="/learning-management" size="sm">
        ← All courses
      </Anchor>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1}>{course.title}</Title>
            <Badge color={STATUS_COLOURS[course.status]}>{STATUS_WORDS[course.status]}</Badge>
          </Group>
          <Text size="sm" c="dimmed">
            Changed {dayText(course.updated_at)}
          </Text>
        </Stack>
        <Group>
          <Button
            component={Link}
            to={`/academy/courses/${course.id}`}
            variant="default"
            leftSection={<IconEye size={16} aria-hidden />}
          >
            Preview as a learner
          </Button>
          {course.status !== "published" ? (
            <Form method="post">
              <Hidden values={{ intent: "status", status: "published" }} />
              <Button type="submit" color="green" loading={saving}>
                Publish
              </Button>
            </Form>
          ) : (
            <Button
              color="orange"
              variant="light"
              onClick={() => setRemoving({ intent: "status", id: course.id, name: course.title })}
            >
              Archive
            </Button>
          )}
          {course.status === "archived" ? (
            <Form method="post">
              <Hidden values={{ intent: "status", status: "draft" }} />
              <Button type="submit" variant="default">
                Back to draft
              </Button>
            </Form>
          ) : null}
        </Group>
      </Group>
      {form.error("status") ? (
        <Text c="red.8" size="sm" role="alert">
          {form.error("status")}
        </Text>
      ) : null}

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

      <Section
        title="Lessons"
        action={
          <Button
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => setEditing({ kind: "lesson", item: null })}
          >
            Add lesson
          </Button>
        }
      >
        {course.lessons.length === 0 ? (
          <Text c="dimmed">No lessons yet: a course needs one before it is published.</Text>
        ) : null}
        <Stack gap={6} component="ol" m={0} p={0} style={{ listStyle: "none" }} aria-label="Lessons">
          {course.lessons.map((lesson, i) => (
            <OrderedItem
              key={lesson.id}
              name={lesson.title}
              move={{
                intent: "moveLesson",
                field: "lesson_id",
                id: lesson.id,
                first: i === 0,
                last: i === course.lessons.length - 1,
              }}
              onEdit={() => setEditing({ kind: "lesson", item: lesson })}
              onDelete={() => setRemoving({ intent: "deleteLesson", id: lesson.id, name: lesson.title })}
            >
              {lesson.position}. {lesson.title}
            </OrderedItem>
          ))}
        </Stack>
      </Section>

      <Section
        title="Quiz"
        action={
          <Button
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => setEditing({ kind: "question", item: null })}
          >
            Add question
          </Button>
        }
      >
        {course.questions.length === 0 ? (
          <Text c="dimmed">No questions: the course has no quiz; finishing its lessons completes it.</Text>
        ) : null}
        <Stack gap={6} component="ol" m={0} p={0} style={{ listStyle: "none" }} aria-label="Questions">
          {course.questions.map((q, i) => (
            <OrderedItem
              key={q.id}
              name={`question ${q.position}`}
              move={{
                intent: "moveQuestion",
                field: "question_id",
                id: q.id,
                first: i === 0,
                last: i === course.questions.length - 1,
              }}
              onEdit={() => setEditing({ kind: "question", item: q })}
              onDelete={() => setRemoving({ intent: "deleteQuestion", id: q.id, name: `question ${q.position}` })}
            >
              {q.position}. {q.prompt}{" "}
              <Text span size="xs" c="dimmed">
                ({q.kind === "single" ? "single choice" : "multiple choice"})
              </Text>
            </OrderedItem>
          ))}
        </Stack>
      </Section>

      <Section title="Assignments">
        <AssignForm companies={companies} form={form} saving={saving} />
        {course.assignments.length ? (
          <Table.ScrollContainer minWidth={360}>
            <Table aria-label="Assignments">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Assigned to</Table.Th>
                  <Table.Th>Due</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {course.assignments.map((a) => (
                  <Table.Tr key={a.id}>
                    <Table.Td>{assignedTo(a)}</Table.Td>
                    <Table.Td>{dayText(a.due_on)}</Table.Td>
                    <Table.Td ta="right">
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Withdraw the assignment to ${assignedTo(a)}`}
                        onClick={() => setRemoving({ intent: "unassign", id: a.id, name: assignedTo(a) })}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <Text c="dimmed" size="sm">
            Not assigned yet. Anyone with the Academy can still take it once it is published.
          </Text>
        )}
      </Section>

      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={
          editing?.kind === "lesson"
            ? editing.item
              ? "Edit lesson"
              : "Add lesson"
            : editing?.item
              ? "Edit question"
              : "Add question"
        }
        size="lg"
      >
        {editing?.kind === "lesson" ? <LessonForm lesson={editing.item} form={form} saving={saving} /> : null}
        {editing?.kind === "question" ? <QuestionForm question={editing.item} form={form} saving={saving} /> : null}
      </Modal>

      <ConfirmDialog
        subject={removing}
        title={(r) =>
          r.intent === "status"
            ? "Archive this course?"
            : r.intent === "unassign"
              ? "Withdraw the assignment?"
              : "Delete?"
        }
        confirmLabel={(r) => (r.intent === "status" ? "Archive" : r.intent === "unassign" ? "Withdraw" : "Delete")}
        onClose={() => setRemoving(null)}
        onConfirm={(r) => {
          const data: Record<string, string> = { intent: r.intent };
          if (r.intent === "deleteLesson") data.lesson_id = String(r.id);
          if (r.intent === "deleteQuestion") data.question_id = String(r.id);
          if (r.intent === "unassign") data.assignment_id = String(r.id);
          if (r.intent === "status") data.status = "archived";
          submit(data, { method: "post" });
          setRemoving(null);
        }}
      >
        {(r) =>
          r.intent === "status" ? (
            <>
              <strong>{r.name}</strong> leaves the catalogue. Certificates already earned stay valid.
            </>
          ) : r.intent === "unassign" ? (
            <>
              The course will no longer be due for <strong>{r.name}</strong>. Progress already made is kept.
            </>
          ) : (
            <>
              <strong>{r.name}</strong> will be deleted
              {r.intent === "deleteLesson" ? ", with every learner's progress on it" : ""}.
            </>
          )
        }
      </ConfirmDialog>
    </Stack>
  );
}

function assignedTo(a: Assignment) {
  const role = a.role ? ROLE_LABELS[a.role] : null;
  if (a.company && role) return `${role}s of ${a.company.name}`;
  return a.company?.name ?? `Every ${role}`;
}

function AssignForm({
  companies,
  form,
  saving,
}: {
  companies: { id: number; name: string }[];
  form: ActionFields;
  saving: boolean;
}) {
  const [company, setCompany] = useState<string | null>(null);
  const [role, setRole] = useState<string | null>(null);
  return (
    <Form method="post" aria-label="Assign the course">
      <Hidden values={{ intent: "assign" }} />
      <input type="hidden" name="company_id" value={company ?? ""} />
      <input type="hidden" name="role" value={role ?? ""} />
      <Group align="flex-end" wrap="wrap" gap="sm">
        <Select
          label="Company"
          placeholder="Any company"
          data={companies.map((c) => ({ value: String(c.id), label: c.name }))}
          value={company}
          onChange={setCompany}
          searchable
          clearable
          error={form.error("company_id")}
          style={{ flex: "1 1 200px" }}
        />
        <Select
          label="Role"
          placeholder="Any role"
          data={ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }))}
          value={role}
          onChange={setRole}
          clearable
          error={form.error("role")}
          style={{ flex: "1 1 160px" }}
        />
        <TextInput
          type="date"
          name="due_on"
          label="Due on"
          required
          error={form.error("due_on")}
          style={{ flex: "0 1 170px" }}
        />
        <Button type="submit" loading={saving}>
          Assign
        </Button>
      </Group>
    </Form>
  );
}

function LessonForm({ lesson, form, saving }: { lesson: Lesson | null; form: ActionFields; saving: boolean }) {
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

function QuestionForm({ question, form, saving }: { question: Question | null; form: ActionFields; saving: boolean }) {
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
