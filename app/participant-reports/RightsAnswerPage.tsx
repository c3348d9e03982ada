// What the rights portal answers after a form is sent: the request went in (and by when it is due), the data was
// deleted, or what to put right. Plain words to the person; a way back to their report while it still opens.
import { formatDate } from "../../domain/format";
import { Anchor, Stack, Text, Title } from "@mantine/core";
import { SurveyFrame } from "~/survey/SurveyFrame";
import type { RightsAnswer } from "./rights.server";

const FIELD_WORDS: Record<string, string> = {
  details: "Your description",
  confirm: "The confirmation",
  type: "The kind of request",
};

const SENT: Record<string, string> = {
  human_review: "Your request for a human review was sent.",
  accommodation: "Your request for an accommodation was sent.",
  correction: "Your report of wrong data was sent.",
};

export function RightsAnswerPage({ answer, reportHref }: { answer: RightsAnswer | undefined; reportHref: string }) {
  const back = (
    <Anchor href={`${reportHref}#rights`} size="sm">
      Back to your report
    </Anchor>
  );
  if (!answer) {
    return (
      <SurveyFrame>
        <Stack gap="sm">{back}</Stack>
      </SurveyFrame>
    );
  }
  if (!answer.ok) {
    return (
      <SurveyFrame>
        <Stack gap="sm" role="alert" data-testid="rights-problem">
          <Title order={1} size="h3">
            Your request was not sent
          </Title>
          <Text>Please go back and put this right:</Text>
          <ul>
            {answer.errors.map((e) => (
              <li key={`${e.path}:${e.message}`}>
                {FIELD_WORDS[e.path] ? `${FIELD_WORDS[e.path]} ${e.message}.` : e.message}
              </li>
            ))}
          </ul>
          {back}
        </Stack>
      </SurveyFrame>
    );
  }
  if (answer.type === "erasure") {
    return (
      <SurveyFrame>
        <Stack gap="sm" data-testid="rights-erased">
          <Title order={1} size="h3">
            Your data was deleted
          </Title>
          <Text>
            Your report, your answers and everything else held about you for this company are gone, and the link to your
            report no longer opens. The company keeps only a record that this was done at your request.
          </Text>
        </Stack>
      </SurveyFrame>
    );
  }
  return (
    <SurveyFrame>
      <Stack gap="sm" data-testid="rights-sent">
        <Title order={1} size="h3">
          {SENT[answer.type] ?? "Your request was sent."}
        </Title>
        <Text>
          The company will answer you by e-mail by {formatDate(answer.due_at)} at the latest. You do not need to do
          anything else.
        </Text>
        {back}
      </Stack>
    </SurveyFrame>
  );
}
