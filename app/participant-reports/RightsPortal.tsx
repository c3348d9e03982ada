// The rights portal on the person's own report page (/my-report/{payload}): ask for a human review of a decision,
// an accommodation or another way, report wrong data, download their data, delete it. Plain HTML forms (the page is
// HTML only, ADR 047) posting to /my-report/{payload}/rights; the answer page says what happened. Written to the
// person, in words for both brands (no "candidate", no "job"), in the report's language.
import { Button, Checkbox, Group, Stack, Text, Textarea, Title } from "@mantine/core";
import brand from "~brand";
import { DATA_REQUEST_DAYS } from "~domain/data-requests";
import { useT } from "~/i18n/useT";
import { MAX_DETAILS } from "../../api/data-requests/contract";
import classes from "./report.module.css";

export interface RightsPortalProps {
  /** Where the forms post: /my-report/{payload}/rights. */
  action: string;
  /** The complete data as JSON (/my-report/{payload}/export.json). */
  dataJsonHref: string;
  /** The readable PDF of the same data (the data-rights feature's own export, /my-report/{payload}/export.pdf). */
  dataPdfHref: string;
}

function RequestForm({
  action,
  type,
  title,
  text,
  label,
  button,
  required = false,
}: {
  action: string;
  type: string;
  title: string;
  text: string;
  label: string;
  button: string;
  required?: boolean;
}) {
  return (
    <form method="post" action={action} aria-labelledby={`rights-${type}`} data-testid={`rights-${type}`}>
      <input type="hidden" name="type" value={type} />
      <Stack gap={6}>
        <Title order={3} size="h6" id={`rights-${type}`}>
          {title}
        </Title>
        <Text size="sm">{text}</Text>
        <Textarea name="details" label={label} required={required} maxLength={MAX_DETAILS} minRows={3} autosize />
        <Group>
          <Button type="submit" variant="default">
            {button}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function RightsPortal({ action, dataJsonHref, dataPdfHref }: RightsPortalProps) {
  const t = useT();
  const request = (type: "human_review" | "accommodation" | "correction", key: string, required = false) => (
    <RequestForm
      action={action}
      type={type}
      title={t(`rights.${key}.title`)}
      text={t(`rights.${key}.text`)}
      label={t(`rights.${key}.label`)}
      button={t(`rights.${key}.button`)}
      required={required}
    />
  );
  return (
    <section className={classes.section} aria-labelledby="rights" id="rights" data-testid="rights-portal">
      <Stack gap="lg">
        <div>
          <Title order={2} size="h4" id="rights">
            {t("rights.title")}
          </Title>
          <Text size="sm">{t("rights.intro", { days: DATA_REQUEST_DAYS })}</Text>
        </div>
        {request("human_review", "humanReview")}
        {request("accommodation", "accommodation")}
        {request("correction", "correction", true)}
        <Stack gap={6} data-testid="rights-download">
          <Title order={3} size="h6">
            {t("rights.download.title")}
          </Title>
          <Text size="sm">{t("rights.download.text", { brand: brand.name })}</Text>
          <Group gap="xs">
            {/* No `download` attribute: a link refused meanwhile comes back to this page, which then says why. */}
            <Button component="a" href={dataPdfHref} variant="default">
              {t("rights.download.pdf")}
            </Button>
            <Button component="a" href={dataJsonHref} variant="default">
              {t("rights.download.json")}
            </Button>
          </Group>
        </Stack>
        <form method="post" action={action} aria-labelledby="rights-erasure" data-testid="rights-erasure">
          <input type="hidden" name="type" value="erasure" />
          <Stack gap={6}>
            <Title order={3} size="h6" id="rights-erasure">
              {t("rights.erasure.title")}
            </Title>
            <Text size="sm">{t("rights.erasure.text", { brand: brand.name })}</Text>
            <Checkbox name="confirm" value="yes" required label={t("rights.erasure.confirm")} />
            <Group>
              <Button type="submit" color="red">
                {t("rights.erasure.button")}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </section>
  );
}
