import { Anchor, Button, Center, Group, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import type { ActionFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useNavigation } from "@remix-run/react";
import brand from "~brand";
import { REGISTER_LABELS } from "~/accounts/register";
import { registerAction } from "~/accounts/register.server";
import { BrandLogo } from "~/ui/BrandLogo";
import { useActionResult } from "~/ui/action";

const LABELS = REGISTER_LABELS;

/**
 * Self-service sign-up (public): a new customer registers their company and its first owner. The API creates both
 * and e-mails a set-up link; the account works once its owner chooses a password through that link (which is how
 * the e-mail address is confirmed). The page answers the same whether or not the address was known.
 */
export const action = ({ request, context }: ActionFunctionArgs) => registerAction(request, context);

export default function Register() {
  const result = useActionData<typeof action>();
  const form = useActionResult(result);
  const busy = useNavigation().state !== "idle";

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
                We have sent a link to <strong>{result.data.email}</strong>. Open it to confirm your address and choose
                your password; then sign in to your new {brand.name} account. The link works for 7 days.
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
                    defaultValue={form.value("company_name")}
                    error={form.error("company_name")}
                  />
                  <TextInput
                    label={LABELS.industry}
                    name="industry"
                    placeholder="e.g. Healthcare, Retail, Logistics"
                    required
                    defaultValue={form.value("industry")}
                    error={form.error("industry")}
                  />
                  <Group grow align="flex-start" wrap="wrap">
                    <TextInput
                      label={LABELS.first}
                      name="first"
                      autoComplete="given-name"
                      required
                      defaultValue={form.value("first")}
                      error={form.error("first")}
                      miw={180}
                    />
                    <TextInput
                      label={LABELS.last}
                      name="last"
                      autoComplete="family-name"
                      required
                      defaultValue={form.value("last")}
                      error={form.error("last")}
                      miw={180}
                    />
                  </Group>
                  <TextInput
                    label={LABELS.email}
                    name="email"
                    type="email"
                    autoComplete="email"
                    required
                    defaultValue={form.value("email")}
                    error={form.error("email")}
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
