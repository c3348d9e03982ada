import { Button, Paper, Stack, Text } from "@mantine/core";
import { useFetcher } from "@remix-run/react";
import { IconPlus, IconWebhook } from "@tabler/icons-react";
import { useState } from "react";
import brand from "~brand";
import { useActionResult } from "~/ui/action";
import { ConfirmDialog, ListPageHeader } from "~/ui/list";
import type { WebhookJson } from "../../api/webhooks/contract";
import { EVENT_CHOICES } from "./model";
import { RotateSecretDialog } from "./RotateSecretDialog";
import { WebhookCard } from "./WebhookCard";
import { WebhookDialog } from "./WebhookDialog";
import { WebhookSecretAlert } from "./WebhookSecretAlert";
import type { WebhooksActionResult, WebhooksData } from "./webhooks.server";

/**
 * /settings/webhooks: the company's webhooks — add or edit one (URL, events, on/off), send it a test event, see its
 * deliveries and send one again, make a new signing secret (shown once), delete one after a confirmation.
 */
export function WebhooksPage({ hooks, open, deliveries }: WebhooksData) {
  const [editing, setEditing] = useState<WebhookJson | "new" | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [removing, setRemoving] = useState<WebhookJson | null>(null);
  const [rotating, setRotating] = useState<WebhookJson | null>(null);
  const remove = useFetcher<WebhooksActionResult>({ key: "webhook-remove" });
  useActionResult(remove.data, { onSuccess: () => setRemoving(null) });

  return (
    <Stack gap="md">
      <ListPageHeader
        title="Webhooks"
        description={`${brand.name} tells your other systems what happens here, as it happens: each event is posted to the addresses you add. Each request carries a Webhook-Signature header made with the webhook’s secret: the receiving system checks it before trusting what it got.`}
        action={
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing("new")}>
            Add webhook
          </Button>
        }
      />

      {secret ? <WebhookSecretAlert secret={secret} onDone={() => setSecret(null)} /> : null}

      {hooks.length === 0 ? (
        <Paper withBorder p="xl" ta="center">
          <IconWebhook size={32} aria-hidden />
          <Text fw={600} mt="xs">
            No webhooks yet
          </Text>
          <Text size="sm" c="dimmed">
            Add one to send events such as “{EVENT_CHOICES[0].label}” to another system.
          </Text>
        </Paper>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
          {hooks.map((hook) => (
            <WebhookCard
              key={hook.id}
              hook={hook}
              open={open === hook.id}
              deliveries={deliveries}
              onEdit={() => setEditing(hook)}
              onRotate={() => setRotating(hook)}
              onRemove={() => setRemoving(hook)}
            />
          ))}
        </Stack>
      )}

      <WebhookDialog
        hook={editing}
        onClose={() => setEditing(null)}
        onSecret={(s) => {
          setSecret(s);
          setEditing(null);
        }}
      />
      <RotateSecretDialog
        hook={rotating}
        onClose={() => setRotating(null)}
        onSecret={(s) => {
          setSecret(s);
          setRotating(null);
        }}
      />
      <ConfirmDialog
        subject={removing}
        title="Delete this webhook?"
        confirmLabel="Delete webhook"
        loading={remove.state !== "idle"}
        onConfirm={(hook) => remove.submit({ intent: "remove", id: hook.id }, { method: "post" })}
        onClose={() => setRemoving(null)}
      >
        {(hook) => (
          <>
            Events will no longer be sent to <strong style={{ wordBreak: "break-all" }}>{hook.url}</strong>, and its
            delivery log is deleted with it.
          </>
        )}
      </ConfirmDialog>
    </Stack>
  );
}
