import "@mantine/core/styles/PillsInput.layer.css";
import { Anchor, Button, Collapse, Group, MultiSelect, Paper, Select, TextInput } from "@mantine/core";
import { useDebouncedCallback, useDisclosure } from "@mantine/hooks";
import { IconAdjustments, IconFilterOff, IconSettings } from "@tabler/icons-react";
import { Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import { IncludeSwitchPair, SEARCH_DELAY_MS } from "~/ui/list";
import type { BoardOptions } from "./board.server";
import classes from "./Board.module.css";
import { activeFilterCount, type KanbanFilters } from "./filters";

interface FilterBarProps {
  filters: KanbanFilters;
  options: BoardOptions;
  /** The role benchmarks whose fit a card's badge may show. */
  benchmarks: { id: number; name: string }[];
  onChange(changes: Partial<KanbanFilters>, options?: { replace?: boolean }): void;
  onClear(): void;
}

const toIds = (values: string[]) => values.map(Number).filter((n) => Number.isInteger(n) && n > 0);
const withSelected = (names: string[], selected: string[]) =>
  [...new Set([...names, ...selected])].sort((a, b) => a.localeCompare(b));

/** The fit badge's choice meaning "each card's role benchmark". */
const ROLE_BENCHMARK = "role";

/**
 * The board filters (spec §3): company, pipeline, locations, departments, roles, role explorer, statuses (the columns
 * shown), archived and test cards, and a date range. Every change goes to the URL; the page keeps them in the browser.
 */
export function FilterBar({ filters, options, benchmarks, onChange, onClear }: FilterBarProps) {
  const [open, { toggle }] = useDisclosure(false);
  const [explorer, setExplorer] = useState(filters.roleExplorer);
  useEffect(() => setExplorer(filters.roleExplorer), [filters.roleExplorer]);
  const explore = useDebouncedCallback(
    (value: string) => onChange({ roleExplorer: value.trim() }, { replace: true }),
    SEARCH_DELAY_MS,
  );
  const pipeline = options.pipelines.find((p) => p.id === filters.pipelineId);
  const count = activeFilterCount(filters);

  return (
    <Paper withBorder p="sm" radius="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        {options.companies.length > 1 ? (
          <Select
            label="Company"
            searchable
            data={options.companies.map((c) => ({ value: String(c.id), label: c.name }))}
            value={filters.companyId ? String(filters.companyId) : null}
            onChange={(value) => {
              const company = options.companies.find((c) => String(c.id) === value);
              // Another company has other pipelines, locations, departments and roles: start its board afresh.
              if (company)
                onChange({
                  companyId: company.id,
                  companyName: company.name,
                  locationId: null,
                  pipelineId: null,
                  locations: [],
                  departments: [],
                  roles: [],
                  statuses: [],
                  benchmarkId: null,
                });
            }}
            allowDeselect={false}
            className={classes.filterField}
          />
        ) : null}
        <Select
          label="Pipeline"
          data={options.pipelines.map((p) => ({ value: String(p.id), label: p.name }))}
          value={filters.pipelineId ? String(filters.pipelineId) : null}
          onChange={(value) => value && onChange({ pipelineId: Number(value), statuses: [] })}
          allowDeselect={false}
          className={classes.filterField}
        />
        <Select
          label="Fit badge"
          data={[
            { value: ROLE_BENCHMARK, label: "Each role's benchmark" },
            ...benchmarks.map((b) => ({ value: String(b.id), label: b.name })),
          ]}
          value={filters.benchmarkId ? String(filters.benchmarkId) : ROLE_BENCHMARK}
          onChange={(value) => onChange({ benchmarkId: value && value !== ROLE_BENCHMARK ? Number(value) : null })}
          allowDeselect={false}
          className={classes.filterField}
        />
        <Button
          variant="default"
          leftSection={<IconAdjustments size={16} aria-hidden />}
          onClick={toggle}
          aria-expanded={open}
          aria-controls="board-filters"
        >
          Filters{count ? ` (${count})` : ""}
        </Button>
        <Button variant="subtle" leftSection={<IconFilterOff size={16} aria-hidden />} onClick={onClear}>
          Clear filters
        </Button>
        <Anchor component={Link} to={`/pipelines?company_id=${filters.companyId ?? ""}`} size="sm" ml="auto">
          <Group gap={4} component="span" wrap="nowrap">
            <IconSettings size={16} aria-hidden /> Manage pipelines
          </Group>
        </Anchor>
      </Group>
      <Collapse in={open} id="board-filters">
        {/* Rendered only while open: eight comboboxes cost the board's first render for nothing. */}
        {open ? (
          <div className={classes.filterGrid}>
            <MultiSelect
              label="Locations"
              data={options.locations.map((l) => ({ value: String(l.id), label: l.name }))}
              value={filters.locations.map(String)}
              onChange={(values) => onChange({ locations: toIds(values) })}
              clearable
              searchable
            />
            <MultiSelect
              label="Departments"
              data={options.departments.map((d) => ({ value: String(d.id), label: d.name }))}
              value={filters.departments.map(String)}
              onChange={(values) => onChange({ departments: toIds(values) })}
              clearable
              searchable
            />
            <MultiSelect
              label="Roles"
              data={withSelected(options.roles, filters.roles)}
              value={filters.roles}
              onChange={(values) => onChange({ roles: values })}
              clearable
              searchable
            />
            <TextInput
              label="Role explorer"
              placeholder="Part of a role name"
              value={explorer}
              onChange={(event) => {
                setExplorer(event.currentTarget.value);
                explore(event.currentTarget.value);
              }}
            />
            <MultiSelect
              label="Statuses"
              placeholder={filters.statuses.length ? undefined : "All columns"}
              data={(pipeline?.statuses ?? []).map((s) => s.name)}
              value={filters.statuses}
              onChange={(values) => onChange({ statuses: values })}
              clearable
            />
            <TextInput
              type="date"
              label="Start date"
              value={filters.startDate ?? ""}
              max={filters.endDate ?? undefined}
              onChange={(event) => onChange({ startDate: event.currentTarget.value || null })}
            />
            <TextInput
              type="date"
              label="End date"
              value={filters.endDate ?? ""}
              min={filters.startDate ?? undefined}
              onChange={(event) => onChange({ endDate: event.currentTarget.value || null })}
            />
            <Group gap="lg" align="flex-end" pb={6}>
              <IncludeSwitchPair
                archived={filters.includeArchived}
                tests={filters.includeTests}
                onArchivedChange={(checked) => onChange({ includeArchived: checked })}
                onTestsChange={(checked) => onChange({ includeTests: checked })}
              />
            </Group>
          </div>
        ) : null}
      </Collapse>
    </Paper>
  );
}
