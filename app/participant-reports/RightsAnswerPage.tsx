// What the rights portal answers after a form is sent: the request went in (and by when it is due), the data was
// deleted, or what to put right. Plain words to the person, in the report's language; a way back to their report
// while it still opens.
import { Anchor, Stack, Text, Title } from "@mantine/core";
import { useT, type Translate } from "~/i18n/useT";
import { SurveyFrame } from "~/surveys/SurveyFrame";
import type { RightsAnswer } from "./rights.server";

const SENT: ReadonlySet<string> = new Set(["human_review", "accommodation", "correction"]);

/**
 * A refusal of the API (the error catalogue's `{ path, message }`, in English) in the person's words: the portal's
 * forms can be refused only for these few reasons, the browser having checked the rest.
 */
export function problemText(t: Translate, { path, message }: { path: string; message: string }): string {
  if (path === "details") {
    const tooLong = /at most (\d+)/.exec(message);
    if (tooLong) return t("rights.answer.problem.detailsTooLong", { max: Number(tooLong[1]) });
    if (/must be text/.test(message)) return t("rights.answer.problem.detailsNotText");
    return t("rights.answer.problem.detailsMissing");
  }
  if (path === "confirm") return t("rights.answer.problem.confirm");
  if (path === "type") return t("rights.answer.problem.type");
  return t("rights.answer.problem.other");
}

export function RightsAnswerPage({ answer, reportHref }: { answer: RightsAnswer | undefined; reportHref: string }) {
  const t = useT();
  const back = (
    <Anchor href={`${reportHref}#rights`} size="sm">
      {t("rights.answer.back")}
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
    const problems = [...new Set(answer.errors.map((e) => problemText(t, e)))];
    return (
      <SurveyFrame>
        <Stack gap="sm" role="alert" data-testid="rights-problem">
          <Title order={1} size="h3">
            {t("rights.answer.problem.title")}
          </Title>
          <Text>{t("rights.answer.problem.intro")}</Text>
          <ul>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
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
            {t("rights.answer.erased.title")}
          </Title>
          <Text>{t("rights.answer.erased.text")}</Text>
        </Stack>
      </SurveyFrame>
    );
  }
  return (
    <SurveyFrame>
      <Stack gap="sm" data-testid="rights-sent">
        <Title order={1} size="h3">
          {t(`rights.answer.sent.${SENT.has(answer.type) ? answer.type : "other"}`)}
        </Title>
        <Text>{t("rights.answer.sent.due", { date: t.date(answer.due_at) })}</Text>
        {back}
      </Stack>
    </SurveyFrame>
  );
}
