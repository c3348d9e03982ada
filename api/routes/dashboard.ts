import type { Router } from "express";
import { eq } from "drizzle-orm";
import type { ApiDeps } from "../index";
import { companies } from "../db/schema/index";
import { authOf } from "../http/authenticate";
import { createRouter } from "../http/router";
import { ApiError } from "../http/errors";

/** The home page's data for the acting user: their company and its shareable assessment link. */
export function dashboardRoutes({ db }: ApiDeps): Router {
  const router = createRouter();
  router.get("/dashboard", async (_req, res) => {
    const { actor } = authOf(res);
    const [company] = await db
      .select({
        id: companies.id,
        name: companies.name,
        industry: companies.industry,
        assessmentToken: companies.assessmentToken,
      })
      .from(companies)
      .where(eq(companies.id, actor.companyId));
    if (!company) throw ApiError.notFound("No company found");
    res.json({
      data: {
        company: { id: company.id, name: company.name, industry: company.industry },
        assessment_link_token: company.assessmentToken,
      },
    });
  });
  return router;
}
