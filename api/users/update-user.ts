import { eq } from "drizzle-orm";
import { recordAudit } from "../audit/record";
import type { Database } from "../../server/db/client";
import { users } from "../../server/db/schema/index";
import { findCompanyInScope } from "../db/tenant-scope";
import type { Auth } from "../http/authenticate";
import { ApiError } from "../http/errors";
import type { UpdateUserInput, UserJson } from "./contract";
import { checkEeoGrant, checkRole, findManageableUser, findUserInScope, recordEeoGrant, toUserJson } from "./model";

/** Names, role, company and the permissions (hiring pipeline, self-identification answers) of a user the actor manages. */
export async function updateUser(db: Database, auth: Auth, id: number, input: UpdateUserInput): Promise<UserJson> {
  const { actor } = auth;
  const row = await findManageableUser(db, actor, id);
  const company = input.company_id === undefined ? row.company : await findCompanyInScope(db, actor, input.company_id);
  const role = input.role ?? row.user.authRole;
  if (input.role !== undefined || input.company_id !== undefined) checkRole(actor, role, company);
  checkEeoGrant(input.can_view_eeo);
  if (id === actor.id && (role !== row.user.authRole || company.id !== row.company.id)) {
    throw ApiError.unprocessable([
      {
        path: input.role !== undefined && role !== row.user.authRole ? "role" : "company_id",
        message: "cannot be changed on your own account",
      },
    ]);
  }
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        ...(input.first !== undefined && { first: input.first }),
        ...(input.last !== undefined && { last: input.last }),
        ...(input.can_view_hiring_pipeline !== undefined && { canViewHiringPipeline: input.can_view_hiring_pipeline }),
        ...(input.can_view_eeo !== undefined && { canViewEeo: input.can_view_eeo }),
        authRole: role,
        companyId: company.id,
        updatedAt: new Date(),
      })
      .where(eq(users.id, id));
    // Role and company moves change what a person may see: audited (roles and ids only, no names).
    if (role !== row.user.authRole) {
      await recordAudit(tx, auth, {
        action: "user.role_change",
        companyId: company.id,
        subjectType: "user",
        subjectId: id,
        summary: `Role changed from ${row.user.authRole} to ${role}`,
      });
    }
    if (input.can_view_eeo !== undefined && input.can_view_eeo !== row.user.canViewEeo) {
      await recordEeoGrant(tx, auth, company.id, id, input.can_view_eeo);
    }
    if (company.id !== row.company.id) {
      await recordAudit(tx, auth, {
        action: "user.company_change",
        companyId: company.id,
        subjectType: "user",
        subjectId: id,
        summary: `Moved from company ${row.company.id} to company ${company.id}`,
      });
    }
  });
  return toUserJson(await findUserInScope(db, actor, id));
}
