// The survey result as every answer reads it: its columns, the joins that name what it points at, its JSON.
import { and, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { DOMAINS, type DomainCode } from "../../domain/assessment/traits";
import type { ValidityVerdict } from "../../domain/assessment/validity-types";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { companies, departments, locations, roleNames, surveyResults } from "../../server/db/schema/index";
import { ApiError } from "../http/errors";
import { companiesInScope } from "../db/tenant-scope";
import type { DomainSummary, SurveyResultJson } from "./contract";

export type Executor = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

const location = alias(locations, "result_location");
const department = alias(departments, "result_department");

/** The columns every survey-result answer reads: the row without its full scores, plus names of what it points at. */
export const listColumns = {
  id: surveyResults.id,
  first: surveyResults.first,
  last: surveyResults.last,
  email: surveyResults.email,
  phone: surveyResults.phone,
  companyId: surveyResults.companyId,
  companyName: companies.name,
  locationId: surveyResults.locationId,
  locationName: location.name,
  departmentId: surveyResults.departmentId,
  departmentName: department.name,
  roleName: surveyResults.roleName,
  roleNameId: surveyResults.roleNameId,
  status: surveyResults.status,
  pipelineId: surveyResults.pipelineId,
  isTest: surveyResults.isTest,
  archivedAt: surveyResults.archivedAt,
  startedAt: surveyResults.startedAt,
  submittedAt: surveyResults.submittedAt,
  createdAt: surveyResults.createdAt,
  updatedAt: surveyResults.updatedAt,
  domains: sql<Record<
    DomainCode,
    { percentile: number; band: DomainSummary["band"] }
  > | null>`${surveyResults.scores}->'domains'`,
  validity: sql<ValidityVerdict | null>`${surveyResults.validity}->>'verdict'`,
};
export const locationAlias = location;
export const departmentAlias = department;

/** survey_results joined with its company (for the scope) and the names of its location and department. */
export function listQuery(db: Executor) {
  return db
    .select(listColumns)
    .from(surveyResults)
    .innerJoin(companies, eq(companies.id, surveyResults.companyId))
    .leftJoin(location, eq(location.id, surveyResults.locationId))
    .leftJoin(department, eq(department.id, surveyResults.departmentId));
}

export interface ListRow {
  id: number;
  first: string;
  last: string;
  email: string;
  phone: string | null;
  companyId: number;
  companyName: string;
  locationId: number | null;
  locationName: string | null;
  departmentId: number | null;
  departmentName: string | null;
  roleName: string;
  roleNameId: number | null;
  status: string;
  pipelineId: number | null;
  isTest: boolean;
  archivedAt: Date | null;
  startedAt: Date | null;
  submittedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  domains: Record<DomainCode, { percentile: number; band: DomainSummary["band"] }> | null;
  validity: ValidityVerdict | null;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function toSurveyResultJson(row: ListRow): SurveyResultJson {
  return {
    id: row.id,
    first: row.first,
    last: row.last,
    email: row.email,
    phone: row.phone,
    company: { id: row.companyId, name: row.companyName },
    location:
      row.locationId !== null && row.locationName !== null ? { id: row.locationId, name: row.locationName } : null,
    department:
      row.departmentId !== null && row.departmentName !== null
        ? { id: row.departmentId, name: row.departmentName }
        : null,
    role_name: row.roleName,
    role_name_id: row.roleNameId,
    status: row.status,
    pipeline_id: row.pipelineId,
    is_test: row.isTest,
    archived_at: iso(row.archivedAt),
    started_at: iso(row.startedAt),
    submitted_at: iso(row.submittedAt),
    created_at: iso(row.createdAt)!,
    updated_at: iso(row.updatedAt)!,
    domains: row.domains
      ? (Object.fromEntries(
          DOMAINS.map((d) => [d, { percentile: row.domains![d].percentile, band: row.domains![d].band }]),
        ) as Record<DomainCode, DomainSummary>)
      : null,
    validity: row.validity,
  };
}

/** A survey result inside the actor's scope, or 404: a foreign id is not found, never forbidden. */
export async function findSurveyResultInScope(db: Executor, actor: Actor, id: number) {
  const [row] = await db
    .select({ result: surveyResults })
    .from(surveyResults)
    .innerJoin(companies, eq(companies.id, surveyResults.companyId))
    .where(and(eq(surveyResults.id, id), companiesInScope(actor)));
  if (!row) throw ApiError.notFound("Survey result not found");
  return row.result;
}

/** PostgreSQL's unique_violation, from either driver. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
}

export const unfinishedTwice = () =>
  ApiError.conflict("This person already has an unfinished assessment with this company", [
    { path: "email", message: "already has an unfinished assessment with this company" },
  ]);

/** A role name of the company (matched without regard to case), or 422 naming the field. */
export async function roleOfCompany(db: Executor, companyId: number, role: string, path = "role") {
  const [row] = await db
    .select({ id: roleNames.id, name: roleNames.name, company: companies.name })
    .from(roleNames)
    .innerJoin(companies, eq(companies.id, roleNames.companyId))
    .where(and(eq(roleNames.companyId, companyId), sql`lower(${roleNames.name}) = ${role.toLowerCase()}`));
  if (!row) {
    const [company] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, companyId));
    throw ApiError.unprocessable([{ path, message: `is not a role of ${company?.name ?? "this company"}` }]);
  }
  return row;
}
