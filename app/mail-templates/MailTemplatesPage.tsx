// /settings/mail-templates: the product's own e-mails (set-up, reset, invitation, continue your assessment,
// reassessment invitation, the frame of companies' messages) as editable texts per brand, for super admins; the
// e-mails candidates receive have a text per language (the select "Language"), staff e-mails are English only.
// For e2e specs: heading "E-mail templates"; the navigation "Templates" with one link per e-mail; the select
// "Language" (candidates' e-mails only); the textboxes "Subject" and "Text"; buttons "Save", "Preview", "Send me a
// test" and "Reset to default" (confirmed in the dialog "Reset to the built-in text?"); the region "Preview".
import "@mantine/core/styles/Code.layer.css";
import "@mantine/core/styles/Grid.layer.css";
import "@mantine/core/styles/NavLink.layer.css";
import {
  Alert,
  Badge,
  Button,
  Card,
  Code,
  Group,
  Modal,
  NavLink,
  Grid,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from "@mantine/core";
import { Link, useFetcher, useLoaderData, useNavigate } from "@remix-run/react";
import { languageName } from "~domain/languages";
import { useEffect, useState } from "react";
import { useActionResult, type ActionResult } from "~/ui/action";
import type { loadMailTemplates } from "./mail-templates.server";

type Preview = { subject: string; text: string; html: string } | null;

export function MailTemplatesPage() {
  const { list, open } = useLoaderData<typeof loadMailTemplates>();
  const fetcher = useFetcher<ActionResult<Preview>>({ key: "mail-template" });
  const [subject, setSubject] = useState(open.subject);
  const [body, setBody] = useState(open.body);
  const [preview, setPreview] = useState<Preview>(null);
  const [confirmReset, setConfirmReset] = useState(false);
  const navigate = useNavigate();
  // Another template or language opened, or the stored text changed (saved, reset): the form shows it.
  useEffect(() => {
    setSubject(open.subject);
    setBody(open.body);
    setPreview(null);
  }, [open.name, open.language, open.subject, open.body]);
  const form = useActionResult(fetcher.data, {
    onSuccess: (r) => {
      if (r.intent === "preview") setPreview(r.data);
      if (r.intent === "reset") setConfirmReset(false);
    },
  });
  const busy = (intent: string) => fetcher.state !== "idle" && fetcher.formData?.get("intent") === intent;
  const submit = (intent: string) =>
    fetcher.submit({ intent, name: open.name, language: open.language, subject, body }, { method: "post" });
  const inLanguage = open.languages.length > 1 ? ` (${languageName(open.language)})` : "";

  return (
    <Stack gap="md" maw={1100}>
      <Title order={1} size="h2">
        E-mail templates
      </Title>
      <Text size="sm" c="dimmed">
        The e-mails the product sends, in this brand. The built-in text is used until you save your own; a text that
        does not render, or lacks its link, cannot be saved.
      </Text>
      <Grid gutter="md">
        <Grid.Col span={{ base: 12, md: 3 }} component="nav" aria-label="Templates">
          {list.map((t) => (
            <NavLink
              key={t.name}
              component={Link}
              to={`?name=${t.name}`}
              label={t.title}
              active={t.name === open.name}
              rightSection={t.customized_languages.length ? <Badge size="xs">Edited</Badge> : null}
            />
          ))}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Card withBorder padding="lg">
            <Stack gap="sm">
              <Group justify="space-between" wrap="wrap">
                <Title order={2} size="h4">
                  {open.title}
                </Title>
                {open.customized ? <Badge>Edited</Badge> : <Badge color="gray">Built-in</Badge>}
              </Group>
              <Text size="sm" c="dimmed">
                {open.description}
              </Text>
              {open.languages.length > 1 ? (
                <Select
                  label="Language"
                  description="Sent in the language the person took the assessment in. Each language has its own text; saving one leaves the others as they are."
                  data={open.languages.map((code) => ({
                    value: code,
                    label: `${languageName(code)}${open.customized_languages.includes(code) ? " (edited)" : ""}`,
                  }))}
                  value={open.language}
                  onChange={(code) => code && navigate(`?name=${open.name}&language=${code}`)}
                  allowDeselect={false}
                  maw={320}
                  comboboxProps={{ withinPortal: true }}
                />
              ) : null}
              <TextInput
                label="Subject"
                value={subject}
                onChange={(e) => setSubject(e.currentTarget.value)}
                error={form.error("subject")}
                required
              />
              <Textarea
                label="Text"
                description="Paragraphs are separated by an empty line; a line “Label: {{ link }}” becomes a button-like link."
                value={body}
                onChange={(e) => setBody(e.currentTarget.value)}
                error={form.error("body")}
                autosize
                minRows={8}
                maxRows={24}
                required
              />
              <Text size="xs" c="dimmed">
                Variables:{" "}
                {Object.entries(open.variables).map(([name, help], i) => (
                  <span key={name}>
                    {i ? ", " : ""}
                    <Code>{`{{ ${name} }}`}</Code> {help}
                    {open.required.includes(name) ? " (required)" : ""}
                  </span>
                ))}
              </Text>
              <Group gap="sm" wrap="wrap">
                <Button onClick={() => submit("save")} loading={busy("save")}>
                  Save
                </Button>
                <Button variant="default" onClick={() => submit("preview")} loading={busy("preview")}>
                  Preview
                </Button>
                <Button variant="default" onClick={() => submit("test")} loading={busy("test")}>
                  Send me a test
                </Button>
                <Button variant="subtle" color="red" onClick={() => setConfirmReset(true)} disabled={!open.customized}>
                  Reset to default
                </Button>
              </Group>
              {preview ? (
                <Stack gap={4} role="region" aria-label="Preview">
                  <Text fw={600}>{preview.subject}</Text>
                  {/* The preview's HTML is the API's escaped rendering, shown sandboxed (no scripts, no navigation). */}
                  <iframe
                    title="E-mail preview"
                    srcDoc={preview.html}
                    sandbox=""
                    style={{ width: "100%", minHeight: 320, border: "1px solid var(--mantine-color-gray-3)" }}
                  />
                </Stack>
              ) : null}
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
      <Modal opened={confirmReset} onClose={() => setConfirmReset(false)} title="Reset to the built-in text?">
        <Stack>
          <Alert color="yellow">
            Your text of “{open.title}”{inLanguage} is deleted; the product sends the built-in text again.
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmReset(false)}>
              Cancel
            </Button>
            <Button color="red" onClick={() => submit("reset")} loading={busy("reset")}>
              Reset to default
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
