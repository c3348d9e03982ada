import { Alert, Button, Card, Group, PasswordInput, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import brand from "~brand";
import { PASSWORD_RULES_TEXT } from "~domain/password";
import { requireUser } from "~/auth/user.server";
import { profileAction } from "~/profile/actions.server";
import { useActionResult } from "~/ui/action";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { profile, proxy } = await requireUser(request, context);
  return { profile, proxy };
}

export const action = ({ request, context }: ActionFunctionArgs) => profileAction(request, context);

export default function Profile() {
  const { profile, proxy } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const form = useActionResult(result);
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
  const errors = (intent: string) => (result?.intent === intent ? form.errors : {});
  const kept = (name: string) => (result?.intent === "name" ? form.value(name) : undefined);

  return (
    <Stack gap="lg" maw={880}>
      <Title order={1} size="h2">
        Your profile
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder padding="lg">
          <Form method="post">
            <input type="hidden" name="intent" value="name" />
            <Stack gap="sm">
              <Title order={2} size="h4">
                Details
              </Title>
              <TextInput
                label="First name"
                name="first"
                defaultValue={kept("first") ?? profile.first}
                required
                error={errors("name").first}
                key={`f-${profile.first}`}
              />
              <TextInput
                label="Last name"
                name="last"
                defaultValue={kept("last") ?? profile.last}
                required
                error={errors("name").last}
                key={`l-${profile.last}`}
              />
              <TextInput
                label="E-mail"
                value={profile.email}
                readOnly
                description="Ask a user manager to change your e-mail address."
              />
              <Text size="sm" c="dimmed">
                {profile.company.name} · {profile.auth_role.replace("_", " ").toLowerCase()}
              </Text>
              <Group justify="flex-end">
                <Button type="submit" loading={busy("name")}>
                  Save
                </Button>
              </Group>
            </Stack>
          </Form>
        </Card>
        <Card withBorder padding="lg">
          <Form method="post">
            <input type="hidden" name="intent" value="password" />
            <Stack gap="sm">
              <Title order={2} size="h4">
                Password
              </Title>
              {proxy ? (
                <Alert color="yellow">Passwords cannot be changed while you act as another user.</Alert>
              ) : (
                <>
                  <Text size="sm" c="dimmed" id="password-rules">
                    {PASSWORD_RULES_TEXT}
                  </Text>
                  <input type="email" name="username" autoComplete="username" value={profile.email} readOnly hidden />
                  <PasswordInput
                    label="Current password"
                    name="currentPassword"
                    autoComplete="current-password"
                    required
                    error={errors("password").currentPassword}
                  />
                  <PasswordInput
                    label="New password"
                    name="newPassword"
                    autoComplete="new-password"
                    required
                    aria-describedby="password-rules"
                    error={errors("password").newPassword}
                  />
                  <Group justify="flex-end">
                    <Button type="submit" loading={busy("password")}>
                      Change password
                    </Button>
                  </Group>
                </>
              )}
            </Stack>
          </Form>
        </Card>
      </SimpleGrid>
    </Stack>
  );
}

export const meta: MetaFunction = () => [{ title: `Profile | ${brand.name}` }];
