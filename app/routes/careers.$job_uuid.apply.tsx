import { Alert, Anchor, Button, Stack, Text, Title } from "@mantine/core";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import brand from "~brand";
import { jobBoardContract } from "../../api/job-board/contract";
import { apiClient, ApiRequestError } from "~/api/client.server";
import { ConsentField, ContactFields, fieldErrorsOf, SexAndAgeFields } from "~/candidates/CandidateDetailsFields";
import { requireJobsArea } from "~/jobs/access.server";
import {
  applyBody,
  FieldProblem,
  formFieldOf,
  readApplyForm,
  type ApplyFormValues,
  type ApplyProblem,
} from "~/jobs/apply.server";
import { CareersCard, CareersFrame } from "~/jobs/CareersFrame";
import { RESUME_ACCEPT } from "~/jobs/model";
import { publicJob } from "~/jobs/public.server";
import { answerField, FileField, QuestionField } from "~/jobs/QuestionField";
import { RouteErrorPage } from "~/ui/RouteErrorPage";

/** Applying for a job (POST /jobs/public/{job_uuid}/apply), phone first; the resume goes up through a presigned URL. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  requireJobsArea(context);
  return { job: await publicJob(context, params.job_uuid ?? "") };
}

/** Two resumes or answers of 5 MB and the form itself: more than this is refused before it is read. */
const MAX_REQUEST_BYTES = 16 * 1024 * 1024;

export async function action({ request, params, context }: ActionFunctionArgs) {
  requireJobsArea(context);
  const job = await publicJob(context, params.job_uuid ?? "");
  const empty: ApplyFormValues = {
    first: "",
    last: "",
    email: "",
    phone: "",
    sex: "",
    age: "",
    consent: false,
    answers: {},
    resume: null,
  };
  // Every refusal answers 200 with the problem: a 4xx from an action makes the browser log a failed load.
  const problem = (p: Partial<ApplyProblem>) =>
    data({ values: empty, fieldErrors: {}, message: null, ...p } satisfies ApplyProblem);
  if (Number(request.headers.get("content-length")) > MAX_REQUEST_BYTES) {
    return problem({ message: "The files are too large: each may be at most 5 MB." });
  }
  let values = empty;
  try {
    values = await readApplyForm(context, job, await request.formData());
    const body = await apiClient(context, null).call(jobBoardContract.apply, {
      params: { uuid: job.uuid },
      body: applyBody(values),
    });
    const next = body.data.next;
    if (next?.kind === "assessment") return redirect(next.path);
    return redirect(`/careers/${job.uuid}/applied?ref=${body.data.candidate_reference}`);
  } catch (error) {
    if (error instanceof FieldProblem) {
      return problem({ values, fieldErrors: { [error.field]: `This file ${error.message}.` } });
    }
    if (!(error instanceof ApiRequestError)) throw error;
    const fields = error.errors.filter((e) => e.path && e.path !== "(body)");
    const fieldErrors = fieldErrorsOf(
      fields.map((e) => ({ field: formFieldOf(e.path), message: e.message })),
      {
        labels: { resume: "Resume" },
        sentences: { consent: "Please agree so the company can consider your application." },
        otherLabel: "This answer",
      },
    );
    return problem({ values, fieldErrors, message: fields.length ? null : error.message });
  }
}

export default function ApplyForJob() {
  const { job } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  const values = result?.values;
  const errors = result?.fieldErrors ?? {};
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

          {result?.message || errorCount ? (
            <Alert color="red" title="Please check your application" role="alert">
              {result?.message ?? `${errorCount} ${errorCount === 1 ? "answer needs" : "answers need"} your attention.`}
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
                uploaded={values?.resume ?? null}
                error={errors.resume}
              />
              {job.questions.map((question) => {
                const answer = values?.answers[question.id];
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
              {job.interview_after_application ? (
                <SexAndAgeFields
                  values={values}
                  errors={errors}
                  sexRequired={false}
                  sexDescription="Used only to compare your assessment answers with the right group of people."
                />
              ) : null}
              <ConsentField
                values={values}
                errors={errors}
                label={`I agree that ${job.company.name} and ${brand.name} may use the details above to consider my application.`}
              />
              <Button type="submit" size="md" fullWidth loading={submitting}>
                Send application
              </Button>
            </Stack>
          </Form>
          <Anchor component={Link} to={`/careers/${job.uuid}`} size="sm">
            Back to the job
          </Anchor>
        </Stack>
      </CareersCard>
    </CareersFrame>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Apply${data?.job ? `: ${data.job.title}` : ""} | ${brand.name}` },
];

export function ErrorBoundary() {
  return <RouteErrorPage />;
}
