import { and, eq } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { companies } from "../../server/db/schema/index";
import { companiesInScope } from "../db/tenant-scope";
import { ApiError } from "../http/errors";
import type { CompanyJson } from "./contract";
import { companyQuery, toCompanyJson } from "./model";

export async function getCompany(db: Database, actor: Actor, id: number): Promise<CompanyJson> {
  const [row] = await companyQuery(db).where(and(eq(companies.id, id), companiesInScope(actor)));
  if (!row) throw ApiError.notFound("Company not found");
  return toCompanyJson(row);
}
