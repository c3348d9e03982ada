// The remote feature flags for the pages' loaders: server/flags.ts, evaluated with this request's services.
import type { AppLoadContext } from "@remix-run/node";
import type { NavFlags } from "~domain/navigation";
import type { UserProfile } from "~domain/profile";
import { evaluateFlagsWith, sharedFlagsClient } from "../server/flags";

export { effectiveFeatures } from "../server/flags";

/** Flags for this user (identifier = user id; custom attributes role and company) or anonymously (null). */
export async function evaluateFlags(context: AppLoadContext, user: UserProfile | null): Promise<NavFlags> {
  const { env, logger } = context.services;
  return evaluateFlagsWith(sharedFlagsClient(env, logger), user);
}
