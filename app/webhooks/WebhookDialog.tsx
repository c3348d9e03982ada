import "@mantine/core/styles/Switch.layer.css";
import { Button, Checkbox, Group, Modal, Stack, Switch, TextInput } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useFetcher } from "@remix-run/react";
import { useActionResult } from "~/ui/action";
import type { WebhookJson } from "../../api/webhooks/contract";
import { EVENT_CHOICES } from "./model";
import type { WebhooksActionResult } from "./webhooks.server";

/** Adds a webhook (its secret is then handed to `onSecret`) or edits one: URL, description, events, on/off. */
export function WebhookDialog({
  hook,
  onClose,
  onSecret,
}: {
  hook: WebhookJson | "new" | null;
  onClose: () => void;
  onSecret: (secret: string) => void;
}) {
  const mobile = useMediaQuery("(max-width: 48em)");
  const save = useFetcher<WebhooksActionResult>({ key: "webhook-save" });
  const fields = useActionResult(save.data, {
    onSuccess: (result) => {
      const data = result.data as { secret?: string } | undefined;
      if (data?.secret) onSecret(data.secret);
      else onClose();
    },
  });
  const existing = hook && hook !== "new" ? hook : null;
  return (
    <Modal
      opened={hook !== null}
      onClose={onClose}
      title={existing ? "Edit webhook" : "Add webhook"}
      size="lg"
      fullScreen={mobile}
    >
      {hook !== null ? (
        <save.Form method="post" key={existing?.id ?? "new"}>
          <input type="hidden" name="intent" value="save" />
          {existing ? <input type="hidden" name="id" value={existing.id} /> : null}
          <Stack gap="sm">
            <TextInput
              label="URL"
              name="url"
              type="url"
              required
              placeholder="https://example.com/hooks/traits"
              description="Where the events are posted. Must start with https://."
              defaultValue={fields.value("url") ?? existing?.url ?? ""}
              error={fields.error("url")}
              data-autofocus
            />
            <TextInput
              label="Description"
              name="description"
              placeholder="e.g. Our HR system"
              defaultValue={fields.value("description") ?? existing?.description ?? ""}
              error={fields.error("description")}
            />
            <Checkbox.Group
              label="Events"
              description="What is sent to this address."
              defaultValue={existing?.events ?? EVENT_CHOICES.map((e) => e.value)}
              error={fields.error("events")}
            >
              <Stack gap={6} mt={6}>
                {EVENT_CHOICES.map((event) => (
                  <Checkbox key={event.value} name="events" value={event.value} label={event.label} />
                ))}
              </Stack>
            </Checkbox.Group>
            <Switch name="active" label="On" defaultChecked={existing?.active ?? true} />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={save.state !== "idle"}>
                {existing ? "Save" : "Add webhook"}
              </Button>
            </Group>
          </Stack>
        </save.Form>
      ) : null}
    </Modal>
  );
}
