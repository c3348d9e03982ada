import { Alert, Anchor, Button, Stack, Text, Title } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import brand from "~brand";
import { checkSetUpLink, setUpAction } from "~/accounts/set-up.server";
import { AuthFrame, NewPasswordInput, PasswordRules } from "~/auth/AuthFrame";
import { useActionResult } from "~/ui/action";

/** An account set-up link: check it, then let the user choose a password (public, no layout). */
export const loader = (args: LoaderFunctionArgs) => checkSetUpLink(args);

export const action = (args: ActionFunctionArgs) => setUpAction(args);

export default function TokenValidation() {
  const { token, status, email } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const form = useActionResult(result);
  const busy = useNavigation().state !== "idle";
  const resent = result?.ok && result.intent === "resend";

  return (
    <AuthFrame maw={460}>
      {status === "valid" ? (
        <>
          <Title order={1} size="h3">
            Set up your {brand.name} account
          </Title>
          <Text size="sm">
            Choose a password for <strong>{email}</strong>.
          </Text>
          <PasswordRules />
          <Form method="post">
            <input type="hidden" name="token" value={token} />
            <input type="hidden" name="email" value={email ?? ""} />
            <input type="hidden" name="intent" value="set-up" />
            <Stack gap="sm">
              <input type="email" name="username" autoComplete="username" value={email ?? ""} readOnly hidden />
              <NewPasswordInput label="Password" name="password" error={form.error("password")} />
              <Button type="submit" loading={busy}>
                Set password
              </Button>
            </Stack>
          </Form>
        </>
      ) : (
        <>
          <Title order={1} size="h3">
            {status === "expired"
              ? "This link has expired"
              : status === "used"
                ? "This link was already used"
                : "This link is not valid"}
          </Title>
          <Alert color="yellow">
            {status === "invalid"
              ? "Check that you opened the whole link from your e-mail, or ask whoever invited you to send a new one."
              : status === "used"
                ? "Your password has already been set with this link. Sign in, or request a new link if you need one."
                : "Set-up links work for 7 days. Request a new one and we will e-mail it to you."}
          </Alert>
          {status !== "invalid" &&
            (resent ? (
              <Text>A new link is on its way to your inbox.</Text>
            ) : (
              <Form method="post">
                <input type="hidden" name="token" value={token} />
                <input type="hidden" name="intent" value="resend" />
                <Button type="submit" loading={busy} variant="light">
                  Send me a new link
                </Button>
              </Form>
            ))}
        </>
      )}
      <Anchor component={Link} to="/login" size="sm" ta="center">
        Go to sign-in
      </Anchor>
    </AuthFrame>
  );
}

export const meta: MetaFunction = () => [{ title: `Set up your account | ${brand.name}` }];
