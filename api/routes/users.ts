import type { Router } from "express";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { ApiDeps } from "../index";
import { users } from "../db/schema/index";
import { authOf } from "../http/authenticate";
import { createRouter } from "../http/router";
import { ApiError, parseInput } from "../http/errors";
import { getProfile } from "../services/profile";

const name = z.string().trim().min(1, "is required").max(100, "must be at most 100 characters");
const profileUpdate = z.object({ first: name, last: name, email: z.unknown().optional() }).strict();
const passwordChange = z
  .object({ currentPassword: z.string().min(1, "is required"), newPassword: z.string().min(1, "is required") })
  .strict();

/** The signed-in user's own account: profile and password. */
export function usersRoutes({ db, identity }: ApiDeps): Router {
  const router = createRouter();

  router.get("/users/profile", async (_req, res) => {
    const profile = await getProfile(db, authOf(res));
    if (!profile) throw ApiError.notFound("No user found");
    res.json({ data: [profile] });
  });

  router.put("/users/profile", async (req, res) => {
    const auth = authOf(res);
    if (auth.superAdmin && req.body?.email !== undefined)
      throw ApiError.forbidden("E-mail changes are refused while impersonating");
    const input = parseInput(profileUpdate, req.body);
    if (input.email !== undefined) throw ApiError.badRequest([{ path: "email", message: "cannot be changed here" }]);
    await db
      .update(users)
      .set({ first: input.first, last: input.last, updatedAt: new Date() })
      .where(eq(users.id, auth.actor.id));
    res.json({ data: [await getProfile(db, auth)] });
  });

  router.put("/users/change-password", async (req, res) => {
    const auth = authOf(res);
    if (auth.superAdmin) throw ApiError.forbidden("Password changes are refused while impersonating");
    const input = parseInput(passwordChange, req.body);
    if (!identity) throw new ApiError(501, "Password changes go through the identity provider");
    const account = await identity.accounts.findByEmail(auth.actor.email);
    if (!account) throw ApiError.notFound("No sign-in account for this user");
    const result = await identity.accounts.changePassword(account.id, input.currentPassword, input.newPassword);
    if (result.ok) {
      res.json({ message: "Password changed" });
      return;
    }
    if (result.error === "attempts_exceeded") throw new ApiError(429, "Password attempts exceeded");
    if (result.error === "weak_password") throw ApiError.badRequest([{ path: "newPassword", message: result.message }]);
    throw ApiError.badRequest([{ path: "currentPassword", message: "is not your current password" }]);
  });

  return router;
}
