import type { AppLoadContext } from "@remix-run/node";
import { can } from "~domain/permissions";
import { dashboardContract } from "../../api/dashboard/contract";
import { actorOf, requireUser } from "~/auth/user.server";
import { permissionContext } from "../../server/permissions";

/**
 * The home page: the visit is recorded first (so "new since your last visit" counts from the visit before this one),
 * then the dashboard's figures are read. A super admin acting as someone does not visit for them. A failed visit
 * record costs only the "since" point, never the page.
 */
export async function loadHome(request: Request, context: AppLoadContext) {
  const { profile, api, proxy } = await requireUser(request, context);
  if (!proxy) {
    await api
      .call(dashboardContract.visit)
      .catch((err) => context.services.logger.warn({ err }, "recording the home visit failed"));
  }
  const { data } = await api.call(dashboardContract.get);
  const actor = actorOf(profile);
  const permissions = permissionContext(context.services.env);
  const platform = data.platform !== null;
  return {
    first: profile.first,
    dashboard: data,
    // A super admin's home is the platform, not Provider Operations' own link.
    assessmentLink: platform
      ? null
      : `${context.services.env.PUBLIC_URL}/survey/register?link=${data.assessment_link_token}`,
    can: {
      manageUsers: can(actor, "users:manage", permissions),
      manageBenchmarks: can(actor, "role-benchmarks:manage", permissions),
      openJobs: can(actor, "jobs:manage", permissions),
      manageCompanies: can(actor, "companies:manage", permissions),
    },
  };
}
export type HomeData = Awaited<ReturnType<typeof loadHome>>;
