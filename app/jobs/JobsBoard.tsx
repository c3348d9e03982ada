// The jobs board (/jobs/board): the jobs in one column per status; a job's menu moves it to another status.
import { Anchor, Badge, Group, Paper, ScrollArea, Select, Stack, Text, Title } from "@mantine/core";
import type { SerializeFrom } from "@remix-run/node";
import { Link, useFetcher } from "@remix-run/react";
import { useState } from "react";
import { useActionResult } from "~/ui/action";
import { useListUrl } from "~/ui/list";
import { IncludeSwitches } from "./IncludeSwitches";
import { ConfirmJobModal, JobActionsMenu, type Confirming } from "./JobActions";
import type { jobsBoardAction, loadJobsBoard } from "./jobs-board.server";
import { JobsHeader } from "./JobsNav";
import { JOB_STATUS_LABELS, JOB_STATUSES, STATUS_COLORS, type JobStatus } from "./model";

/** The loader's answer (app/jobs/jobs-board.server.ts). */
export type JobsBoardData = SerializeFrom<typeof loadJobsBoard>;

export function JobsBoard({ jobs, companies, query }: JobsBoardData) {
  const { set: go } = useListUrl();
  const fetcher = useFetcher<typeof jobsBoardAction>({ key: "jobs-board" });
  const [confirming, setConfirming] = useState<Confirming>(null);
  useActionResult(fetcher.data);
  const byStatus = (status: JobStatus) => jobs.filter((j) => j.status === status);

  return (
    <Stack gap="md">
      <JobsHeader title="Jobs board" description="Every job by its status." current="/jobs/board" />
      <Group gap="md" align="flex-end" wrap="wrap">
        <Select
          label="Company"
          placeholder="All companies"
          data={companies.map((c) => ({ value: String(c.id), label: c.name }))}
          value={query.company_id ? String(query.company_id) : null}
          onChange={(v) => go({ company_id: v ? Number(v) : null })}
          clearable
          searchable
          w={240}
        />
        <IncludeSwitches query={query} set={go} />
      </Group>
      <ScrollArea type="auto" offsetScrollbars>
        <Group align="flex-start" wrap="nowrap" gap="sm" pb="sm">
          {JOB_STATUSES.map((status) => {
            const column = byStatus(status);
            return (
              <Paper
                key={status}
                withBorder
                radius="md"
                p="sm"
                bg="gray.0"
                w={272}
                style={{ flexShrink: 0 }}
                component="section"
                aria-labelledby={`board-${status}`}
              >
                <Group justify="space-between" mb="sm">
                  <Title order={2} size="h5" id={`board-${status}`}>
                    {JOB_STATUS_LABELS[status]}
                  </Title>
                  <Badge color={STATUS_COLORS[status]} variant="light" c={status === "paused" ? "dark.9" : undefined}>
                    {column.length}
                  </Badge>
                </Group>
                <Stack gap="xs" component="ul" style={{ listStyle: "none", margin: 0, padding: 0 }}>
                  {column.length === 0 ? (
                    <Text size="sm" c="dimmed" component="li">
                      No jobs
                    </Text>
                  ) : (
                    column.map((job) => (
                      <Paper key={job.id} component="li" withBorder radius="sm" p="xs" bg="white">
                        <Group justify="space-between" wrap="nowrap" align="flex-start" gap={4}>
                          <Stack gap={2} style={{ minWidth: 0 }}>
                            <Anchor component={Link} to={`/jobs/${job.id}`} size="sm" fw={500} lineClamp={2}>
                              {job.title}
                            </Anchor>
                            <Text size="xs" c="dimmed" lineClamp={1}>
                              {job.company.name}
                              {job.location ? ` · ${job.location.name}` : ""}
                            </Text>
                            <Group gap={4}>
                              <Text size="xs">
                                {job.application_count} application{job.application_count === 1 ? "" : "s"}
                              </Text>
                              {job.archived_at ? (
                                <Badge size="xs" variant="outline" color="gray">
                                  Archived
                                </Badge>
                              ) : null}
                              {job.is_test ? (
                                <Badge size="xs" variant="outline" color="gray">
                                  Test
                                </Badge>
                              ) : null}
                            </Group>
                          </Stack>
                          <JobActionsMenu job={job} fetcher={fetcher} onConfirm={setConfirming} />
                        </Group>
                      </Paper>
                    ))
                  )}
                </Stack>
              </Paper>
            );
          })}
        </Group>
      </ScrollArea>
      <ConfirmJobModal confirming={confirming} onClose={() => setConfirming(null)} fetcher={fetcher} />
    </Stack>
  );
}
