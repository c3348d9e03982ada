import { Anchor, Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import brand from "~brand";
import { PASSWORD_RULES_TEXT } from "~domain/password";
import { resetPasswordAction } from "~/accounts/reset-password.server";
import { BrandLogo } from "~/ui/BrandLogo";
import { useActionResult } from "~/ui/action";

export function loader({ request }: LoaderFunctionArgs) {
  return { token: new URL(request.url).searchParams.get("token") };
}

export const action = ({ request, context }: ActionFunctionArgs) => resetPasswordAction(request, context);

export default function ForgotPassword() {
  const { token } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const form = useActionResult(result);
  const busy = useNavigation().state !== "idle";
  const requested = result?.ok && result.intent === "request" ? result.data : null;

  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-gray-0)">
      <Paper withBorder shadow="sm" p="xl" w="100%" maw={440} component="main">
        <Stack gap="md">
          <Center>
            <BrandLogo height={40} />
          </Center>
          {token ? (
            <>
              <Title order={1} size="h3">
                Choose a new password
              </Title>
              <Text size="sm" c="dimmed" id="password-rules">
                {PASSWORD_RULES_TEXT}
              </Text>
              <Form method="post">
                <input type="hidden" name="intent" value="reset" />
                <input type="hidden" name="token" value={token} />
                <Stack gap="sm">
                  <PasswordInput
                    label="New password"
                    name="newPassword"
                    autoComplete="new-password"
                    required
                    aria-describedby="password-rules"
                    error={form.error("newPassword")}
                  />
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
                  <TextInput
                    label="E-mail"
                    name="email"
                    type="email"
                    autoComplete="username"
                    required
                    defaultValue={form.value("email") ?? ""}
                  />
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
        </Stack>
      </Paper>
    </Center>
  );
}

export const meta: MetaFunction = () => [{ title: `Reset password | ${brand.name}` }];
