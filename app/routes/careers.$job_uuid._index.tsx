import { Alert, Badge, Button, Group, Stack, Text, Title } from "@mantine/core";
import { IconMapPin } from "@tabler/icons-react";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { requireJobsArea } from "~/jobs/access.server";
import { publicJob } from "~/jobs/public.server";
import { CareersCard, careersClasses, CareersFrame } from "~/jobs/CareersFrame";
import { EMPLOYMENT_TYPE_LABELS, payText, WORKPLACE_LABELS } from "~/jobs/model";
import { RouteErrorPage } from "~/ui/RouteErrorPage";

/** A job's public page (GET /jobs/public/{job_uuid}/details). */
export async function loader({ params, context }: LoaderFunctionArgs) {
  requireJobsArea(context);
  return { job: await publicJob(context, params.job_uuid ?? "") };
}

export default function CareersJob() {
  const { job } = useLoaderData<typeof loader>();
  const pay = payText(job);
  return (
    <CareersFrame companyName={job.company.name}>
      <CareersCard>
        <Stack gap="md">
          <Stack gap={6}>
            <Title order={1} size="h2">
              {job.title}
            </Title>
            <Text>{job.company.name}</Text>
            <Group gap={6}>
              {job.location ? (
                <Badge variant="light" color="gray" leftSection={<IconMapPin size={12} aria-hidden />}>
                  {job.location}
                </Badge>
              ) : null}
              {job.department ? (
                <Badge variant="light" color="gray">
                  {job.department}
                </Badge>
              ) : null}
              <Badge variant="light">{EMPLOYMENT_TYPE_LABELS[job.employment_type]}</Badge>
              <Badge variant="light" color="gray">
                {WORKPLACE_LABELS[job.workplace]}
              </Badge>
            </Group>
            {pay ? <Text fw={500}>{pay}</Text> : null}
          </Stack>
          {job.accepting_applications ? (
            <Button component={Link} to={`/careers/${job.uuid}/apply`} size="md" fullWidth>
              Apply now
            </Button>
          ) : (
            <Alert color="gray" title="This job is no longer taking applications">
              Have a look at the other open jobs.
            </Alert>
          )}
          <Text className={careersClasses.description}>{job.description}</Text>
          {job.accepting_applications ? (
            <Button component={Link} to={`/careers/${job.uuid}/apply`} size="md" fullWidth variant="light">
              Apply for this job
            </Button>
          ) : null}
          <Button component={Link} to="/careers" variant="subtle">
            See all open jobs
          </Button>
        </Stack>
      </CareersCard>
    </CareersFrame>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.job ? `${data.job.title} at ${data.job.company.name}` : "Job"} | ${brand.name}` },
];

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
