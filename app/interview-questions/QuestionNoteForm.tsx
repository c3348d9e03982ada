import { Button, Group, Radio, Stack, Text, Textarea } from "@mantine/core";
import { useFetcher } from "@remix-run/react";
import { dateTime } from "~/survey-results/model";
import { useActionResult } from "~/ui/action";
import type { InterviewQuestionJson } from "../../api/interview-questions/contract";
import type { InterviewActionResult } from "./model";

/** The interviewer's notes and 1–5 rating on one question, saved on their own. */
export function QuestionNoteForm({
  question,
  action,
  labelId,
}: {
  question: InterviewQuestionJson;
  action: string;
  /** The id of the question's text, which the save button refers to. */
  labelId: string;
}) {
  const fetcher = useFetcher<InterviewActionResult>({ key: `interview-note-${question.key}` });
  const form = useActionResult(fetcher.data);
  const rating = question.note?.rating ? String(question.note.rating) : "";
  return (
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
  );
}
