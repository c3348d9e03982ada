// /forgot-password: ask for a reset link by e-mail, or (opened from the link) choose the new password.
import { Anchor, Button, Stack, Text, Title } from "@mantine/core";
import type { SerializeFrom } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import brand from "~brand";
import { AuthFrame, NewPasswordInput, PasswordRules, SignInEmailInput } from "~/auth/AuthFrame";
import { useActionResult } from "~/ui/action";
import type { loadResetPassword, resetPasswordAction } from "./reset-password.server";

/** The loader's answer (app/accounts/reset-password.server.ts). */
export type ForgotPasswordData = SerializeFrom<typeof loadResetPassword>;

export function ForgotPasswordPage({ token }: ForgotPasswordData) {
  const result = useActionData<typeof resetPasswordAction>();
  const form = useActionResult(result);
  const busy = useNavigation().state !== "idle";
  const requested = result?.ok && result.intent === "request" ? result.data : null;

  return (
    <AuthFrame maw={440}>
      {token ? (
        <>
          <Title order={1} size="h3">
            Choose a new password
          </Title>
          <PasswordRules />
          <Form method="post">
            <input type="hidden" name="intent" value="reset" />
            <input type="hidden" name="token" value={token} />
            <Stack gap="sm">
              <NewPasswordInput label="New password" name="newPassword" error={form.error("newPassword")} />
              <Button type="submit" loading={busy}>
                Set new password
              </Button>
            </Stack>
          </Form>
        </>
      ) : requested ? (
        <>
          <Title order={1} size="h3">
            Check your e-mail
          </Title>
          <Text>
            If <strong>{requested.email}</strong> has a {brand.name} account, we have sent it a link to choose a new
            password. The link works for one hour.
          </Text>
        </>
      ) : (
        <>
          <Title order={1} size="h3">
            Reset your password
          </Title>
          <Text size="sm" c="dimmed">
            Enter the e-mail address you sign in with and we will send you a reset link.
          </Text>
          <Form method="post">
            <input type="hidden" name="intent" value="request" />
            <Stack gap="sm">
              <SignInEmailInput defaultValue={form.value("email") ?? ""} />
              <Button type="submit" loading={busy}>
                Send reset link
              </Button>
            </Stack>
          </Form>
        </>
      )}
      <Anchor component={Link} to="/login" size="sm" ta="center">
        Back to sign-in
      </Anchor>
    </AuthFrame>
  );
}
