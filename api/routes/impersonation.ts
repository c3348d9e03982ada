import type { Router } from "express";
import { eq } from "drizzle-orm";
import { z } from "zod";
import type { ApiDeps } from "../index";
import { auditLog, companies, users } from "../db/schema/index";
import { authOf } from "../http/authenticate";
import { createRouter } from "../http/router";
import { ApiError, parseInput } from "../http/errors";

const body = z.object({ user_id: z.coerce.number().int().positive("must be a user id") });

/** Starting and ending a proxy session: checked and recorded here; the session itself is held by the app. */
export function impersonationRoutes({ db }: ApiDeps): Router {
  const router = createRouter();

  router.post("/impersonation/start", async (req, res) => {
    const auth = authOf(res);
    if (auth.superAdmin) throw ApiError.forbidden("Impersonation cannot be nested");
    if (auth.actor.role !== "SUPER_ADMIN") throw ApiError.forbidden("Only a super admin can act as another user");
    const { user_id } = parseInput(body, req.body);
    const [target] = await db
      .select({
        id: users.id,
        first: users.first,
        last: users.last,
        role: users.authRole,
        active: users.active,
        company: companies.name,
      })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(eq(users.id, user_id));
    if (!target) throw ApiError.notFound("User not found");
    if (target.role === "SUPER_ADMIN") throw ApiError.forbidden("A super admin cannot be impersonated");
    if (target.active !== 1) throw ApiError.forbidden("An inactive user cannot be impersonated");
    await db
      .insert(auditLog)
      .values({ superAdminUserId: auth.actor.id, impersonatedUserId: target.id, action: "proxy-start" });
    res.json({ data: { id: target.id, first: target.first, last: target.last, company: target.company } });
  });

  router.post("/impersonation/end", async (req, res) => {
    const auth = authOf(res);
    const superAdmin = auth.superAdmin ?? auth.actor;
    if (superAdmin.role !== "SUPER_ADMIN") throw ApiError.forbidden();
    const { user_id } = parseInput(body, req.body);
    await db
      .insert(auditLog)
      .values({ superAdminUserId: superAdmin.id, impersonatedUserId: user_id, action: "proxy-end" });
    res.status(204).end();
  });

  return router;
}
