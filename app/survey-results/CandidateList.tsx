import { formatNumber } from "../../domain/format";
import { Button } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconAdjustments, IconArchive, IconDownload, IconFilterOff } from "@tabler/icons-react";
import { Link, useFetcher, useNavigate } from "@remix-run/react";
import { useEffect, useState } from "react";
import brand from "~brand";
import { useActionResult } from "~/ui/action";
import { groupStyle, shellClasses } from "~/ui/plain";
import {
  ListPageHeader,
  ListToolbar,
  pageClasses,
  searchString,
  useListSort,
  useListUrl,
  withChanges,
  type ParamChanges,
} from "~/ui/list";
import { showUndoToast, toast } from "~/ui/toasts";
import { BulkBar } from "./BulkBar";
import { CandidateFilters } from "./CandidateFilters";
import { CandidateTable } from "./CandidateTable";
import { EmptyState } from "./EmptyState";
import {
  activeFilterCount,
  URL_DEFAULTS,
  type BulkResult,
  type CandidateQuery,
  type CompanyOption,
  type NamedItem,
  type CandidateRow,
} from "./list-model";

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

  const filterCount = activeFilterCount(mode === "archived" ? { ...query, include_archived: false } : query);
  // The whole filtered set: the list's parameters but its page.
  const exportParams = withChanges(url.params, mode === "archived" ? { only_archived: true } : {});
  const exportHref = `/candidates.csv${searchString(exportParams)}`;
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
            {total === 1 ? "1 person" : `${formatNumber(total)} people`}
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
        <CandidateFilters mode={mode} data={data} open={filtersOpen} go={go} />
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
        <CandidateTable mode={mode} data={data} sort={sort} selected={selected} setSelected={setSelected} go={go} />
      )}
    </div>
  );
}
