import "@mantine/core/styles/Switch.layer.css";
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  CopyButton,
  Group,
  Modal,
  NativeSelect,
  Paper,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { Link, useFetcher, useNavigate, useNavigation } from "@remix-run/react";
import { IconCheck, IconCopy, IconPlus, IconWebhook } from "@tabler/icons-react";
import { useState } from "react";
import brand from "~brand";
import { useActionResult } from "~/ui/action";
import { ConfirmDialog, ListPageHeader } from "~/ui/list";
import { toast } from "~/ui/toasts";
import type { WebhookJson } from "../../api/webhooks/contract";
import { EVENT_CHOICES, eventLabel, STATE_LABELS, when } from "./model";
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

      {secret ? <SecretAlert secret={secret} onDone={() => setSecret(null)} /> : null}

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
            <Paper key={hook.id} withBorder p="md" component="li">
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
                  <Button size="xs" variant="default" onClick={() => setEditing(hook)}>
                    Edit
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    component={Link}
                    to={open === hook.id ? "?" : `?hook=${hook.id}`}
                    preventScrollReset
                  >
                    {open === hook.id ? "Hide deliveries" : "Deliveries"}
                  </Button>
                  <SendTestButton hook={hook} />
                  <Button size="xs" variant="default" onClick={() => setRotating(hook)}>
                    New secret
                  </Button>
                  <Button size="xs" variant="subtle" color="red" onClick={() => setRemoving(hook)}>
                    Delete
                  </Button>
                </Group>
                {open === hook.id ? <Deliveries deliveries={deliveries} active={hook.active} /> : null}
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}

      <HookDialog
        hook={editing}
        onClose={() => setEditing(null)}
        onSecret={(s) => {
          setSecret(s);
          setEditing(null);
        }}
      />
      <RotateDialog
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

function SecretAlert({ secret, onDone }: { secret: string; onDone: () => void }) {
  return (
    <Alert color="green" variant="light" title="Your signing secret" role="status">
      <Stack gap="xs">
        <Text size="sm">Copy it now and keep it with the receiving system: for safety it is shown only this once.</Text>
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            label="Secret"
            value={secret}
            readOnly
            onFocus={(e) => e.currentTarget.select()}
            style={{ flex: 1, minWidth: 0 }}
            data-testid="webhook-secret"
          />
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button
                onClick={copy}
                variant="light"
                leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              >
                {copied ? "Copied" : "Copy"}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Group>
          <Button size="xs" variant="subtle" onClick={onDone}>
            I have copied it
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

function HookDialog({
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

function RotateDialog({
  hook,
  onClose,
  onSecret,
}: {
  hook: WebhookJson | null;
  onClose: () => void;
  onSecret: (secret: string) => void;
}) {
  const rotate = useFetcher<WebhooksActionResult>({ key: "webhook-rotate" });
  const fields = useActionResult(rotate.data, {
    onSuccess: (result) => {
      const data = result.data as { secret?: string } | undefined;
      if (data?.secret) onSecret(data.secret);
    },
  });
  return (
    <Modal opened={hook !== null} onClose={onClose} title="Make a new signing secret">
      {hook ? (
        <rotate.Form method="post">
          <input type="hidden" name="intent" value="rotate" />
          <input type="hidden" name="id" value={hook.id} />
          <Stack gap="sm">
            <Text size="sm">
              The new secret signs every delivery from now on. So that nothing is refused while you update the receiving
              system, the old one can keep signing beside it for a while.
            </Text>
            <NativeSelect
              label="Keep the old secret working for"
              name="overlap_hours"
              defaultValue="24"
              error={fields.error("overlap_hours")}
              data={[
                { value: "0", label: "No time: stop it now" },
                { value: "1", label: "1 hour" },
                { value: "24", label: "24 hours" },
                { value: "168", label: "7 days" },
              ]}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={rotate.state !== "idle"}>
                Make new secret
              </Button>
            </Group>
          </Stack>
        </rotate.Form>
      ) : null}
    </Modal>
  );
}

/**
 * Sends the hook a `webhook.test` event, says in a toast how the endpoint answered (a failure as an error), then opens
 * its deliveries, where the attempt shows.
 */
function SendTestButton({ hook }: { hook: WebhookJson }) {
  const test = useFetcher<WebhooksActionResult>({ key: `webhook-test-${hook.id}` });
  const navigate = useNavigate();
  useActionResult(test.data, {
    successToast: false,
    onSuccess: (result) => {
      if (result.message) (result.data?.delivered ? toast.success : toast.error)(result.message);
      navigate(`?hook=${hook.id}`, { preventScrollReset: true, replace: true });
    },
  });
  return (
    <test.Form method="post">
      <input type="hidden" name="intent" value="test" />
      <input type="hidden" name="id" value={hook.id} />
      <Button
        type="submit"
        size="xs"
        variant="default"
        disabled={!hook.active}
        title={hook.active ? undefined : "Turn the webhook on to send a test event"}
        loading={test.state !== "idle"}
      >
        Send test event
      </Button>
    </test.Form>
  );
}

function Deliveries({ deliveries, active }: { deliveries: WebhooksData["deliveries"]; active: boolean }) {
  const navigation = useNavigation();
  const redeliver = useFetcher<WebhooksActionResult>({ key: "webhook-redeliver" });
  useActionResult(redeliver.data);
  if (navigation.state === "loading" && deliveries.length === 0) return <Text size="sm">Loading deliveries…</Text>;
  if (deliveries.length === 0)
    return (
      <Text size="sm" c="dimmed">
        Nothing sent yet. Deliveries show here once one of its events happens, or after “Send test event”.
      </Text>
    );
  return (
    <Stack gap="xs" mt="xs" aria-label="Deliveries">
      <Title order={3} size="h5">
        Newest deliveries
      </Title>
      {deliveries.map((d) => {
        const state = STATE_LABELS[d.state];
        return (
          <Paper key={d.id} withBorder p="xs">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <div>
                <Text size="sm" fw={600}>
                  {eventLabel(d.event_type)}
                </Text>
                <Text size="xs" c="dimmed">
                  {when(d.created_at)} · {d.attempts} attempt{d.attempts === 1 ? "" : "s"}
                  {d.redelivery_of ? " · sent again by hand" : ""}
                </Text>
              </div>
              <Group gap="xs">
                <Badge color={state.color}>{state.label}</Badge>
                <redeliver.Form method="post">
                  <input type="hidden" name="intent" value="redeliver" />
                  <input type="hidden" name="deliveryId" value={d.id} />
                  <Button
                    type="submit"
                    size="xs"
                    variant="default"
                    disabled={!active}
                    loading={redeliver.state !== "idle"}
                  >
                    Send again
                  </Button>
                </redeliver.Form>
              </Group>
            </Group>
            {d.log.length ? (
              <Stack gap={2} mt={4} component="ol" style={{ paddingLeft: "1.2em", margin: 0 }}>
                {d.log.map((a) => (
                  <Text key={a.attempt} size="xs" component="li">
                    {a.status_code ?? "no answer"} in {a.duration_ms} ms{a.error ? ` — ${a.error}` : ""}
                  </Text>
                ))}
              </Stack>
            ) : null}
          </Paper>
        );
      })}
    </Stack>
  );
}
