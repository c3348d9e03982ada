// /profile: the signed-in user's names, and their password (not while acting as another user).
import { Alert, Button, Card, Group, PasswordInput, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import type { SerializeFrom } from "@remix-run/node";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { NewPasswordInput, PasswordRules } from "~/auth/AuthFrame";
import { useActionResult } from "~/ui/action";
import type { loadProfile, profileAction } from "./profile.server";

/** The loader's answer (app/users/profile.server.ts). */
export type ProfileData = SerializeFrom<typeof loadProfile>;

const NAME_FIELDS = [
  { name: "first", label: "First name" },
  { name: "last", label: "Last name" },
] as const;

export function ProfilePage({ profile, proxy }: ProfileData) {
  const result = useActionData<typeof profileAction>();
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
        <FormCard intent="name" title="Details">
          {NAME_FIELDS.map(({ name, label }) => (
            <TextInput
              label={label}
              name={name}
              defaultValue={kept(name) ?? profile[name]}
              required
              error={errors("name")[name]}
              // A new key when the saved name changes, so the field shows it.
              key={`${name}-${profile[name]}`}
            />
          ))}
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
        </FormCard>
        <FormCard intent="password" title="Password">
          {proxy ? (
            <Alert color="yellow">Passwords cannot be changed while you act as another user.</Alert>
          ) : (
            <>
              <PasswordRules />
              <input type="email" name="username" autoComplete="username" value={profile.email} readOnly hidden />
              <PasswordInput
                label="Current password"
                name="currentPassword"
                autoComplete="current-password"
                required
                error={errors("password").currentPassword}
              />
              <NewPasswordInput label="New password" name="newPassword" error={errors("password").newPassword} />
              <Group justify="flex-end">
                <Button type="submit" loading={busy("password")}>
                  Change password
                </Button>
              </Group>
            </>
          )}
        </FormCard>
      </SimpleGrid>
    </Stack>
  );
}

/** One of the page's forms on its card: its intent, its heading and its fields. */
function FormCard({ intent, title, children }: { intent: string; title: string; children: ReactNode }) {
  return (
    <Card withBorder padding="lg">
      <Form method="post">
        <input type="hidden" name="intent" value={intent} />
        <Stack gap="sm">
          <Title order={2} size="h4">
            {title}
          </Title>
          {children}
        </Stack>
      </Form>
    </Card>
  );
}
