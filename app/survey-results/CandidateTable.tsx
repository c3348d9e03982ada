import { Badge, Group } from "@mantine/core";
import { Fragment } from "react";
import brand from "~brand";
import { plainClasses } from "~/ui/plain";
import { ListTable, rowLink, type ParamChanges, type useListSort } from "~/ui/list";
import { ValidityBadge } from "./ValidityBadge";
import type { CandidateListData } from "./CandidateList";
import classes from "./CandidateList.module.css";
import { DomainBadges, ProfileLegend } from "./DomainBadges";
import { emailBreaks, fullName, PAGE_SIZES, shortDate, type CandidateRow } from "./list-model";

/** The rows of one page, sortable, selectable for the bulk actions, with the pager below. */
export function CandidateTable({
  mode,
  data: { results, total, query, filters },
  sort,
  selected,
  setSelected,
  go,
}: {
  mode: "active" | "archived";
  data: Pick<CandidateListData, "results" | "total" | "query" | "filters">;
  sort: ReturnType<typeof useListSort>;
  selected: CandidateRow[];
  setSelected: (rows: CandidateRow[]) => void;
  go: (changes: ParamChanges) => void;
}) {
  const people = brand.wording.candidates;
  const manyCompanies = filters.companies.length > 1;
  return (
    <>
      {results.some((r) => r.domains) ? <ProfileLegend className={classes.legend} /> : null}
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
    </>
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
        {emailBreaks(r.email).map((piece, i) => (
          <Fragment key={i}>
            {i ? <wbr /> : null}
            {piece}
          </Fragment>
        ))}
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
