import { Alert, Anchor, Button, Center, Paper, PasswordInput, Stack, Text, Title } from "@mantine/core";
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

type TokenStatus = "valid" | "expired" | "used" | "invalid";

/** An account set-up link: check it, then let the user choose a password (public, no layout). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  if (token.length < 16) return { token, status: "invalid" as TokenStatus, email: null };
  const result = await apiClient(context, null)
    .get<{ status: TokenStatus; email?: string }>("/public/users/set-up-token", { query: { token } })
    .catch(() => ({ status: "invalid" as TokenStatus, email: undefined }));
  return { token, status: result.status, email: result.email ?? null };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const token = String(form.get("token") ?? "");
  const api = apiClient(context, null);
  if (form.get("intent") === "resend") {
    await api.post("/users/resend-account-setup-email", { token }).catch(() => undefined);
    return data({ resent: true, error: null as string | null });
  }
  const password = String(form.get("password") ?? "");
  const problem = passwordProblem(password, String(form.get("email") ?? ""));
  if (problem) return data({ resent: false, error: `Password ${problem}` });
  try {
    await api.post("/public/users/set-up-password", { token, password });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 400) {
      const field = error.errors.find((e) => e.path === "password");
      return data({ resent: false, error: field ? `Password ${field.message}` : "This link can no longer be used." });
    }
    return data({ resent: false, error: errorMessage("GENERIC_ERROR") });
  }
  throw await toastFlashFor(context.services).redirectWithToast("/login", {
    kind: "success",
    message: "Your password is set. Sign in to continue.",
  });
}

export default function TokenValidation() {
  const { token, status, email } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  useEffect(() => {
    if (actionData?.error) toast.error(actionData.error);
    if (actionData?.resent) toast.success("A new set-up link is on its way.");
  }, [actionData]);

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
                    error={actionData?.error ?? undefined}
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
                (actionData?.resent ? (
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
