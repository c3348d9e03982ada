import { Alert, Anchor, Button, NativeSelect, Stack, Text, TextInput, Title } from "@mantine/core";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { z } from "zod";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import brand from "~brand";
import { ApiRequestError } from "~/api/client.server";
import { ConsentField, ContactFields, fieldErrorsOf, SexAndAgeFields } from "~/candidates/CandidateDetailsFields";
import { candidateDetailsFields, DETAILS_FIELDS, detailsBody } from "~/candidates/details.server";
import { surveyApi } from "~/survey/api.server";
import { useActionResult, type ActionFailure, type ActionFields } from "~/ui/action";
import { actionSuccess, apiFailure, parseSubmission } from "~/ui/action/index.server";
import { registerSurveyInput } from "../../api/surveys/contract";
import { readPreviousSurveyPageUrl, readSurveyData } from "~/survey/storage";
import { SurveyFrame, SurveyProblem } from "~/survey/SurveyFrame";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const link = new URL(request.url).searchParams.get("link")?.trim();
  if (!link) {
    return data(
      {
        ok: false as const,
        message:
          "This page opens from the assessment link a company shares with you. Please use the whole link you were given.",
      },
      { status: 400 },
    );
  }
  try {
    const survey = await surveyApi.link(context, link);
    return { ok: true as const, link, company: survey.company, roleNames: survey.role_names.map((r) => r.name) };
  } catch (error) {
    if (error instanceof ApiRequestError && (error.status === 404 || error.status === 400)) {
      return data(
        {
          ok: false as const,
          message:
            "This assessment link is not valid. Please check that you copied the whole link, or ask the company for a new one.",
        },
        { status: 404 },
      );
    }
    throw error;
  }
}

// The API's own rules for the candidate's fields, so the form names each problem before anything is sent.
const registerBody = registerSurveyInput.omit({ token: true });
const registerForm = z
  .object({ ...candidateDetailsFields, role: z.string().optional() })
  // Typed as the body it is about to be checked as (the pipe refuses what does not fit).
  .transform((form) => ({ ...detailsBody(form), role: form.role ?? "" }) as z.input<typeof registerBody>)
  .pipe(registerBody);
const FIELDS = [...DETAILS_FIELDS, "role"];

/** Each field's problem worded for this form ("Last name is required.", the consent's own sentence). */
const worded = (failure: ActionFailure): ActionFailure => ({
  ...failure,
  fieldErrors: fieldErrorsOf(
    Object.entries(failure.fieldErrors).map(([field, message]) => ({ field, message })),
    { labels: { role: "Role" }, sentences: { consent: "Please give your consent to take the assessment." } },
  ),
});

export async function action({ request, context }: ActionFunctionArgs) {
  const input = await parseSubmission(request, registerForm, { fields: FIELDS });
  if (!input.ok) return worded(input.result);
  const link = new URL(request.url).searchParams.get("link") ?? "";
  try {
    const result = await surveyApi.register(context, { token: link, ...input.value });
    // An unfinished assessment of this e-mail: its link went to that address, never into this answer.
    if (result.resumed) return actionSuccess(null, { submission: input, data: { continueLinkSent: result.message } });
    return redirect(`/survey/take?id=${result.survey_result_uuid}`);
  } catch (error) {
    // Answered with 200 like every form error here: the page is fine, and a 4xx makes browsers log a failed load.
    return worded(apiFailure(error, { submission: input, fields: FIELDS }));
  }
}

export default function SurveyRegister() {
  const loaderData = useLoaderData<typeof loader>();
  if (!loaderData.ok) return <SurveyProblem title="This link does not work" message={loaderData.message} />;
  return <RegisterForm companyName={loaderData.company.name} roleNames={loaderData.roleNames} />;
}

function RegisterForm({ companyName, roleNames }: { companyName: string; roleNames: string[] }) {
  const actionData = useActionData<typeof action>();
  const form = useActionResult(actionData);
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  const errors = form.errors;
  // What was sent, shown again after a refusal (also without JavaScript).
  const values = actionData && !actionData.ok ? sentValues(form) : undefined;
  const continueLinkSent = actionData?.ok ? actionData.data.continueLinkSent : null;
  const continueUrl = useContinueUrl(companyName);

  return (
    <SurveyFrame companyName={companyName}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h3">
            Welcome to the {brand.wording.assessment}
          </Title>
          <Text c="dimmed">
            {companyName} invites you to take a short questionnaire about how you usually think, feel and act. It has
            120 statements and takes about 15 minutes. Your answers are saved as you go, so you can stop and continue
            later, also on another device.
          </Text>
        </Stack>

        {continueUrl && (
          <Alert color="blue" title="You have started this assessment on this device">
            <Anchor component={Link} to={continueUrl}>
              Continue where you left off
            </Anchor>
          </Alert>
        )}
        {continueLinkSent ? (
          <Alert color="green" title="Check your e-mail" role="status">
            {continueLinkSent}
          </Alert>
        ) : null}

        <Form method="post" noValidate aria-label="Register for the assessment">
          <Stack gap="md">
            <ContactFields
              values={values}
              errors={errors}
              emailDescription="Started already on another device? Register with the same e-mail and we will e-mail you a link to continue."
            />
            <SexAndAgeFields
              values={values}
              errors={errors}
              sexRequired
              sexDescription="Used only to compare your answers with the right group of people."
            />
            {roleNames.length > 0 ? (
              // A native select: on a phone it opens the system's own picker, and it works before hydration.
              <NativeSelect
                name="role"
                label="Role you are applying for"
                data={[{ value: "", label: "Choose a role", disabled: true }, ...roleNames]}
                required
                defaultValue={values?.role ?? ""}
                error={errors.role}
              />
            ) : (
              <TextInput
                name="role"
                label="Role you are applying for"
                required
                defaultValue={values?.role}
                error={errors.role}
              />
            )}
            <ConsentField
              values={values}
              errors={errors}
              label={`I agree that ${companyName} and ${brand.name} may use my answers and the details above to assess my fit for the role.`}
            />
            <Button type="submit" size="md" fullWidth loading={submitting}>
              Start the assessment
            </Button>
          </Stack>
        </Form>
      </Stack>
    </SurveyFrame>
  );
}

function sentValues(form: ActionFields) {
  const text = (name: string) => form.value(name) ?? "";
  return {
    first: text("first"),
    last: text("last"),
    email: text("email"),
    phone: text("phone"),
    sex: text("sex"),
    age: text("age"),
    consent: form.value("consent") === "on",
    role: text("role"),
  };
}

/** The page of an unfinished assessment for this company that this browser started, if any. */
function useContinueUrl(companyName: string): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const stored = readSurveyData();
    if (stored?.companyName !== companyName) return;
    const previous = readPreviousSurveyPageUrl();
    setUrl(previous?.includes(stored.uuid) ? previous : `/survey/take?id=${stored.uuid}`);
  }, [companyName]);
  return url;
}

export const meta: MetaFunction = () => [{ title: `Register for the assessment | ${brand.name}` }];

export { SurveyErrorBoundary as ErrorBoundary } from "~/survey/SurveyErrorBoundary";
