import { Alert, Anchor, Button, PasswordInput, Stack, Text, Title } from "@mantine/core";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import brand from "~brand";
import { errorMessage } from "~domain/errors";
import { AuthFrame, SignInEmailInput } from "~/auth/AuthFrame";
import { documentRedirect, startSignIn } from "~/auth/sign-in.server";
import { loginHintOf } from "~/auth/login-hint";
import { safeRedirectPath } from "~/auth/redirect";
import { optionalUser } from "~/auth/user.server";
import { useActionResult } from "~/ui/action";
import { actionFailure, parseSubmission } from "~/ui/action/index.server";
import { pendingNewPasswordCookie } from "~/auth/new-password.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const redirectTo = url.searchParams.get("redirect_to");
  if (await optionalUser(request, context)) throw redirect(safeRedirectPath(redirectTo));
  const { idp } = context.services;
  const uid = url.searchParams.get("uid");
  // The embedded provider's login interaction is this page; without a live interaction, the flow starts here.
  try {
    if (!idp || !uid || !(await idp.hasInteraction(uid))) return await startSignIn(request, context, redirectTo);
  } catch (error) {
    if (error instanceof Response) throw error;
    // The identity provider cannot be reached (its discovery, or its store): say so, with a way to try again.
    context.services.logger.warn({ err: error }, "identity provider unreachable at sign-in");
    const retry = redirectTo ? `/login?redirect_to=${encodeURIComponent(safeRedirectPath(redirectTo))}` : "/login";
    return json({ uid: "", email: "", unavailable: true, retry }, { status: 503 });
  }
  // Just after account set-up the form opens with the account's e-mail (the request's login_hint).
  return { uid, email: loginHintOf(await idp.loginHint(uid)) ?? "", unavailable: false, retry: "/login" };
}

/** Shown when the identity provider cannot be reached; what was typed stays in the form. */
const UNAVAILABLE = "The sign-in service cannot be reached right now. Please try again in a moment.";

const credentials = z.object({
  uid: z.string().min(1),
  email: z.string().trim().toLowerCase().min(1),
  password: z.string().min(1),
});

export async function action({ request, context }: ActionFunctionArgs) {
  const { idp } = context.services;
  const input = await parseSubmission(request, credentials);
  // Whatever was wrong, the answer never says which of the two (spec §8); the e-mail stays in its field.
  if (!input.ok) return actionFailure(errorMessage("LOGIN_INVALID"), { submission: input.result });
  const { uid, email, password } = input.value;
  let result;
  try {
    if (!idp || !(await idp.hasInteraction(uid))) {
      // The sign-in attempt expired (an hour passed): start a fresh one.
      throw documentRedirect("/login");
    }
    result = await idp.accounts.signIn(email, password);
  } catch (error) {
    if (error instanceof Response) throw error;
    context.services.logger.warn({ err: error }, "identity provider unreachable at sign-in");
    return actionFailure(UNAVAILABLE, { submission: input });
  }
  if (!result.ok) {
    const code = result.error === "attempts_exceeded" ? "LOGIN_ATTEMPTS_EXCEEDED" : "LOGIN_INVALID";
    return actionFailure(errorMessage(code), { submission: input });
  }
  if (result.newPasswordRequired) {
    throw redirect("/password-update-needed", {
      headers: { "Set-Cookie": await pendingNewPasswordCookie(context, { uid, accountId: result.account.id }) },
    });
  }
  throw documentRedirect(await idp.issueLoginTicket(uid, result.account.id));
}

export default function Login() {
  const { uid, email, unavailable, retry } = useLoaderData<typeof loader>();
  const form = useActionResult(useActionData<typeof action>());
  const navigation = useNavigation();
  const submitting = navigation.state !== "idle" && navigation.formMethod === "POST";

  if (unavailable) {
    return (
      <AuthFrame maw={420} logoHeight={44}>
        <Title order={1} size="h3" ta="center">
          Sign in to {brand.name}
        </Title>
        <Alert color="orange" title="Sign-in is unavailable" role="alert">
          {UNAVAILABLE}
        </Alert>
        {/* A document load: the sign-in starts over at the provider. */}
        <Button component="a" href={retry} fullWidth>
          Try again
        </Button>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame maw={420} logoHeight={44}>
      <Title order={1} size="h3" ta="center">
        Sign in to {brand.name}
      </Title>
      <Text c="dimmed" ta="center" size="sm">
        {brand.wording.tagline}
      </Text>
      <Form method="post" replace>
        <input type="hidden" name="uid" value={uid} />
        <Stack gap="sm">
          <SignInEmailInput defaultValue={form.value("email") ?? email} autoFocus={!email} />
          <PasswordInput
            label="Password"
            name="password"
            autoComplete="current-password"
            required
            // With the e-mail already there, the password is what is left to type.
            autoFocus={Boolean(email)}
          />
          <Button type="submit" loading={submitting} fullWidth mt="xs">
            Sign in
          </Button>
        </Stack>
      </Form>
      <Anchor component={Link} to="/forgot-password" size="sm" ta="center">
        Forgot your password?
      </Anchor>
      <Text size="sm" ta="center">
        New to {brand.name}?{" "}
        <Anchor component={Link} to="/auth/register">
          Create an account
        </Anchor>
      </Text>
    </AuthFrame>
  );
}

export const meta: MetaFunction = () => [{ title: `Sign in | ${brand.name}` }];
