// Applying for a job (/careers/{job_uuid}/apply), phone first: the applicant's details, the resume, the job's
// questions and the consent; a job no longer taking applications says so.
import { Alert, Anchor, Button, Stack, Text, Title } from "@mantine/core";
import type { SerializeFrom } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import brand from "~brand";
import { AutomatedToolsLink } from "~/automated-tools/AutomatedToolsLink";
import { ConsentField, ContactFields } from "~/candidates/CandidateDetailsFields";
import { actionFields } from "~/ui/action";
import { SelfIdentificationFields } from "~/self-identification/SelfIdentificationFields";
import { applyFormValues } from "./apply-form";
import type { applyAction } from "./apply.server";
import { CareersCard, CareersFrame } from "./CareersFrame";
import { RESUME_ACCEPT } from "./model";
import type { loadPublicJob } from "./public.server";
import { answerField, FileField, QuestionField } from "./QuestionField";

/** The loader's answer (app/jobs/public.server.ts). */
export type ApplyData = SerializeFrom<typeof loadPublicJob>;

export function ApplyPage({ job }: ApplyData) {
  const result = useActionData<typeof applyAction>();
  const form = actionFields(result);
  const sent = applyFormValues(job, result && !result.ok ? result.values : null);
  const values = sent?.details;
  const errors = form.errors;
  const errorCount = Object.keys(errors).length;

  if (!job.accepting_applications) {
    return (
      <CareersFrame companyName={job.company.name}>
        <CareersCard>
          <Stack gap="sm" role="alert">
            <Title order={1} size="h3">
              This job is no longer taking applications
            </Title>
            <Anchor component={Link} to="/careers">
              See the open jobs
            </Anchor>
          </Stack>
        </CareersCard>
      </CareersFrame>
    );
  }

  return (
    <CareersFrame companyName={job.company.name}>
      <CareersCard>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} size="h3">
              Apply: {job.title}
            </Title>
            <Text c="dimmed" size="sm">
              {job.company.name}
              {job.interview_after_application
                ? ` · After you apply, a short ${brand.wording.assessment} follows (about 15 minutes).`
                : ""}
            </Text>
          </Stack>

          {errorCount ? (
            <Alert color="red" title="Please check your application" role="alert">
              {`${errorCount} ${errorCount === 1 ? "answer needs" : "answers need"} your attention.`}
            </Alert>
          ) : null}

          <Form method="post" encType="multipart/form-data" noValidate aria-label="Application">
            <Stack gap="md">
              <ContactFields values={values} errors={errors} />
              <FileField
                name="resume"
                label="Resume (optional)"
                description="PDF, Word, OpenDocument, text or an image, up to 5 MB."
                accept={RESUME_ACCEPT}
                uploaded={sent?.resume ?? null}
                error={errors.resume}
              />
              {job.questions.map((question) => {
                const answer = sent?.answers[question.id];
                return (
                  <QuestionField
                    key={question.id}
                    question={question}
                    value={answer}
                    error={errors[answerField(question)]}
                    uploaded={answer && typeof answer === "object" && !Array.isArray(answer) ? answer : null}
                  />
                );
              })}
              {job.self_identification ? (
                <SelfIdentificationFields
                  asked={job.self_identification}
                  companyName={job.company.name}
                  values={result && !result.ok ? oneValues(result.values) : undefined}
                  errors={errors}
                />
              ) : null}
              <ConsentField
                values={values}
                errors={errors}
                label={`I agree that ${job.company.name} and ${brand.name} may use the details above to consider my application.`}
              />
              <Button type="submit" size="md" fullWidth>
                Send application
              </Button>
            </Stack>
          </Form>
          <Anchor component={Link} to={`/careers/${job.uuid}`} size="sm">
            Back to the job
          </Anchor>
          <AutomatedToolsLink link={job.company_link} />
        </Stack>
      </CareersCard>
    </CareersFrame>
  );
}

/** The form's single values (what was sent), to show the self-identification answers again after a refusal. */
function oneValues(values: Record<string, string | string[]> | null | undefined): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values ?? {}).map(([name, value]) => [name, Array.isArray(value) ? (value[0] ?? "") : value]),
  );
}
