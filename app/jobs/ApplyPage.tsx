// Applying for a job (/careers/{job_uuid}/apply), phone first: the applicant's details, the resume, the job's
// questions and the consent; a job no longer taking applications says so.
import { Alert, Anchor, Button, Stack, Text, Title } from "@mantine/core";
import type { SerializeFrom } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import brand from "~brand";
import { AutomatedToolsLink } from "~/automated-tools/AutomatedToolsLink";
import { ConsentField, ContactFields } from "~/survey-results/CandidateDetailsFields";
import { useT } from "~/i18n/useT";
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

export function ApplyPage({ job }: Pick<ApplyData, "job">) {
  const t = useT();
  const result = useActionData<typeof applyAction>();
  const form = actionFields(result);
  const sent = applyFormValues(job, result && !result.ok ? result.values : null);
  const values = sent?.details;
  const errors = form.errors;
  const errorCount = Object.keys(errors).length;
  // A refusal no field shows (already applied, the job just closed): the page has no toasts before hydration.
  const refusals = result && !result.ok ? result.formErrors : [];

  if (!job.accepting_applications) {
    return (
      <CareersFrame companyName={job.company.name}>
        <CareersCard>
          <Stack gap="sm" role="alert">
            <Title order={1} size="h3">
              {t("careers.job.closedTitle")}
            </Title>
            <Anchor component={Link} to="/careers">
              {t("careers.apply.openJobs")}
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
              {t("careers.apply.title", { title: job.title })}
            </Title>
            <Text c="dimmed" size="sm">
              {job.company.name}
              {job.interview_after_application ? ` · ${t("careers.brand.apply.assessmentFollows")}` : ""}
            </Text>
          </Stack>

          {errorCount ? (
            <Alert color="red" title={t("careers.apply.problemsTitle")} role="alert">
              {t("careers.apply.problemsCount", { count: errorCount })}
            </Alert>
          ) : refusals.length ? (
            <Alert color="red" title={t("careers.apply.problemsTitle")} role="alert">
              {refusals.join(" ")}
            </Alert>
          ) : null}

          <Form method="post" encType="multipart/form-data" noValidate aria-label={t("careers.apply.form")}>
            <Stack gap="md">
              <ContactFields
                values={values}
                errors={errors}
                text={{
                  first: t("careers.apply.first"),
                  last: t("careers.apply.last"),
                  email: t("careers.apply.email"),
                  phone: t("careers.apply.phone"),
                }}
              />
              <FileField
                name="resume"
                label={t("careers.apply.resume")}
                description={t("careers.apply.resumeHint")}
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
                label={t("careers.apply.consent", { company: job.company.name, brand: brand.name })}
              />
              <Button type="submit" size="md" fullWidth>
                {t("careers.apply.send")}
              </Button>
            </Stack>
          </Form>
          <Anchor component={Link} to={`/careers/${job.uuid}`} size="sm">
            {t("careers.apply.back")}
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
