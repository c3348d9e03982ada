import "mantine-datatable/styles.css";
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
  Switch,
  Text,
  TextInput,
  VisuallyHidden,
} from "@mantine/core";
import { useDebouncedCallback, useDisclosure } from "@mantine/hooks";
import { IconAdjustments, IconPlus, IconSearch } from "@tabler/icons-react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useFetcher, useLoaderData, useNavigate, useNavigation } from "@remix-run/react";
import { DataTable } from "mantine-datatable";
import { useState } from "react";
import brand from "~brand";
import { requireJobsAdmin } from "~/jobs/access.server";
import { jobAction } from "~/jobs/actions.server";
import type { FormResult } from "~/jobs/form-result.server";
import { ConfirmJobModal, JobActionsMenu, type Confirming } from "~/jobs/JobActions";
import { JobsHeader } from "~/jobs/JobsNav";
import {
  JOB_STATUS_LABELS,
  JOB_STATUSES,
  jobQueryParams,
  overviewUrl,
  PAGE_SIZES,
  parseJobQuery,
  shortDate,
  sortChanges,
  sortColumnOf,
  type JobJson,
  type JobQuery,
  type JobStatus,
  type NamedOption,
  type SortColumn,
} from "~/jobs/model";
import { companiesList } from "~/jobs/options.server";
import { JobStatusBadge } from "~/jobs/StatusBadge";
import { useFormResult } from "~/jobs/use-form-result";
import { listPagination } from "~/ui/list-pagination";
import { RouteErrorPage } from "~/ui/RouteErrorPage";

/**
 * /jobs/overview: server-side job search with every parameter of spec §3's job search query in the URL (under
 * the API's own names, so the page's URL and the API call carry the same query).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireJobsAdmin(request, context);
  const query = parseJobQuery(new URL(request.url).searchParams);
  const [jobs, companies, people] = await Promise.all([
    api.get<{ data: JobJson[]; meta: { total: number } }>("/jobs/search", {
      query: Object.fromEntries(jobQueryParams(query)),
    }),
    companiesList(api),
    // Who may have created, changed or archived jobs: the super admins.
    api
      .get<{ data: { id: number; first: string; last: string }[] }>("/users/search", {
        query: { role: "SUPER_ADMIN", limit: 100, sort_by: "name" },
      })
      .then((body) => body.data.map((u) => ({ id: u.id, name: `${u.first} ${u.last}` })))
      .catch(() => [] as NamedOption[]),
  ]);
  return { jobs: jobs.data, total: jobs.meta.total, query, companies, people };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireJobsAdmin(request, context);
  return jobAction(context, api, await request.formData(), { from: "overview" });
}

/** Every sort the search offers, as one choice (column headers set the common ones too). */
const SORT_CHOICES: { value: string; label: string; changes: Partial<JobQuery> }[] = [
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

function sortChoiceOf(query: JobQuery): string {
  if (query.sort_by_company_field) return `company:${query.sort_by_company_field}`;
  if (query.sort_by_location_field) return "location:name";
  if (query.sort_by_department_field) return "department:name";
  if (query.sort_by_computed_field) return `computed:${query.sort_by_computed_field}`;
  return `sort_by:${query.sort_by ?? "created_at"}`;
}

const NO_SORT: Partial<JobQuery> = {
  sort_by: null,
  sort_by_company_field: null,
  sort_by_location_field: null,
  sort_by_department_field: null,
  sort_by_computed_field: null,
};

export default function JobsOverview() {
  const { jobs, total, query, companies, people } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location?.pathname === "/jobs/overview";
  const fetcher = useFetcher<FormResult>({ key: "jobs-overview-row" });
  const [confirming, setConfirming] = useState<Confirming>(null);
  const moreFilters =
    query.job_id !== null ||
    query.created_by_user_id !== null ||
    query.updated_by_user_id !== null ||
    query.archived_by_user_id !== null ||
    Boolean(query.start_date || query.end_date);
  const [more, { toggle: toggleMore }] = useDisclosure(moreFilters);
  useFormResult(fetcher.data);

  const go = (changes: Partial<JobQuery>) => navigate(overviewUrl(query, changes), { preventScrollReset: true });
  const searchSoon = useDebouncedCallback(
    (search: string) =>
      navigate(overviewUrl(query, { search: search.trim() }), { replace: true, preventScrollReset: true }),
    400,
  );
  const idOf = (v: string | null) => (v ? Number(v) : null);
  const personChoices = people.map((p) => ({ value: String(p.id), label: p.name }));
  const filtered =
    query.search ||
    query.status.length ||
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

      <Form method="get" role="search" aria-label="Filter jobs">
        <Stack gap="sm">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label="Search"
              name="search"
              type="search"
              placeholder="Title, description or company"
              defaultValue={query.search}
              onChange={(e) => searchSoon(e.currentTarget.value)}
              leftSection={<IconSearch size={16} aria-hidden />}
              style={{ flex: "2 1 240px" }}
            />
            <Select
              label="Company"
              placeholder="All companies"
              data={companies.map((c) => ({ value: String(c.id), label: c.name }))}
              value={query.company_id ? String(query.company_id) : null}
              onChange={(v) => go({ company_id: idOf(v) })}
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
                if (choice) go({ ...NO_SORT, ...choice.changes });
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
              onChange={(v) => go({ order_by: v === "asc" ? "asc" : "desc" })}
              allowDeselect={false}
              style={{ flex: "0 1 140px" }}
            />
          </Group>
          <Group gap="md" wrap="wrap" align="center">
            <Chip.Group
              multiple
              value={query.status}
              onChange={(v) => go({ status: JOB_STATUSES.filter((s) => v.includes(s)) })}
            >
              <Group gap={6} role="group" aria-label="Statuses">
                {JOB_STATUSES.map((s) => (
                  <Chip key={s} value={s} size="sm">
                    {JOB_STATUS_LABELS[s as JobStatus]}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
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
                defaultValue={query.job_id ?? undefined}
                onBlur={(e) => {
                  const id = Number(e.currentTarget.value) || null;
                  if (id !== query.job_id) go({ job_id: id });
                }}
              />
              <Select
                label="Created by"
                placeholder="Anyone"
                data={personChoices}
                value={query.created_by_user_id ? String(query.created_by_user_id) : null}
                onChange={(v) => go({ created_by_user_id: idOf(v) })}
                clearable
                searchable
              />
              <Select
                label="Changed by"
                placeholder="Anyone"
                data={personChoices}
                value={query.updated_by_user_id ? String(query.updated_by_user_id) : null}
                onChange={(v) => go({ updated_by_user_id: idOf(v) })}
                clearable
                searchable
              />
              <Select
                label="Archived by"
                placeholder="Anyone"
                data={personChoices}
                value={query.archived_by_user_id ? String(query.archived_by_user_id) : null}
                onChange={(v) => go({ archived_by_user_id: idOf(v) })}
                clearable
                searchable
              />
              <TextInput
                type="date"
                label="Created from"
                name="start_date"
                defaultValue={query.start_date}
                max={query.end_date || undefined}
                onChange={(e) => go({ start_date: e.currentTarget.value })}
              />
              <TextInput
                type="date"
                label="Created until"
                name="end_date"
                defaultValue={query.end_date}
                min={query.start_date || undefined}
                onChange={(e) => go({ end_date: e.currentTarget.value })}
              />
            </SimpleGrid>
          </Collapse>
          {/* Filters apply as they change; this keeps Enter in the search box working without scripts too. */}
          <VisuallyHidden>
            <button type="submit">Apply filters</button>
          </VisuallyHidden>
        </Stack>
        {[...jobQueryParams({ ...query, search: "", job_id: null, start_date: "", end_date: "", page: 1 })].map(
          ([k, v]) => (
            <input key={k} type="hidden" name={k} value={v} />
          ),
        )}
      </Form>

      <DataTable<JobJson>
        aria-label="Jobs"
        withTableBorder
        borderRadius="sm"
        highlightOnHover
        minHeight={jobs.length ? undefined : 220}
        fetching={loading}
        records={jobs}
        idAccessor="id"
        noRecordsText={filtered ? "No jobs match these filters" : "No jobs yet"}
        {...listPagination({
          total,
          page: query.page,
          limit: query.limit,
          pageSizes: PAGE_SIZES,
          perPageLabel: "Jobs per page",
          onPageChange: (page) => go({ page }),
          onLimitChange: (limit) => go({ limit }),
        })}
        sortStatus={{ columnAccessor: sortColumnOf(query), direction: query.order_by }}
        onSortStatusChange={(s) => go(sortChanges(s.columnAccessor as SortColumn, s.direction))}
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

export const meta: MetaFunction = () => [{ title: `Jobs | ${brand.name}` }];

export function ErrorBoundary() {
  return <RouteErrorPage inline />;
}
