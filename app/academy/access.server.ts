// Who may open the Academy's pages (spec §2/§6): the brand ships the academy AND the remote flag `academy` is on for
// this user (the sidebar's rule, domain/navigation.ts); then the capability decides (Learning Management: super
// admins). Where the area does not exist the page is not found (404), where the role may not use it, 403 (ADR 038).
import type { AppLoadContext } from "@remix-run/node";
import brand from "~brand";
import { access, type Capability } from "~domain/permissions";
import { navPermissionContext } from "~domain/navigation";
import { actorOf, forbidden, requireUser } from "~/auth/user.server";
import { evaluateFlags } from "~/flags.server";

import { notFound } from "~/api/client.server";

/** The signed-in user when the academy exists for them and they have `capability`; else 404 or 403. */
export async function requireAcademy(request: Request, context: AppLoadContext, capability: Capability) {
  // The brand first: a brand without the academy never asks the flag service.
  if (!brand.features.academy) throw notFound();
  const signedIn = await requireUser(request, context);
  const { env } = context.services;
  const flags = await evaluateFlags(context, signedIn.profile);
  const ctx = navPermissionContext({
    features: brand.features,
    flags,
    stage: env.STAGE,
    internalAccounts: env.INTERNAL_ACCOUNTS,
  });
  const answer = access(actorOf(signedIn.profile), capability, ctx);
  if (answer === "absent") throw notFound();
  if (answer === "forbidden") throw forbidden();
  return signedIn;
}
