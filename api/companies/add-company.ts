import { eq, sql } from "drizzle-orm";
import type { Actor } from "../../domain/permissions";
import type { Database } from "../../server/db/client";
import { companies, franchises } from "../../server/db/schema/index";
import { ApiError } from "../http/errors";
import type { CompanyCreate } from "./contract";
import { createCompanyWithDefaults } from "./create-company";
import { getCompany } from "./get-company";

/**
 * POST /companies: a super admin adds a company by hand. It starts like every company (default pipeline, its own
 * assessment link). A name already in use is refused (409): two companies of one name cannot be told apart in any
 * chooser, and a double submit must not make two.
 */
export async function addCompany(db: Database, actor: Actor, input: CompanyCreate) {
  if (input.franchise_id != null) {
    const [franchise] = await db
      .select({ id: franchises.id })
      .from(franchises)
      .where(eq(franchises.id, input.franchise_id));
    if (!franchise) throw ApiError.unprocessable([{ path: "franchise_id", message: "is not a franchise" }]);
  }
  const id = await db.transaction(async (tx) => {
    // One creation of a name at a time: the check and the insert cannot interleave with another request's.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`company-name:${input.name.toLowerCase()}`}))`);
    const [taken] = await tx
      .select({ id: companies.id })
      .from(companies)
      .where(sql`lower(${companies.name}) = ${input.name.toLowerCase()}`)
      .limit(1);
    if (taken)
      throw ApiError.conflict("A company of this name already exists", [
        { path: "name", message: "is taken by another company" },
      ]);
    return createCompanyWithDefaults(tx, {
      name: input.name,
      industry: input.industry ?? null,
      productType: input.product_type ?? null,
      franchiseId: input.franchise_id ?? null,
    });
  });
  return getCompany(db, actor, id);
}
