// The SMS outbox beside the e-mail outbox on /outbox: where the default SMS port keeps text messages.
import { Card, Stack, Text, Title } from "@mantine/core";
import type { z } from "zod";
import type { smsOutboxJson } from "../../api/messaging/contract";

export function SmsOutbox({ messages }: { messages: z.infer<typeof smsOutboxJson>[] }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="sms-outbox">
      <Title order={2} size="h3" id="sms-outbox">
        SMS outbox
      </Title>
      {messages.length === 0 ? (
        <Text size="sm">No text messages yet.</Text>
      ) : (
        messages.map((m) => (
          <Card key={m.id} withBorder component="article" aria-label={`SMS to ${m.to}`}>
            <Text size="xs" c="dimmed">
              To {m.to} · {new Date(m.created_at).toUTCString()}
            </Text>
            <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
              {m.body}
            </Text>
          </Card>
        ))
      )}
    </Stack>
  );
}
