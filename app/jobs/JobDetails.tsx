import { Paper, Stack, Title } from "@mantine/core";
import brand from "~brand";
import { JobFact as Fact } from "./JobFact";
import { EMPLOYMENT_TYPE_LABELS, payText, shortDate, WORKPLACE_LABELS, type JobJson } from "./model";

/** A job's details as its page lists them. */
export function JobDetails({ job }: { job: JobJson }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          Details
        </Title>
        <Fact label="Company">{job.company.name}</Fact>
        <Fact label="Role">{job.role_name?.name ?? "—"}</Fact>
        <Fact label="Location">{job.location?.name ?? "—"}</Fact>
        <Fact label="Department">{job.department?.name ?? "—"}</Fact>
        <Fact label="Employment">
          {EMPLOYMENT_TYPE_LABELS[job.employment_type]} · {WORKPLACE_LABELS[job.workplace]}
        </Fact>
        <Fact label="Pay">{payText(job) ?? "—"}</Fact>
        <Fact label="Application template">{job.template?.name ?? "No questions"}</Fact>
        {brand.features.interviewAfterApplication ? (
          <Fact label="Interview after application">{job.interview_after_application ? "Yes" : "No"}</Fact>
        ) : null}
        <Fact label="Applicants get their own report">{job.participant_reports ? "Yes" : "No"}</Fact>
        <Fact label="Created">{shortDate(job.created_at)}</Fact>
        <Fact label="Published">{shortDate(job.published_at)}</Fact>
      </Stack>
    </Paper>
  );
}
