import type { AppLoadContext } from "@remix-run/node";
import brand from "~brand";
import { can, type Actor } from "~domain/permissions";
import { requireUser } from "~/auth/user.server";

/**
 * The signed-in super admin, or a 404 (spec §6: Companies are the super admin's). During impersonation the actor
 * is the impersonated user, so the page is closed then too, as the API would refuse its changes anyway.
 */
export async function requireCompanyAdmin(request: Request, context: AppLoadContext) {
  const signedIn = await requireUser(request, context);
  const { profile } = signedIn;
  const { env } = context.services;
  const actor: Actor = {
    id: profile.id,
    email: profile.email,
    role: profile.auth_role,
    companyId: profile.company_id,
    franchiseId: null,
    canViewHiringPipeline: profile.permissions.can_view_hiring_pipeline,
  };
  const allowed = can(actor, "companies:manage", {
    stage: env.STAGE,
    internalAccounts: env.INTERNAL_ACCOUNTS,
    features: {
      jobs: brand.features.jobs,
      reportConfigurator: brand.features.reportConfigurator,
      bookCodeSystem: brand.features.bookCodeSystem,
      academy: brand.features.academy,
    },
  });
  if (!allowed) throw new Response("Not Found", { status: 404 });
  return signedIn;
}
