import { eq } from "drizzle-orm";
import type { Database } from "../../server/db/client";
import { users } from "../../server/db/schema/index";
import type { Auth } from "../http/authenticate";
import { ApiError } from "../http/errors";
import type { profileUpdateInput } from "./contract";
import type { z } from "zod";
import { getProfile } from "./get-profile";

/** The acting user's names; the e-mail is the sign-in name and cannot change here. */
export async function updateProfile(db: Database, auth: Auth, input: z.output<typeof profileUpdateInput>) {
  if (input.email !== undefined) {
    if (auth.superAdmin) throw ApiError.forbidden("E-mail changes are refused while impersonating");
    throw ApiError.badRequest([{ path: "email", message: "cannot be changed here" }]);
  }
  await db
    .update(users)
    .set({ first: input.first, last: input.last, updatedAt: new Date() })
    .where(eq(users.id, auth.actor.id));
  return getProfile(db, auth);
}
