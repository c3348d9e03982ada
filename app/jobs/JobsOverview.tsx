import { Button, Stack } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { Link } from "@remix-run/react";
import { useListUrl } from "~/ui/list";
import type { JobSearchQuery } from "../../api/jobs/contract";
import { JobsOverviewFilters } from "./JobsOverviewFilters";
import { JobsHeader } from "./JobsNav";
import { JobsTable } from "./JobsTable";
import type { JobJson, NamedOption } from "./model";
import { hasMoreFilters } from "./MoreJobFilters";

/** The search's defaults, left out of the overview's URL. */
const DEFAULTS = { order_by: "desc", limit: 20 } as const;
/** The overview's URL keeps every parameter of the job search under the API's own names; lists comma-separated. */
const URL_OPTIONS = { defaults: DEFAULTS, arrays: "comma" } as const;

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
  const filtered = Boolean(
    query.search ||
    query.status?.length ||
    query.company_id ||
    hasMoreFilters(query) ||
    query.include_archived ||
    query.include_tests,
  );

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

      <JobsOverviewFilters query={query} companies={companies} people={people} set={set} />

      <JobsTable jobs={jobs} total={total} query={query} filtered={filtered} set={set} />
    </Stack>
  );
}
