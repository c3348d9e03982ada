import { Anchor, Card, Group, Stack, Text, TextInput, Title } from "@mantine/core";
import type { SerializeFrom } from "@remix-run/node";
import { Form, Link } from "@remix-run/react";
import { SmsOutbox } from "~/messaging/SmsOutbox";
import type { loadOutbox } from "./outbox.server";

export type OutboxData = SerializeFrom<typeof loadOutbox>;

/** Links in plain-text e-mails, made clickable. */
function Linkified({ text }: { text: string }) {
  const parts = text.split(/(https?:\/\/\S+)/g);
  return (
    <Text component="pre" style={{ whiteSpace: "pre-wrap", fontFamily: "inherit" }} size="sm">
      {parts.map((part, i) =>
        /^https?:\/\//.test(part) ? (
          <Anchor key={i} href={part}>
            {part}
          </Anchor>
        ) : (
          part
        ),
      )}
    </Text>
  );
}

export function OutboxPage({ emails, sms, to }: OutboxData) {
  return (
    <Stack gap="md" maw={900}>
      <Title order={1} size="h2">
        E-mail outbox
      </Title>
      <Text c="dimmed" size="sm">
        Without an SMTP server, e-mails are kept here instead of being sent. Only super admins outside production see
        them.{" "}
        <Anchor component={Link} to="/settings/mail-templates">
          Edit the e-mails' texts
        </Anchor>
      </Text>
      <Form method="get">
        <Group align="flex-end">
          <TextInput label="Recipient" name="to" type="email" defaultValue={to} placeholder="name@company.com" />
        </Group>
      </Form>
      {emails.length === 0 ? (
        <Text>No e-mails{to ? ` to ${to}` : ""} yet.</Text>
      ) : (
        emails.map((email) => (
          <Card key={email.id} withBorder component="article" aria-label={email.subject}>
            <Stack gap={4}>
              <Text fw={600}>{email.subject}</Text>
              <Text size="xs" c="dimmed">
                To {email.to} · {new Date(email.created_at).toUTCString()} · {email.template}
              </Text>
              <Linkified text={email.text} />
            </Stack>
          </Card>
        ))
      )}
      <SmsOutbox messages={sms} />
    </Stack>
  );
}
