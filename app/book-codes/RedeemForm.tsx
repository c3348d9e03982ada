// The registration page without a company link (/survey/register): a reader of a book or workbook registers with
// the code printed in it. app/survey/RegisterPage.tsx shows it; redeem.server.ts is its action.
import { Alert, Button, Stack, Text, TextInput, Title } from "@mantine/core";
import { Form, useActionData } from "@remix-run/react";
import brand from "~brand";
import { ConsentField, ContactFields, SexAndAgeFields } from "~/candidates/CandidateDetailsFields";
import { SurveyFrame } from "~/survey/SurveyFrame";
import { actionFields, type ActionResult } from "~/ui/action";

export function RedeemForm({ code }: { code: string }) {
  const actionData = useActionData<ActionResult<{ continueLinkSent: string }>>();
  const form = actionFields(actionData);
  const errors = form.errors;
  const refused = actionData && !actionData.ok;
  const text = (name: string) => (refused ? (form.value(name) ?? "") : undefined);
  const values = refused
    ? {
        first: text("first"),
        last: text("last"),
        email: text("email"),
        phone: text("phone"),
        sex: text("sex"),
        age: text("age"),
        consent: form.value("consent") === "on",
      }
    : undefined;
  const continueLinkSent = actionData?.ok ? actionData.data.continueLinkSent : null;

  return (
    <SurveyFrame>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h3">
            I have a book code
          </Title>
          <Text c="dimmed">
            Your book or workbook comes with a code for the {brand.wording.assessment}: a short questionnaire about how
            you usually think, feel and act. Enter the code and your details to start. It has 120 statements and takes
            about 15 minutes; your answers are saved as you go.
          </Text>
        </Stack>
        {continueLinkSent ? (
          <Alert color="green" title="Check your e-mail" role="status">
            {continueLinkSent} Your book code has not been used, so you can keep it.
          </Alert>
        ) : null}
        <Form method="post" noValidate aria-label="Register with a book code">
          <Stack gap="md">
            <TextInput
              name="code"
              label="Book code"
              description="12 characters, printed in your book, e.g. ABCD-EFGH-JKMN."
              required
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)", letterSpacing: "0.05em" } }}
              defaultValue={refused ? (form.value("code") ?? "") : code}
              error={errors.code}
            />
            <ContactFields
              values={values}
              errors={errors}
              emailDescription="Started already on another device? Use the same e-mail and we will e-mail you a link to continue."
            />
            <SexAndAgeFields values={values} errors={errors} />
            <TextInput
              name="role"
              label={brand.wording.roleQuestion}
              required
              maxLength={200}
              defaultValue={text("role")}
              error={errors.role}
            />
            <ConsentField
              values={values}
              errors={errors}
              label={`I agree that ${brand.name} and the organization that issued my book code may use my answers and the details above to ${brand.wording.consentPurpose}.`}
            />
            <Button type="submit" size="md" fullWidth>
              Start the assessment
            </Button>
          </Stack>
        </Form>
      </Stack>
    </SurveyFrame>
  );
}
