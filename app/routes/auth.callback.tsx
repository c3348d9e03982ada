import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { completeSignIn } from "~/auth/sign-in.server";
import { ACCOUNT_ACCESS_EXPIRED } from "~/auth/user.server";

/** The provider sends the browser here with the authorization code; the session starts here. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  let outcome;
  try {
    outcome = await completeSignIn(request, context);
  } catch (error) {
    if (error instanceof Response) throw error;
    // A stale, replayed or forged callback (state mismatch, used code…): start over.
    context.services.logger.warn({ err: error }, "sign-in callback refused");
    throw redirect("/login");
  }
  switch (outcome.kind) {
    case "signed-in":
      throw redirect(outcome.location, { headers: outcome.headers });
    case "inactive":
      throw redirect(ACCOUNT_ACCESS_EXPIRED, { headers: outcome.headers });
    case "no-user":
      throw redirect("/account-access-expired?reason=no-user", { headers: outcome.headers });
  }
}
