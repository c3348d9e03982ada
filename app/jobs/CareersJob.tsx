// A job's public page (/careers/{job_uuid}), phone first: the job, its badges and pay, its description and the way
// to apply (or that it no longer takes applications).
import { Alert, Button, Stack, Text, Title } from "@mantine/core";
import type { SerializeFrom } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { CareersCard, careersClasses, CareersFrame } from "./CareersFrame";
import { JobBadges } from "./JobBadges";
import { payText } from "./model";
import type { loadPublicJob } from "./public.server";

/** The loader's answer (app/jobs/public.server.ts). */
export type CareersJobData = SerializeFrom<typeof loadPublicJob>;

export function CareersJob({ job }: CareersJobData) {
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
            <JobBadges job={job} withDepartment />
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
