import { Anchor, Button, Center, Paper, PasswordInput, Stack, Text, TextInput, Title } from "@mantine/core";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import brand from "~brand";
import { errorMessage } from "~domain/errors";
import { PASSWORD_RULES_TEXT, passwordProblem } from "~domain/password";
import { apiClient, ApiRequestError } from "~/api/client.server";
import { toastFlashFor } from "~/toast.server";
import { BrandLogo } from "~/ui/BrandLogo";
import { toast } from "~/ui/toasts";

export function loader({ request }: LoaderFunctionArgs) {
  return { token: new URL(request.url).searchParams.get("token") };
}

type ActionData =
  | { step: "requested"; email: string }
  | { step: "request"; error: string; email: string }
  | { step: "reset"; error: string; fieldErrors?: Record<string, string> };

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const api = apiClient(context, null);
  if (form.get("intent") === "request") {
    const email = String(form.get("email") ?? "")
      .trim()
      .toLowerCase();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
      return data<ActionData>({ step: "request", error: errorMessage("RESET_INVALID_EMAIL"), email });
    }
    try {
      await api.post("/users/forgot-password", { email });
      return data<ActionData>({ step: "requested", email });
    } catch (error) {
      const exceeded = error instanceof ApiRequestError && error.status === 429;
      const code = exceeded ? "RESET_ATTEMPTS_EXCEEDED" : "RESET_INVALID_EMAIL";
      return data<ActionData>({ step: "request", error: errorMessage(code), email });
    }
  }
  const resetToken = String(form.get("token") ?? "");
  const newPassword = String(form.get("newPassword") ?? "");
  const problem = passwordProblem(newPassword);
  if (problem)
    return data<ActionData>({
      step: "reset",
      error: `Password ${problem}`,
      fieldErrors: { newPassword: `Password ${problem}` },
    });
  try {
    await api.put("/users/reset-password", { resetToken, newPassword });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 429) {
      return data<ActionData>({ step: "reset", error: errorMessage("RESET_ATTEMPTS_EXCEEDED") });
    }
    if (error instanceof ApiRequestError && error.status === 400) {
      const field = error.errors.find((e) => e.path === "newPassword");
      if (field)
        return data<ActionData>({
          step: "reset",
          error: `Password ${field.message}`,
          fieldErrors: { newPassword: `Password ${field.message}` },
        });
      return data<ActionData>({
        step: "reset",
        error: "This reset link is invalid or has expired. Request a new one.",
      });
    }
    return data<ActionData>({ step: "reset", error: errorMessage("GENERIC_ERROR") });
  }
  throw await toastFlashFor(context.services).redirectWithToast("/login", {
    kind: "success",
    message: "Your password has been changed. Sign in with your new password.",
  });
}

export default function ForgotPassword() {
  const { token } = useLoaderData<typeof loader>();
  const actionData = useActionData<ActionData>();
  const busy = useNavigation().state !== "idle";

  useEffect(() => {
    if (actionData && "error" in actionData) toast.error(actionData.error);
  }, [actionData]);

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
                    error={actionData?.step === "reset" ? actionData.fieldErrors?.newPassword : undefined}
                  />
                  <Button type="submit" loading={busy}>
                    Set new password
                  </Button>
                </Stack>
              </Form>
            </>
          ) : actionData?.step === "requested" ? (
            <>
              <Title order={1} size="h3">
                Check your e-mail
              </Title>
              <Text>
                If <strong>{actionData.email}</strong> has a {brand.name} account, we have sent it a link to choose a
                new password. The link works for one hour.
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
                    defaultValue={actionData?.step === "request" ? actionData.email : ""}
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
