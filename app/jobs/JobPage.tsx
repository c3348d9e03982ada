import { Anchor, Badge, Button, Group, Menu, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { IconChevronDown, IconPencil } from "@tabler/icons-react";
import { Link, useFetcher } from "@remix-run/react";
import { useState } from "react";
import { useActionResult } from "~/ui/action";
import type { JobActionResult } from "./actions.server";
import { careersClasses } from "./CareersFrame";
import { ImportCandidates } from "./ImportCandidates";
import { ConfirmJobModal, JobActionsMenu, type Confirming } from "./JobActions";
import { JobApplicationsTable } from "./JobApplicationsTable";
import { JobBoardCard } from "./JobBoardCard";
import { JobDetails } from "./JobDetails";
import { JobsHeader } from "./JobsNav";
import { JOB_STATUS_LABELS, JOB_STATUSES, type ApplicationJson, type JobJson } from "./model";
import { JobStatusBadge } from "./StatusBadge";

/** A job's page for super admins: its details, status, public link, applications, imports and ads. */
export function JobPage({
  job,
  applications,
  applicationTotal,
  publicUrl,
}: {
  job: JobJson;
  applications: ApplicationJson[];
  applicationTotal: number;
  /** The job's public page on this deployment's address. */
  publicUrl: string;
}) {
  const fetcher = useFetcher<JobActionResult>({ key: `job-${job.id}` });
  const [confirming, setConfirming] = useState<Confirming>(null);
  useActionResult(fetcher.data);
  const setStatus = (status: string) =>
    fetcher.submit({ intent: "status", jobId: String(job.id), title: job.title, status }, { method: "post" });

  return (
    <Stack gap="md">
      <JobsHeader
        title={job.title}
        description={
          <>
            {job.company.name} · #{job.id}
          </>
        }
        current={undefined}
        actions={
          <>
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <Button variant="default" rightSection={<IconChevronDown size={16} aria-hidden />}>
                  Status: {JOB_STATUS_LABELS[job.status]}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {JOB_STATUSES.filter((s) => s !== job.status).map((s) => (
                  <Menu.Item key={s} onClick={() => setStatus(s)}>
                    {s === "published" ? "Publish" : `Move to ${JOB_STATUS_LABELS[s].toLowerCase()}`}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
            <Button component={Link} to={`/jobs/edit?id=${job.id}`} leftSection={<IconPencil size={16} aria-hidden />}>
              Edit
            </Button>
            <JobActionsMenu job={job} fetcher={fetcher} onConfirm={setConfirming} withView={false} />
          </>
        }
      />
      <Group gap="xs">
        <JobStatusBadge status={job.status} archived={Boolean(job.archived_at)} />
        {job.is_test ? (
          <Badge variant="outline" color="gray">
            Test
          </Badge>
        ) : null}
        <Anchor component={Link} to="/jobs/overview" size="sm">
          All jobs
        </Anchor>
        <Anchor component={Link} to="/jobs/board" size="sm">
          Board
        </Anchor>
      </Group>

      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <JobDetails job={job} />
        <JobBoardCard job={job} publicUrl={publicUrl} />
      </SimpleGrid>

      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="xs">
          Description
        </Title>
        {job.description ? (
          <Text size="sm" className={careersClasses.description}>
            {job.description}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            No description yet.
          </Text>
        )}
      </Paper>

      <JobApplicationsTable applications={applications} applicationTotal={applicationTotal} />

      <ImportCandidates jobId={job.id} jobTitle={job.title} />
      <ConfirmJobModal confirming={confirming} onClose={() => setConfirming(null)} fetcher={fetcher} />
    </Stack>
  );
}
