import "@mantine/core/styles/Chip.layer.css";
import {
  Anchor,
  Badge,
  Button,
  Chip,
  Collapse,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  VisuallyHidden,
} from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconAdjustments, IconPlus } from "@tabler/icons-react";
import { Link, useFetcher } from "@remix-run/react";
import { useState } from "react";
import { useActionResult } from "~/ui/action";
import { ListTable, ListToolbar, useListUrl, type ListSort, type ParamChanges } from "~/ui/list";
import type { JobActionResult } from "./actions.server";
import { IncludeSwitches } from "./IncludeSwitches";
import { ConfirmJobModal, JobActionsMenu, type Confirming } from "./JobActions";
import { JobsHeader } from "./JobsNav";
import {
  JOB_STATUS_LABELS,
  JOB_STATUSES,
  PAGE_SIZES,
  shortDate,
  type JobJson,
  type JobStatus,
  type NamedOption,
} from "./model";
import { JobStatusBadge } from "./StatusBadge";
import type { JobSearchQuery } from "../../api/jobs/contract";

/** The search's defaults, left out of the overview's URL. */
const DEFAULTS = { order_by: "desc", limit: 20 } as const;
/** The overview's URL keeps every parameter of the job search under the API's own names; lists comma-separated. */
const URL_OPTIONS = { defaults: DEFAULTS, arrays: "comma" } as const;

/** The sort keys of the search: at most one is used at a time here. */
const NO_SORT = {
  sort_by: null,
  sort_by_company_field: null,
  sort_by_location_field: null,
  sort_by_department_field: null,
  sort_by_computed_field: null,
} satisfies ParamChanges;

/** Every sort the search offers, as one choice (column headers set the common ones too). */
const SORT_CHOICES: { value: string; label: string; changes: ParamChanges }[] = [
  ...(
    [
      ["created_at", "Created"],
      ["updated_at", "Last changed"],
      ["published_at", "Published"],
      ["title", "Title"],
      ["status", "Status"],
      ["id", "Job ID"],
    ] as const
  ).map(([v, label]) => ({ value: `sort_by:${v}`, label, changes: { sort_by: v } })),
  ...(
    [
      ["name", "Company name"],
      ["industry", "Company industry"],
      ["created_at", "Company created"],
    ] as const
  ).map(([v, label]) => ({ value: `company:${v}`, label, changes: { sort_by_company_field: v } })),
  { value: "location:name", label: "Location", changes: { sort_by_location_field: "name" } },
  { value: "department:name", label: "Department", changes: { sort_by_department_field: "name" } },
  ...(
    [
      ["application_count", "Applications"],
      ["submitted_count", "Submitted applications"],
      ["last_applied_at", "Newest application"],
    ] as const
  ).map(([v, label]) => ({ value: `computed:${v}`, label, changes: { sort_by_computed_field: v } })),
];

function sortChoiceOf(query: JobSearchQuery): string {
  if (query.sort_by_company_field) return `company:${query.sort_by_company_field}`;
  if (query.sort_by_location_field) return "location:name";
  if (query.sort_by_department_field) return "department:name";
  if (query.sort_by_computed_field) return `computed:${query.sort_by_computed_field}`;
  return `sort_by:${query.sort_by ?? "created_at"}`;
}

/** The table's columns that sort, and the search parameters each sorts by (a joined or computed field, or its own). */
const COLUMN_SORTS: Record<string, ParamChanges> = {
  company: { sort_by_company_field: "name" },
  location: { sort_by_location_field: "name" },
  department: { sort_by_department_field: "name" },
  applications: { sort_by_computed_field: "application_count" },
};

/** The one active sort of the table, as a column. */
function sortColumnOf(query: JobSearchQuery): string {
  if (query.sort_by_company_field) return "company";
  if (query.sort_by_location_field) return "location";
  if (query.sort_by_department_field) return "department";
  if (query.sort_by_computed_field) return "applications";
  return query.sort_by ?? "created_at";
}

/**
 * /jobs/overview: server-side job search with every parameter of spec §3's job search query in the URL (under the
 * API's own names, so the page's URL and the API call carry the same query).
 */
export function JobsOverview({
  jobs,
  total,
  query,
  companies,
  people,
}: {
  jobs: JobJson[];
  total: number;
  query: JobSearchQuery;
  companies: NamedOption[];
  /** Who may have created, changed or archived jobs. */
  people: NamedOption[];
}) {
  const { set } = useListUrl(URL_OPTIONS);
  const fetcher = useFetcher<JobActionResult>({ key: "jobs-overview-row" });
  const [confirming, setConfirming] = useState<Confirming>(null);
  const moreFilters =
    query.job_id !== undefined ||
    query.created_by_user_id !== undefined ||
    query.updated_by_user_id !== undefined ||
    query.archived_by_user_id !== undefined ||
    Boolean(query.start_date || query.end_date);
  const [more, { toggle: toggleMore }] = useDisclosure(moreFilters);
  useActionResult(fetcher.data);

  const sort: ListSort = {
    column: sortColumnOf(query),
    direction: query.order_by,
    onSort: ({ column, direction }) =>
      set({ ...NO_SORT, ...(COLUMN_SORTS[column] ?? { sort_by: column }), order_by: direction }),
  };
  const idOf = (v: string | null) => (v ? Number(v) : null);
  const personChoices = people.map((p) => ({ value: String(p.id), label: p.name }));
  const filtered =
    query.search ||
    query.status?.length ||
    query.company_id ||
    moreFilters ||
    query.include_archived ||
    query.include_tests;

  return (
    <Stack gap="md">
      <JobsHeader
        title="Jobs"
        description={`${total} job${total === 1 ? "" : "s"}${filtered ? " match these filters" : ""}.`}
        current="/jobs/overview"
        actions={
          <Button component={Link} to="/jobs/add" leftSection={<IconPlus size={18} aria-hidden />}>
            Add job
          </Button>
        }
      />

      <ListToolbar
        label="Filter jobs"
        search={query.search ?? ""}
        placeholder="Title, description or company"
        searchProps={{ style: { flex: "2 1 240px" } }}
        submitLabel="Apply filters"
        exclude={["job_id", "start_date", "end_date"]}
        filters={
          <>
            <Select
              label="Company"
              placeholder="All companies"
              data={companies.map((c) => ({ value: String(c.id), label: c.name }))}
              value={query.company_id ? String(query.company_id) : null}
              onChange={(v) => set({ company_id: idOf(v) })}
              clearable
              searchable
              style={{ flex: "1 1 200px" }}
            />
            <Select
              label="Sort by"
              data={SORT_CHOICES.map(({ value, label }) => ({ value, label }))}
              value={sortChoiceOf(query)}
              onChange={(v) => {
                const choice = SORT_CHOICES.find((c) => c.value === v);
                if (choice) set({ ...NO_SORT, ...choice.changes });
              }}
              allowDeselect={false}
              style={{ flex: "1 1 180px" }}
            />
            <Select
              label="Order"
              data={[
                { value: "desc", label: "Descending" },
                { value: "asc", label: "Ascending" },
              ]}
              value={query.order_by}
              onChange={(v) => set({ order_by: v === "asc" ? "asc" : "desc" })}
              allowDeselect={false}
              style={{ flex: "0 1 140px" }}
            />
          </>
        }
      >
        <Stack gap="sm" mt="sm">
          <Group gap="md" wrap="wrap" align="center">
            <Chip.Group
              multiple
              value={query.status ?? []}
              onChange={(v) => set({ status: JOB_STATUSES.filter((s) => v.includes(s)) })}
            >
              <Group gap={6} role="group" aria-label="Statuses">
                {JOB_STATUSES.map((s) => (
                  <Chip key={s} value={s} size="sm">
                    {JOB_STATUS_LABELS[s as JobStatus]}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
            <IncludeSwitches query={query} set={set} />
            <Button
              variant="subtle"
              size="compact-sm"
              leftSection={<IconAdjustments size={16} aria-hidden />}
              onClick={toggleMore}
              aria-expanded={more}
              aria-controls="more-job-filters"
            >
              {more ? "Fewer filters" : "More filters"}
            </Button>
          </Group>
          <Collapse in={more} id="more-job-filters">
            <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 6 }}>
              <NumberInput
                label="Job ID"
                name="job_id"
                min={1}
                allowDecimal={false}
                allowNegative={false}
                hideControls
                defaultValue={query.job_id}
                onBlur={(e) => {
                  const id = Number(e.currentTarget.value) || null;
                  if (id !== (query.job_id ?? null)) set({ job_id: id });
                }}
              />
              <Select
                label="Created by"
                placeholder="Anyone"
                data={personChoices}
                value={query.created_by_user_id ? String(query.created_by_user_id) : null}
                onChange={(v) => set({ created_by_user_id: idOf(v) })}
                clearable
                searchable
              />
              <Select
                label="Changed by"
                placeholder="Anyone"
                data={personChoices}
                value={query.updated_by_user_id ? String(query.updated_by_user_id) : null}
                onChange={(v) => set({ updated_by_user_id: idOf(v) })}
                clearable
                searchable
              />
              <Select
                label="Archived by"
                placeholder="Anyone"
                data={personChoices}
                value={query.archived_by_user_id ? String(query.archived_by_user_id) : null}
                onChange={(v) => set({ archived_by_user_id: idOf(v) })}
                clearable
                searchable
              />
              <TextInput
                type="date"
                label="Created from"
                name="start_date"
                defaultValue={query.start_date}
                max={query.end_date || undefined}
                onChange={(e) => set({ start_date: e.currentTarget.value })}
              />
              <TextInput
                type="date"
                label="Created until"
                name="end_date"
                defaultValue={query.end_date}
                min={query.start_date || undefined}
                onChange={(e) => set({ end_date: e.currentTarget.value })}
              />
            </SimpleGrid>
          </Collapse>
        </Stack>
      </ListToolbar>

      <ListTable<JobJson>
        aria-label="Jobs"
        minHeight={220}
        records={jobs}
        idAccessor="id"
        emptyText={filtered ? "No jobs match these filters" : "No jobs yet"}
        pager={{ total, page: query.page, limit: query.limit, pageSizes: PAGE_SIZES, perPageLabel: "Jobs per page" }}
        sort={sort}
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
    </Stack>
  );
}
