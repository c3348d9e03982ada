import { data, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { ApiRequestError } from "~/api/client.server";
import { updateSessionData } from "~/auth/session.server";
import { forgetCachedData, requireUser } from "~/auth/user.server";

/** A super admin starts acting as another user (a proxy session held in the server session). */
export async function action({ request, context }: ActionFunctionArgs) {
  const { session, profile, proxy, api } = await requireUser(request, context);
  const userId = Number((await request.formData()).get("userId"));
  if (proxy) return data({ error: "End the current impersonation first" });
  try {
    await api.post("/impersonation/start", { user_id: userId });
  } catch (error) {
    // Answered with 200 and the reason: the page shows it as a toast (a 4xx would also log a browser error).
    return data({ error: error instanceof ApiRequestError ? error.message : "Impersonation failed" });
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
