// /jobs/add and /jobs/edit: the job form under the jobs header; the edit page names the job it changes.
import { Anchor, Stack } from "@mantine/core";
import type { SerializeFrom } from "@remix-run/node";
import { Link, useActionData } from "@remix-run/react";
import { useActionResult } from "~/ui/action";
import type { addJobAction, editJobAction, loadAddJob, loadEditJob } from "./job-editor.server";
import { JobForm } from "./JobForm";
import { JobsHeader } from "./JobsNav";

export function AddJobPage({ companies, options, templateId }: SerializeFrom<typeof loadAddJob>) {
  const form = useActionResult(useActionData<typeof addJobAction>());
  return (
    <Stack gap="md" maw={960}>
      <JobsHeader title="Add job" description="Pick the company and an application template, then describe the job." />
      <JobForm
        job={null}
        companies={companies}
        initialOptions={options}
        defaultTemplateId={templateId}
        errors={form.errors}
      />
    </Stack>
  );
}

export function EditJobPage({ job, companies, options }: SerializeFrom<typeof loadEditJob>) {
  const form = useActionResult(useActionData<typeof editJobAction>());
  return (
    <Stack gap="md" maw={960}>
      <JobsHeader
        title="Edit job"
        description={
          <Anchor component={Link} to={`/jobs/${job.id}`}>
            {job.title} · {job.company.name}
          </Anchor>
        }
      />
      <JobForm job={job} companies={companies} initialOptions={options} errors={form.errors} />
    </Stack>
  );
}
