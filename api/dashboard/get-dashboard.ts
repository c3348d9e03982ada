import { eq } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../db/client";
import { companies } from "../db/schema/index";
import { ApiError } from "../http/errors";
import type { DashboardJson } from "./contract";

/** The acting user's company and its shareable assessment link. */
export async function getDashboard(db: Database, actor: Actor): Promise<DashboardJson> {
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
  return {
    company: { id: company.id, name: company.name, industry: company.industry },
    assessment_link_token: company.assessmentToken,
  };
}
