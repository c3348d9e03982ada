// The conversation on a person's report: every e-mail and SMS sent to them, newest first, with its result, and a
// form to write to them. It comes with the report (a fetcher of its own was cut off by every navigation away, and
// its errors took over the whole page); while a message waits for its result, /survey-results/{id}/messages is
// asked again.
// For e2e specs: region "Messages" (heading level 2); the list "Conversation" with one listitem per message (its
// subject or "SMS", the status badge "Sent" / "Skipped" / "Failed" / "Waiting" and the reason); the button
// "Write a message" opens the ComposeForm (see there).
import { Alert, Badge, Button, Card, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { ComposeForm } from "./ComposeForm";
import type { Conversation, loadConversation } from "./messaging.server";
import { sentAtText, STATUS_COLORS, STATUS_LABELS } from "./model";

export function ConversationPanel({
  surveyResultId,
  conversation,
  name,
  className,
}: {
  surveyResultId: number;
  conversation: Conversation;
  name: string;
  className?: string;
}) {
  const href = `/survey-results/${surveyResultId}/messages`;
  const loader = useFetcher<typeof loadConversation>({ key: `conversation-${surveyResultId}` });
  const [writing, setWriting] = useState(false);
  const { load } = loader;
  // The report's revalidation (after a send) and the poll both bring news; the later one wins.
  const [data, setData] = useState(conversation);
  useEffect(() => setData(conversation), [conversation]);
  useEffect(() => {
    if (loader.state === "idle" && loader.data !== undefined) setData(loader.data);
  }, [loader.state, loader.data]);
  // A sent message gets its result from the queue a moment later: look again while any is still waiting.
  const waiting = data?.messages.some((m) => m.status === "pending" || m.status === "sending");
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => load(href), 1500);
    return () => clearTimeout(timer);
  }, [waiting, load, href, data]);
  const retry = () => load(href);
  return (
    <Card withBorder padding="lg" className={className} component="section" aria-labelledby="messages">
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} size="h4" id="messages">
          Messages
        </Title>
        {data && !writing ? (
          <Button size="xs" variant="light" onClick={() => setWriting(true)}>
            Write a message
          </Button>
        ) : null}
      </Group>
      {!data ? (
        loader.state === "idle" ? (
          <Alert color="red" title="The messages could not be loaded">
            <Button size="xs" variant="light" onClick={retry}>
              Try again
            </Button>
          </Alert>
        ) : (
          <Loader size="sm" aria-label="Loading messages" />
        )
      ) : (
        <Stack gap="sm">
          {writing ? (
            <Card withBorder padding="sm">
              <ComposeForm
                templates={data.templates}
                action={href}
                audience=""
                recipientsLabel={name}
                fetcherKey={`write-${surveyResultId}`}
              />
              <Group justify="flex-end" mt="xs">
                <Button size="xs" variant="subtle" onClick={() => setWriting(false)}>
                  Close
                </Button>
              </Group>
            </Card>
          ) : null}
          {data.messages.length === 0 ? (
            <Text size="sm" c="dimmed">
              No messages yet.
            </Text>
          ) : (
            <Stack
              gap="xs"
              component="ul"
              aria-label="Conversation"
              style={{ listStyle: "none", padding: 0, margin: 0 }}
            >
              {data.messages.map((m) => (
                <li key={m.id}>
                  <Stack gap={2}>
                    <Group gap="xs" wrap="wrap">
                      <Text size="sm" fw={500}>
                        {m.channel === "email" ? m.subject || "E-mail" : "SMS"}
                      </Text>
                      <Badge size="sm" color={STATUS_COLORS[m.status]} variant="light">
                        {STATUS_LABELS[m.status]}
                      </Badge>
                    </Group>
                    <Text size="xs" c="dimmed">
                      {sentAtText(m.sent_at ?? m.created_at)}
                      {m.to ? ` · to ${m.to}` : ""}
                      {m.sent_by ? ` · by ${m.sent_by}` : ""}
                      {m.reason ? ` · ${m.reason}` : ""}
                    </Text>
                    {m.text ? (
                      <Text size="sm" lineClamp={4} style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                        {m.text}
                      </Text>
                    ) : null}
                  </Stack>
                </li>
              ))}
            </Stack>
          )}
        </Stack>
      )}
    </Card>
  );
}
