import { redirect, type ActionFunctionArgs, type AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { id } from "../../api/http/contract";
import { impersonationContract, impersonationStartInput } from "../../api/impersonation/contract";
import { safeRedirectPath } from "~/auth/redirect";
import { updateSessionData } from "~/auth/session.server";
import { apiFor, forgetCachedData, requireUser } from "~/auth/user.server";
import { toastFlashFor } from "~/toast.server";
import { apiFailure, parseSubmission, type FormValues } from "~/ui/action/index.server";

const startForm = z.object({
  userId: id("a user id"),
  reason: impersonationStartInput.shape.reason,
  /** The page the "Act as" dialog was on: a refusal goes back there. */
  returnTo: z.string().optional(),
});

/**
 * A refusal, back on the page the dialog was on with its reason as a toast. The dialog posts a document (the start
 * replaces the whole signed-in state) and this route has no page of its own to show a failure on.
 */
function refuse(context: AppLoadContext, values: FormValues | null, message: string) {
  const returnTo = typeof values?.returnTo === "string" ? values.returnTo : null;
  return toastFlashFor(context.services).redirectWithToast(safeRedirectPath(returnTo, "/companies/overview"), {
    kind: "error",
    message,
  });
}

/** A super admin starts acting as another user (a proxy session held in the server session). */
export async function startImpersonation({ request, context }: ActionFunctionArgs) {
  const { session, profile, proxy, api } = await requireUser(request, context);
  const input = await parseSubmission(request, startForm, { fields: ["reason"] });
  if (!input.ok) {
    const { fieldErrors, formErrors, values } = input.result;
    const reason = fieldErrors.reason ? [`Reason ${fieldErrors.reason}.`] : [];
    return refuse(context, values, [...reason, ...formErrors].join(" "));
  }
  const { userId, reason } = input.value;
  if (proxy) return refuse(context, input.values, "End the current impersonation first");
  try {
    await api.call(impersonationContract.start, { body: { user_id: userId, reason } });
  } catch (error) {
    // The API's own words for its refusals (403 a super admin or inactive user, 409 an invitation nobody accepted).
    return refuse(context, input.values, apiFailure(error).formErrors.join(" "));
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

/**
 * Spec §4: ending impersonation clears the proxy user id, the pipeline id and the stored super user, then goes to
 * the companies overview.
 */
export async function endImpersonation({ request, context }: ActionFunctionArgs) {
  const { session } = await requireUser(request, context);
  const proxyUserId = session.data.proxyUserId;
  if (proxyUserId) {
    const { proxyUserId: _p, pipelineId: _pipeline, superUser: _s, ...rest } = session.data;
    forgetCachedData(session);
    await updateSessionData(context, session, rest);
    // Recorded as the super admin (the proxy header is gone now).
    await apiFor(context, session)
      .call(impersonationContract.end, { body: { user_id: proxyUserId } })
      .catch((err) => context.services.logger.warn({ err }, "recording the end of impersonation failed"));
  }
  throw redirect("/companies/overview");
}
