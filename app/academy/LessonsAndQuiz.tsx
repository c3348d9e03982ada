import { Button, Stack, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import type { AdminCourseJson } from "../../api/academy/contract";
import { OrderedItem, Section, type Editing, type Removing } from "./EditorParts";

/** The course's lessons and its quiz questions, each list in order, with buttons to add, move, edit and delete. */
export function LessonsAndQuiz({
  course,
  setEditing,
  setRemoving,
}: {
  course: AdminCourseJson;
  setEditing: (editing: Editing) => void;
  setRemoving: (removing: Removing) => void;
}) {
  return (
    <>
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
    </>
  );
}
