// /unsubscribe/{token} (public, opened from a message e-mail): confirm, then "You are unsubscribed", in the person's
// language (the `rights` messages). A mail client's one-click unsubscribe goes straight to the API instead
// (List-Unsubscribe-Post).
// For e2e specs: heading "Unsubscribe", the button "Unsubscribe", then the heading "You are unsubscribed".
import { Button, Card, Center, Group, Stack, Text, Title } from "@mantine/core";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import brand from "~brand";
import { LanguageSwitcher } from "~/i18n/LanguageSwitcher";
import { useT } from "~/i18n/useT";
import type { loadUnsubscribe, unsubscribeAction } from "./messaging.server";

export function UnsubscribePage() {
  const info = useLoaderData<typeof loadUnsubscribe>();
  const done = useActionData<typeof unsubscribeAction>();
  const navigation = useNavigation();
  const t = useT();
  const unsubscribed = done?.unsubscribed ?? info.unsubscribed;
  const values = { company: info.company_name, address: info.address };
  return (
    <Center mih="100vh" p="md">
      <Card withBorder padding="xl" maw={480} w="100%" component="main">
        <Stack gap="md">
          <Group justify="space-between" wrap="nowrap">
            <Text fw={700} c="dimmed" size="sm">
              {brand.name}
            </Text>
            <LanguageSwitcher />
          </Group>
          {unsubscribed ? (
            <>
              <Title order={1} size="h3">
                {t("rights.unsubscribe.done.title")}
              </Title>
              <Text>{t("rights.unsubscribe.done.text", values)}</Text>
            </>
          ) : (
            <>
              <Title order={1} size="h3">
                {t("rights.unsubscribe.title")}
              </Title>
              <Text>{t("rights.unsubscribe.question", values)}</Text>
              <Form method="post">
                <Button type="submit" loading={navigation.state !== "idle"} fullWidth>
                  {t("rights.unsubscribe.button")}
                </Button>
              </Form>
            </>
          )}
        </Stack>
      </Card>
    </Center>
  );
}
