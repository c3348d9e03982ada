// /instant-interview?id=…: after the assessment, the candidate answers a few questions in writing, on their phone.
// Answers save as they are typed (useInstantSync); the submit form carries them all, so none is lost.
import { Alert, Button, Stack, Text, Textarea, Title } from "@mantine/core";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import { useT } from "~/i18n/useT";
import { SurveyFrame, SurveyProblem } from "~/surveys/SurveyFrame";
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
  const t = useT();
  useEffect(() => clearStored(interview.survey_result_uuid), [interview.survey_result_uuid]);
  return (
    <SurveyFrame companyName={interview.company.name}>
      <Stack gap="sm">
        <Title order={1} size="h3">
          {t("interview.submitted.title", { first: interview.first })}
        </Title>
        <Text>{t("interview.submitted.text", { company: interview.company.name })}</Text>
      </Stack>
    </SurveyFrame>
  );
}

function Answering({ interview }: { interview: InstantInterviewJson }) {
  const t = useT();
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
            {t("interview.answering.title")}
          </Title>
          <Text mt={4}>
            {t("interview.answering.intro", { first: interview.first, company: interview.company.name, count: total })}
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
                label={t("interview.question", { number: i + 1, total })}
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
              <Alert color="red" role="alert" title={t("interview.refused.title")}>
                {t("interview.refused.text")}
              </Alert>
            ) : (
              <Text size="sm" role="status" aria-live="polite" c={warn ? "orange.8" : "dimmed"}>
                {t(`interview.status.${sync.status satisfies Exclude<SyncStatus, "refused">}`)}
              </Text>
            )}
            <Text size="sm" c="dimmed">
              {t("interview.answered", { answered, total })}
            </Text>
            <Button
              type="submit"
              size="md"
              fullWidth
              loading={navigation.state === "submitting"}
              disabled={answered < total || sync.status === "refused"}
            >
              {t("interview.submit")}
            </Button>
          </Stack>
        </Form>
      </Stack>
    </SurveyFrame>
  );
}
