import { Alert, Anchor, Stack, Text, Title } from "@mantine/core";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { apiClient, ApiRequestError } from "~/api/client.server";
import { requireJobsArea } from "~/jobs/access.server";
import { CareersCard, CareersFrame } from "~/jobs/CareersFrame";
import { jobApplicationsContract } from "../../api/job-applications/contract";

/**
 * After applying (when the assessment does not follow at once): the application as sent, read back by its
 * candidate_reference, and whether the link to an assessment the applicant had already started went to their e-mail.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  requireJobsArea(context);
  const reference = new URL(request.url).searchParams.get("ref") ?? "";
  try {
    const body = await apiClient(context, null).call(jobApplicationsContract.get, {
      query: { candidate_reference: reference },
    });
    return { application: body.data };
  } catch (error) {
    // The thanks stand even if the details cannot be shown.
    if (error instanceof ApiRequestError && [400, 404].includes(error.status)) return { application: null };
    throw error;
  }
}

export default function Applied() {
  const { application } = useLoaderData<typeof loader>();
  return (
    <CareersFrame companyName={application?.job.company.name}>
      <CareersCard>
        <Stack gap="sm">
          <Title order={1} size="h3">
            Thank you{application ? `, ${application.first}` : ""}!
          </Title>
          <Text>
            {application
              ? `Your application for ${application.job.title} at ${application.job.company.name} has been sent.`
              : "Your application has been sent."}{" "}
            The company will be in touch.
          </Text>
          {application?.next?.kind === "continue-by-email" ? (
            <Alert color="blue" title="Your assessment" role="status">
              {application.next.message}
            </Alert>
          ) : null}
          <Anchor component={Link} to="/careers">
            See more open jobs
          </Anchor>
        </Stack>
      </CareersCard>
    </CareersFrame>
  );
}

export const meta: MetaFunction = () => [{ title: `Application sent | ${brand.name}` }];
