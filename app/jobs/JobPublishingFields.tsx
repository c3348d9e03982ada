import "@mantine/core/styles/Switch.layer.css";
import { Checkbox, NativeSelect, Paper, Stack, Switch } from "@mantine/core";
import brand from "~brand";
import { JOB_STATUS_LABELS, JOB_STATUSES, type JobJson } from "./model";

/** The job form's status and what applicants get: an interview after applying, their own report; a test job. */
export function JobPublishingFields({ job, errors }: { job: JobJson | null; errors: Record<string, string> }) {
  return (
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
  );
}
