import "mantine-datatable/styles.css";
import {
  Anchor,
  Badge,
  Button,
  Collapse,
  Group,
  MultiSelect,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { useDebouncedCallback, useDisclosure } from "@mantine/hooks";
import {
  IconAdjustments,
  IconArchive,
  IconDownload,
  IconFilterOff,
  IconRestore,
  IconSearch,
} from "@tabler/icons-react";
import { Form, Link, useFetcher, useNavigate, useNavigation } from "@remix-run/react";
import { DataTable, type DataTableSortStatus } from "mantine-datatable";
import { useEffect, useRef, useState } from "react";
import brand from "~brand";
import { listPagination } from "~/ui/list-pagination";
import { showFieldErrors, showUndoToast, toast } from "~/ui/toasts";
import { DomainBadges } from "./DomainBadges";
import { EmptyState } from "./EmptyState";
import {
  activeFilterCount,
  DEFAULT_QUERY,
  fullName,
  PAGE_SIZES,
  queryString,
  shortDate,
  type BulkResult,
  type CandidateQuery,
  type CompanyOption,
  type NamedItem,
  type SurveyResultJson,
  type SurveyResultSort,
} from "./model";

export interface CandidateListData {
  results: SurveyResultJson[];
  total: number;
  query: CandidateQuery;
  filters: {
    companies: CompanyOption[];
    locations: NamedItem[];
    departments: NamedItem[];
    roles: string[];
    statuses: string[];
  };
  assessmentLink: string | null;
  canMoveStages: boolean;
}

/** DataTable column accessors → the API's sort names. */
const SORT_COLUMNS: Record<string, SurveyResultSort> = {
  name: "name",
  company: "company",
  location: "location",
  department: "department",
  role_name: "role",
  status: "status",
  created_at: "created_at",
  submitted_at: "submitted_at",
};

/**
 * The list of people assessed, shared by /candidates (mode "active") and /archived: search, filters, sorting,
 * server-side pages, bulk actions on the selected rows and the CSV export of the filtered set. Every filter lives in
 * the URL, so a list can be bookmarked, shared and reloaded.
 */
export function CandidateList({ data, mode }: { data: CandidateListData; mode: "active" | "archived" }) {
  const { results, total, query, filters, assessmentLink, canMoveStages } = data;
  const path = mode === "archived" ? "/archived" : "/candidates";
  const navigate = useNavigate();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location?.pathname === path;
  const [selected, setSelected] = useState<SurveyResultJson[]>([]);
  const [filtersOpen, { toggle: toggleFilters }] = useDisclosure(activeFilterCount(query) > 0);
  const bulk = useFetcher<BulkResult>({ key: `${mode}-bulk` });
  const undo = useFetcher<BulkResult>({ key: `${mode}-undo` });
  const people = brand.wording.candidates;

  // Selection belongs to the rows on screen: another page or filter starts afresh.
  const listKey = `${queryString(query)}|${results.map((r) => r.id).join(",")}`;
  useEffect(() => setSelected([]), [listKey]);

  useResult(bulk.data, (result) => {
    setSelected([]);
    if (result.intent === "archive" || result.intent === "restore") {
      showUndoToast({
        message: result.messages[0],
        onUndo: () =>
          undo.submit(
            { intent: result.intent === "archive" ? "restore" : "archive", ids: result.ids.join(",") },
            { method: "post" },
          ),
      });
    } else toast.success(result.messages[0]);
  });
  useResult(undo.data, (result) => toast.success(result.intent === "restore" ? "Restored again." : "Archived again."));

  const go = (changes: Partial<CandidateQuery>, replace = false) =>
    navigate(`${path}${queryString(query, { page: 1, ...changes })}`, { preventScrollReset: true, replace });
  const searchSoon = useDebouncedCallback((search: string) => go({ search: search.trim() }, true), 400);

  const sortStatus: DataTableSortStatus<SurveyResultJson> = {
    columnAccessor: Object.entries(SORT_COLUMNS).find(([, v]) => v === query.sort_by)?.[0] ?? "created_at",
    direction: query.order_by,
  };
  const manyCompanies = filters.companies.length > 1;
  const filterCount = activeFilterCount(mode === "archived" ? { ...query, include_archived: false } : query);
  const exportParams = new URLSearchParams(queryString({ ...query, page: 1 }).slice(1));
  if (mode === "archived") exportParams.set("only_archived", "true");
  const exportHref = `/candidates.csv${exportParams.size ? `?${exportParams}` : ""}`;
  const ofCompany = <T extends { company_id: number }>(items: T[]) =>
    query.company_id ? items.filter((i) => i.company_id === query.company_id) : items;
  const nothingYet = total === 0 && !query.search && filterCount === 0 && mode === "active";

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <div>
          <Title order={1} size="h2">
            {mode === "archived" ? `Archived ${people.toLowerCase()}` : people}
          </Title>
          <Text c="dimmed" size="sm" data-testid="result-count">
            {total === 1 ? "1 person" : `${total.toLocaleString("en-US")} people`}
            {mode === "archived" ? " archived" : ""}
          </Text>
        </div>
        <Group gap="xs">
          {mode === "archived" ? (
            <Button component={Link} to="/candidates" variant="default">
              Back to {people.toLowerCase()}
            </Button>
          ) : (
            <Button
              component={Link}
              to="/archived"
              variant="default"
              leftSection={<IconArchive size={16} aria-hidden />}
            >
              Archived
            </Button>
          )}
          <Button
            component="a"
            href={exportHref}
            download
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            disabled={total === 0}
          >
            Export CSV
          </Button>
        </Group>
      </Group>

      <Paper withBorder p="sm" radius="md">
        <Form method="get" role="search" aria-label={`Search ${people.toLowerCase()}`} action={path}>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              label="Search"
              name="search"
              type="search"
              placeholder="Name or e-mail starts with…"
              defaultValue={query.search}
              key={query.search}
              onChange={(e) => searchSoon(e.currentTarget.value)}
              leftSection={<IconSearch size={16} aria-hidden />}
              style={{ flex: "1 1 220px" }}
            />
            <Button
              variant="default"
              onClick={toggleFilters}
              aria-expanded={filtersOpen}
              aria-controls={`${mode}-filters`}
              leftSection={<IconAdjustments size={16} aria-hidden />}
            >
              Filters{filterCount ? ` (${filterCount})` : ""}
            </Button>
            {filterCount || query.search ? (
              <Button
                variant="subtle"
                onClick={() => navigate(path)}
                leftSection={<IconFilterOff size={16} aria-hidden />}
              >
                Clear
              </Button>
            ) : null}
            <VisuallyHidden>
              <button type="submit">Search</button>
            </VisuallyHidden>
          </Group>
        </Form>
        <Collapse in={filtersOpen} id={`${mode}-filters`}>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" mt="sm">
            {manyCompanies ? (
              <Select
                label="Company"
                placeholder="All companies"
                searchable
                clearable
                data={filters.companies.map((c) => ({ value: String(c.id), label: c.name }))}
                value={query.company_id ? String(query.company_id) : null}
                onChange={(v) => go({ company_id: v ? Number(v) : null, location_id: null, department_id: null })}
              />
            ) : null}
            <Select
              label="Location"
              placeholder="All locations"
              searchable
              clearable
              data={ofCompany(filters.locations).map((l) => ({
                value: String(l.id),
                label: labelWithCompany(l, filters.companies, manyCompanies && !query.company_id),
              }))}
              value={query.location_id ? String(query.location_id) : null}
              onChange={(v) => go({ location_id: v ? Number(v) : null })}
            />
            <Select
              label="Department"
              placeholder="All departments"
              searchable
              clearable
              data={ofCompany(filters.departments).map((d) => ({
                value: String(d.id),
                label: labelWithCompany(d, filters.companies, manyCompanies && !query.company_id),
              }))}
              value={query.department_id ? String(query.department_id) : null}
              onChange={(v) => go({ department_id: v ? Number(v) : null })}
            />
            <MultiSelect
              label="Role"
              placeholder={query.role.length ? undefined : "All roles"}
              searchable
              clearable
              data={[...new Set([...filters.roles, ...query.role])]}
              value={query.role}
              onChange={(v) => go({ role: v })}
            />
            <MultiSelect
              label="Status"
              placeholder={query.status.length ? undefined : "All statuses"}
              clearable
              data={[...new Set([...filters.statuses, ...query.status])]}
              value={query.status}
              onChange={(v) => go({ status: v })}
            />
            <TextInput
              label="Registered from"
              type="date"
              value={query.start_date ?? ""}
              max={query.end_date ?? undefined}
              onChange={(e) => go({ start_date: e.currentTarget.value || null })}
            />
            <TextInput
              label="Registered until"
              type="date"
              value={query.end_date ?? ""}
              min={query.start_date ?? undefined}
              onChange={(e) => go({ end_date: e.currentTarget.value || null })}
            />
            <Stack gap={6} justify="flex-end">
              {mode === "active" ? (
                <Switch
                  label="Include archived"
                  checked={query.include_archived}
                  onChange={(e) => go({ include_archived: e.currentTarget.checked })}
                />
              ) : null}
              <Switch
                label="Include tests"
                checked={query.include_tests}
                onChange={(e) => go({ include_tests: e.currentTarget.checked })}
              />
            </Stack>
          </SimpleGrid>
        </Collapse>
      </Paper>

      {selected.length ? (
        <BulkBar
          mode={mode}
          selected={selected}
          statuses={filters.statuses}
          roles={filters.roles}
          canMoveStages={canMoveStages}
          fetcher={bulk}
          onClear={() => setSelected([])}
        />
      ) : null}

      {nothingYet ? (
        <EmptyState assessmentLink={assessmentLink} />
      ) : (
        <DataTable<SurveyResultJson>
          aria-label={people}
          withTableBorder
          borderRadius="sm"
          highlightOnHover
          minHeight={results.length ? undefined : 200}
          fetching={loading}
          records={results}
          idAccessor="id"
          noRecordsText={mode === "archived" ? "Nothing archived matches" : "No one matches these filters"}
          {...listPagination({
            total,
            page: query.page,
            limit: query.limit,
            pageSizes: PAGE_SIZES,
            perPageLabel: "Rows per page",
            onPageChange: (page) => navigate(`${path}${queryString(query, { page })}`, { preventScrollReset: true }),
            onLimitChange: (limit) => go({ limit }),
          })}
          selectedRecords={selected}
          onSelectedRecordsChange={setSelected}
          allRecordsSelectionCheckboxProps={{ "aria-label": "Select all on this page" }}
          getRecordSelectionCheckboxProps={(r) => ({ "aria-label": `Select ${fullName(r)}` })}
          sortStatus={sortStatus}
          onSortStatusChange={(s) =>
            go({ sort_by: SORT_COLUMNS[s.columnAccessor as string] ?? DEFAULT_QUERY.sort_by, order_by: s.direction })
          }
          columns={[
            {
              accessor: "name",
              title: "Name",
              sortable: true,
              render: (r) => (
                <div>
                  <Anchor component={Link} to={`/survey-results/${r.id}`} fw={500} size="sm">
                    {fullName(r)}
                  </Anchor>
                  <Text size="xs" c="dimmed" style={{ wordBreak: "break-all" }}>
                    {r.email}
                  </Text>
                  {r.is_test || r.archived_at ? (
                    <Group gap={4} mt={2}>
                      {r.is_test ? (
                        <Badge size="xs" variant="outline" color="gray">
                          Test
                        </Badge>
                      ) : null}
                      {r.archived_at && mode === "active" ? (
                        <Badge size="xs" variant="outline" color="gray">
                          Archived
                        </Badge>
                      ) : null}
                    </Group>
                  ) : null}
                </div>
              ),
            },
            { accessor: "domains", title: "Profile", render: (r) => <DomainBadges domains={r.domains} /> },
            {
              accessor: "status",
              title: "Status",
              sortable: true,
              visibleMediaQuery: (t) => `(min-width: ${t.breakpoints.xs})`,
            },
            {
              accessor: "role_name",
              title: "Role",
              sortable: true,
              visibleMediaQuery: (t) => `(min-width: ${t.breakpoints.sm})`,
            },
            {
              accessor: "company",
              title: "Company",
              sortable: true,
              hidden: !manyCompanies,
              visibleMediaQuery: (t) => `(min-width: ${t.breakpoints.md})`,
              render: (r) => r.company.name,
            },
            {
              accessor: "location",
              title: "Location",
              sortable: true,
              visibleMediaQuery: (t) => `(min-width: ${t.breakpoints.lg})`,
              render: (r) => r.location?.name ?? "–",
            },
            {
              accessor: "department",
              title: "Department",
              sortable: true,
              visibleMediaQuery: (t) => `(min-width: ${t.breakpoints.xl})`,
              render: (r) => r.department?.name ?? "–",
            },
            {
              accessor: "created_at",
              title: "Registered",
              sortable: true,
              visibleMediaQuery: (t) => `(min-width: ${t.breakpoints.sm})`,
              render: (r) => shortDate(r.created_at),
            },
            {
              accessor: "submitted_at",
              title: mode === "archived" ? "Archived" : "Finished",
              sortable: mode !== "archived",
              visibleMediaQuery: (t) => `(min-width: ${t.breakpoints.md})`,
              render: (r) => shortDate(mode === "archived" ? r.archived_at : r.submitted_at),
            },
          ]}
        />
      )}
    </Stack>
  );
}

function labelWithCompany(item: NamedItem, companies: CompanyOption[], withCompany: boolean) {
  if (!withCompany) return item.name;
  const company = companies.find((c) => c.id === item.company_id);
  return company ? `${item.name} (${company.name})` : item.name;
}

/** Runs `onSuccess` once per new successful answer of a fetcher; shows a failed one's messages as toasts. */
function useResult(result: BulkResult | undefined, onSuccess: (result: BulkResult) => void) {
  const seen = useRef<string | null>(null);
  useEffect(() => {
    if (!result || seen.current === result.id) return;
    seen.current = result.id;
    if (result.ok) onSuccess(result);
    else showFieldErrors(result.messages);
    // Only a new answer matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);
}

function BulkBar({
  mode,
  selected,
  statuses,
  roles,
  canMoveStages,
  fetcher,
  onClear,
}: {
  mode: "active" | "archived";
  selected: SurveyResultJson[];
  statuses: string[];
  roles: string[];
  canMoveStages: boolean;
  fetcher: ReturnType<typeof useFetcher<BulkResult>>;
  onClear(): void;
}) {
  const [status, setStatus] = useState<string | null>(null);
  const [role, setRole] = useState<string | null>(null);
  const ids = selected.map((r) => r.id).join(",");
  const busy = (intent: string) => fetcher.state !== "idle" && fetcher.formData?.get("intent") === intent;
  const submit = (intent: string, extra: Record<string, string> = {}) =>
    fetcher.submit({ intent, ids, ...extra }, { method: "post" });
  // Roles are names of the selected people's companies; the API refuses one a company lacks.
  return (
    <Paper withBorder p="sm" radius="md" bg="var(--mantine-color-gray-0)" role="region" aria-label="Bulk actions">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Text fw={500} size="sm" style={{ alignSelf: "center" }} aria-live="polite">
          {selected.length} selected
        </Text>
        {mode === "active" && canMoveStages ? (
          <Group gap={4} align="flex-end" wrap="nowrap">
            <Select
              label="Status"
              placeholder="Move to…"
              data={statuses}
              value={status}
              onChange={setStatus}
              w={150}
              size="sm"
            />
            <Button
              size="sm"
              disabled={!status}
              loading={busy("status")}
              onClick={() => status && submit("status", { status })}
            >
              Apply
            </Button>
          </Group>
        ) : null}
        {mode === "active" ? (
          <Group gap={4} align="flex-end" wrap="nowrap">
            <Select
              label="Role"
              placeholder="Set role…"
              data={roles}
              value={role}
              onChange={setRole}
              searchable
              w={170}
              size="sm"
            />
            <Button size="sm" disabled={!role} loading={busy("role")} onClick={() => role && submit("role", { role })}>
              Apply
            </Button>
          </Group>
        ) : null}
        {mode === "active" ? (
          <Button
            size="sm"
            variant="light"
            color="gray"
            leftSection={<IconArchive size={16} aria-hidden />}
            loading={busy("archive")}
            onClick={() => submit("archive")}
          >
            Archive
          </Button>
        ) : (
          <Button
            size="sm"
            leftSection={<IconRestore size={16} aria-hidden />}
            loading={busy("restore")}
            onClick={() => submit("restore")}
          >
            Restore
          </Button>
        )}
        <Button size="sm" variant="subtle" onClick={onClear}>
          Clear selection
        </Button>
      </Group>
    </Paper>
  );
}
