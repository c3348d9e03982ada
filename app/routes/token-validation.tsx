import { Alert, Anchor, Button, Center, Paper, PasswordInput, Stack, Text, Title } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import brand from "~brand";
import { PASSWORD_RULES_TEXT } from "~domain/password";
import { checkSetUpLink, setUpAction } from "~/accounts/set-up.server";
import { BrandLogo } from "~/ui/BrandLogo";
import { useActionResult } from "~/ui/action";

/** An account set-up link: check it, then let the user choose a password (public, no layout). */
export const loader = ({ request, context }: LoaderFunctionArgs) => checkSetUpLink(request, context);

export const action = ({ request, context }: ActionFunctionArgs) => setUpAction(request, context);

export default function TokenValidation() {
  const { token, status, email } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const form = useActionResult(result);
  const busy = useNavigation().state !== "idle";
  const resent = result?.ok && result.intent === "resend";

  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-gray-0)">
      <Paper withBorder shadow="sm" p="xl" w="100%" maw={460} component="main">
        <Stack gap="md">
          <Center>
            <BrandLogo height={40} />
          </Center>
          {status === "valid" ? (
            <>
              <Title order={1} size="h3">
                Set up your {brand.name} account
              </Title>
              <Text size="sm">
                Choose a password for <strong>{email}</strong>.
              </Text>
              <Text size="sm" c="dimmed" id="password-rules">
                {PASSWORD_RULES_TEXT}
              </Text>
              <Form method="post">
                <input type="hidden" name="token" value={token} />
                <input type="hidden" name="email" value={email ?? ""} />
                <input type="hidden" name="intent" value="set-up" />
                <Stack gap="sm">
                  <input type="email" name="username" autoComplete="username" value={email ?? ""} readOnly hidden />
                  <PasswordInput
                    label="Password"
                    name="password"
                    autoComplete="new-password"
                    required
                    aria-describedby="password-rules"
                    error={form.error("password")}
                  />
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
        </Stack>
      </Paper>
    </Center>
  );
}

export const meta: MetaFunction = () => [{ title: `Set up your account | ${brand.name}` }];
