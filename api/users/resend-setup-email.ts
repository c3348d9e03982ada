import type { Database } from "../../server/db/client";
import { ApiError } from "../http/errors";
import { requireIdentity, type IdentityAdmin } from "../identity/index";
import { sendInvitation } from "./invitation";
import { findManageableUser, type Who } from "./model";

/** E-mails a fresh set-up (invitation) link to a user the actor manages who has not chosen a password yet. */
export async function resendSetupEmail(db: Database, identity: IdentityAdmin | null, who: Who, id: number) {
  const row = await findManageableUser(db, who.actor, id);
  requireIdentity(identity);
  if (row.user.active !== 1) {
    throw ApiError.unprocessable([{ path: "id", message: "Reactivate the user before sending a set-up e-mail" }]);
  }
  const outcome = await sendInvitation(db, identity, who, row.user, row.company.name);
  if (outcome === "already_set_up") {
    throw ApiError.conflict("This user has already set up their account", [
      { path: "id", message: "has already set up their account" },
    ]);
  }
  if (outcome === "limit_exceeded")
    throw new ApiError(429, "Too many set-up e-mails for this user; try again in an hour");
  if (outcome === "unavailable") throw new ApiError(503, "The set-up e-mail cannot be sent now; please try again");
  return { message: "A new set-up e-mail is on its way.", setup_email: outcome };
}
