// The register page (/survey/register?link=…): the person's details, then on to the assessment (or a link to
// continue one this browser started).
import { Alert, Anchor, Button, NativeSelect, Stack, Text, TextInput, Title } from "@mantine/core";
import type { SerializeFrom } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import brand from "~brand";
import { useT } from "~/i18n/useT";
import { ConsentField, ContactFields, SexAndAgeFields } from "~/survey-results/CandidateDetailsFields";
import { RedeemForm } from "~/book-codes/RedeemForm";
import { AutomatedToolsLink } from "~/automated-tools/AutomatedToolsLink";
import { actionFields, type ActionFields } from "~/ui/action";
import { detailsText } from "./details-text";
import type { loadRegister, registerAction } from "./register.server";
import { SurveyFrame, SurveyProblem } from "./SurveyFrame";
import { SELF_IDENTIFICATION_FIELDS } from "../self-identification/form";
import { SelfIdentificationFields } from "../self-identification/SelfIdentificationFields";

/** The loader's answer (app/surveys/register.server.ts). */
export type RegisterData = SerializeFrom<typeof loadRegister>;

export function RegisterPage(loaderData: RegisterData) {
  const t = useT();
  if (!loaderData.ok) {
    return <SurveyProblem title={t("survey.register.linkProblemTitle")} message={loaderData.message} />;
  }
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
  const t = useT();
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
            {t("survey.brand.register.title")}
          </Title>
          <Text c="dimmed">{t("survey.register.intro", { company: companyName })}</Text>
        </Stack>

        {/* Shown by the page's script when this browser started an assessment for this company (register.script.ts). */}
        <div data-continue-survey={companyName} hidden>
          <Alert color="blue" title={t("survey.register.startedHere")}>
            <Anchor href="/survey/register">{t("survey.register.continueHere")}</Anchor>
          </Alert>
        </div>
        {continueLinkSent ? (
          <Alert color="green" title={t("survey.register.checkEmail")} role="status">
            {continueLinkSent}
          </Alert>
        ) : null}

        <Form method="post" noValidate aria-label={t("survey.register.formLabel")}>
          <Stack gap="md">
            {/* The page's language: the items' language, and the language the action answers in. */}
            <input type="hidden" name="language" value={t.language} />
            <ContactFields
              values={values}
              errors={errors}
              text={detailsText(t)}
              emailDescription={t("survey.register.emailDescription")}
            />
            <SexAndAgeFields values={values} errors={errors} text={detailsText(t)} />
            {fixedRole ? (
              <>
                <input type="hidden" name="role" value={fixedRole} />
                <Text size="sm">
                  {t("survey.brand.roleOfPerson")}: <strong>{fixedRole}</strong>
                </Text>
              </>
            ) : roleNames.length > 0 ? (
              // A native select: on a phone it opens the system's own picker, and it works before hydration.
              <NativeSelect
                name="role"
                label={t("survey.brand.roleQuestion")}
                data={[{ value: "", label: t("survey.register.chooseRole"), disabled: true }, ...roleNames]}
                required
                defaultValue={values?.role ?? ""}
                error={errors.role}
              />
            ) : (
              <TextInput
                name="role"
                label={t("survey.brand.roleQuestion")}
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
              label={t("survey.brand.consent", { company: companyName, brand: brand.name })}
            />
            <Button type="submit" size="md" fullWidth>
              {t("survey.register.start")}
            </Button>
          </Stack>
        </Form>
        {brand.features.bookCodeSystem && (
          <Text size="sm" ta="center">
            <Anchor component={Link} to="/survey/register">
              {t("survey.register.haveBookCode")}
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
