// The register page (/survey/register?link=…): the person's details, then on to the assessment (or a link to
// continue one this browser started).
import { Alert, Anchor, Button, NativeSelect, Stack, Text, TextInput, Title } from "@mantine/core";
import type { SerializeFrom } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import brand from "~brand";
import { ConsentField, ContactFields, SexAndAgeFields } from "~/candidates/CandidateDetailsFields";
import { RedeemForm } from "~/book-codes/RedeemForm";
import { AutomatedToolsLink } from "~/automated-tools/AutomatedToolsLink";
import { actionFields, type ActionFields } from "~/ui/action";
import type { loadRegister, registerAction } from "./register.server";
import { SurveyFrame, SurveyProblem } from "./SurveyFrame";
import { SELF_IDENTIFICATION_FIELDS } from "../self-identification/form";
import { SelfIdentificationFields } from "../self-identification/SelfIdentificationFields";

/** The loader's answer (app/survey/register.server.ts). */
export type RegisterData = SerializeFrom<typeof loadRegister>;

export function RegisterPage(loaderData: RegisterData) {
  if (!loaderData.ok) return <SurveyProblem title="This link does not work" message={loaderData.message} />;
  if (loaderData.bookCode !== null) return <RedeemForm code={loaderData.bookCode} />;
  return (
    <RegisterForm
      companyName={loaderData.company.name}
      roleNames={loaderData.roleNames}
      link={loaderData.link}
      fixedRole={loaderData.fixedRole}
      selfIdentification={loaderData.selfIdentification}
    />
  );
}

function RegisterForm({
  companyName,
  roleNames,
  link,
  fixedRole,
  selfIdentification,
}: {
  companyName: string;
  roleNames: string[];
  link: string;
  /** The campaign the person came through fixes the role (its job's): shown, not asked. */
  fixedRole: string | null;
  /** The voluntary self-identification section's questions; null where the product has none. */
  selfIdentification: { ask_veteran: boolean; ask_disability: boolean } | null;
}) {
  const actionData = useActionData<typeof registerAction>();
  const form = actionFields(actionData);
  const errors = form.errors;
  // What was sent, shown again after a refusal (also without JavaScript).
  const values = actionData && !actionData.ok ? sentValues(form) : undefined;
  const continueLinkSent = actionData?.ok ? actionData.data.continueLinkSent : null;

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

        {/* Shown by the page's script when this browser started an assessment for this company (register.script.ts). */}
        <div data-continue-survey={companyName} hidden>
          <Alert color="blue" title="You have started this assessment on this device">
            <Anchor href="/survey/register">Continue where you left off</Anchor>
          </Alert>
        </div>
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
            <SexAndAgeFields values={values} errors={errors} />
            {fixedRole ? (
              <>
                <input type="hidden" name="role" value={fixedRole} />
                <Text size="sm">
                  {brand.wording.roleOfPerson}: <strong>{fixedRole}</strong>
                </Text>
              </>
            ) : roleNames.length > 0 ? (
              // A native select: on a phone it opens the system's own picker, and it works before hydration.
              <NativeSelect
                name="role"
                label={brand.wording.roleQuestion}
                data={[{ value: "", label: "Choose a role", disabled: true }, ...roleNames]}
                required
                defaultValue={values?.role ?? ""}
                error={errors.role}
              />
            ) : (
              <TextInput
                name="role"
                label={brand.wording.roleQuestion}
                required
                defaultValue={values?.role}
                error={errors.role}
              />
            )}
            {selfIdentification ? (
              <SelfIdentificationFields
                asked={selfIdentification}
                companyName={companyName}
                values={values}
                errors={errors}
              />
            ) : null}
            <ConsentField
              values={values}
              errors={errors}
              label={`I agree that ${companyName} and ${brand.name} may use my answers and the details above to ${brand.wording.consentPurpose}.`}
            />
            <Button type="submit" size="md" fullWidth>
              Start the assessment
            </Button>
          </Stack>
        </Form>
        {brand.features.bookCodeSystem && (
          <Text size="sm" ta="center">
            <Anchor component={Link} to="/survey/register">
              I have a book code
            </Anchor>
          </Text>
        )}
        <AutomatedToolsLink link={link} />
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
    ...Object.fromEntries(SELF_IDENTIFICATION_FIELDS.map((f) => [f, text(f)])),
  };
}
