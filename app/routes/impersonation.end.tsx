import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { impersonationContract } from "../../api/impersonation/contract";
import { updateSessionData } from "~/auth/session.server";
import { apiFor, forgetCachedData, requireUser } from "~/auth/user.server";

/**
 * Spec §4: ending impersonation clears the proxy user id, the pipeline id and the stored super user, then goes to
 * the companies overview.
 */
export async function action({ request, context }: ActionFunctionArgs) {
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

export function loader() {
  throw redirect("/");
}
