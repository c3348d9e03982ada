// The message form of the compose page and of a person's conversation panel: channel, an optional template, subject
// and text with variables, a preview per recipient, and a confirmed send.
//
// For e2e specs: radio group "Channel" ("E-mail", "SMS"), combobox "Template" (disabled, with how to make one, while
// the channel has none), textboxes "Subject" and "Message", buttons "Preview", "Send…" and, for company admins,
// "Save as template…" (the dialog "Save as a template" with the textbox "Template name" and the button "Save
// template"); the dialog "Send this message?" (the exact count of recipients, once counted) with the button "Send to
// {n} people"; the region "Preview" lists one article per recipient (its name as label), with the text exactly as
// sent (an SMS with its opt-out line) and "Will be skipped: {reason}" where it applies.
import "@mantine/core/styles/SegmentedControl.layer.css";
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Modal,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
} from "@mantine/core";
import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import brand from "~brand";
import { plural } from "~domain/text";
import { useActionResult, type ActionResult } from "~/ui/action";
import type { MessageTemplateJson, PreviewJson } from "../../api/messaging/contract";
import { SMS_OPT_OUT } from "../../domain/sms-text";
import { variableHelp } from "./model";

const VARIABLE_HELP = variableHelp(brand.features.jobs);

export function ComposeForm({
  templates,
  action,
  audience,
  recipientsLabel,
  fetcherKey,
  canSaveTemplate = false,
}: {
  templates: MessageTemplateJson[];
  /** Where the form posts (the page's own action by default). */
  action?: string;
  /** The audience as the compose page's query string (ignored by the conversation's action). */
  audience: string;
  /** Who receives it, as the confirmation says it ("3 people", "Ann Smith"). */
  recipientsLabel: string;
  fetcherKey: string;
  /** Whether the user may keep the text as a company template (company admins; the API checks it too). */
  canSaveTemplate?: boolean;
}) {
  const fetcher = useFetcher<ActionResult<PreviewJson | null>>({ key: fetcherKey });
  const [channel, setChannel] = useState<"email" | "sms">("email");
  const [templateId, setTemplateId] = useState<string | null>(null);
  const [subject, setSubject] = useState("");
  const [body, setBody] = useState("");
  const [confirming, setConfirming] = useState(false);
  const [preview, setPreview] = useState<PreviewJson | null>(null);
  const form = useActionResult(fetcher.data, {
    onSuccess: (result) => {
      if (result.intent === "preview") setPreview(result.data ?? null);
      if (result.intent === "send") {
        setPreview(null);
        setBody("");
        setSubject("");
        setTemplateId(null);
      }
    },
  });
  // Saving the text as a template posts to the templates page's action; the page's templates then load again.
  const saver = useFetcher<ActionResult<MessageTemplateJson>>({ key: `${fetcherKey}-save-template` });
  const [naming, setNaming] = useState(false);
  const [templateName, setTemplateName] = useState("");
  const saved = useActionResult(saver.data, {
    onSuccess: (result) => {
      setNaming(false);
      setTemplateName("");
      if (result.data) setTemplateId(String(result.data.id));
    },
  });
  const usable = templates.filter((t) => t.channel === channel);
  const busy = (intent: string) => fetcher.state !== "idle" && fetcher.formData?.get("intent") === intent;
  const complete = Boolean(body.trim()) && (channel === "sms" || Boolean(subject.trim()));

  function saveTemplate() {
    const data: Record<string, string> = { intent: "save", name: templateName, channel, body };
    if (channel === "email") data.subject = subject;
    saver.submit(data, { method: "post", action: "/messages/templates" });
  }

  function pickTemplate(id: string | null) {
    setTemplateId(id);
    const template = templates.find((t) => String(t.id) === id);
    if (template) {
      setSubject(template.subject ?? "");
      setBody(template.body);
    }
  }

  function submit(intent: "preview" | "send") {
    const data: Record<string, string> = { intent, channel, body, audience };
    if (channel === "email") data.subject = subject;
    if (templateId) data.template_id = templateId;
    fetcher.submit(data, { method: "post", action });
  }

  return (
    <Stack gap="sm">
      <div role="radiogroup" aria-label="Channel">
        <SegmentedControl
          value={channel}
          onChange={(v) => {
            setChannel(v as "email" | "sms");
            setTemplateId(null);
            setPreview(null);
          }}
          data={[
            { value: "email", label: "E-mail" },
            { value: "sms", label: "SMS" },
          ]}
        />
      </div>
      <Select
        label="Template"
        placeholder={usable.length ? "Start from a template…" : "No templates yet"}
        description={usable.length ? undefined : noTemplatesHelp(channel, canSaveTemplate)}
        data={usable.map((t) => ({ value: String(t.id), label: t.name }))}
        value={templateId}
        onChange={pickTemplate}
        clearable
        disabled={usable.length === 0}
      />
      {channel === "email" ? (
        <TextInput
          label="Subject"
          value={subject}
          onChange={(e) => setSubject(e.currentTarget.value)}
          error={form.error("subject") ?? saved.error("subject")}
          maxLength={200}
          required
        />
      ) : null}
      <Textarea
        label="Message"
        description={VARIABLE_HELP}
        value={body}
        onChange={(e) => setBody(e.currentTarget.value)}
        error={form.error("body") ?? form.error("recipients") ?? saved.error("body")}
        autosize
        minRows={4}
        maxRows={14}
        required
      />
      {channel === "email" ? (
        <Text size="xs" c="dimmed">
          Every e-mail ends with an unsubscribe link; people who unsubscribed are skipped.
        </Text>
      ) : (
        <Text size="xs" c="dimmed">
          Every SMS ends with “{SMS_OPT_OUT}” (added unless the message already ends with it); numbers that replied STOP
          are skipped.
        </Text>
      )}
      <Group gap="sm">
        <Button variant="default" onClick={() => submit("preview")} loading={busy("preview")} disabled={!body.trim()}>
          Preview
        </Button>
        <Button
          onClick={() => {
            // The confirmation gives the exact count: the preview's, asked for afresh as the filters may have moved.
            setConfirming(true);
            submit("preview");
          }}
          disabled={!complete}
        >
          Send…
        </Button>
        {canSaveTemplate ? (
          <Button variant="subtle" onClick={() => setNaming(true)} disabled={!complete}>
            Save as template…
          </Button>
        ) : null}
      </Group>
      <Modal opened={naming} onClose={() => setNaming(false)} title="Save as a template">
        <form
          onSubmit={(e) => {
            e.preventDefault();
            saveTemplate();
          }}
        >
          <Stack gap="md">
            <Text size="sm">
              The {channel === "email" ? "subject and message" : "message"} as written now, with its variables, become a
              template everyone in the company can start from.
            </Text>
            <TextInput
              label="Template name"
              value={templateName}
              onChange={(e) => setTemplateName(e.currentTarget.value)}
              error={saved.error("name")}
              maxLength={120}
              required
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setNaming(false)}>
                Cancel
              </Button>
              <Button type="submit" loading={saver.state !== "idle"} disabled={!templateName.trim()}>
                Save template
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      {preview ? <PreviewList preview={preview} /> : null}
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Send this message?">
        <Stack gap="md">
          {preview && !busy("preview") ? (
            <Text size="sm">
              {channel === "email" ? "An e-mail" : "An SMS"} goes to{" "}
              <strong>{plural(preview.total, "person", brand.wording.people)}</strong> ({recipientsLabel}). It cannot be
              called back once sent.{" "}
              {channel === "email"
                ? "People who unsubscribed are skipped."
                : "Numbers that replied STOP, and people without a mobile number, are skipped."}
            </Text>
          ) : (
            <Group gap="xs">
              <Loader size="xs" />
              <Text size="sm">Counting the recipients…</Text>
            </Group>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button
              loading={busy("send")}
              disabled={!preview || busy("preview") || preview.total === 0}
              onClick={() => {
                setConfirming(false);
                submit("send");
              }}
            >
              {preview && !busy("preview")
                ? `Send to ${plural(preview.total, "person", brand.wording.people)}`
                : "Send"}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

/** What the template select says while the channel has no template: how one is made, and by whom. */
function noTemplatesHelp(channel: "email" | "sms", canSave: boolean): string {
  const kind = channel === "email" ? "e-mail" : "SMS";
  return canSave
    ? `No ${kind} templates yet. Write the message, then “Save as template…” to reuse it.`
    : `No ${kind} templates yet. A company admin can add them under Message templates.`;
}

function PreviewList({ preview }: { preview: PreviewJson }) {
  const shown = preview.recipients.length;
  return (
    <Stack gap="xs" role="region" aria-label="Preview">
      <Text size="sm" fw={500}>
        Preview{preview.total > shown ? ` (the first ${shown} of ${preview.total} ${brand.wording.people})` : ""}
      </Text>
      {preview.recipients.length === 0 ? <Alert color="gray">Nobody to preview.</Alert> : null}
      {preview.recipients.map((r) => (
        <Card key={r.survey_result_id} withBorder padding="sm" component="article" aria-label={r.name}>
          <Stack gap={4}>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text fw={600} size="sm">
                {r.name}
              </Text>
              <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                {r.to || "—"}
              </Text>
            </Group>
            {r.skip_reason ? (
              <Badge color="yellow" variant="light">
                Will be skipped: {r.skip_reason}
              </Badge>
            ) : null}
            {r.subject ? (
              <Text size="sm" fw={500}>
                {r.subject}
              </Text>
            ) : null}
            <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
              {r.text}
            </Text>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
