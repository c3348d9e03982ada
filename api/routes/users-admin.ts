import type { Router } from "express";
import { and, eq } from "drizzle-orm";
import type { ApiDeps } from "../index";
import { companies, users } from "../db/schema/index";
import { authOf } from "../http/authenticate";
import { ApiError, parseInput } from "../http/errors";
import { createRouter } from "../http/router";
import { companiesInScope } from "../services/scope";
import { idParam } from "./companies";

/** Users in the actor's tenant scope; a foreign id is simply not found. */
export function usersAdminRoutes({ db }: ApiDeps): Router {
  const router = createRouter();

  router.get("/users/:id", async (req, res) => {
    const { actor } = authOf(res);
    const { id } = parseInput(idParam, req.params);
    const [row] = await db
      .select({ user: users, company: { id: companies.id, name: companies.name } })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(and(eq(users.id, id), companiesInScope(actor)));
    if (!row) throw ApiError.notFound("User not found");
    const { user, company } = row;
    res.json({
      data: {
        id: user.id,
        email: user.email,
        first: user.first,
        last: user.last,
        company,
        company_id: company.id,
        auth_role: user.authRole,
        active: user.active,
        permissions: { can_view_hiring_pipeline: user.canViewHiringPipeline },
        created_at: user.createdAt.toISOString(),
      },
    });
  });

  return router;
}
