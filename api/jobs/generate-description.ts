import { and, eq } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { AiTextPort } from "../ai/port";
import type { Database } from "../../server/db/client";
import { companies, departments, locations } from "../../server/db/schema/index";
import { companiesInScope } from "../db/tenant-scope";
import { ApiError } from "../http/errors";
import type { GenerateInput } from "./contract";
import { generated, textInput } from "./job-text";
import { findJob } from "./model";

/**
 * POST /jobs/generate: a description for a saved job (`job_id`, whose fields the body may override) or for one
 * being written (company and title in the body).
 */
export async function generateDescription(db: Database, ai: AiTextPort, actor: Actor, input: GenerateInput) {
  const saved = input.job_id ? await findJob(db, actor, input.job_id) : null;
  const companyId = input.company_id ?? saved?.company_id;
  const title = input.title?.trim() || saved?.title;
  const problems = [];
  if (!companyId) problems.push({ path: "company_id", message: "is required without job_id" });
  if (!title) problems.push({ path: "title", message: "is required without job_id" });
  if (problems.length) throw ApiError.badRequest(problems);

  const [company] = await db
    .select({ name: companies.name, industry: companies.industry })
    .from(companies)
    .where(and(eq(companies.id, companyId!), companiesInScope(actor)));
  if (!company) throw ApiError.unprocessable([{ path: "company_id", message: "is not a company you can see" }]);
  const nameOf = async (table: typeof locations | typeof departments, id: number | null | undefined) => {
    if (!id) return null;
    const [row] = await db
      .select({ name: table.name })
      .from(table)
      .where(and(eq(table.id, id), eq(table.companyId, companyId!)));
    return row?.name ?? null;
  };
  const locationId = input.location_id === undefined ? saved?.location_id : input.location_id;
  const departmentId = input.department_id === undefined ? saved?.department_id : input.department_id;
  const job = {
    title: title!,
    description: input.description ?? saved?.description ?? "",
    employment_type: input.employment_type ?? saved?.employment_type ?? "full_time",
    workplace: input.workplace ?? saved?.workplace ?? "on_site",
    salary_min: input.salary_min === undefined ? (saved?.salary_min ?? null) : input.salary_min,
    salary_max: input.salary_max === undefined ? (saved?.salary_max ?? null) : input.salary_max,
    salary_currency: input.salary_currency === undefined ? (saved?.salary_currency ?? null) : input.salary_currency,
    salary_period: input.salary_period === undefined ? (saved?.salary_period ?? null) : input.salary_period,
  };
  const about = textInput(job, {
    companyName: company.name,
    industry: company.industry,
    location: await nameOf(locations, locationId),
    department: await nameOf(departments, departmentId),
    notes: input.notes,
  });
  return generated(() => ai.jobDescription(about, { userId: actor.id, companyId: companyId! }));
}
