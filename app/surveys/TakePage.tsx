// The take page (/survey/take?id=…), rendered on the server as HTML only: the page of statements to resume at, an
// empty place for each other page with a template of a statement (600 server-rendered radios made the HTML 735 KB),
// the progress, and the submit. Its script (take.script.ts) saves each answer as it is given
// (kept on this device while offline), moves between the pages and guards the submit.
import { Alert, Button, Group, Progress, Stack, Text, Title } from "@mantine/core";
import type { SerializeFrom } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import { JsonData } from "~/html-only/JsonData";
import { useT } from "~/i18n/useT";
import { actionFields } from "~/ui/action";
import { fromServer, pageCount, resumePage } from "./answers";
import { NormGroupStep } from "./NormGroupStep";
import { NORM_GROUP_INTENT } from "./norm-group";
import { SurveyFrame, SurveyProblem } from "./SurveyFrame";
import { SurveyQuestion } from "./SurveyQuestion";
import type { loadTake, takeAction } from "./take.server";
import { PAGE_SIZE, TAKE_DATA_ID, TEMPLATE_ITEM_ID, type SurveyItem, type TakeScriptData } from "./types";

/** The loader's answer (app/surveys/take.server.ts). */
export type TakeData = SerializeFrom<typeof loadTake>;

export function TakePage(loaderData: TakeData) {
  if (!loaderData.ok) return <SurveyProblem title={loaderData.title} message={loaderData.message} />;
  return <TakeSurvey {...loaderData} />;
}

function TakeSurvey({ progress, items, choices, text }: Extract<TakeData, { ok: true }>) {
  const t = useT();
  // After a submit the server refused, or the norm-group step's answer (both post to this page).
  const result = useActionData<typeof takeAction>();
  const normGroupSent = result?.ok && result.intent === NORM_GROUP_INTENT;
  const answersMissing = actionFields(result).error("answers");
  const uuid = progress.survey_result_uuid;
  const answers = fromServer(progress.answers);
  const pages = pageCount(items);
  const page = resumePage(items, answers);
  const answeredCount = items.filter((item) => answers[item.id]).length;
  const isLastPage = page === pages - 1;
  const data: TakeScriptData = {
    uuid,
    companyName: progress.company.name,
    first: progress.first,
    items,
    answers: progress.answers,
    text,
  };

  return (
    <SurveyFrame companyName={progress.company.name}>
      <JsonData id={TAKE_DATA_ID} value={data} />
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1} size="h4" tabIndex={-1} data-take="heading">
            {page === 0 && answeredCount === 0 ? text.hello : text.pageHeadings[page]}
          </Title>
          <Text size="sm" c="dimmed">
            {t("survey.take.instructions")}
          </Text>
          <Progress
            value={Math.round((answeredCount / items.length) * 100)}
            size="lg"
            radius="xl"
            aria-label={t("survey.take.progressLabel")}
            data-take="progress"
          />
          <Group justify="space-between" gap="xs">
            <Text size="sm" data-testid="answered-count">
              {t("survey.take.answeredCount", { answered: t.number(answeredCount), total: t.number(items.length) })}
            </Text>
            <Text size="sm" c="dimmed" aria-live="polite" data-testid="save-status">
              {text.status.saved}
            </Text>
          </Group>
        </Stack>

        <div data-take="offline" hidden>
          <Alert color="yellow" title={t("survey.take.offlineTitle")} role="status">
            {t("survey.take.offlineText")}
          </Alert>
        </div>
        <div data-take="refused" hidden>
          <Alert color="red" title={t("survey.take.refusedTitle")} role="alert">
            <span data-take="problem" />
          </Alert>
        </div>

        {progress.ask_norm_group && answeredCount === 0 && !normGroupSent ? (
          <div data-take="norm-group">
            <NormGroupStep uuid={uuid} result={result?.intent === NORM_GROUP_INTENT ? result : undefined} />
          </div>
        ) : null}

        {Array.from({ length: pages }, (_, index) => (
          <div key={index} data-take-page={index} hidden={index !== page}>
            <Stack gap="xl">
              {index === page
                ? items
                    .slice(index * PAGE_SIZE, (index + 1) * PAGE_SIZE)
                    .map((item: SurveyItem) => (
                      <SurveyQuestion key={item.id} item={item} choices={choices} value={answers[item.id]?.value} />
                    ))
                : null}
            </Stack>
          </div>
        ))}
        <template data-take="statement">
          <SurveyQuestion item={{ id: TEMPLATE_ITEM_ID, num: 0, text: "" }} choices={choices} value={undefined} />
        </template>

        {/* Shown by the script, once, when the first page got one answer throughout (nudge.ts). */}
        <div data-take="nudge" hidden>
          <Alert color="blue" title={t("survey.take.nudgeTitle")} role="status" tabIndex={-1}>
            {t("survey.take.nudgeText")}
          </Alert>
        </div>

        <div data-take="missing" hidden>
          <Text c="red" size="sm" role="alert" />
        </div>
        {answersMissing ? (
          // The server lacks answers this device thinks it saved: the script sends them all again.
          <div data-take="resend">
            <Alert color="red" title={t("survey.take.notSubmittedTitle")} role="alert">
              {answersMissing}
            </Alert>
          </div>
        ) : null}

        <Group justify="space-between" wrap="nowrap">
          <Button variant="default" size="md" data-take="back" disabled={page === 0}>
            {t("survey.take.back")}
          </Button>
          <div data-take="next" hidden={isLastPage}>
            <Button size="md">{t("survey.take.next")}</Button>
          </div>
          <form method="post" action={`/survey/take?id=${uuid}`} data-take="submit" hidden={!isLastPage}>
            <Button type="submit" size="md">
              {t("survey.take.submit")}
            </Button>
          </form>
        </Group>
        <div data-take="saving-last" hidden>
          <Text size="sm" c="dimmed" ta="end">
            {t("survey.take.savingLast")}
          </Text>
        </div>
      </Stack>
    </SurveyFrame>
  );
}
