import { Anchor, Stack, Text, Title } from "@mantine/core";
import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { htmlOnly } from "~/html-only/handle";
import pageScript from "~/surveys/thank-you.script?worker&url";
import { ApiRequestError } from "~/api/client.server";
import { candidateI18n } from "~/i18n/i18n.server";
import { useT } from "~/i18n/useT";
import { surveyApi } from "~/surveys/api.server";
import { candidateTitle } from "~/surveys/meta";
import { linkNotice } from "~/participant-reports/ParticipantReportPage";
import { participantReportLink } from "~/participant-reports/report.server";
import { instantInterviewAfterAssessment } from "~/instant-interviews/instant.server";
import { SurveyFrame } from "~/surveys/SurveyFrame";
import { AutomatedToolsLink } from "~/automated-tools/AutomatedToolsLink";

/** HTML only: a candidate's phone loads no React here (docs/decisions/047-html-only-candidate-pages.md). */
export const handle = htmlOnly(pageScript);

const NAMESPACES = ["survey", "participant-report", "automated-tools"] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const uuid = new URL(request.url).searchParams.get("id");
  const none = async () => ({
    companyName: null,
    first: null,
    report: null,
    toolsLink: null,
    i18n: await candidateI18n(request, NAMESPACES),
  });
  if (!uuid) return none();
  try {
    const progress = await surveyApi.progress(context, uuid);
    if (!progress.submitted) throw redirect(`/survey/take?id=${uuid}`);
    // With the brand's interview after application or benchmark, the candidate goes on to a few written questions.
    const interview = await instantInterviewAfterAssessment(context, uuid);
    if (interview) throw redirect(interview);
    // The person's own report, when the company sends one (api/participant-reports).
    const report = await participantReportLink(context, uuid);
    return {
      companyName: progress.company.name,
      first: progress.first,
      report,
      toolsLink: progress.company.assessment_link,
      i18n: await candidateI18n(request, NAMESPACES, progress.company.default_language),
    };
  } catch (error) {
    // The thanks stand even if the details cannot be shown.
    if (error instanceof ApiRequestError) return none();
    throw error;
  }
}

export default function SurveyThankYou() {
  const { companyName, first, report, toolsLink } = useLoaderData<typeof loader>();
  const t = useT();
  return (
    <SurveyFrame companyName={companyName ?? undefined}>
      <Stack gap="sm">
        <Title order={1} size="h3">
          {first ? t("survey.thanks.titleNamed", { first }) : t("survey.thanks.title")}
        </Title>
        <Text>
          {companyName ? t("survey.thanks.submittedTo", { company: companyName }) : t("survey.thanks.submitted")}{" "}
          {t("survey.brand.thankYou")}
        </Text>
        {report && (
          <Stack gap={4} data-testid="own-report">
            <Text>
              {t("survey.thanks.reportReady")} <Anchor href={report.path}>{t("survey.thanks.readReport")}</Anchor>.
            </Text>
            <Text size="sm" c="dimmed">
              {linkNotice(t, report.expires_at)}
            </Text>
          </Stack>
        )}
        {toolsLink && <AutomatedToolsLink link={toolsLink} />}
      </Stack>
    </SurveyFrame>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: candidateTitle(data, "survey.thanks.metaTitle", "Thank you") },
];
