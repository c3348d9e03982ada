import { Button, PasswordInput, Stack, Text, Title } from "@mantine/core";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import brand from "~brand";
import { passwordProblem } from "~domain/password";
import { AuthFrame, NewPasswordInput, PasswordRules } from "~/auth/AuthFrame";
import { clearPendingNewPassword, readPendingNewPassword } from "~/auth/new-password.server";
import { documentRedirect } from "~/auth/sign-in.server";
import { useActionResult } from "~/ui/action";
import { actionFailure, parseSubmission } from "~/ui/action/index.server";

/** A user signed in with a temporary password chooses their own before entering (layout-free). */
export function loader({ request, context }: LoaderFunctionArgs) {
  if (!readPendingNewPassword(request, context)) throw redirect("/login");
  return null;
}

/** The new password, typed twice; each problem is shown on its field. */
const newPassword = z
  .object({ password: z.string().default(""), confirm: z.string().default("") })
  .superRefine(({ password, confirm }, ctx) => {
    const problem = passwordProblem(password);
    if (problem) ctx.addIssue({ code: "custom", path: ["password"], message: `Password ${problem}` });
    else if (password !== confirm)
      ctx.addIssue({ code: "custom", path: ["confirm"], message: "The two passwords differ" });
  });

export async function action({ request, context }: ActionFunctionArgs) {
  const pending = readPendingNewPassword(request, context);
  const { idp } = context.services;
  if (!pending || !idp) throw redirect("/login");
  const input = await parseSubmission(request, newPassword, { fields: ["password", "confirm"], secret: ["confirm"] });
  if (!input.ok) return input.result;
  const result = await idp.accounts.completeNewPassword(pending.accountId, input.value.password);
  if (!result.ok && result.error === "not_required") throw redirect("/login");
  if (!result.ok) return actionFailure([], { fieldErrors: { password: `Password ${result.message}` } });
  if (!(await idp.hasInteraction(pending.uid))) throw documentRedirect("/login");
  const headers = new Headers({ "Set-Cookie": clearPendingNewPassword(context) });
  throw documentRedirect(await idp.issueLoginTicket(pending.uid, pending.accountId), headers);
}

export default function PasswordUpdateNeeded() {
  const form = useActionResult(useActionData<typeof action>());
  const busy = useNavigation().state !== "idle";
  return (
    <AuthFrame maw={440}>
      <Title order={1} size="h3">
        Choose your own password
      </Title>
      <Text size="sm">You signed in with a temporary password. Choose a new one to continue.</Text>
      <PasswordRules />
      <Form method="post">
        <Stack gap="sm">
          <NewPasswordInput label="New password" name="password" error={form.error("password")} />
          <PasswordInput
            label="Repeat the new password"
            name="confirm"
            autoComplete="new-password"
            required
            error={form.error("confirm")}
          />
          <Button type="submit" loading={busy}>
            Save and continue
          </Button>
        </Stack>
      </Form>
    </AuthFrame>
  );
}

export const meta: MetaFunction = () => [{ title: `Choose a password | ${brand.name}` }];
