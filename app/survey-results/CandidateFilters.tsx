import "@mantine/core/styles/Switch.layer.css";
import "@mantine/core/styles/PillsInput.layer.css";
import { Collapse, MultiSelect, Select, SimpleGrid, Stack, Switch, TextInput } from "@mantine/core";
import { useEffect, useState } from "react";
import type { ParamChanges } from "~/ui/list";
import type { CandidateListData } from "./CandidateList";
import type { CompanyOption, NamedItem } from "./list-model";

/** The list's filters, in a panel the toolbar's Filters button opens; each change goes to the URL. */
export function CandidateFilters({
  mode,
  data: { query, filters },
  open,
  go,
}: {
  mode: "active" | "archived";
  data: Pick<CandidateListData, "query" | "filters">;
  open: boolean;
  go: (changes: ParamChanges) => void;
}) {
  // The filters' inputs (seven Mantine selects and switches) are built once the panel is first opened, not on every
  // render of a list whose panel stays closed; once built they stay, so closing still animates.
  const [built, setBuilt] = useState(open);
  useEffect(() => {
    if (open) setBuilt(true);
  }, [open]);
  const manyCompanies = filters.companies.length > 1;
  const ofCompany = <T extends { company_id: number }>(items: T[]) =>
    query.company_id ? items.filter((i) => i.company_id === query.company_id) : items;
  return (
    <Collapse in={open} id={`${mode}-filters`}>
      {open || built ? (
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
  );
}

function labelWithCompany(item: NamedItem, companies: CompanyOption[], withCompany: boolean) {
  if (!withCompany) return item.name;
  const company = companies.find((c) => c.id === item.company_id);
  return company ? `${item.name} (${company.name})` : item.name;
}
