// The optional first step for a job applicant, who never saw the registration page: the comparison group (sex, age)
// their answers are scored against. Skipping it scores them against everyone; either way it is never used in
// selection, and the page says so. A plain form posting to the take page; "Skip" is the page script's.
import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { SexAndAgeFields } from "~/survey-results/CandidateDetailsFields";
import { useT } from "~/i18n/useT";
import { actionFields, type ActionResult } from "~/ui/action";
import { detailsText } from "./details-text";
import { NORM_GROUP_INTENT } from "./norm-group";

export function NormGroupStep({ uuid, result }: { uuid: string; result: ActionResult<unknown> | undefined }) {
  const t = useT();
  const form = actionFields(result);
  const values = { sex: form.value("sex") ?? "", age: form.value("age") ?? "" };
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="norm-group-title">
      <form method="post" action={`/survey/take?id=${uuid}`} noValidate>
        <input type="hidden" name="intent" value={NORM_GROUP_INTENT} />
        <Stack gap="sm">
          <Title order={2} size="h5" id="norm-group-title">
            {t("survey.normGroup.title")}
          </Title>
          <Text size="sm">{t("survey.normGroup.text")}</Text>
          <SexAndAgeFields values={values} errors={form.errors} text={detailsText(t)} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" data-take="skip-norm-group">
              {t("survey.normGroup.skip")}
            </Button>
            <Button type="submit">{t("survey.normGroup.continue")}</Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
