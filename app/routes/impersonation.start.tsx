import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { id } from "../../api/http/contract";
import { impersonationContract, impersonationStartInput } from "../../api/impersonation/contract";
import { ApiRequestError } from "~/api/client.server";
import { updateSessionData } from "~/auth/session.server";
import { forgetCachedData, requireUser } from "~/auth/user.server";
import { actionFailure, parseSubmission } from "~/ui/action/index.server";

const startForm = z.object({ userId: id("a user id"), reason: impersonationStartInput.shape.reason });

/** A super admin starts acting as another user (a proxy session held in the server session). */
export async function action({ request, context }: ActionFunctionArgs) {
  const { session, profile, proxy, api } = await requireUser(request, context);
  const input = await parseSubmission(request, startForm);
  if (!input.ok) return input.result;
  const { userId, reason } = input.value;
  // Answered with 200 and the reason: a page shows it as a toast (a 4xx would also log a browser error).
  if (proxy) return actionFailure("End the current impersonation first", { submission: input });
  try {
    await api.call(impersonationContract.start, { body: { user_id: userId, reason } });
  } catch (error) {
    return actionFailure(error instanceof ApiRequestError ? error.message : "Impersonation failed", {
      submission: input,
    });
  }
  forgetCachedData(session);
  await updateSessionData(context, session, {
    ...session.data,
    proxyUserId: userId,
    superUser: { id: profile.id, first: profile.first, last: profile.last, email: profile.email },
    pipelineId: undefined,
  });
  throw redirect("/");
}

export function loader() {
  throw redirect("/");
}
