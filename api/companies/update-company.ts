import { and, eq, inArray } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../db/client";
import { companies, franchises, users } from "../db/schema/index";
import { findCompanyInScope } from "../db/tenant-scope";
import { ApiError } from "../http/errors";
import type { CompanyUpdate } from "./contract";
import { getCompany } from "./get-company";

export async function updateCompany(db: Database, actor: Actor, id: number, input: CompanyUpdate) {
  await findCompanyInScope(db, actor, id);
  if (input.franchise_id !== undefined && input.franchise_id !== null) {
    const [franchise] = await db
      .select({ id: franchises.id })
      .from(franchises)
      .where(eq(franchises.id, input.franchise_id));
    if (!franchise) throw ApiError.unprocessable([{ path: "franchise_id", message: "is not a franchise" }]);
  }
  if (input.franchise_id === null) {
    // Franchise roles need a franchise: a company cannot leave its franchise while it has franchise users.
    const [franchiseUser] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.companyId, id), inArray(users.authRole, ["FRANCHISE_OWNER", "FRANCHISE_USER"])))
      .limit(1);
    if (franchiseUser) {
      throw ApiError.unprocessable([
        { path: "franchise_id", message: "cannot be removed while the company has franchise users" },
      ]);
    }
  }
  await db
    .update(companies)
    .set({
      ...(input.name !== undefined && { name: input.name }),
      ...(input.industry !== undefined && { industry: input.industry }),
      ...(input.go_high_level_location_id !== undefined && { goHighLevelLocationId: input.go_high_level_location_id }),
      ...(input.product_type !== undefined && { productType: input.product_type }),
      ...(input.franchise_id !== undefined && { franchiseId: input.franchise_id }),
    })
    .where(eq(companies.id, id));
  return getCompany(db, actor, id);
}
