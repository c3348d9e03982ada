import type { AppLoadContext } from "@remix-run/node";
import brand from "~brand";
import { requireCapability } from "~/auth/user.server";

/** Spec §2/§6: the jobs area exists only with the brand's jobs feature and outside the prod stage. */
export function jobsAreaOn(context: AppLoadContext): boolean {
  return brand.features.jobs && context.services.env.STAGE !== "prod";
}

/** A 404 where the jobs area does not exist (coaching brand, prod stage): no page, not even a hint of one. */
export function requireJobsArea(context: AppLoadContext) {
  if (!jobsAreaOn(context)) throw new Response("Not Found", { status: 404, statusText: "Not Found" });
}

/**
 * The signed-in super admin: a 404 where the jobs area does not exist, a 403 for anyone else (spec §6, ADR 038 —
 * the same `can()` the API enforces). In a proxy session the actor is the impersonated user, so the pages close.
 */
export async function requireJobsAdmin(request: Request, context: AppLoadContext) {
  requireJobsArea(context);
  return requireCapability(request, context, "jobs:manage");
}
