import { Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useFetcher, useNavigation } from "@remix-run/react";
import { useActionResult } from "~/ui/action";
import { eventLabel, STATE_LABELS, when } from "./model";
import type { WebhooksActionResult, WebhooksData } from "./webhooks.server";

/** A webhook's newest deliveries with each attempt's answer, and "Send again" for each. */
export function WebhookDeliveries({ deliveries, active }: { deliveries: WebhooksData["deliveries"]; active: boolean }) {
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
