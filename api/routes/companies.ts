import type { Router } from "express";
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { ApiDeps } from "../index";
import { companies, franchises } from "../db/schema/index";
import { authOf } from "../http/authenticate";
import { ApiError, parseInput } from "../http/errors";
import { createRouter } from "../http/router";
import { companiesInScope } from "../services/scope";

export const idParam = z.object({ id: z.coerce.number().int().positive("must be a positive integer") });

/** Companies in the actor's tenant scope; a foreign id is simply not found. */
export function companiesRoutes({ db }: ApiDeps): Router {
  const router = createRouter();

  router.get("/companies/:id", async (req, res) => {
    const { actor } = authOf(res);
    const { id } = parseInput(idParam, req.params);
    const [row] = await db
      .select({ company: companies, franchise: franchises })
      .from(companies)
      .leftJoin(franchises, eq(franchises.id, companies.franchiseId))
      .where(and(eq(companies.id, id), companiesInScope(actor)));
    if (!row) throw ApiError.notFound("Company not found");
    const { company, franchise } = row;
    res.json({
      data: {
        id: company.id,
        name: company.name,
        industry: company.industry,
        go_high_level_location_id: company.goHighLevelLocationId,
        product_type: company.productType,
        franchise: franchise && { id: franchise.id, name: franchise.name },
        created_at: company.createdAt.toISOString(),
      },
    });
  });

  return router;
}
