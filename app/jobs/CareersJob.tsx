// A job's public page (/careers/{job_uuid}), phone first: the job, its badges and pay, its description and the way
// to apply (or that it no longer takes applications).
import { Alert, Button, Stack, Text, Title } from "@mantine/core";
import type { SerializeFrom } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { useT } from "~/i18n/useT";
import { careersPayText } from "./careers-text";
import { CareersCard, careersClasses, CareersFrame } from "./CareersFrame";
import { JobBadges } from "./JobBadges";
import type { loadPublicJob } from "./public.server";

/** The loader's answer (app/jobs/public.server.ts). */
export type CareersJobData = SerializeFrom<typeof loadPublicJob>;

export function CareersJob({ job }: Pick<CareersJobData, "job">) {
  const t = useT();
  const pay = careersPayText(t, job);
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
              {t("careers.job.applyNow")}
            </Button>
          ) : (
            <Alert color="gray" title={t("careers.job.closedTitle")}>
              {t("careers.job.closedText")}
            </Alert>
          )}
          <Text className={careersClasses.description}>{job.description}</Text>
          {job.accepting_applications ? (
            <Button component={Link} to={`/careers/${job.uuid}/apply`} size="md" fullWidth variant="light">
              {t("careers.job.applyForJob")}
            </Button>
          ) : null}
          <Button component={Link} to="/careers" variant="subtle">
            {t("careers.job.allJobs")}
          </Button>
        </Stack>
      </CareersCard>
    </CareersFrame>
  );
}
