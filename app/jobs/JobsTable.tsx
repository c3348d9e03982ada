import { Anchor, Badge, Stack, Text, VisuallyHidden } from "@mantine/core";
import { Link, useFetcher } from "@remix-run/react";
import { useState } from "react";
import { useActionResult } from "~/ui/action";
import { ListTable, type ParamChanges } from "~/ui/list";
import type { JobSearchQuery } from "../../api/jobs/contract";
import type { JobActionResult } from "./actions.server";
import { ConfirmJobModal, JobActionsMenu, type Confirming } from "./JobActions";
import { jobsTableSort } from "./job-search-sort";
import { PAGE_SIZES, shortDate, type JobJson } from "./model";
import { JobStatusBadge } from "./StatusBadge";

/** The jobs overview's table, one page of the search, with each job's actions menu. */
export function JobsTable({
  jobs,
  total,
  query,
  filtered,
  set,
}: {
  jobs: JobJson[];
  total: number;
  query: JobSearchQuery;
  /** Whether any filter is in use, for the text of an empty table. */
  filtered: boolean;
  set: (changes: ParamChanges) => void;
}) {
  const fetcher = useFetcher<JobActionResult>({ key: "jobs-overview-row" });
  const [confirming, setConfirming] = useState<Confirming>(null);
  useActionResult(fetcher.data);
  return (
    <>
      <ListTable<JobJson>
        aria-label="Jobs"
        minHeight={220}
        records={jobs}
        idAccessor="id"
        emptyText={filtered ? "No jobs match these filters" : "No jobs yet"}
        pager={{ total, page: query.page, limit: query.limit, pageSizes: PAGE_SIZES, perPageLabel: "Jobs per page" }}
        sort={jobsTableSort(query, set)}
        columns={[
          {
            accessor: "title",
            title: "Job",
            sortable: true,
            render: (job) => (
              <Stack gap={0}>
                <Anchor component={Link} to={`/jobs/${job.id}`} size="sm" fw={500}>
                  {job.title}
                </Anchor>
                {/* A div, not a p: a badge is a div, which a paragraph cannot hold. */}
                <Text size="xs" c="dimmed" component="div">
                  #{job.id}
                  {job.is_test ? (
                    <Badge size="xs" variant="outline" color="gray" ml={6}>
                      Test
                    </Badge>
                  ) : null}
                </Text>
              </Stack>
            ),
          },
          { accessor: "company", title: "Company", sortable: true, render: (job) => job.company.name },
          {
            accessor: "location",
            title: "Location",
            sortable: true,
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.md})`,
            render: (job) => job.location?.name ?? "—",
          },
          {
            accessor: "department",
            title: "Department",
            sortable: true,
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.lg})`,
            render: (job) => job.department?.name ?? "—",
          },
          {
            accessor: "status",
            title: "Status",
            sortable: true,
            render: (job) => <JobStatusBadge status={job.status} archived={Boolean(job.archived_at)} />,
          },
          {
            accessor: "applications",
            title: "Applications",
            sortable: true,
            textAlign: "right",
            render: (job) => `${job.application_count}`,
          },
          {
            accessor: "created_at",
            title: "Created",
            sortable: true,
            visibleMediaQuery: (theme) => `(min-width: ${theme.breakpoints.sm})`,
            render: (job) => shortDate(job.created_at),
          },
          {
            accessor: "actions",
            title: <VisuallyHidden>Actions</VisuallyHidden>,
            textAlign: "right",
            render: (job) => <JobActionsMenu job={job} fetcher={fetcher} onConfirm={setConfirming} />,
          },
        ]}
      />
      <ConfirmJobModal confirming={confirming} onClose={() => setConfirming(null)} fetcher={fetcher} />
    </>
  );
}
