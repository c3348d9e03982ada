import { Anchor, Badge, Group, Paper, ScrollArea, Select, Stack, Switch, Text, Title } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useFetcher, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import brand from "~brand";
import { requireJobsAdmin } from "~/jobs/access.server";
import { jobAction } from "~/jobs/actions.server";
import { ConfirmJobModal, JobActionsMenu, type Confirming } from "~/jobs/JobActions";
import { JobsHeader } from "~/jobs/JobsNav";
import { JOB_STATUS_LABELS, JOB_STATUSES, STATUS_COLORS, type JobStatus } from "~/jobs/model";
import { companiesList } from "~/jobs/options.server";
import { useActionResult } from "~/ui/action";
import { apiQuery, listQuery, useListUrl } from "~/ui/list";
import { RouteErrorPage } from "~/ui/RouteErrorPage";
import { jobsContract } from "../../api/jobs/contract";

/** /jobs/board: the jobs as a board, one column per status; a job's menu moves it to another status. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireJobsAdmin(request, context);
  const query = listQuery(request, jobsContract.list.query);
  const [jobs, companies] = await Promise.all([
    api.call(jobsContract.list, { query: apiQuery(jobsContract.list.query, query) }),
    companiesList(api),
  ]);
  return { jobs: jobs.data, companies, query };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireJobsAdmin(request, context);
  return jobAction(context, api, request, { from: "board" });
}

export default function JobsBoard() {
  const { jobs, companies, query } = useLoaderData<typeof loader>();
  const { set: go } = useListUrl();
  const fetcher = useFetcher<typeof action>({ key: "jobs-board" });
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
        <Switch
          label="Include archived"
          checked={query.include_archived}
          onChange={(e) => go({ include_archived: e.currentTarget.checked })}
        />
        <Switch
          label="Include tests"
          checked={query.include_tests}
          onChange={(e) => go({ include_tests: e.currentTarget.checked })}
        />
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

export const meta: MetaFunction = () => [{ title: `Jobs board | ${brand.name}` }];

export function ErrorBoundary() {
  return <RouteErrorPage inline />;
}
