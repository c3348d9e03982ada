import { Button, Center, Paper, PasswordInput, Stack, Text, Title } from "@mantine/core";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import brand from "~brand";
import { PASSWORD_RULES_TEXT, passwordProblem } from "~domain/password";
import { clearPendingNewPassword, readPendingNewPassword } from "~/auth/new-password.server";
import { documentRedirect } from "~/auth/sign-in.server";
import { BrandLogo } from "~/ui/BrandLogo";
import { toast } from "~/ui/toasts";

/** A user signed in with a temporary password chooses their own before entering (layout-free). */
export function loader({ request, context }: LoaderFunctionArgs) {
  if (!readPendingNewPassword(request, context)) throw redirect("/login");
  return null;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const pending = readPendingNewPassword(request, context);
  const { idp } = context.services;
  if (!pending || !idp) throw redirect("/login");
  const form = await request.formData();
  const password = String(form.get("password") ?? "");
  const confirm = String(form.get("confirm") ?? "");
  const problem = passwordProblem(password);
  if (problem) return data({ field: "password", error: `Password ${problem}` });
  if (password !== confirm) return data({ field: "confirm", error: "The two passwords differ" });
  const result = await idp.accounts.completeNewPassword(pending.accountId, password);
  if (!result.ok && result.error === "not_required") throw redirect("/login");
  if (!result.ok) return data({ field: "password", error: `Password ${result.message}` });
  if (!(await idp.hasInteraction(pending.uid))) throw documentRedirect("/login");
  const headers = new Headers({ "Set-Cookie": clearPendingNewPassword(context) });
  throw documentRedirect(await idp.issueLoginTicket(pending.uid, pending.accountId), headers);
}

export default function PasswordUpdateNeeded() {
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  useEffect(() => {
    if (actionData?.error) toast.error(actionData.error);
  }, [actionData]);
  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-gray-0)">
      <Paper withBorder shadow="sm" p="xl" w="100%" maw={440} component="main">
        <Stack gap="md">
          <Center>
            <BrandLogo height={40} />
          </Center>
          <Title order={1} size="h3">
            Choose your own password
          </Title>
          <Text size="sm">You signed in with a temporary password. Choose a new one to continue.</Text>
          <Text size="sm" c="dimmed" id="password-rules">
            {PASSWORD_RULES_TEXT}
          </Text>
          <Form method="post">
            <Stack gap="sm">
              <PasswordInput
                label="New password"
                name="password"
                autoComplete="new-password"
                required
                aria-describedby="password-rules"
                error={actionData?.field === "password" ? actionData.error : undefined}
              />
              <PasswordInput
                label="Repeat the new password"
                name="confirm"
                autoComplete="new-password"
                required
                error={actionData?.field === "confirm" ? actionData.error : undefined}
              />
              <Button type="submit" loading={busy}>
                Save and continue
              </Button>
            </Stack>
          </Form>
        </Stack>
      </Paper>
    </Center>
  );
}

export const meta: MetaFunction = () => [{ title: `Choose a password | ${brand.name}` }];
