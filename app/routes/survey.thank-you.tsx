import { Anchor, Stack, Text, Title } from "@mantine/core";
import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { htmlOnly } from "~/html-only/handle";
import pageScript from "~/survey/thank-you.script?worker&url";
import { ApiRequestError } from "~/api/client.server";
import { surveyApi } from "~/survey/api.server";
import { linkNotice } from "~/participant-reports/ParticipantReportPage";
import { participantReportLink } from "~/participant-reports/report.server";
import { instantInterviewAfterAssessment } from "~/interview/instant.server";
import { SurveyFrame } from "~/survey/SurveyFrame";
import { AutomatedToolsLink } from "~/automated-tools/AutomatedToolsLink";

/** HTML only: a candidate's phone loads no React here (docs/decisions/047-html-only-candidate-pages.md). */
export const handle = htmlOnly(pageScript);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const uuid = new URL(request.url).searchParams.get("id");
  if (!uuid) return { companyName: null, first: null, report: null, toolsLink: null };
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
    };
  } catch (error) {
    // The thanks stand even if the details cannot be shown.
    if (error instanceof ApiRequestError) return { companyName: null, first: null, report: null, toolsLink: null };
    throw error;
  }
}

export default function SurveyThankYou() {
  const { companyName, first, report, toolsLink } = useLoaderData<typeof loader>();
  return (
    <SurveyFrame companyName={companyName ?? undefined}>
      <Stack gap="sm">
        <Title order={1} size="h3">
          Thank you{first ? `, ${first}` : ""}!
        </Title>
        <Text>
          Your answers have been submitted{companyName ? ` to ${companyName}` : ""}. {brand.wording.thankYou}
        </Text>
        {report && (
          <Stack gap={4} data-testid="own-report">
            <Text>
              Your own work-style report is ready, and we have e-mailed you the link too:{" "}
              <Anchor href={report.path}>read your report</Anchor>.
            </Text>
            <Text size="sm" c="dimmed">
              {linkNotice(report.expires_at)}
            </Text>
          </Stack>
        )}
        {toolsLink && <AutomatedToolsLink link={toolsLink} />}
      </Stack>
    </SurveyFrame>
  );
}

export const meta: MetaFunction = () => [{ title: `Thank you | ${brand.name}` }];
