import { Alert, Badge, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { Link } from "@remix-run/react";
import type { WebhookJson } from "../../api/webhooks/contract";
import { eventLabel, when } from "./model";
import { SendTestButton } from "./SendTestButton";
import { WebhookDeliveries } from "./WebhookDeliveries";
import type { WebhooksData } from "./webhooks.server";

/** One webhook in the list: its address, events and state, its actions, and its deliveries when opened. */
export function WebhookCard({
  hook,
  open,
  deliveries,
  onEdit,
  onRotate,
  onRemove,
}: {
  hook: WebhookJson;
  /** Whether its deliveries are shown (the page loads them for one webhook at a time). */
  open: boolean;
  deliveries: WebhooksData["deliveries"];
  onEdit: () => void;
  onRotate: () => void;
  onRemove: () => void;
}) {
  return (
    <Paper withBorder p="md" component="li">
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text fw={600} style={{ wordBreak: "break-all" }}>
            {hook.url}
          </Text>
          <Badge color={hook.active ? "green" : "gray"}>{hook.active ? "On" : "Off"}</Badge>
        </Group>
        {hook.description ? <Text size="sm">{hook.description}</Text> : null}
        <Text size="sm" c="dimmed">
          {hook.events.map(eventLabel).join(" · ")}
        </Text>
        {hook.disabled_reason ? (
          <Alert color="red" variant="light" p="xs">
            {hook.disabled_reason}. Fix the receiving end, then turn it on again.
          </Alert>
        ) : null}
        {hook.previous_secret_expires_at ? (
          <Text size="xs" c="dimmed">
            The previous secret also signs until {when(hook.previous_secret_expires_at)}.
          </Text>
        ) : null}
        <Group gap="xs" wrap="wrap">
          <Button size="xs" variant="default" onClick={onEdit}>
            Edit
          </Button>
          <Button size="xs" variant="default" component={Link} to={open ? "?" : `?hook=${hook.id}`} preventScrollReset>
            {open ? "Hide deliveries" : "Deliveries"}
          </Button>
          <SendTestButton hook={hook} />
          <Button size="xs" variant="default" onClick={onRotate}>
            New secret
          </Button>
          <Button size="xs" variant="subtle" color="red" onClick={onRemove}>
            Delete
          </Button>
        </Group>
        {open ? <WebhookDeliveries deliveries={deliveries} active={hook.active} /> : null}
      </Stack>
    </Paper>
  );
}
