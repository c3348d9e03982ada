// The rights portal on the person's own report page (/my-report/{payload}): ask for a human review of a decision,
// an accommodation or another way, report wrong data, download their data, delete it. Plain HTML forms (the page is
// HTML only, ADR 047) posting to /my-report/{payload}/rights; the answer page says what happened. Written to the
// person, in words for both brands (no "candidate", no "job").
import { Button, Checkbox, Group, Stack, Text, Textarea, Title } from "@mantine/core";
import brand from "~brand";
import { DATA_REQUEST_DAYS } from "~domain/data-requests";
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
  return (
    <section className={classes.section} aria-labelledby="rights" id="rights" data-testid="rights-portal">
      <Stack gap="lg">
        <div>
          <Title order={2} size="h4" id="rights">
            Your rights
          </Title>
          <Text size="sm">
            You can ask for any of these. Your request goes to the people who handle your data at the company you took
            the assessment for. They have {DATA_REQUEST_DAYS} days to answer you, by e-mail.
          </Text>
        </div>
        <RequestForm
          action={action}
          type="human_review"
          title="Ask a person to review a decision"
          text="If a decision about you used this assessment, you can ask for a person to look at it again."
          label="Anything you want them to know (optional)"
          button="Ask for a human review"
        />
        <RequestForm
          action={action}
          type="accommodation"
          title="Ask for an accommodation or another way"
          text="If something made the assessment hard for you, such as a disability, or you would rather be assessed another way, tell them here."
          label="What would help you (optional)"
          button="Ask for an accommodation"
        />
        <RequestForm
          action={action}
          type="correction"
          title="Report wrong data"
          text="If something held about you is wrong, say what it is and what it should be."
          label="What is wrong"
          button="Report wrong data"
          required
        />
        <Stack gap={6} data-testid="rights-download">
          <Title order={3} size="h6">
            Download your data
          </Title>
          <Text size="sm">
            Everything {brand.name} holds about you for this company: a readable PDF, or the complete data as a JSON
            file (for moving it to another service).
          </Text>
          <Group gap="xs">
            {/* No `download` attribute: a link refused meanwhile comes back to this page, which then says why. */}
            <Button component="a" href={dataPdfHref} variant="default">
              Download my data (PDF)
            </Button>
            <Button component="a" href={dataJsonHref} variant="default">
              Download my data (JSON)
            </Button>
          </Group>
        </Stack>
        <form method="post" action={action} aria-labelledby="rights-erasure" data-testid="rights-erasure">
          <input type="hidden" name="type" value="erasure" />
          <Stack gap={6}>
            <Title order={3} size="h6" id="rights-erasure">
              Delete your data
            </Title>
            <Text size="sm">
              This deletes your report, your answers and everything else {brand.name} holds about you for this company.
              It cannot be undone, and this link will stop working. The company keeps only a record that your data was
              deleted at your request, without your details.
            </Text>
            <Checkbox name="confirm" value="yes" required label="I understand that this cannot be undone" />
            <Group>
              <Button type="submit" color="red">
                Delete my data
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </section>
  );
}
