import { Alert, Button, Card, Group, PasswordInput, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect } from "react";
import brand from "~brand";
import { errorMessage } from "~domain/errors";
import { PASSWORD_RULES_TEXT, passwordProblem } from "~domain/password";
import { ApiRequestError } from "~/api/client.server";
import { requireUser } from "~/auth/user.server";
import { toast } from "~/ui/toasts";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { profile, proxy } = await requireUser(request, context);
  return { profile, proxy };
}

type FieldErrors = Record<string, string>;
type ActionData = {
  intent: string;
  ok: boolean;
  message: string;
  fieldErrors?: FieldErrors;
  values?: Record<string, string>;
};

const fieldErrorsOf = (error: ApiRequestError): FieldErrors =>
  Object.fromEntries(error.errors.map((e) => [e.path, e.message]));

export async function action({ request, context }: ActionFunctionArgs) {
  const { api, proxy } = await requireUser(request, context);
  const form = Object.fromEntries(await request.formData()) as Record<string, string>;
  if (form.intent === "name") {
    const values = { first: form.first ?? "", last: form.last ?? "" };
    try {
      await api.put("/users/profile", values);
      return data<ActionData>({ intent: "name", ok: true, message: "Profile saved" });
    } catch (error) {
      if (error instanceof ApiRequestError && (error.status === 400 || error.status === 422)) {
        return data<ActionData>({
          intent: "name",
          ok: false,
          message: error.errors.map((e) => `${e.path}: ${e.message}`).join("\n"),
          fieldErrors: fieldErrorsOf(error),
          values,
        });
      }
      return data<ActionData>({ intent: "name", ok: false, message: errorMessage("GENERIC_ERROR"), values });
    }
  }
  if (proxy)
    return data<ActionData>({
      intent: "password",
      ok: false,
      message: "Passwords cannot be changed while acting as another user.",
    });
  const problem = passwordProblem(form.newPassword ?? "");
  if (problem)
    return data<ActionData>({
      intent: "password",
      ok: false,
      message: `New password ${problem}`,
      fieldErrors: { newPassword: `New password ${problem}` },
    });
  try {
    await api.put("/users/change-password", { currentPassword: form.currentPassword, newPassword: form.newPassword });
    return data<ActionData>({ intent: "password", ok: true, message: "Password changed" });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 429)
      return data<ActionData>({ intent: "password", ok: false, message: errorMessage("LOGIN_ATTEMPTS_EXCEEDED") });
    if (error instanceof ApiRequestError && error.status === 400) {
      return data<ActionData>({
        intent: "password",
        ok: false,
        message: error.errors.map((e) => `${e.path}: ${e.message}`).join("\n"),
        fieldErrors: fieldErrorsOf(error),
      });
    }
    return data<ActionData>({ intent: "password", ok: false, message: errorMessage("GENERIC_ERROR") });
  }
}

export default function Profile() {
  const { profile, proxy } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = (intent: string) => navigation.state !== "idle" && navigation.formData?.get("intent") === intent;

  useEffect(() => {
    if (!result) return;
    if (result.ok) toast.success(result.message);
    else for (const line of result.message.split("\n")) toast.error(line);
  }, [result]);
  const errors = (intent: string) => (result && result.intent === intent ? (result.fieldErrors ?? {}) : {});
  const values = result?.intent === "name" && !result.ok ? result.values : undefined;

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
                defaultValue={values?.first ?? profile.first}
                required
                error={errors("name").first}
                key={`f-${profile.first}`}
              />
              <TextInput
                label="Last name"
                name="last"
                defaultValue={values?.last ?? profile.last}
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
