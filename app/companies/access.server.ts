import type { AppLoadContext } from "@remix-run/node";
import { requireCapability } from "~/auth/user.server";

/**
 * The signed-in super admin, or a 403 (spec §6: Companies are the super admin's; ADR 038). During impersonation the
 * actor is the impersonated user, so the page is closed then too, as the API would refuse its changes anyway.
 */
export function requireCompanyAdmin(request: Request, context: AppLoadContext) {
  return requireCapability(request, context, "companies:manage");
}
