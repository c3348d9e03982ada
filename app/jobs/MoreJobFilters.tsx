import { NumberInput, Select, SimpleGrid, TextInput } from "@mantine/core";
import type { ParamChanges } from "~/ui/list";
import type { JobSearchQuery } from "../../api/jobs/contract";
import type { NamedOption } from "./model";

/** Whether the query uses any of the filters behind "More filters" (they then start open). */
export const hasMoreFilters = (query: JobSearchQuery) =>
  query.job_id !== undefined ||
  query.created_by_user_id !== undefined ||
  query.updated_by_user_id !== undefined ||
  query.archived_by_user_id !== undefined ||
  Boolean(query.start_date || query.end_date);

const idOf = (v: string | null) => (v ? Number(v) : null);

/** The jobs overview's less used filters: job ID, who created, changed or archived it, and a creation period. */
export function MoreJobFilters({
  query,
  people,
  set,
}: {
  query: JobSearchQuery;
  /** Who may have created, changed or archived jobs. */
  people: NamedOption[];
  set: (changes: ParamChanges) => void;
}) {
  const personChoices = people.map((p) => ({ value: String(p.id), label: p.name }));
  return (
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
  );
}
