import { Alert, Anchor, Button, NativeSelect, Stack, Text, TextInput, Title } from "@mantine/core";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import brand from "~brand";
import {
  candidateDetailsBody,
  ConsentField,
  ContactFields,
  fieldErrorsOf,
  readCandidateDetails,
  SexAndAgeFields,
  type FieldErrors,
} from "~/candidates/CandidateDetailsFields";
import { ApiRequestError } from "~/api/client.server";
import { surveyApi } from "~/survey/api.server";
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

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  // What the form sent, echoed back on an error so nothing typed is lost (also without JavaScript).
  const values = { ...readCandidateDetails(form), role: String(form.get("role") ?? "").trim() };
  const link = new URL(request.url).searchParams.get("link") ?? "";
  try {
    const result = await surveyApi.register(context, {
      token: link,
      ...candidateDetailsBody(values),
      role: values.role,
    });
    // An unfinished assessment of this e-mail: its link went to that address, never into this answer.
    if (result.resumed)
      return { values, fieldErrors: {} as FieldErrors, message: null, continueLinkSent: result.message };
    return redirect(`/survey/take?id=${result.survey_result_uuid}`);
  } catch (error) {
    if (!(error instanceof ApiRequestError)) throw error;
    const fields = error.errors.filter((e) => e.path !== "token");
    const fieldErrors = fieldErrorsOf(
      fields.map((e) => ({ field: e.path, message: e.message })),
      { labels: { role: "Role" }, sentences: { consent: "Please give your consent to take the assessment." } },
    );
    const message = fields.length ? null : error.message;
    // Answered with 200 like every form error here: the page is fine, and a 4xx makes browsers log a failed load.
    return { values, fieldErrors, message, continueLinkSent: null };
  }
}

export default function SurveyRegister() {
  const loaderData = useLoaderData<typeof loader>();
  if (!loaderData.ok) return <SurveyProblem title="This link does not work" message={loaderData.message} />;
  return <RegisterForm companyName={loaderData.company.name} roleNames={loaderData.roleNames} />;
}

function RegisterForm({ companyName, roleNames }: { companyName: string; roleNames: string[] }) {
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";
  const errors = actionData?.fieldErrors ?? {};
  const values = actionData?.values;
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
        {actionData?.continueLinkSent ? (
          <Alert color="green" title="Check your e-mail" role="status">
            {actionData.continueLinkSent}
          </Alert>
        ) : null}
        {actionData?.message && (
          <Alert color="red" title="We could not register you" role="alert">
            {actionData.message}
          </Alert>
        )}

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
