import "@mantine/core/styles/Switch.layer.css";
import {
  Badge,
  Button,
  Checkbox,
  Group,
  List,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { IconSparkles } from "@tabler/icons-react";
import { Form, useFetcher, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import brand from "~brand";
import { useActionResult, type ActionResult } from "~/ui/action";
import {
  EMPLOYMENT_TYPE_LABELS,
  EMPLOYMENT_TYPES,
  JOB_STATUS_LABELS,
  JOB_STATUSES,
  QUESTION_TYPE_LABELS,
  SALARY_PERIODS,
  WORKPLACE_LABELS,
  WORKPLACES,
  type CompanyOptions,
  type GeneratedText,
  type JobJson,
  type NamedOption,
} from "./model";

const choices = (items: NamedOption[], none: string) => [
  { value: "", label: none },
  ...items.map((i) => ({ value: String(i.id), label: i.name })),
];

/**
 * The job form of /jobs/add and /jobs/edit. The company decides what else can be chosen (its locations,
 * departments, roles and templates), so changing it fetches those; "Write with AI" fills the description through
 * the AI port (or its template generator, labelled so).
 */
export function JobForm({
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
  /** The save's problems by field (see useActionResult). */
  errors: Record<string, string>;
}) {
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formMethod === "POST";
  const formRef = useRef<HTMLFormElement>(null);
  const [companyId, setCompanyId] = useState<string>(String(job?.company_id ?? initialOptions?.company_id ?? ""));
  const optionsFetcher = useFetcher<CompanyOptions>();
  const options =
    optionsFetcher.data && String(optionsFetcher.data.company_id) === companyId
      ? optionsFetcher.data
      : initialOptions && String(initialOptions.company_id) === companyId
        ? initialOptions
        : null;
  const [templateId, setTemplateId] = useState<string>(String(job?.template_id ?? defaultTemplateId ?? ""));
  const [description, setDescription] = useState(job?.description ?? "");
  const [generatedLabel, setGeneratedLabel] = useState<string | null>(null);
  const generator = useFetcher<ActionResult<GeneratedText | undefined>>({ key: "job-generate" });

  useEffect(() => {
    if (companyId && !options && optionsFetcher.state === "idle")
      optionsFetcher.load(`/jobs/form-options?company_id=${companyId}`);
  }, [companyId, options, optionsFetcher]);

  useActionResult(generator.data, {
    onSuccess: ({ data: generated }) => {
      if (!generated) return;
      setDescription(generated.text);
      setGeneratedLabel(generated.label ?? `written by ${generated.model ?? "AI"}`);
    },
  });

  const generate = () => {
    if (!formRef.current) return;
    const data = new FormData(formRef.current);
    data.set("intent", "generate");
    generator.submit(data, { method: "post" });
  };

  const template = options?.templates.find((t) => String(t.id) === templateId);
  const optionsKey = `${companyId}-${options ? "ready" : "loading"}`;

  return (
    <Form method="post" ref={formRef} noValidate aria-label={job ? "Edit job" : "Add job"}>
      <input type="hidden" name="intent" value="save" />
      <Stack gap="lg">
        <Paper withBorder p="md" radius="md">
          <Stack gap="md">
            <TextInput
              name="title"
              label="Title"
              required
              maxLength={200}
              defaultValue={job?.title}
              error={errors.title}
            />
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

        <Paper withBorder p="md" radius="md">
          <Stack gap="sm">
            <Textarea
              name="description"
              label="Description"
              description="What candidates read on the job's page. Required to publish."
              autosize
              minRows={8}
              maxRows={30}
              value={description}
              onChange={(e) => {
                setDescription(e.currentTarget.value);
                setGeneratedLabel(null);
              }}
              error={errors.description}
            />
            <Textarea
              name="notes"
              label="Notes for the writer (optional)"
              description="Must-haves, benefits, tone: used only when writing the description."
              autosize
              minRows={2}
            />
            <Group justify="space-between">
              {generatedLabel ? (
                <Badge variant="light" color="gray">
                  {generatedLabel}
                </Badge>
              ) : (
                <span />
              )}
              <Button
                variant="light"
                leftSection={<IconSparkles size={16} aria-hidden />}
                loading={generator.state !== "idle"}
                onClick={generate}
              >
                Write the description
              </Button>
            </Group>
          </Stack>
        </Paper>

        <Paper withBorder p="md" radius="md">
          <Stack gap="md">
            <NativeSelect
              name="status"
              label="Status"
              description="Only a published job is on the job board and takes applications."
              defaultValue={job?.status ?? "draft"}
              data={JOB_STATUSES.map((s) => ({ value: s, label: JOB_STATUS_LABELS[s] }))}
              error={errors.status}
            />
            {brand.features.interviewAfterApplication ? (
              <Switch
                name="interview_after_application"
                label="Interview after application"
                description={`Applicants go straight on into the ${brand.wording.assessment}.`}
                defaultChecked={job?.interview_after_application ?? true}
              />
            ) : null}
            <Switch
              name="participant_reports"
              label="Applicants get their own report"
              description={`After the ${brand.wording.assessment}, each applicant is sent a private link to a report about how they tend to work. It never shows your decisions or notes.`}
              defaultChecked={job?.participant_reports ?? true}
            />
            <Checkbox
              name="is_test"
              label="Test job"
              description="Left out of the job board and searches by default; removed by clean-up."
              defaultChecked={job?.is_test ?? false}
            />
          </Stack>
        </Paper>

        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            {job ? "Save job" : "Create job"}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}
