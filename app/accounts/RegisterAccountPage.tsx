// /auth/register: self-service sign-up of a company and its first owner, then "check your e-mail".
import { Anchor, Button, Group, Stack, Text, TextInput, Title, type TextInputProps } from "@mantine/core";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import brand from "~brand";
import { AuthFrame } from "~/auth/AuthFrame";
import { useActionResult, type ActionFields } from "~/ui/action";
import { REGISTER_LABELS, type RegisterField } from "./register";
import type { registerAction } from "./register.server";

export function RegisterAccountPage() {
  const result = useActionData<typeof registerAction>();
  const form = useActionResult(result);
  const busy = useNavigation().state !== "idle";

  return (
    <AuthFrame maw={520}>
      {result?.ok ? (
        <>
          <Title order={1} size="h3">
            Check your e-mail
          </Title>
          <Text>
            We have sent a link to <strong>{result.data.email}</strong>. Open it to confirm your address and choose your
            password; then sign in to your new {brand.name} account. The link works for 7 days.
          </Text>
          <Text size="sm" c="dimmed">
            No e-mail after a few minutes? Check your spam folder, or register again to get a new link.
          </Text>
        </>
      ) : (
        <>
          <div>
            <Title order={1} size="h3">
              Create your {brand.name} account
            </Title>
            <Text size="sm" c="dimmed">
              Register your company and become its account owner. You can invite your team afterwards.
            </Text>
          </div>
          <Form method="post" noValidate>
            <Stack gap="sm">
              <RegisterInput fields={form} name="company_name" autoComplete="organization" />
              <RegisterInput fields={form} name="industry" placeholder="e.g. Healthcare, Retail, Logistics" />
              <Group grow align="flex-start" wrap="wrap">
                <RegisterInput fields={form} name="first" autoComplete="given-name" miw={180} />
                <RegisterInput fields={form} name="last" autoComplete="family-name" miw={180} />
              </Group>
              <RegisterInput fields={form} name="email" type="email" autoComplete="email" />
              <Button type="submit" loading={busy} mt="xs">
                Create account
              </Button>
            </Stack>
          </Form>
        </>
      )}
      <Text size="sm" ta="center">
        Already have an account?{" "}
        <Anchor component={Link} to="/login">
          Sign in
        </Anchor>
      </Text>
    </AuthFrame>
  );
}

/** A required field of the form: its label, and what was sent and its problem after a refusal. */
function RegisterInput({ fields, name, ...props }: { fields: ActionFields; name: RegisterField } & TextInputProps) {
  return (
    <TextInput
      label={REGISTER_LABELS[name]}
      name={name}
      required
      defaultValue={fields.value(name)}
      error={fields.error(name)}
      {...props}
    />
  );
}
