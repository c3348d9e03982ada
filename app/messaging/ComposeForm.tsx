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
import { Button, Group, SegmentedControl, Select, Stack, Text, TextInput, Textarea } from "@mantine/core";
import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import brand from "~brand";
import { useActionResult, type ActionResult } from "~/ui/action";
import type { MessageTemplateJson, PreviewJson } from "../../api/messaging/contract";
import { SMS_OPT_OUT } from "../../domain/sms-text";
import { MessagePreviewList } from "./MessagePreviewList";
import { variableHelp } from "./model";
import { SaveTemplateDialog } from "./SaveTemplateDialog";
import { SendConfirmDialog } from "./SendConfirmDialog";
import { useSaveTemplate } from "./useSaveTemplate";

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
  const saveTemplate = useSaveTemplate(fetcherKey, setTemplateId);
  const usable = templates.filter((t) => t.channel === channel);
  const busy = (intent: string) => fetcher.state !== "idle" && fetcher.formData?.get("intent") === intent;
  const complete = Boolean(body.trim()) && (channel === "sms" || Boolean(subject.trim()));

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
          error={form.error("subject") ?? saveTemplate.saved.error("subject")}
          maxLength={200}
          required
        />
      ) : null}
      <Textarea
        label="Message"
        description={VARIABLE_HELP}
        value={body}
        onChange={(e) => setBody(e.currentTarget.value)}
        error={form.error("body") ?? form.error("recipients") ?? saveTemplate.saved.error("body")}
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
          <Button variant="subtle" onClick={() => saveTemplate.setNaming(true)} disabled={!complete}>
            Save as template…
          </Button>
        ) : null}
      </Group>
      <SaveTemplateDialog
        template={saveTemplate}
        channel={channel}
        onSave={() => saveTemplate.save({ channel, subject, body })}
      />
      {preview ? <MessagePreviewList preview={preview} /> : null}
      <SendConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        onSend={() => {
          setConfirming(false);
          submit("send");
        }}
        preview={preview}
        counting={busy("preview")}
        sending={busy("send")}
        channel={channel}
        recipientsLabel={recipientsLabel}
      />
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
