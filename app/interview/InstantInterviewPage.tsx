// /instant-interview?id=…: after the assessment, the candidate answers a few questions in writing, on their phone.
// Answers save as they are typed (useInstantSync); the submit form carries them all, so none is lost.
import { Alert, Button, Stack, Text, Textarea, Title } from "@mantine/core";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import { SurveyFrame, SurveyProblem } from "~/survey/SurveyFrame";
import { useActionResult } from "~/ui/action";
import type { ActionFailure } from "~/ui/action";
import type { InstantInterviewJson } from "../../api/instant-interviews/contract";
import { MAX_ANSWER } from "../../api/instant-interviews/contract";
import { clearStored, useInstantSync, type SyncStatus } from "./useInstantSync";

type Loaded = { ok: true; interview: InstantInterviewJson } | { ok: false; title: string; message: string };

export function InstantInterviewPage(props: Loaded) {
  if (!props.ok) return <SurveyProblem title={props.title} message={props.message} />;
  const { interview } = props;
  return interview.submitted_at ? <Submitted interview={interview} /> : <Answering interview={interview} />;
}

function Submitted({ interview }: { interview: InstantInterviewJson }) {
  useEffect(() => clearStored(interview.survey_result_uuid), [interview.survey_result_uuid]);
  return (
    <SurveyFrame companyName={interview.company.name}>
      <Stack gap="sm">
        <Title order={1} size="h3">
          Thank you, {interview.first}!
        </Title>
        <Text>Your answers have been sent to {interview.company.name}. The company will be in touch.</Text>
      </Stack>
    </SurveyFrame>
  );
}

const STATUS_TEXT: Record<Exclude<SyncStatus, "refused">, string> = {
  saved: "Saved",
  pending: "Saving soon…",
  saving: "Saving…",
  retrying: "Not saved yet: trying again. Your answers are kept on this device.",
  offline: "Not saved yet: you are offline. Your answers are kept on this device and sent when you are back online.",
};

function Answering({ interview }: { interview: InstantInterviewJson }) {
  const server = Object.fromEntries(interview.answers.map((a) => [a.question_key, a.answer]));
  const sync = useInstantSync(interview.survey_result_uuid, server);
  const navigation = useNavigation();
  // A refused submit (an answer missing after all) lets autosave go on.
  useActionResult(useActionData<ActionFailure>(), { onFailure: sync.release });
  const total = interview.questions.length;
  const answered = interview.questions.filter((q) => (sync.answers[q.key] ?? "").trim()).length;
  const warn = sync.status === "retrying" || sync.status === "offline";
  return (
    <SurveyFrame companyName={interview.company.name}>
      <Stack gap="md">
        <div>
          <Title order={1} size="h3">
            A few questions for you
          </Title>
          <Text mt={4}>
            Thank you for completing the assessment, {interview.first}. {interview.company.name} would like you to
            answer {total === 1 ? "one question" : `${total} questions`} in writing: a few sentences each, with an
            example from your own experience. Your answers are saved as you type, so you can leave and come back.
          </Text>
        </div>
        <Form method="post" onSubmit={sync.hold}>
          <input
            type="hidden"
            name="answers"
            value={JSON.stringify(
              interview.questions.map((q) => ({ question_key: q.key, answer: sync.answers[q.key] ?? "" })),
            )}
          />
          <Stack gap="lg">
            {interview.questions.map((q, i) => (
              <Textarea
                key={q.key}
                label={`Question ${i + 1} of ${total}`}
                description={q.text}
                value={sync.answers[q.key] ?? ""}
                onChange={(e) => sync.change(q.key, e.currentTarget.value)}
                autosize
                minRows={4}
                maxLength={MAX_ANSWER}
                disabled={sync.status === "refused"}
                styles={{ description: { fontSize: "var(--mantine-font-size-md)", color: "inherit" } }}
              />
            ))}
            {sync.status === "refused" ? (
              <Alert color="red" role="alert" title="Your answers could not be saved">
                {sync.problem}
              </Alert>
            ) : (
              <Text size="sm" role="status" aria-live="polite" c={warn ? "orange.8" : "dimmed"}>
                {STATUS_TEXT[sync.status]}
              </Text>
            )}
            <Text size="sm" c="dimmed">
              {answered} of {total} answered
            </Text>
            <Button
              type="submit"
              size="md"
              fullWidth
              loading={navigation.state === "submitting"}
              disabled={answered < total || sync.status === "refused"}
            >
              Submit answers
            </Button>
          </Stack>
        </Form>
      </Stack>
    </SurveyFrame>
  );
}
