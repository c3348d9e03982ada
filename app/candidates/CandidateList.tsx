import "@mantine/core/styles/Switch.layer.css";
import "@mantine/core/styles/PillsInput.layer.css";
import {
  Badge,
  Button,
  Collapse,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
} from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconAdjustments, IconArchive, IconDownload, IconFilterOff } from "@tabler/icons-react";
import { Link, useFetcher, useNavigate } from "@remix-run/react";
import { useEffect, useState } from "react";
import brand from "~brand";
import { useActionResult } from "~/ui/action";
import { groupStyle, plainClasses, shellClasses } from "~/ui/plain";
import {
  ListPageHeader,
  ListTable,
  ListToolbar,
  pageClasses,
  rowLink,
  searchString,
  useListSort,
  useListUrl,
  withChanges,
  type ParamChanges,
} from "~/ui/list";
import { showUndoToast, toast } from "~/ui/toasts";
import { DomainBadges } from "./DomainBadges";
import { ValidityBadge } from "~/validity/ValidityBadge";
import { BulkBar } from "./BulkBar";
import classes from "./CandidateList.module.css";
import { EmptyState } from "./EmptyState";
import {
  activeFilterCount,
  fullName,
  PAGE_SIZES,
  shortDate,
  URL_DEFAULTS,
  type BulkResult,
  type CandidateQuery,
  type CompanyOption,
  type NamedItem,
  type CandidateRow,
} from "./model";

export interface CandidateListData {
  results: CandidateRow[];
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

const ACTIONS = groupStyle("xs");
const PAPER = { padding: "var(--mantine-spacing-sm)" };

/** Table columns whose sort key is not their own name. */
const SORT_COLUMNS = { role_name: "role" };

/**
 * The list of people assessed, shared by /candidates (mode "active") and /archived: search, filters, sorting,
 * server-side pages, bulk actions on the selected rows and the CSV export of the filtered set. Every filter lives in
 * the URL, so a list can be bookmarked, shared and reloaded.
 */
export function CandidateList({ data, mode }: { data: CandidateListData; mode: "active" | "archived" }) {
  const { results, total, query, filters, assessmentLink, canMoveStages } = data;
  const path = mode === "archived" ? "/archived" : "/candidates";
  const navigate = useNavigate();
  const url = useListUrl({ defaults: URL_DEFAULTS });
  const sort = useListSort(query, { columns: SORT_COLUMNS, defaults: URL_DEFAULTS });
  const [selected, setSelected] = useState<CandidateRow[]>([]);
  const [filtersOpen, { toggle: toggleFilters }] = useDisclosure(activeFilterCount(query) > 0);
  // The filters' inputs (seven Mantine selects and switches) are built once the panel is first opened, not on every
  // render of a list whose panel stays closed; once built they stay, so closing still animates.
  const [filtersBuilt, setFiltersBuilt] = useState(filtersOpen);
  useEffect(() => {
    if (filtersOpen) setFiltersBuilt(true);
  }, [filtersOpen]);
  const bulk = useFetcher<BulkResult>({ key: `${mode}-bulk` });
  const undo = useFetcher<BulkResult>({ key: `${mode}-undo` });
  const people = brand.wording.candidates;

  // Selection belongs to the rows on screen: another page or filter starts afresh.
  const listKey = `${JSON.stringify(query)}|${results.map((r) => r.id).join(",")}`;
  useEffect(() => setSelected([]), [listKey]);

  const archiving = (r: BulkResult) => r.intent === "archive" || r.intent === "restore";
  useActionResult(bulk.data, {
    // Archive and restore say it with their Undo.
    successToast: (result) => !archiving(result),
    onSuccess: (result) => {
      setSelected([]);
      if (archiving(result) && result.message)
        showUndoToast({
          message: result.message,
          onUndo: () =>
            undo.submit(
              { intent: result.intent === "archive" ? "restore" : "archive", ids: result.data.ids.join(",") },
              { method: "post" },
            ),
        });
    },
  });
  useActionResult(undo.data, {
    successToast: false,
    onSuccess: (result) => toast.success(result.intent === "restore" ? "Restored again." : "Archived again."),
  });

  const go = (changes: ParamChanges) => url.set(changes);

  const manyCompanies = filters.companies.length > 1;
  const filterCount = activeFilterCount(mode === "archived" ? { ...query, include_archived: false } : query);
  // The whole filtered set: the list's parameters but its page.
  const exportParams = withChanges(url.params, mode === "archived" ? { only_archived: true } : {});
  const exportHref = `/candidates.csv${searchString(exportParams)}`;
  const ofCompany = <T extends { company_id: number }>(items: T[]) =>
    query.company_id ? items.filter((i) => i.company_id === query.company_id) : items;
  const nothingYet = total === 0 && !query.search && filterCount === 0 && mode === "active";

  // The frame above the rows (a column, a bordered panel) as plain elements (~/ui/plain.tsx): no component's
  // per-render work on a page that re-renders with every search and filter.
  return (
    <div className={pageClasses.stack}>
      <ListPageHeader
        gap="sm"
        title={mode === "archived" ? `Archived ${people.toLowerCase()}` : people}
        description={
          <span data-testid="result-count">
            {total === 1 ? "1 person" : `${total.toLocaleString("en-US")} people`}
            {mode === "archived" ? " archived" : ""}
          </span>
        }
        action={
          <div className={shellClasses.group} style={ACTIONS}>
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
            {/* With nothing to export, a disabled link as ARIA writes one: no address to follow, out of the tab order. */}
            <Button
              component="a"
              variant="default"
              leftSection={<IconDownload size={16} aria-hidden />}
              {...(total === 0
                ? { role: "link", "aria-disabled": true, disabled: true }
                : { href: exportHref, download: true })}
            >
              Export CSV
            </Button>
          </div>
        }
      />

      <div className={pageClasses.paper} style={PAPER}>
        <ListToolbar
          label={`Search ${people.toLowerCase()}`}
          search={query.search}
          placeholder="Name or e-mail starts with…"
          filters={
            <>
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
            </>
          }
        />
        <Collapse in={filtersOpen} id={`${mode}-filters`}>
          {filtersOpen || filtersBuilt ? (
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
          ) : null}
        </Collapse>
      </div>

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
        <ListTable<CandidateRow>
          aria-label={people}
          records={results}
          idAccessor="id"
          emptyText={mode === "archived" ? "Nothing archived matches" : "No one matches these filters"}
          pager={{
            total,
            page: query.page,
            limit: query.limit,
            pageSizes: PAGE_SIZES,
            perPageLabel: "Rows per page",
            onLimitChange: (limit) => go({ limit }),
          }}
          sort={sort}
          selectedRecords={selected}
          onSelectedRecordsChange={setSelected}
          allRecordsSelectionCheckboxProps={{ "aria-label": "Select all on this page" }}
          getRecordSelectionCheckboxProps={(r) => ({ "aria-label": `Select ${fullName(r)}` })}
          columns={[
            {
              accessor: "name",
              title: "Name",
              sortable: true,
              render: (r) => <NameCell r={r} mode={mode} />,
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
    </div>
  );
}

// Once per row: plain elements with Mantine's classes (Anchor, Text, Group) instead of the components, their styles
// as classes rather than inline styles, and a plain link the table navigates by.
function NameCell({ r, mode }: { r: CandidateRow; mode: "active" | "archived" }) {
  return (
    <div>
      <a
        {...rowLink(`/survey-results/${r.id}`)}
        className={`${plainClasses.anchor} ${classes.name}`}
        data-size="sm"
        data-underline="always"
      >
        {fullName(r)}
      </a>
      <p className={`${plainClasses.text} ${classes.email}`} data-size="xs">
        {r.email}
      </p>
      {r.is_test || r.archived_at || flagged(r) || r.assessment_count > 1 ? (
        <Group gap={4} mt={2}>
          {flagged(r) ? <ValidityBadge verdict={r.validity!} size="xs" /> : null}
          {r.assessment_count > 1 ? (
            <Badge size="xs" variant="light" color="gray" data-testid="assessment-count">
              {r.assessment_count} assessments
            </Badge>
          ) : null}
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
  );
}

/** The list flags a result whose answers need a second look or are unreliable; an OK one needs no badge. */
const flagged = (r: CandidateRow) => r.validity === "review" || r.validity === "unreliable";

function labelWithCompany(item: NamedItem, companies: CompanyOption[], withCompany: boolean) {
  if (!withCompany) return item.name;
  const company = companies.find((c) => c.id === item.company_id);
  return company ? `${item.name} (${company.name})` : item.name;
}
