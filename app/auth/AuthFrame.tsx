// The frame of the pages outside the app's layout (sign-in, registration, passwords): the brand's logo on a card.
import { Center, Paper, PasswordInput, Stack, Text, TextInput } from "@mantine/core";
import type { ReactNode } from "react";
import { PASSWORD_RULES_TEXT } from "~domain/password";
import { BrandLogo } from "~/ui/BrandLogo";

/** A card in the middle of the page, the brand's logo on top of what the page says. */
export function AuthFrame({
  maw,
  logoHeight = 40,
  children,
}: {
  maw: number;
  logoHeight?: number;
  children: ReactNode;
}) {
  return (
    <Center mih="100vh" p="md" bg="var(--mantine-color-gray-0)">
      <Paper withBorder shadow="sm" p="xl" w="100%" maw={maw} component="main">
        <Stack gap="md">
          <Center>
            <BrandLogo height={logoHeight} />
          </Center>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}

/** The rules a new password follows, which the page's `NewPasswordInput` points at. */
export function PasswordRules() {
  return (
    <Text size="sm" c="dimmed" id="password-rules">
      {PASSWORD_RULES_TEXT}
    </Text>
  );
}

/** A new password's field, described by the page's `PasswordRules`. */
export function NewPasswordInput({ label, name, error }: { label: string; name: string; error?: string }) {
  return (
    <PasswordInput
      label={label}
      name={name}
      autoComplete="new-password"
      required
      aria-describedby="password-rules"
      error={error}
    />
  );
}

/** The e-mail address a user signs in with (what was sent, after a refusal). */
export function SignInEmailInput({ defaultValue, autoFocus }: { defaultValue: string; autoFocus?: boolean }) {
  return (
    <TextInput
      label="E-mail"
      name="email"
      type="email"
      autoComplete="username"
      required
      autoFocus={autoFocus}
      defaultValue={defaultValue}
    />
  );
}
