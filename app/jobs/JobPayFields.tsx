import { NativeSelect, NumberInput, Paper, SimpleGrid, Stack, TextInput } from "@mantine/core";
import {
  EMPLOYMENT_TYPE_LABELS,
  EMPLOYMENT_TYPES,
  SALARY_PERIODS,
  WORKPLACE_LABELS,
  WORKPLACES,
  type JobJson,
} from "./model";

/** The job form's employment type, workplace and pay. */
export function JobPayFields({ job, errors }: { job: JobJson | null; errors: Record<string, string> }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            name="employment_type"
            label="Employment type"
            defaultValue={job?.employment_type ?? "full_time"}
            data={EMPLOYMENT_TYPES.map((t) => ({ value: t, label: EMPLOYMENT_TYPE_LABELS[t] }))}
            error={errors.employment_type}
          />
          <NativeSelect
            name="workplace"
            label="Workplace"
            defaultValue={job?.workplace ?? "on_site"}
            data={WORKPLACES.map((w) => ({ value: w, label: WORKPLACE_LABELS[w] }))}
            error={errors.workplace}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <NumberInput
            name="salary_min"
            label="Pay from"
            min={0}
            allowDecimal={false}
            allowNegative={false}
            hideControls
            defaultValue={job?.salary_min ?? undefined}
            error={errors.salary_min}
          />
          <NumberInput
            name="salary_max"
            label="Pay to"
            min={0}
            allowDecimal={false}
            allowNegative={false}
            hideControls
            defaultValue={job?.salary_max ?? undefined}
            error={errors.salary_max}
          />
          <TextInput
            name="salary_currency"
            label="Currency"
            placeholder="USD"
            maxLength={3}
            defaultValue={job?.salary_currency ?? ""}
            error={errors.salary_currency}
          />
          <NativeSelect
            name="salary_period"
            label="Per"
            defaultValue={job?.salary_period ?? ""}
            data={[{ value: "", label: "—" }, ...SALARY_PERIODS.map((p) => ({ value: p, label: p }))]}
            error={errors.salary_period}
          />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
