import { data, redirect, type ActionFunctionArgs } from "@remix-run/node";
import { ApiRequestError } from "~/api/client.server";
import { updateSessionData } from "~/auth/session.server";
import { forgetCachedData, requireUser } from "~/auth/user.server";

/** A super admin starts acting as another user (a proxy session held in the server session). */
export async function action({ request, context }: ActionFunctionArgs) {
  const { session, profile, proxy, api } = await requireUser(request, context);
  const userId = Number((await request.formData()).get("userId"));
  if (proxy) return data({ error: "End the current impersonation first" }, { status: 403 });
  try {
    await api.post("/impersonation/start", { user_id: userId });
  } catch (error) {
    const status = error instanceof ApiRequestError ? error.status : 500;
    return data({ error: error instanceof Error ? error.message : "Impersonation failed" }, { status });
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
