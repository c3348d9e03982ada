import { List, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useState } from "react";
import { QUESTION_TYPE_LABELS, type CompanyOptions, type JobJson, type NamedOption } from "./model";
import { useCompanyOptions } from "./useCompanyOptions";

const choices = (items: NamedOption[], none: string) => [
  { value: "", label: none },
  ...items.map((i) => ({ value: String(i.id), label: i.name })),
];

/** The job form's title and company, and what the company offers: role, location, department, template. */
export function JobCompanyFields({
  job,
  companies,
  initialOptions,
  defaultTemplateId,
  errors,
}: {
  job: JobJson | null;
  companies: NamedOption[];
  initialOptions: CompanyOptions | null;
  defaultTemplateId?: number | null;
  errors: Record<string, string>;
}) {
  const { companyId, setCompanyId, options } = useCompanyOptions(job, initialOptions);
  const [templateId, setTemplateId] = useState<string>(String(job?.template_id ?? defaultTemplateId ?? ""));
  const template = options?.templates.find((t) => String(t.id) === templateId);
  // The selects below start again once the company's options are in, so that their saved values are chosen.
  const optionsKey = `${companyId}-${options ? "ready" : "loading"}`;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <TextInput name="title" label="Title" required maxLength={200} defaultValue={job?.title} error={errors.title} />
        <NativeSelect
          name="company_id"
          label="Company"
          required
          value={companyId}
          onChange={(e) => setCompanyId(e.currentTarget.value)}
          data={[
            { value: "", label: "Choose a company", disabled: true },
            ...companies.map((c) => ({ value: String(c.id), label: c.name })),
          ]}
          error={errors.company_id}
          description={
            job && job.application_count > 0 ? "People have applied: the company can no longer change." : undefined
          }
          disabled={Boolean(job && job.application_count > 0)}
        />
        {job && job.application_count > 0 ? <input type="hidden" name="company_id" value={companyId} /> : null}
        <SimpleGrid cols={{ base: 1, sm: 3 }} key={optionsKey}>
          <NativeSelect
            name="role_name_id"
            label="Role"
            description="Applicants are assessed for this role."
            defaultValue={String(job?.role_name_id ?? "")}
            data={choices(options?.roles ?? [], options ? "No role" : "Choose a company first")}
            error={errors.role_name_id}
          />
          <NativeSelect
            name="location_id"
            label="Location"
            defaultValue={String(job?.location_id ?? "")}
            data={choices(options?.locations ?? [], "No location")}
            error={errors.location_id}
          />
          <NativeSelect
            name="department_id"
            label="Department"
            defaultValue={String(job?.department_id ?? "")}
            data={choices(options?.departments ?? [], "No department")}
            error={errors.department_id}
          />
        </SimpleGrid>
        <NativeSelect
          key={`template-${optionsKey}`}
          name="template_id"
          label="Application template"
          description="The questions applicants answer."
          value={templateId}
          onChange={(e) => setTemplateId(e.currentTarget.value)}
          data={choices(options?.templates ?? [], "No questions")}
          error={errors.template_id}
        />
        {template ? (
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {template.questions.length} question{template.questions.length === 1 ? "" : "s"}:
            </Text>
            <List size="sm" spacing={2}>
              {template.questions.map((q) => (
                <List.Item key={q.id}>
                  {q.label}{" "}
                  <Text span size="xs" c="dimmed">
                    ({QUESTION_TYPE_LABELS[q.type]}
                    {q.required ? ", required" : ""})
                  </Text>
                </List.Item>
              ))}
            </List>
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}
