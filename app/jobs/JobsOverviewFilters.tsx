import "@mantine/core/styles/Chip.layer.css";
import { Button, Chip, Collapse, Group, Select, Stack } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconAdjustments } from "@tabler/icons-react";
import { ListToolbar, type ParamChanges } from "~/ui/list";
import type { JobSearchQuery } from "../../api/jobs/contract";
import { IncludeSwitches } from "./IncludeSwitches";
import { NO_SORT, SORT_CHOICES, sortChoiceOf } from "./job-search-sort";
import { JOB_STATUS_LABELS, JOB_STATUSES, type JobStatus, type NamedOption } from "./model";
import { hasMoreFilters, MoreJobFilters } from "./MoreJobFilters";

const idOf = (v: string | null) => (v ? Number(v) : null);

/** The jobs overview's search and filters, each kept in the URL; the less used ones behind "More filters". */
export function JobsOverviewFilters({
  query,
  companies,
  people,
  set,
}: {
  query: JobSearchQuery;
  companies: NamedOption[];
  people: NamedOption[];
  set: (changes: ParamChanges) => void;
}) {
  const [more, { toggle: toggleMore }] = useDisclosure(hasMoreFilters(query));
  return (
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
          <MoreJobFilters query={query} people={people} set={set} />
        </Collapse>
      </Stack>
    </ListToolbar>
  );
}
