import { Button, Group, Stack } from "@mantine/core";
import { Form, useNavigation } from "@remix-run/react";
import { useRef } from "react";
import { JobCompanyFields } from "./JobCompanyFields";
import { JobDescriptionField } from "./JobDescriptionField";
import { JobPayFields } from "./JobPayFields";
import { JobPublishingFields } from "./JobPublishingFields";
import type { CompanyOptions, JobJson, NamedOption } from "./model";

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

  return (
    <Form method="post" ref={formRef} noValidate aria-label={job ? "Edit job" : "Add job"}>
      <input type="hidden" name="intent" value="save" />
      <Stack gap="lg">
        <JobCompanyFields
          job={job}
          companies={companies}
          initialOptions={initialOptions}
          defaultTemplateId={defaultTemplateId}
          errors={errors}
        />
        <JobPayFields job={job} errors={errors} />
        <JobDescriptionField job={job} errors={errors} formRef={formRef} />
        <JobPublishingFields job={job} errors={errors} />

        <Group justify="flex-end">
          <Button type="submit" loading={saving}>
            {job ? "Save job" : "Create job"}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}
