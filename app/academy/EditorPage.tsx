// One course in Learning Management: details, publish/archive, lessons and quiz questions (add, edit, order,
// delete), assignments to companies or roles with a due day, and a preview as a learner.
import { Modal, Stack } from "@mantine/core";
import type { SerializeFrom } from "@remix-run/node";
import { useActionData, useNavigation, useSubmit } from "@remix-run/react";
import { useState } from "react";
import { useActionResult } from "~/ui/action";
import { ConfirmDialog } from "~/ui/list";
import { CourseAssignments } from "./CourseAssignments";
import { DetailsForm, LessonForm, QuestionForm } from "./CourseForms";
import { CourseHeader } from "./CourseHeader";
import type { Editing, Removing } from "./EditorParts";
import type { editorAction, loadEditor } from "./editor.server";
import { LessonsAndQuiz } from "./LessonsAndQuiz";

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
      <CourseHeader
        course={course}
        form={form}
        saving={saving}
        onArchive={() => setRemoving({ intent: "status", id: course.id, name: course.title })}
      />

      <DetailsForm course={course} form={form} saving={saving} />

      <LessonsAndQuiz course={course} setEditing={setEditing} setRemoving={setRemoving} />

      <CourseAssignments course={course} companies={companies} form={form} saving={saving} setRemoving={setRemoving} />

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
              <strong>{r.name}</strong> leaves the catalog. Certificates already earned stay valid.
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
