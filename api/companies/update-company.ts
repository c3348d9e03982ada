import { and, eq, inArray } from "drizzle-orm";
import { isLanguage, LANGUAGES, languageName, DEFAULT_LANGUAGE } from "../../domain/languages";
import { recordAudit } from "../audit/record";
import type { Database } from "../../server/db/client";
import { companies, franchises, users } from "../../server/db/schema/index";
import { findCompanyInScope } from "../db/tenant-scope";
import type { Auth } from "../http/authenticate";
import { ApiError } from "../http/errors";
import type { CompanyUpdate } from "./contract";
import { getCompany } from "./get-company";

export async function updateCompany(db: Database, auth: Auth, id: number, input: CompanyUpdate) {
  const { actor } = auth;
  await findCompanyInScope(db, actor, id);
  const language = input.default_language;
  if (language !== undefined && !isLanguage(language)) {
    throw ApiError.unprocessable([{ path: "default_language", message: `must be one of ${LANGUAGES.join(", ")}` }]);
  }
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
  const [before] = await db
    .select({ defaultLanguage: companies.defaultLanguage })
    .from(companies)
    .where(eq(companies.id, id));
  await db.transaction(async (tx) => {
    await tx
      .update(companies)
      .set({
        ...(input.name !== undefined && { name: input.name }),
        ...(input.industry !== undefined && { industry: input.industry }),
        ...(input.go_high_level_location_id !== undefined && {
          goHighLevelLocationId: input.go_high_level_location_id,
        }),
        ...(input.product_type !== undefined && { productType: input.product_type }),
        ...(input.franchise_id !== undefined && { franchiseId: input.franchise_id }),
        ...(language !== undefined && { defaultLanguage: language }),
      })
      .where(eq(companies.id, id));
    // What candidates read is the company's choice: a change of it is on the trail, like its other settings.
    if (language !== undefined && language !== before.defaultLanguage) {
      await recordAudit(tx, auth, {
        action: "company.default_language",
        companyId: id,
        subjectType: "company",
        subjectId: id,
        summary: `Language for candidates changed from ${languageName(
          isLanguage(before.defaultLanguage) ? before.defaultLanguage : DEFAULT_LANGUAGE,
        )} to ${languageName(language)}`,
      });
    }
  });
  return getCompany(db, actor, id);
}
