// /messages/templates: the company's message templates. Everyone reads them (they start messages); company admins
// add, change and delete them (the API enforces the same).
// For e2e specs: heading "Message templates", button "New template"; one article per template (its name) with
// "Edit" and "Delete" (confirmed in the dialog "Delete this template?"); the dialog "Template" holds the textboxes
// "Name", "Subject", "Message", the radio group "Channel" and the button "Save template".
import "@mantine/core/styles/SegmentedControl.layer.css";
import { Anchor, Button, Card, Group, Modal, SegmentedControl, Stack, Text, TextInput, Textarea } from "@mantine/core";
import { Link, useFetcher, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import brand from "~brand";
import { useActionResult, type ActionResult } from "~/ui/action";
import { ListEmpty, ListPageHeader } from "~/ui/list";
import type { MessageTemplateJson } from "../../api/messaging/contract";
import type { loadTemplates } from "./messaging.server";
import { variableHelp } from "./model";

export function TemplatesPage() {
  const { templates, canEdit, superAdmin } = useLoaderData<typeof loadTemplates>();
  const [editing, setEditing] = useState<MessageTemplateJson | "new" | null>(null);
  const [removing, setRemoving] = useState<MessageTemplateJson | null>(null);
  const remover = useFetcher<ActionResult>({ key: "remove-template" });
  useActionResult(remover.data, { onSuccess: () => setRemoving(null) });
  return (
    <Stack gap="md" maw={860}>
      <ListPageHeader
        title="Message templates"
        description={
          <>
            Reusable e-mails and text messages. Variables such as {"{{ name }}"}, {"{{ role }}"} and {"{{ link }}"} are
            filled in for each recipient.
            {superAdmin ? (
              <>
                {" "}
                The product's own e-mails (set-up, password reset, invitations…) are edited under{" "}
                <Anchor component={Link} to="/settings/mail-templates">
                  E-mail templates
                </Anchor>
                .
              </>
            ) : null}
          </>
        }
        action={canEdit ? <Button onClick={() => setEditing("new")}>New template</Button> : undefined}
      />
      {templates.length === 0 ? (
        <ListEmpty>No templates yet.{canEdit ? " Add one to reuse it when writing." : ""}</ListEmpty>
      ) : (
        templates.map((t) => (
          <Card key={t.id} withBorder padding="md" component="article" aria-label={t.name}>
            <Group justify="space-between" align="flex-start" wrap="wrap">
              <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                <Text fw={600}>{t.name}</Text>
                <Text size="xs" c="dimmed">
                  {t.channel === "email" ? `E-mail · ${t.subject}` : "SMS"}
                </Text>
                <Text size="sm" lineClamp={3} style={{ whiteSpace: "pre-wrap" }}>
                  {t.body}
                </Text>
              </Stack>
              {canEdit ? (
                <Group gap="xs">
                  <Button size="xs" variant="default" onClick={() => setEditing(t)} aria-label={`Edit ${t.name}`}>
                    Edit
                  </Button>
                  <Button
                    size="xs"
                    variant="subtle"
                    color="red"
                    onClick={() => setRemoving(t)}
                    aria-label={`Delete ${t.name}`}
                  >
                    Delete
                  </Button>
                </Group>
              ) : null}
            </Group>
          </Card>
        ))
      )}
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title="Template" size="lg">
        {editing !== null ? (
          <TemplateForm template={editing === "new" ? null : editing} onSaved={() => setEditing(null)} />
        ) : null}
      </Modal>
      <Modal opened={removing !== null} onClose={() => setRemoving(null)} title="Delete this template?">
        <Stack>
          <Text size="sm">
            “{removing?.name}” will be deleted. Messages already sent with it stay in each person's history.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRemoving(null)}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={remover.state !== "idle"}
              onClick={() =>
                removing && remover.submit({ intent: "remove", id: String(removing.id) }, { method: "post" })
              }
            >
              Delete template
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

function TemplateForm({ template, onSaved }: { template: MessageTemplateJson | null; onSaved(): void }) {
  const fetcher = useFetcher<ActionResult>({ key: "save-template" });
  const form = useActionResult(fetcher.data, { onSuccess: onSaved });
  const [channel, setChannel] = useState<string>(form.value("channel") ?? template?.channel ?? "email");
  return (
    <fetcher.Form method="post">
      <Stack gap="sm">
        <input type="hidden" name="intent" value="save" />
        {template ? <input type="hidden" name="id" value={template.id} /> : null}
        <input type="hidden" name="channel" value={channel} />
        <TextInput
          label="Name"
          name="name"
          defaultValue={form.value("name") ?? template?.name ?? ""}
          error={form.error("name")}
          required
          maxLength={120}
          data-autofocus
        />
        <div role="radiogroup" aria-label="Channel">
          <SegmentedControl
            value={channel}
            onChange={setChannel}
            data={[
              { value: "email", label: "E-mail" },
              { value: "sms", label: "SMS" },
            ]}
          />
        </div>
        {channel === "email" ? (
          <TextInput
            label="Subject"
            name="subject"
            defaultValue={form.value("subject") ?? template?.subject ?? ""}
            error={form.error("subject")}
            maxLength={200}
            required
          />
        ) : null}
        <Textarea
          label="Message"
          name="body"
          description={variableHelp(brand.features.jobs)}
          defaultValue={form.value("body") ?? template?.body ?? ""}
          error={form.error("body")}
          autosize
          minRows={5}
          maxRows={16}
          required
        />
        <Group justify="flex-end">
          <Button type="submit" loading={fetcher.state !== "idle"}>
            Save template
          </Button>
        </Group>
      </Stack>
    </fetcher.Form>
  );
}
