// The registration page without a company link (/survey/register): a reader of a book or workbook registers with
// the code printed in it. app/surveys/RegisterPage.tsx shows it; redeem.server.ts is its action.
import { Alert, Button, Stack, Text, TextInput, Title } from "@mantine/core";
import { Form, useActionData } from "@remix-run/react";
import brand from "~brand";
import { ConsentField, ContactFields, SexAndAgeFields } from "~/survey-results/CandidateDetailsFields";
import { useT } from "~/i18n/useT";
import { detailsText } from "~/surveys/details-text";
import { SurveyFrame } from "~/surveys/SurveyFrame";
import { actionFields, type ActionResult } from "~/ui/action";

export function RedeemForm({ code }: { code: string }) {
  const t = useT();
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
            {t("survey.bookCode.title")}
          </Title>
          <Text c="dimmed">{t("survey.brand.bookCode.intro")}</Text>
        </Stack>
        {continueLinkSent ? (
          <Alert color="green" title={t("survey.register.checkEmail")} role="status">
            {continueLinkSent} {t("survey.bookCode.keepCode")}
          </Alert>
        ) : null}
        <Form method="post" noValidate aria-label={t("survey.bookCode.formLabel")}>
          <Stack gap="md">
            <input type="hidden" name="language" value={t.language} />
            <TextInput
              name="code"
              label={t("survey.bookCode.label")}
              description={t("survey.bookCode.description")}
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
              text={detailsText(t)}
              emailDescription={t("survey.bookCode.emailDescription")}
            />
            <SexAndAgeFields values={values} errors={errors} text={detailsText(t)} />
            <TextInput
              name="role"
              label={t("survey.brand.roleQuestion")}
              required
              maxLength={200}
              defaultValue={text("role")}
              error={errors.role}
            />
            <ConsentField
              values={values}
              errors={errors}
              label={t("survey.brand.bookCode.consent", { brand: brand.name })}
            />
            <Button type="submit" size="md" fullWidth>
              {t("survey.register.start")}
            </Button>
          </Stack>
        </Form>
      </Stack>
    </SurveyFrame>
  );
}
