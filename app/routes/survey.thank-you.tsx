import { Stack, Text, Title } from "@mantine/core";
import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { htmlOnly } from "~/html-only/handle";
import pageScript from "~/survey/thank-you.script?worker&url";
import { ApiRequestError } from "~/api/client.server";
import { surveyApi } from "~/survey/api.server";
import { instantInterviewAfterAssessment } from "~/interview/instant.server";
import { SurveyFrame } from "~/survey/SurveyFrame";

/** HTML only: a candidate's phone loads no React here (docs/decisions/047-html-only-candidate-pages.md). */
export const handle = htmlOnly(pageScript);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const uuid = new URL(request.url).searchParams.get("id");
  if (!uuid) return { companyName: null, first: null };
  try {
    const progress = await surveyApi.progress(context, uuid);
    if (!progress.submitted) throw redirect(`/survey/take?id=${uuid}`);
    // With the brand's interview after application or benchmark, the candidate goes on to a few written questions.
    const interview = await instantInterviewAfterAssessment(context, uuid);
    if (interview) throw redirect(interview);
    return { companyName: progress.company.name, first: progress.first };
  } catch (error) {
    // The thanks stand even if the details cannot be shown.
    if (error instanceof ApiRequestError) return { companyName: null, first: null };
    throw error;
  }
}

export default function SurveyThankYou() {
  const { companyName, first } = useLoaderData<typeof loader>();
  return (
    <SurveyFrame companyName={companyName ?? undefined}>
      <Stack gap="sm">
        <Title order={1} size="h3">
          Thank you{first ? `, ${first}` : ""}!
        </Title>
        <Text>
          Your answers have been submitted{companyName ? ` to ${companyName}` : ""}. {brand.wording.thankYou}
        </Text>
      </Stack>
    </SurveyFrame>
  );
}

export const meta: MetaFunction = () => [{ title: `Thank you | ${brand.name}` }];
