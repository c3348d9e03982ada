import { Anchor, Button, Center, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { data, type ActionFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import brand from "~brand";
import { apiErrorMessages, errorMessage } from "~domain/errors";
import { apiClient, ApiRequestError } from "~/api/client.server";
import { BrandLogo } from "~/ui/BrandLogo";
import { showFieldErrors } from "~/ui/toasts";

const FIELDS = ["company_name", "industry", "first", "last", "email"] as const;
type Field = (typeof FIELDS)[number];
const LABELS: Record<Field, string> = {
  company_name: "Company name",
  industry: "Industry",
  first: "First name",
  last: "Last name",
  email: "Work e-mail",
};

type ActionData =
  | { ok: true; email: string }
  | {
      ok: false;
      id: string;
      messages: string[];
      fieldErrors: Partial<Record<Field, string>>;
      values: Record<Field, string>;
    };

/**
 * Self-service sign-up (public): a new customer registers their company and its first owner. The API creates both
 * and e-mails a set-up link; the account works once its owner chooses a password through that link (which is how
 * the e-mail address is confirmed). The page answers the same whether or not the address was known.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const values = Object.fromEntries(FIELDS.map((f) => [f, String(form.get(f) ?? "")])) as Record<Field, string>;
  const fail = (messages: string[], fieldErrors: Partial<Record<Field, string>> = {}) =>
    data<ActionData>({ ok: false, id: crypto.randomUUID(), messages, fieldErrors, values });
  try {
    await apiClient(context, null).post("/auth/register", { ...values, email: values.email.trim() });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 400 && error.errors.length) {
      const fieldErrors = Object.fromEntries(
        error.errors.filter((e) => e.path in LABELS).map((e) => [e.path, `${LABELS[e.path as Field]} ${e.message}`]),
      );
      return fail(apiErrorMessages(400, { errors: error.errors }), fieldErrors);
    }
    if (error instanceof ApiRequestError && error.status === 429) return fail([error.message]);
    return fail([errorMessage("GENERIC_ERROR")]);
  }
  return data<ActionData>({ ok: true, email: values.email.trim().toLowerCase() });
}

export default function Register() {
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (result && !result.ok && shown.current !== result.id) {
      shown.current = result.id;
      showFieldErrors(result.messages);
    }
  }, [result]);
  const failed = result && !result.ok ? result : null;

  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-gray-0)">
      <Paper withBorder shadow="sm" p="xl" w="100%" maw={520} component="main">
        <Stack gap="md">
          <Center>
            <BrandLogo height={40} />
          </Center>
          {result?.ok ? (
            <>
              <Title order={1} size="h3">
                Check your e-mail
              </Title>
              <Text>
                We have sent a link to <strong>{result.email}</strong>. Open it to confirm your address and choose your
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
                  <TextInput
                    label={LABELS.company_name}
                    name="company_name"
                    autoComplete="organization"
                    required
                    defaultValue={failed?.values.company_name}
                    error={failed?.fieldErrors.company_name}
                  />
                  <TextInput
                    label={LABELS.industry}
                    name="industry"
                    placeholder="e.g. Healthcare, Retail, Logistics"
                    required
                    defaultValue={failed?.values.industry}
                    error={failed?.fieldErrors.industry}
                  />
                  <Group grow align="flex-start" wrap="wrap">
                    <TextInput
                      label={LABELS.first}
                      name="first"
                      autoComplete="given-name"
                      required
                      defaultValue={failed?.values.first}
                      error={failed?.fieldErrors.first}
                      miw={180}
                    />
                    <TextInput
                      label={LABELS.last}
                      name="last"
                      autoComplete="family-name"
                      required
                      defaultValue={failed?.values.last}
                      error={failed?.fieldErrors.last}
                      miw={180}
                    />
                  </Group>
                  <TextInput
                    label={LABELS.email}
                    name="email"
                    type="email"
                    autoComplete="email"
                    required
                    defaultValue={failed?.values.email}
                    error={failed?.fieldErrors.email}
                  />
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
        </Stack>
      </Paper>
    </Center>
  );
}

export const meta: MetaFunction = () => [{ title: `Register | ${brand.name}` }];
