// /messages/new: write to the people chosen on the list (its selection, or everyone matching its filters).
// For e2e specs: heading "New message", the recipients line ("To the 3 selected …" / "To everyone matching the
// list's filters"), the links "Past messages" and "Message templates", then the ComposeForm (see there).
import { Alert, Anchor, Card, Group, Stack, Text, Title } from "@mantine/core";
import { Link, useLoaderData } from "@remix-run/react";
import brand from "~brand";
import { ComposeForm } from "./ComposeForm";
import type { loadCompose } from "./messaging.server";

export function ComposePage() {
  const { audience, query, templates, canSaveTemplate } = useLoaderData<typeof loadCompose>();
  const people = brand.wording.people;
  const who =
    audience.kind === "ids"
      ? audience.ids.length === 1
        ? `1 selected person`
        : `${audience.ids.length} selected ${people}`
      : `everyone matching the list's filters`;
  return (
    <Stack gap="md" maw={760}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={1} size="h2">
          New message
        </Title>
        <Group gap="md">
          <Anchor component={Link} to="/messages" size="sm">
            Past messages
          </Anchor>
          <Anchor component={Link} to="/messages/templates" size="sm">
            Message templates
          </Anchor>
        </Group>
      </Group>
      {audience.kind === "none" ? (
        <Alert color="yellow" title="Nobody chosen yet">
          Choose the {people} to write to on the{" "}
          <Anchor component={Link} to="/candidates">
            {brand.wording.candidates} list
          </Anchor>
          : select them, or filter the list, then use “Message”.
        </Alert>
      ) : (
        <Card withBorder padding="lg">
          <Stack gap="sm">
            <Text size="sm">To {who}.</Text>
            <ComposeForm
              templates={templates}
              audience={query}
              recipientsLabel={who}
              fetcherKey="compose-message"
              canSaveTemplate={canSaveTemplate}
            />
          </Stack>
        </Card>
      )}
    </Stack>
  );
}
