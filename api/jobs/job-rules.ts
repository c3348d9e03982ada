// The rules a job's fields must keep when it is created or changed.
import { and, eq } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import { companies, departments, jobApplicationTemplates, locations, roleNames } from "../../server/db/schema/index";
import { companiesInScope } from "../db/tenant-scope";
import { ApiError, type FieldError } from "../http/errors";
import type { Db } from "./model";

/**
 * Checks the company and the job's references: location, department and role name of that company, and an
 * application template shared by all companies or the company's own, not archived. Answers 422 naming the field.
 */
export async function checkReferences(
  db: Db,
  actor: Actor,
  target: {
    companyId: number;
    locationId: number | null;
    departmentId: number | null;
    roleNameId: number | null;
    templateId: number | null;
  },
  changed: { templateId: boolean },
) {
  const [company] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, target.companyId), companiesInScope(actor)));
  if (!company) throw ApiError.unprocessable([{ path: "company_id", message: "is not a company you can see" }]);
  const errors: FieldError[] = [];
  const belongs = async (
    table: typeof locations | typeof departments | typeof roleNames,
    id: number | null,
    path: string,
    what: string,
  ) => {
    if (id === null) return;
    const [row] = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id, id), eq(table.companyId, target.companyId)));
    if (!row) errors.push({ path, message: `is not a ${what} of this company` });
  };
  await belongs(locations, target.locationId, "location_id", "location");
  await belongs(departments, target.departmentId, "department_id", "department");
  await belongs(roleNames, target.roleNameId, "role_name_id", "role");
  if (target.templateId !== null) {
    const [template] = await db
      .select({ companyId: jobApplicationTemplates.companyId, archivedAt: jobApplicationTemplates.archivedAt })
      .from(jobApplicationTemplates)
      .where(eq(jobApplicationTemplates.id, target.templateId));
    if (!template || (template.companyId !== null && template.companyId !== target.companyId)) {
      errors.push({ path: "template_id", message: "is not an application template this company can use" });
    } else if (template.archivedAt && changed.templateId) {
      errors.push({ path: "template_id", message: "is archived" });
    }
  }
  if (errors.length) throw ApiError.unprocessable(errors);
}

/**
 * A job can be published only if applicants can be registered for it: when its company offers public role names
 * (the assessment's registration accepts only those), the job must name one of them.
 */
export async function checkPublishable(
  db: Db,
  target: { companyId: number; roleNameId: number | null; description: string },
) {
  const errors: FieldError[] = [];
  if (!target.description.trim()) errors.push({ path: "description", message: "is required to publish the job" });
  const publicRoles = await db
    .select({ id: roleNames.id })
    .from(roleNames)
    .where(and(eq(roleNames.companyId, target.companyId), eq(roleNames.isPublic, true)));
  if (publicRoles.length > 0 && !publicRoles.some((r) => r.id === target.roleNameId)) {
    errors.push({ path: "role_name_id", message: "must be one of the company's public roles to publish the job" });
  }
  if (errors.length) throw ApiError.unprocessable(errors);
}
