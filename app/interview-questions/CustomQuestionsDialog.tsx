// The company's own interview questions (company owners, franchise owners, super admins): add, change, delete
// after a confirmation. Asked of every candidate of the company after the gap questions, at every pipeline stage or
// at the stages checked (the scorecard kit of a stage holds its questions).
import { Button, Checkbox, Group, Modal, Paper, Stack, Text, Textarea } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import { useActionResult } from "~/ui/action";
import { ConfirmDialog } from "~/ui/list/ConfirmDialog";
import type { CustomQuestionJson } from "../../api/interview-questions/contract";
import type { InterviewActionResult } from "./model";

export function CustomQuestionsDialog({
  opened,
  onClose,
  questions,
  stageNames = [],
  action,
}: {
  opened: boolean;
  onClose(): void;
  questions: CustomQuestionJson[];
  /** The company's pipeline stage names a question may be limited to. */
  stageNames?: string[];
  action: string;
}) {
  const mobile = useMediaQuery("(max-width: 48em)");
  const remove = useFetcher<InterviewActionResult>({ key: "interview-question-delete" });
  const [deleting, setDeleting] = useState<CustomQuestionJson | null>(null);
  useActionResult(remove.data, { onSuccess: () => setDeleting(null) });
  return (
    <>
      <Modal opened={opened} onClose={onClose} title="Company interview questions" size="lg" fullScreen={mobile}>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Asked of every candidate of your company, after the questions from the gaps to the role benchmark.
          </Text>
          {questions.length === 0 ? (
            <Text size="sm">No company questions yet.</Text>
          ) : (
            <Stack
              gap="xs"
              component="ul"
              aria-label="Company questions"
              style={{ listStyle: "none", padding: 0, margin: 0 }}
            >
              {questions.map((q) => (
                <QuestionRow
                  key={q.id}
                  question={q}
                  stageNames={stageNames}
                  action={action}
                  onDelete={() => setDeleting(q)}
                />
              ))}
            </Stack>
          )}
          <QuestionForm action={action} stageNames={stageNames} />
        </Stack>
      </Modal>
      <ConfirmDialog
        subject={deleting}
        title="Delete question?"
        confirmLabel="Delete question"
        loading={remove.state !== "idle"}
        onConfirm={(q) =>
          remove.submit({ intent: "question-delete", questionId: String(q.id) }, { method: "post", action })
        }
        onClose={() => setDeleting(null)}
      >
        {(q) => (
          <Text size="sm">&ldquo;{q.text}&rdquo; will no longer be asked of your company&apos;s candidates.</Text>
        )}
      </ConfirmDialog>
    </>
  );
}

function QuestionRow({
  question,
  stageNames,
  action,
  onDelete,
}: {
  question: CustomQuestionJson;
  stageNames: string[];
  action: string;
  onDelete(): void;
}) {
  const [editing, setEditing] = useState(false);
  return (
    <Paper component="li" withBorder p="sm" radius="sm">
      {editing ? (
        <QuestionForm action={action} question={question} stageNames={stageNames} onDone={() => setEditing(false)} />
      ) : (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {question.text}
          </Text>
          {question.listen_for ? (
            <Text size="xs" c="dimmed">
              Listen for: {question.listen_for}
            </Text>
          ) : null}
          <Text size="xs" c="dimmed">
            {question.stages?.length ? `Asked at: ${question.stages.join(", ")}` : "Asked at every stage"}
          </Text>
          <Group gap="xs" justify="flex-end">
            <Button
              size="xs"
              variant="default"
              onClick={() => setEditing(true)}
              aria-label={`Edit question: ${question.text}`}
            >
              Edit
            </Button>
            <Button
              size="xs"
              color="red"
              variant="light"
              onClick={onDelete}
              aria-label={`Delete question: ${question.text}`}
            >
              Delete
            </Button>
          </Group>
        </Stack>
      )}
    </Paper>
  );
}

function QuestionForm({
  action,
  question,
  stageNames,
  onDone,
}: {
  action: string;
  question?: CustomQuestionJson;
  stageNames: string[];
  onDone?(): void;
}) {
  const fetcher = useFetcher<InterviewActionResult>({ key: `interview-question-${question?.id ?? "new"}` });
  const [text, setText] = useState(question?.text ?? "");
  const [listenFor, setListenFor] = useState(question?.listen_for ?? "");
  const [stages, setStages] = useState<string[]>(question?.stages ?? []);
  // A stage since renamed or removed stays checked until unchecked, so saving does not drop it unseen.
  const choices = [...stageNames, ...stages.filter((s) => !stageNames.includes(s))];
  const form = useActionResult(fetcher.data, {
    onSuccess: () => {
      setText("");
      setListenFor("");
      setStages([]);
      onDone?.();
    },
  });
  return (
    <fetcher.Form method="post" action={action}>
      <input type="hidden" name="intent" value={question ? "question-edit" : "question-add"} />
      {question ? <input type="hidden" name="questionId" value={question.id} /> : null}
      <Stack gap="xs">
        <Textarea
          name="text"
          label={question ? "Question" : "New question"}
          required
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          autosize
          minRows={2}
          maxLength={1000}
          error={form.error("text")}
        />
        <Textarea
          name="listen_for"
          label="What to listen for"
          value={listenFor}
          onChange={(e) => setListenFor(e.currentTarget.value)}
          autosize
          minRows={1}
          maxLength={1000}
          error={form.error("listen_for")}
        />
        {choices.length ? (
          <Checkbox.Group
            label="Ask at these stages"
            description="None checked: asked at every stage."
            value={stages}
            onChange={setStages}
            error={form.error("stages")}
          >
            <Group gap="sm" mt={4}>
              {choices.map((stage) => (
                <Checkbox key={stage} name="stages" value={stage} label={stage} size="xs" />
              ))}
            </Group>
          </Checkbox.Group>
        ) : null}
        <Group gap="xs" justify="flex-end">
          {onDone ? (
            <Button variant="default" size="xs" onClick={onDone}>
              Cancel
            </Button>
          ) : null}
          <Button type="submit" size="xs" loading={fetcher.state !== "idle"} disabled={!text.trim()}>
            {question ? "Save question" : "Add question"}
          </Button>
        </Group>
      </Stack>
    </fetcher.Form>
  );
}
