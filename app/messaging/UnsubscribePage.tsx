// /unsubscribe/{token} (public, opened from a message e-mail): confirm, then "You are unsubscribed". A mail client's
// one-click unsubscribe goes straight to the API instead (List-Unsubscribe-Post).
// For e2e specs: heading "Unsubscribe", the button "Unsubscribe", then the heading "You are unsubscribed".
import { Button, Card, Center, Stack, Text, Title } from "@mantine/core";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import brand from "~brand";
import type { loadUnsubscribe, unsubscribeAction } from "./messaging.server";

export function UnsubscribePage() {
  const info = useLoaderData<typeof loadUnsubscribe>();
  const done = useActionData<typeof unsubscribeAction>();
  const navigation = useNavigation();
  const unsubscribed = done?.unsubscribed ?? info.unsubscribed;
  return (
    <Center mih="100vh" p="md">
      <Card withBorder padding="xl" maw={480} w="100%" component="main">
        <Stack gap="md">
          <Text fw={700} c="dimmed" size="sm">
            {brand.name}
          </Text>
          {unsubscribed ? (
            <>
              <Title order={1} size="h3">
                You are unsubscribed
              </Title>
              <Text>
                {info.address} will receive no more messages from {info.company_name}. E-mails you need for an account
                (such as a password reset) still arrive.
              </Text>
            </>
          ) : (
            <>
              <Title order={1} size="h3">
                Unsubscribe
              </Title>
              <Text>
                Stop messages from {info.company_name} to {info.address}?
              </Text>
              <Form method="post">
                <Button type="submit" loading={navigation.state !== "idle"} fullWidth>
                  Unsubscribe
                </Button>
              </Form>
            </>
          )}
        </Stack>
      </Card>
    </Center>
  );
}
